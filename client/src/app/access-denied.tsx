import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { useAuth } from './use-auth';
import './access-denied.css';

export interface AccessDeniedProps {
  /** Why: the admin panel's sentence of spec 2, or the person's role (issue 15). */
  message: string;
  /** Where the button leads; the dashboard unless the person may not open it. */
  returnTo?: { path: string; label: string };
}

/**
 * Spec 2's Access Denied card: the reason, who is signed in, and a way back. The admin panel shows it to a
 * hotel, and every console screen to a person whose role may not open it (a typed or bookmarked URL).
 */
export function AccessDenied({ message, returnTo = { path: '/hotel', label: 'Dashboard' } }: AccessDeniedProps) {
  const { account } = useAuth();
  return (
    <Card className="access-denied">
      <CardContent className="access-denied-content">
        <div className="access-denied-icon">
          <ShieldAlert aria-hidden="true" />
        </div>
        <h1>Access Denied</h1>
        <p className="access-denied-text">{message}</p>
        {account && (
          <p className="access-denied-account">
            Signed in as <strong>{account.user.name}</strong> ({account.user.email})
            {account.user.name !== account.name && <> of {account.name}</>}
          </p>
        )}
        <Link to={returnTo.path} className={buttonClassName()}>
          Return to {returnTo.label}
        </Link>
      </CardContent>
    </Card>
  );
}
