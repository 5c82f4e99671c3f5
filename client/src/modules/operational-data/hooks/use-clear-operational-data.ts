import { useApolloClient, useMutation } from '@apollo/client/react';
import { serverErrorMessage } from '../../../app/graphql-error';
import { useToast } from '../../../ui/toast';
import { ClearOperationalDataMutation } from '../graphql/clear-operational-data-mutation';

export const CLEAR_CONFIRMATIONS = [
  'Are you sure you want to clear all operational data? This deletes every booking, room, room type, guest and payment of this hotel.',
  'This cannot be undone from the application (a backup file is saved on the server first). Clear all operational data now?',
] as const;

/**
 * The header's Clear Operational Data (spec 7), once its two confirmations are answered (the header's
 * ClearOperationalDataDialog): the mutation, then every screen refreshed.
 */
export function useClearOperationalData(): () => Promise<void> {
  const client = useApolloClient();
  const { toast } = useToast();
  const [clear] = useMutation(ClearOperationalDataMutation);
  return async () => {
    try {
      const { data } = await clear();
      toast({
        title: 'Operational Data Cleared',
        description: `${data?.clearOperationalData.message ?? 'Operational data cleared successfully'}. Backup: ${data?.clearOperationalData.backup ?? ''}`,
        duration: 8000,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverErrorMessage(error) ?? 'Failed to clear operational data',
      });
      return;
    }
    // Every screen shows the cleared hotel; a reset racing an in-flight read is not a failure to report.
    await client.resetStore().catch(() => undefined);
  };
}
