import { CircleCheck, CircleX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useVerifyEmail } from '../hooks/use-verify-email';
import { AuthLayout } from './auth-layout';

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const state = useVerifyEmail(searchParams.get('token'));

  if (state.status === 'verifying') {
    return <AuthLayout icon={<Spinner label="" />} title="Verifying your email" description="This takes a moment." />;
  }

  if (state.status === 'success') {
    return (
      <AuthLayout
        icon={<CircleCheck />}
        tone="success"
        title="Email Verified!"
        description={
          <>
            {state.message.replace(/\.$/, '')}. <strong>{state.hotelName}</strong> is ready: sign in to open your hotel console.
          </>
        }
      >
        <div className="auth-actions">
          <Link to="/login" className={buttonClassName({ size: 'lg' })}>
            Sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={<CircleX />} tone="danger" title={state.title} description={state.description}>
      <div className="auth-actions">
        <Link to="/login" className={buttonClassName({ size: 'lg' })}>
          Go to sign in
        </Link>
        <Link to="/signup" className={buttonClassName({ variant: 'ghost' })}>
          Create an account
        </Link>
      </div>
    </AuthLayout>
  );
}
