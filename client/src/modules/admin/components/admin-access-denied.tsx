import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../app/use-auth';
import { buttonClassName } from '../../../ui/button';
import { Card, CardContent } from '../../../ui/card';
import './admin.css';

/** Spec 6: what a hotel that is not a system administrator sees on the admin panel. */
export function AdminAccessDenied() {
  const { account } = useAuth();
  return (
    <Card className="admin-denied">
      <CardContent className="admin-denied-content">
        <div className="admin-denied-icon">
          <ShieldAlert aria-hidden="true" />
        </div>
        <h1>Access Denied</h1>
        <p className="admin-denied-text">
          You don&apos;t have administrator privileges. Only authorized system administrators can access this area.
        </p>
        {account && (
          <p className="admin-denied-account">
            Signed in as <strong>{account.name}</strong> ({account.email})
          </p>
        )}
        <Link to="/hotel" className={buttonClassName()}>
          Return to Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
