import { useApolloClient, useMutation } from '@apollo/client/react';
import { serverErrorMessage } from '../../../app/graphql-error';
import { useToast } from '../../../ui/toast';
import { StopImpersonationMutation } from '../graphql/stop-impersonation-mutation';

/**
 * Return to Admin (spec 4): back to the admin's own session, then a full page load of the admin panel, so
 * nothing the hotel's session cached stays in memory.
 */
export function useStopImpersonation(): () => Promise<void> {
  const { toast } = useToast();
  const client = useApolloClient();
  const [stop] = useMutation(StopImpersonationMutation);
  return async () => {
    try {
      await stop();
      // The hotel's data must not answer a query of the admin's while the page reloads.
      await client.clearStore();
      window.location.assign('/hotel/admin');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverErrorMessage(error) ?? 'Failed to return to admin' });
    }
  };
}
