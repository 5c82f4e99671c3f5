import { FullPageLoader } from '../../../app/full-page-loader';
import { RequireAuth } from '../../../app/require-auth';
import { useAuth } from '../../../app/use-auth';
import { LoginPage } from '../../auth/components/login-page';
import { HotelConsole } from './hotel-console';

/** Spec 2: /multi-hotel shows the login page when signed out, otherwise the hotel console (an admin lands here after impersonating). */
export function MultiHotelPage() {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'unauthenticated') return <LoginPage />;
  return (
    <RequireAuth>
      <HotelConsole />
    </RequireAuth>
  );
}
