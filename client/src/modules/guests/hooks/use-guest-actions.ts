import { useMutation } from '@apollo/client/react';
import type { GuestInput } from '@core/schemas/guest.schema';
import { serverErrorCode, serverErrorMessage } from '../../../app/graphql-error';
import { useToast } from '../../../ui/toast';
import { CreateGuestMutation } from '../graphql/create-guest-mutation';
import { DeleteGuestMutation } from '../graphql/delete-guest-mutation';
import { GuestSearchQuery } from '../graphql/guest-search-query';
import { GuestStatsQuery } from '../graphql/guest-stats-query';
import { GuestsQuery } from '../graphql/guests-query';
import { UpdateGuestMutation } from '../graphql/update-guest-mutation';

/** The server's sentence for a refusal it explains (validation, not found); none for a crash or a lost network. */
function refusalMessage(error: unknown): string | undefined {
  const code = serverErrorCode(error);
  return code && code !== 'INTERNAL_SERVER_ERROR' ? serverErrorMessage(error) : undefined;
}

/**
 * Create, update and delete guests with the toasts of spec section 8. Every success refreshes the
 * guest list (or the search shown) and the stat cards. Each resolves true on success.
 */
export function useGuestActions() {
  const { toast } = useToast();
  const refresh = { refetchQueries: [GuestsQuery, GuestSearchQuery, GuestStatsQuery], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateGuestMutation, refresh);
  const [update, updated] = useMutation(UpdateGuestMutation, refresh);
  const [remove, removed] = useMutation(DeleteGuestMutation, refresh);

  const run = async (action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    try {
      await action();
      toast({ title: 'Success', description: success });
      return true;
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: refusalMessage(error) ?? failure });
      return false;
    }
  };

  return {
    saving: created.loading || updated.loading,
    deleting: removed.loading,
    createGuest: (input: GuestInput) =>
      run(() => create({ variables: { input } }), 'Guest created successfully', 'Failed to create guest'),
    updateGuest: (id: number, input: GuestInput) =>
      run(() => update({ variables: { id, input } }), 'Guest updated successfully', 'Failed to update guest'),
    deleteGuest: (id: number) => run(() => remove({ variables: { id } }), 'Guest deleted successfully', 'Failed to delete guest'),
  };
}
