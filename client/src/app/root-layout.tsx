import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from './auth-provider';

/** Every route sits inside the auth provider (it needs the router to send people to /login). */
export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
