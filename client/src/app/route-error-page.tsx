import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import './app-shell.css';

/** Shown when a screen throws while rendering (or a lazy tab fails to load), instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="centered-screen">
      <Card className="not-found-card">
        <CardContent>
          <div className="not-found-heading">
            <TriangleAlert className="not-found-icon" aria-hidden="true" />
            <h1>Something went wrong</h1>
          </div>
          {detail && <p className="not-found-text">{detail}</p>}
          <div className="route-error-actions">
            <Button onClick={() => window.location.reload()}>Reload page</Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
