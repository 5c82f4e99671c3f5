import { useMutation, useQuery } from '@apollo/client/react';
import { resetPasswordFormSchema, resetPasswordSchema } from '@core/schemas/auth.schema';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { serverErrorCode, serverErrorMessage } from '../../../app/graphql-error';
import { Button, buttonClassName } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useZodForm } from '../../../ui/use-zod-form';
import { PasswordLinkQuery } from '../graphql/password-link-query';
import { ResetPasswordMutation } from '../graphql/reset-password-mutation';
import { AuthLayout } from './auth-layout';

type Step = 'form' | 'done' | 'invalid-link';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to="/login" replace />;
  return <ResetPasswordFlow token={token} />;
}

function ResetPasswordFlow({ token }: { token: string }) {
  const { toast } = useToast();
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const [step, setStep] = useState<Step>(() =>
    resetPasswordSchema.shape.token.safeParse(token).success ? 'form' : 'invalid-link',
  );
  const form = useZodForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  // An invitation's link sets a first password at its hotel; a reset's changes a forgotten one.
  const link = useQuery(PasswordLinkQuery, { variables: { token }, skip: step !== 'form', fetchPolicy: 'network-only' });
  const invitation = link.data?.passwordLink?.invitation === true;
  const hotelName = link.data?.passwordLink?.hotelName ?? null;
  // The server refuses a link that no longer works as the reset would (a network failure leaves the form).
  const linkGone = serverErrorCode(link.error) === 'INVALID_INPUT';

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const { data } = await resetPassword({ variables: { token, password } });
      if (!data) return;
      setStep('done');
      if (invitation) toast({ title: 'Password set', description: 'Sign in with your email and your new password.' });
      else toast({ title: 'Password Reset Successful!', description: data.resetPassword.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to reset password',
        description: serverErrorMessage(error) ?? 'Please try again.',
      });
      // The password already passed the same rules here, so the server refusing the input means the token.
      if (serverErrorCode(error) === 'INVALID_INPUT') setStep('invalid-link');
    }
  });

  if (step === 'invalid-link' || linkGone) {
    return (
      <AuthLayout
        icon={<LinkIcon />}
        tone="danger"
        title="Invalid or expired link"
        description="This password reset link is invalid or has expired. Reset links work once and expire after 1 hour."
      >
        <div className="auth-actions">
          <Link to="/forgot-password" className={buttonClassName({ size: 'lg' })}>
            Request a new link
          </Link>
          <Link to="/login" className={buttonClassName({ variant: 'ghost' })}>
            Back to sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (step === 'done' && invitation) {
    return (
      <AuthLayout
        icon={<CircleCheck />}
        tone="success"
        title="Your password is set"
        description={`Sign in to ${hotelName ?? 'Innkeep'} with your email and your new password.`}
      >
        <div className="auth-actions">
          <Link to="/login" className={buttonClassName({ size: 'lg' })}>
            Sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (step === 'done') {
    return (
      <AuthLayout
        icon={<CircleCheck />}
        tone="success"
        title="Password Reset Successful!"
        description="Your password has been changed. Sign in with your new password."
      >
        <div className="auth-actions">
          <Link to="/login" className={buttonClassName({ size: 'lg' })}>
            Sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  // Until the link is known, the form waits (a first password and a forgotten one read differently).
  if (link.loading && !link.data) return <AuthLayout title="Checking your link..." description="" />;

  return (
    <AuthLayout
      title={invitation ? 'Set your password' : 'Choose a new password'}
      description={
        invitation
          ? `Welcome to ${hotelName ?? 'Innkeep'}. Choose the password you will sign in with: at least 6 characters.`
          : 'Use at least 6 characters.'
      }
      footer={
        invitation ? undefined : (
          <>
            Remembered it? <Link to="/login">Sign in</Link>
          </>
        )
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <FormField label="New Password" error={form.errors.password}>
          <Input type="password" autoComplete="new-password" autoFocus {...form.field('password')} />
        </FormField>
        <FormField label="Confirm Password" error={form.errors.confirmPassword}>
          <Input type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" className="auth-submit" disabled={loading}>
          {loading && <Spinner label="" />}
          {invitation ? (loading ? 'Saving...' : 'Set Password') : loading ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
