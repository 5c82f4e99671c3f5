import { CircleAlert } from 'lucide-react';
import { Card, CardContent } from '../ui/card';
import './app-shell.css';

/** The spec's fallback card for a route nobody added; also used for an unknown console tab. */
export function NotFoundCard() {
  return (
    <Card className="not-found-card">
      <CardContent>
        <div className="not-found-heading">
          <CircleAlert className="not-found-icon" aria-hidden="true" />
          <h1>404 Page Not Found</h1>
        </div>
        <p className="not-found-text">Did you forget to add the page to the router?</p>
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
