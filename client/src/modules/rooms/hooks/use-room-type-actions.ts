import { useMutation } from '@apollo/client/react';
import type { RoomTypeInput, RoomTypeUpdate } from '@core/schemas/room.schema';
import { refusalToast, useToastedAction } from '../../../app/use-toasted-action';
import { useVersionedUpdate, type LoadedRecord } from '../../../app/versioned-update';
import { CreateRoomTypeMutation } from '../graphql/create-room-type-mutation';
import { DeleteRoomTypeMutation } from '../graphql/delete-room-type-mutation';
import { RoomTypesQuery } from '../graphql/room-types-query';
import { RoomsQuery } from '../graphql/rooms-query';
import { UpdateRoomTypeMutation } from '../graphql/update-room-type-mutation';
import { WithdrawScheduledRoomTypeRatesMutation } from '../graphql/withdraw-scheduled-room-type-rates-mutation';

/**
 * Create, update and delete room types with the spec's toasts (section 8). Rooms show their type's
 * rates, so a change refreshes the rooms too (a deleted type leaves its rooms with none).
 */
export function useRoomTypeActions() {
  const run = useToastedAction(refusalToast);
  // A refused stale edit reads the list again, so that the clerk sees the other change.
  const versioned = useVersionedUpdate([RoomTypesQuery, RoomsQuery]);
  const refresh = { refetchQueries: [RoomTypesQuery, RoomsQuery], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateRoomTypeMutation, { refetchQueries: [RoomTypesQuery], awaitRefetchQueries: true });
  const [update, updated] = useMutation(UpdateRoomTypeMutation, refresh);
  const [remove, removed] = useMutation(DeleteRoomTypeMutation, refresh);
  const [withdraw, withdrawn] = useMutation(WithdrawScheduledRoomTypeRatesMutation, refresh);

  return {
    saving: created.loading || updated.loading,
    deleting: removed.loading || withdrawn.loading,
    createRoomType: ({ name, dailyRate, weeklyRate, monthlyRate }: RoomTypeInput) =>
      run(
        () => create({ variables: { input: { name, dailyRate, weeklyRate, monthlyRate } } }),
        'Room type created successfully',
        'Failed to create room type',
      ),
    /** With an effective date, the rates change from that date (a scheduled change); without, at once. */
    updateRoomType: (record: LoadedRecord, input: RoomTypeInput | RoomTypeUpdate) =>
      run(
        () => versioned(() => update({ variables: { id: record.id, input: { ...input, version: record.version } } })),
        'effectiveFrom' in input && input.effectiveFrom ? 'Rate change scheduled successfully' : 'Room type updated successfully',
        'Failed to update room type',
      ),
    withdrawScheduledRates: (record: LoadedRecord, effectiveFrom: string) =>
      run(
        () => versioned(() => withdraw({ variables: { id: record.id, effectiveFrom, version: record.version } })),
        'Scheduled change withdrawn successfully',
        'Failed to withdraw scheduled change',
      ),
    deleteRoomType: (record: LoadedRecord) =>
      run(
        () => versioned(() => remove({ variables: { id: record.id, version: record.version } })),
        'Room type deleted successfully',
        'Failed to delete room type',
      ),
  };
}
