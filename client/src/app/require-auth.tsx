import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from './full-page-loader';
import { useAuth } from './use-auth';

/** Renders its children for a signed-in hotel; sends everyone else to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  return children;
}
