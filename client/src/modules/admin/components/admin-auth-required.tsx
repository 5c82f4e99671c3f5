import { LogIn, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button';
import { Card, CardContent } from '../../../ui/card';
import '../../../app/access-denied.css';
import './admin.css';

/** Spec 2: what a signed-out visitor sees on the admin panel. */
export function AdminAuthRequired() {
  return (
    <Card className="access-denied">
      <CardContent className="access-denied-content">
        <div className="access-denied-icon admin-auth-icon">
          <Lock aria-hidden="true" />
        </div>
        <h1>Authentication Required</h1>
        <p className="access-denied-text">Please sign in with an administrator account to manage hotels and licenses.</p>
        <Link to="/login" className={buttonClassName()}>
          <LogIn aria-hidden="true" />
          Go to Login
        </Link>
      </CardContent>
    </Card>
  );
}
