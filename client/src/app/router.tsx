import { createBrowserRouter } from 'react-router';
import { TwoFactorPage } from '../modules/account/components/two-factor-page';
import { TWO_FACTOR_PATH } from '../modules/account/two-factor-state';
import { ForgotPasswordPage } from '../modules/auth/components/forgot-password-page';
import { LoginPage } from '../modules/auth/components/login-page';
import { ResetPasswordPage } from '../modules/auth/components/reset-password-page';
import { SignupPage } from '../modules/auth/components/signup-page';
import { VerifyEmailPage } from '../modules/auth/components/verify-email-page';
import { HotelConsole } from '../modules/console/components/hotel-console';
import { MultiHotelPage } from '../modules/console/components/multi-hotel-page';
import { LandingPage } from '../modules/landing/components/landing-page';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** Spec 2 routes. The console picks its tab from the second path segment (see console-tabs.ts). */
export const router = createBrowserRouter([
  // A hotel's guests: no sign-in (outside the account's provider, which would poll for one) and their own
  // chunk, so the console's code never grows by them nor they by it.
  {
    path: '/book/:slug',
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await import('../modules/online-booking/components/booking-page')).BookingPage }),
  },
  {
    path: '/my-booking/:token',
    errorElement: <RouteErrorPage />,
    lazy: async () => ({
      Component: (await import('../modules/online-booking/components/manage-booking-page')).ManageBookingPage,
    }),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        path: '/hotel/:tab?',
        element: (
          <RequireAuth>
            <HotelConsole />
          </RequireAuth>
        ),
      },
      { path: '/multi-hotel', element: <MultiHotelPage /> },
      // Issue 15: every role's own two-factor sign-in; the only page of a person whose hotel requires it unset.
      { path: TWO_FACTOR_PATH, element: <TwoFactorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
