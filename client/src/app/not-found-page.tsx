import { CircleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { useAuth } from './use-auth';
import './app-shell.css';

/** Where "back" leads: the console for a signed-in person, the front page otherwise. */
function useWayBack(): { path: string; label: string } {
  const { status } = useAuth();
  return status === 'authenticated'
    ? { path: '/hotel', label: 'Back to the dashboard' }
    : { path: '/', label: 'Go to the home page' };
}

/** The spec's fallback card (its heading) for an address nobody added, or an unknown console tab: with a way back. */
export function NotFoundCard() {
  const { pathname } = useLocation();
  const back = useWayBack();
  return (
    <Card className="not-found-card">
      <CardContent>
        <div className="not-found-heading">
          <CircleAlert className="not-found-icon" aria-hidden="true" />
          <h1>404 Page Not Found</h1>
        </div>
        <p className="not-found-text">
          There is no page at <code className="not-found-path">{pathname}</code>. The address may be mistyped, or the page may
          have moved.
        </p>
        <div className="route-error-actions">
          <Link to={back.path} className={buttonClassName({})}>
            {back.label}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

export function NotFoundPage() {
  return (
    <main className="centered-screen">
      <NotFoundCard />
    </main>
  );
}
