import { Info } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { cx } from '../../../ui/class-names';
import { Skeleton } from '../../../ui/skeleton';
import { useLicenceStatus } from '../hooks/use-licence-status';
import './licensing.css';

const dateText = (value: string | null | undefined) => {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
};

/** Settings → Hotel Information, the demo system-information card (spec 2): days and transactions left. */
export function DemoSystemInfoCard() {
  const { status, loading } = useLicenceStatus();
  const rows: [string, string, boolean?][] = !status
    ? []
    : status.licensed
      ? [
          ['Version', 'Licensed'],
          ['Installed', dateText(status.installationDate)],
          ['Limits', 'None'],
        ]
      : [
          ['Version', status.expired ? 'Demo (expired)' : 'Demo'],
          ['Installed', dateText(status.installationDate)],
          ['Demo expires', dateText(status.expirationDate)],
          ['Days left', String(Math.max(0, status.daysLeft ?? 0)), (status.daysLeft ?? 0) <= 0],
          ['Transactions used', `${status.transactionCount} of ${status.transactionLimit}`],
          ['Transactions left', String(Math.max(0, status.transactionsLeft ?? 0)), (status.transactionsLeft ?? 0) <= 0],
        ];
  return (
    <Card className="system-info-card" data-testid="system-info-card">
      <CardHeader>
        <CardTitle className="system-info-title">
          <Info aria-hidden="true" />
          System Information
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading && !status ? (
          <Skeleton className="licence-skeleton" />
        ) : (
          <dl className="system-info-list">
            {rows.map(([label, value, warn]) => (
              <div key={label} className="system-info-row">
                <dt>{label}</dt>
                <dd className={cx(warn && 'system-info-warn')}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
