import { useMutation } from '@apollo/client/react';
import type { GuestInput } from '@core/schemas/guest.schema';
import { refusalToast, useToastedAction } from '../../../app/use-toasted-action';
import { useVersionedUpdate, type LoadedRecord } from '../../../app/versioned-update';
import { CreateGuestMutation } from '../graphql/create-guest-mutation';
import { DeleteGuestMutation } from '../graphql/delete-guest-mutation';
import { GuestSearchQuery } from '../graphql/guest-search-query';
import { GuestStatsQuery } from '../graphql/guest-stats-query';
import { GuestsQuery } from '../graphql/guests-query';
import { UpdateGuestMutation } from '../graphql/update-guest-mutation';

/**
 * Create, update and delete guests with the toasts of spec section 8. Every success refreshes the
 * guest list (or the search shown) and the stat cards. Each resolves true on success.
 */
export function useGuestActions() {
  const run = useToastedAction(refusalToast);
  // A refused stale edit reads the list again, so that the clerk sees the other change.
  const versioned = useVersionedUpdate([GuestsQuery, GuestSearchQuery]);
  const refresh = { refetchQueries: [GuestsQuery, GuestSearchQuery, GuestStatsQuery], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateGuestMutation, refresh);
  const [update, updated] = useMutation(UpdateGuestMutation, refresh);
  const [remove, removed] = useMutation(DeleteGuestMutation, refresh);

  return {
    saving: created.loading || updated.loading,
    deleting: removed.loading,
    createGuest: (input: GuestInput) =>
      run(() => create({ variables: { input } }), 'Guest created successfully', 'Failed to create guest'),
    updateGuest: (record: LoadedRecord, input: GuestInput) =>
      run(
        () => versioned(() => update({ variables: { id: record.id, input: { ...input, version: record.version } } })),
        'Guest updated successfully',
        'Failed to update guest',
      ),
    deleteGuest: (record: LoadedRecord) =>
      run(
        () => versioned(() => remove({ variables: { id: record.id, version: record.version } })),
        'Guest deleted successfully',
        'Failed to delete guest',
      ),
  };
}
