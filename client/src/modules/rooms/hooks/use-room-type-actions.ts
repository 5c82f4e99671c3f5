import { useMutation } from '@apollo/client/react';
import type { RoomTypeInput } from '@core/schemas/room.schema';
import { refusalToast, useToastedAction } from '../../../app/use-toasted-action';
import { useVersionedUpdate, type LoadedRecord } from '../../../app/versioned-update';
import { CreateRoomTypeMutation } from '../graphql/create-room-type-mutation';
import { DeleteRoomTypeMutation } from '../graphql/delete-room-type-mutation';
import { RoomTypesQuery } from '../graphql/room-types-query';
import { RoomsQuery } from '../graphql/rooms-query';
import { UpdateRoomTypeMutation } from '../graphql/update-room-type-mutation';

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

  return {
    saving: created.loading || updated.loading,
    deleting: removed.loading,
    createRoomType: (input: RoomTypeInput) =>
      run(() => create({ variables: { input } }), 'Room type created successfully', 'Failed to create room type'),
    updateRoomType: (record: LoadedRecord, input: RoomTypeInput) =>
      run(
        () => versioned(() => update({ variables: { id: record.id, input: { ...input, version: record.version } } })),
        'Room type updated successfully',
        'Failed to update room type',
      ),
    deleteRoomType: (record: LoadedRecord) =>
      run(
        () => versioned(() => remove({ variables: { id: record.id, version: record.version } })),
        'Room type deleted successfully',
        'Failed to delete room type',
      ),
  };
}
