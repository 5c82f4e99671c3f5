import { useMutation } from '@apollo/client/react';
import type { BulkRoomsInput, RoomInput } from '@core/schemas/room.schema';
import { serverErrorCode } from '../../../app/graphql-error';
import { refusalToast, useToastedAction, type FailureToast } from '../../../app/use-toasted-action';
import { useVersionedUpdate, type LoadedRecord } from '../../../app/versioned-update';
import { BulkCreateRoomsMutation } from '../graphql/bulk-create-rooms-mutation';
import { CreateRoomMutation } from '../graphql/create-room-mutation';
import { DeleteRoomMutation } from '../graphql/delete-room-mutation';
import { RoomsQuery } from '../graphql/rooms-query';
import { UpdateRoomMutation } from '../graphql/update-room-mutation';

/** How long the 'License Limit Reached' toast stays (spec section 8). */
export const LICENCE_LIMIT_TOAST_MS = 8000;

/** The room limit (403) shows as 'License Limit Reached' for 8 s; other refusals as any other. */
const roomFailureToast: FailureToast = (error, fallback) =>
  serverErrorCode(error) === 'FORBIDDEN'
    ? { ...refusalToast(error, fallback), title: 'License Limit Reached', duration: LICENCE_LIMIT_TOAST_MS }
    : refusalToast(error, fallback);

/**
 * Create (one or a range), update and delete rooms with the spec's toasts (section 8): the server's
 * message, else the 'Failed to ...' fallback; the room limit (403) shows as 'License Limit Reached'
 * for 8 s. Each success refreshes the rooms list. Resolves true on success.
 */
export function useRoomActions() {
  const run = useToastedAction(roomFailureToast);
  // A refused stale edit reads the list again, so that the clerk sees the other change.
  const versioned = useVersionedUpdate([RoomsQuery]);
  const refresh = { refetchQueries: [RoomsQuery], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateRoomMutation, refresh);
  const [update, updated] = useMutation(UpdateRoomMutation, refresh);
  const [remove, removed] = useMutation(DeleteRoomMutation, refresh);
  const [bulkCreate, bulkCreated] = useMutation(BulkCreateRoomsMutation, refresh);

  return {
    saving: created.loading || updated.loading,
    creatingRooms: bulkCreated.loading,
    deleting: removed.loading,
    createRoom: (input: RoomInput) =>
      run(() => create({ variables: { input } }), 'Room created successfully', 'Failed to create room'),
    updateRoom: (record: LoadedRecord, input: RoomInput) =>
      run(
        () => versioned(() => update({ variables: { id: record.id, input: { ...input, version: record.version } } })),
        'Room updated successfully',
        'Failed to update room',
      ),
    deleteRoom: (record: LoadedRecord) =>
      run(
        () => versioned(() => remove({ variables: { id: record.id, version: record.version } })),
        'Room deleted successfully',
        'Failed to delete room',
      ),
    bulkCreateRooms: (input: BulkRoomsInput) =>
      run(() => bulkCreate({ variables: { input } }), 'Rooms created successfully', 'Failed to create rooms'),
  };
}
