import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { isServerError, serverErrorMessage } from '../../../app/graphql-error';
import { useToast } from '../../../ui/toast';
import { VerifyEmailMutation } from '../graphql/verify-email-mutation';

export type VerifyEmailState =
  | { status: 'verifying' }
  | { status: 'success'; message: string; hotelName: string }
  | { status: 'error'; title: string; description?: string };

/** Spec 4: verifying, then success or error. The token works once, so it is sent once per token. */
export function useVerifyEmail(token: string | null): VerifyEmailState {
  const { toast } = useToast();
  const [verify] = useMutation(VerifyEmailMutation);
  const [state, setState] = useState<VerifyEmailState>({ status: 'verifying' });
  const sentFor = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;

    const fail = (title: string, description?: string) => {
      setState({ status: 'error', title, description });
      toast({ variant: 'destructive', title, description });
    };

    if (!token) {
      fail('No verification token provided');
      return;
    }
    setState({ status: 'verifying' });
    verify({ variables: { token } })
      .then(({ data }) => {
        if (!data) return fail('An error occurred during verification');
        setState({ status: 'success', ...data.verifyEmail });
        toast({ title: 'Email Verified!', description: data.verifyEmail.message });
      })
      .catch((error: unknown) => {
        if (isServerError(error)) fail('Verification failed', serverErrorMessage(error));
        else fail('An error occurred during verification');
      });
  }, [token, verify, toast]);

  return state;
}
