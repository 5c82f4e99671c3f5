import { Navigate } from 'react-router';
import { FullPageLoader } from '../../../app/full-page-loader';
import { useAuth } from '../../../app/use-auth';
import { TwoFactorSettings } from './two-factor-settings';

/** /account/security: the signed-in person's two-factor sign-in, for every role. */
export function TwoFactorPage() {
  const { status, account } = useAuth();
  if (status === 'loading') return <FullPageLoader />;
  if (!account) return <Navigate to="/login" replace />;
  // One instance per person: another sign-in in this tab starts from the beginning.
  return <TwoFactorSettings key={account.user.id} account={account} />;
}
