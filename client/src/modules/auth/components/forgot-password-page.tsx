import { useMutation } from '@apollo/client/react';
import { emailOnlySchema } from '@core/schemas/auth.schema';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverErrorMessage } from '../../../app/graphql-error';
import { Button, buttonClassName } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useZodForm } from '../../../ui/use-zod-form';
import { ForgotPasswordMutation } from '../graphql/forgot-password-mutation';
import { AuthLayout } from './auth-layout';

export function ForgotPasswordPage() {
  const { toast } = useToast();
  const [requestReset, { loading }] = useMutation(ForgotPasswordMutation);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useZodForm(emailOnlySchema, { email: '' });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { data } = await requestReset({ variables: { email } });
      if (!data) return;
      setSent({ email, message: data.forgotPassword.message });
      toast({ title: 'Reset Email Sent!', description: data.forgotPassword.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to send reset email',
        description: serverErrorMessage(error) ?? 'Please try again.',
      });
    }
  });

  const backToSignIn = (
    <>
      Remembered it? <Link to="/login">Sign in</Link>
    </>
  );

  if (sent) {
    return (
      <AuthLayout
        icon={<MailCheck />}
        title="Check your email"
        description={
          <>
            {sent.message} We sent it to <strong>{sent.email}</strong>.
          </>
        }
        footer={backToSignIn}
      >
        <div className="auth-actions">
          <Button
            variant="outline"
            onClick={() => {
              setSent(null);
              form.reset();
            }}
          >
            Try a different email
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email address of your hotel account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <FormField label="Email" error={form.errors.email}>
          <Input type="email" autoComplete="email" placeholder="you@hotel.com" autoFocus {...form.field('email')} />
        </FormField>
        <Button type="submit" size="lg" className="auth-submit" disabled={loading}>
          {loading && <Spinner label="" />}
          {loading ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Link to="/login" className={buttonClassName({ variant: 'ghost', className: 'auth-submit' })}>
          Back to sign in
        </Link>
      </form>
    </AuthLayout>
  );
}
