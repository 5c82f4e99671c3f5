import { useMutation } from '@apollo/client/react';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { serverErrorMessage } from '../../../app/graphql-error';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { ResendVerificationMutation } from '../graphql/resend-verification-mutation';
import { AuthLayout } from './auth-layout';

/** After signup: the verification link is on its way, and can be sent again. */
export function CheckEmailScreen({ email }: { email: string }) {
  const { toast } = useToast();
  const [resend, { loading }] = useMutation(ResendVerificationMutation);

  const onResend = async () => {
    try {
      const { data } = await resend({ variables: { email } });
      if (data) toast({ description: data.resendVerification.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to send email',
        description: serverErrorMessage(error) ?? 'Please try again.',
      });
    }
  };

  return (
    <AuthLayout
      icon={<MailCheck />}
      title="Check Your Email"
      description={
        <>
          We sent a verification link to <strong>{email}</strong>. Open it to verify your account, then sign in.
        </>
      }
    >
      <div className="auth-actions">
        <Button variant="outline" onClick={onResend} disabled={loading}>
          {loading && <Spinner label="" />}
          Resend Verification Email
        </Button>
        <Link to="/login" className={buttonClassName({ variant: 'ghost' })}>
          Back to sign in
        </Link>
      </div>
    </AuthLayout>
  );
}
