import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { mustSetUpTwoFactor, TWO_FACTOR_PATH } from '../modules/account/two-factor-state';
import { FullPageLoader } from './full-page-loader';
import { useAuth } from './use-auth';

/**
 * Renders its children for a signed-in hotel; sends everyone else to /login, and a person whose hotel
 * requires two-factor sign-in they have not set up to its set-up page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, account } = useAuth();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  if (mustSetUpTwoFactor(account)) return <Navigate to={TWO_FACTOR_PATH} replace />;
  return children;
}
