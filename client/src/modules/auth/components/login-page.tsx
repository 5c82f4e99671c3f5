import { useMutation } from '@apollo/client/react';
import { loginSchema } from '@core/schemas/auth.schema';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { serverErrorCode, serverErrorMessage } from '../../../app/graphql-error';
import { useAuth } from '../../../app/use-auth';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useZodForm } from '../../../ui/use-zod-form';
import { LoginMutation } from '../graphql/login-mutation';
import { AuthLayout } from './auth-layout';
import { TwoFactorCodeStep } from './two-factor-code-step';

/** Spec 4: after a successful login the console opens 500 ms later. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export function LoginPage() {
  const { toast } = useToast();
  const { startSession } = useAuth();
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(LoginMutation);
  const [redirecting, setRedirecting] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  const form = useZodForm(loginSchema, { email: '', password: '' });

  /** The session is open (a password, or a password and a code): welcome, and the console. */
  const finishSignIn = async () => {
    const account = await startSession();
    setRedirecting(true);
    // The person, not the hotel: a clerk is welcomed by their own name. The console opens on the tab their
    // role starts on (a housekeeper's /hotel is the Housekeeping tab).
    if (account) toast({ title: 'Login Successful!', description: `Welcome back, ${account.user.name}.` });
    setTimeout(() => navigate('/hotel'), LOGIN_REDIRECT_DELAY_MS);
  };

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      const { data } = await login({ variables: { email, password } });
      if (!data) return;
      await finishSignIn();
    } catch (error) {
      // Issue 15: the password was right and the person has two-factor on; the code is the next step.
      if (serverErrorCode(error) === 'TWO_FACTOR_REQUIRED') {
        setCodeStep(true);
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: serverErrorMessage(error) ?? 'Please check your credentials and try again',
      });
    }
  });

  if (codeStep) {
    return (
      <TwoFactorCodeStep
        onSignedIn={finishSignIn}
        onExpired={(message) => {
          setCodeStep(false);
          toast({ variant: 'destructive', title: 'Login failed', description: message });
        }}
        onCancel={() => setCodeStep(false)}
      />
    );
  }

  const busy = loading || redirecting;
  return (
    <AuthLayout
      title="Sign in to Innkeep"
      description="Welcome back. Enter your hotel account details."
      footer={
        <>
          Don&apos;t have an account? <Link to="/signup">Create an account</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <FormField label="Email" error={form.errors.email}>
          <Input type="email" autoComplete="email" placeholder="you@hotel.com" autoFocus {...form.field('email')} />
        </FormField>
        <FormField
          label="Password"
          error={form.errors.password}
          labelAside={
            <Link to="/forgot-password" className="auth-link-small">
              Forgot password?
            </Link>
          }
        >
          <Input type="password" autoComplete="current-password" {...form.field('password')} />
        </FormField>
        <Button type="submit" size="lg" className="auth-submit" disabled={busy}>
          {busy && <Spinner label="" />}
          {loading ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthLayout>
  );
}
