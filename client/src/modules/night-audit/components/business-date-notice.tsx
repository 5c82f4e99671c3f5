import { useQuery } from '@apollo/client/react';
import { formatShortUs } from '@core/stay-dates';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { NightAuditQuery } from '../graphql/night-audit-query';
import { waitingWarning } from '../night-audit-days';
import './night-audit.css';

/**
 * The dashboard's word on the books (issue 25): "Business date MM/DD/YY" once the hotel has closed a day,
 * and a warning linking to the Night Audit when more than one ended day is still open. Nothing before the
 * first audit: a hotel that never runs one sees the dashboard as before.
 */
export function BusinessDateNotice() {
  const status = useQuery(NightAuditQuery, { fetchPolicy: 'cache-and-network' });
  const audit = status.data?.nightAudit;
  if (!audit?.businessDate) return null;
  const warning = waitingWarning(audit.businessDate, audit.today);
  return (
    <div className="business-date-notice">
      <span className="business-date">Business date {formatShortUs(audit.businessDate)}</span>
      {warning && (
        <Link to="/hotel/night-audit" className="business-date-warning">
          <TriangleAlert aria-hidden="true" />
          {warning}
        </Link>
      )}
    </div>
  );
}
