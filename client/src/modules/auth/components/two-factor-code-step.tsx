import { useMutation } from '@apollo/client/react';
import { SIGN_IN_EXPIRED_MESSAGE } from '@core/schemas/two-factor.schema';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { serverErrorMessage } from '../../../app/graphql-error';
import { Button } from '../../../ui/button';
import { TwoFactorCodeForm } from '../../account/components/two-factor-code-form';
import { VerifyLoginMutation } from '../graphql/verify-login-mutation';
import { AuthLayout } from './auth-layout';

export interface TwoFactorCodeStepProps {
  /** The code was right: the session is open; the login page goes on as after a password alone. */
  onSignedIn: () => Promise<void>;
  /** The pending sign-in is gone (five minutes, or used): back to the password, with the server's sentence. */
  onExpired: (message: string) => void;
  /** Back to the password step by choice. */
  onCancel: () => void;
}

/** The second step of a sign-in with two-factor on: a code from the authenticator app, or a recovery code. */
export function TwoFactorCodeStep({ onSignedIn, onExpired, onCancel }: TwoFactorCodeStepProps) {
  const [verifyLogin] = useMutation(VerifyLoginMutation);
  const [recovery, setRecovery] = useState(false);

  const verify = async (code: string): Promise<string | null> => {
    try {
      await verifyLogin({ variables: { code } });
    } catch (error) {
      const message = serverErrorMessage(error);
      if (message === SIGN_IN_EXPIRED_MESSAGE) {
        onExpired(message);
        return null;
      }
      return message ?? 'The server could not be reached. Please try again.';
    }
    await onSignedIn();
    return null;
  };

  return (
    <AuthLayout
      icon={<ShieldCheck />}
      title="Two-factor sign-in"
      description={
        recovery
          ? 'Enter one of your recovery codes. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app'
      }
      footer={
        <Button variant="link" onClick={onCancel}>
          Back to sign in
        </Button>
      }
    >
      <TwoFactorCodeForm
        onSubmit={verify}
        submitLabel="Verify"
        busyLabel="Verifying..."
        allowRecovery
        onModeChange={setRecovery}
        autoFocus
        submitClassName="auth-submit"
      />
    </AuthLayout>
  );
}
