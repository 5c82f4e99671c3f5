import { useMutation } from '@apollo/client/react';
import type { BulkRoomsInput, RoomInput } from '@core/schemas/room.schema';
import { serverErrorCode } from '../../../app/graphql-error';
import { useToast } from '../../../ui/toast';
import { BulkCreateRoomsMutation } from '../graphql/bulk-create-rooms-mutation';
import { CreateRoomMutation } from '../graphql/create-room-mutation';
import { DeleteRoomMutation } from '../graphql/delete-room-mutation';
import { RoomsQuery } from '../graphql/rooms-query';
import { UpdateRoomMutation } from '../graphql/update-room-mutation';
import { refusalMessage } from './server-message';

/** How long the 'License Limit Reached' toast stays (spec section 8). */
export const LICENSE_LIMIT_TOAST_MS = 8000;

/**
 * Create (one or a range), update and delete rooms with the spec's toasts (section 8): the server's
 * message, else the 'Failed to ...' fallback; the room limit (403) shows as 'License Limit Reached'
 * for 8 s. Each success refreshes the rooms list. Resolves true on success.
 */
export function useRoomActions() {
  const { toast } = useToast();
  const refresh = { refetchQueries: [RoomsQuery], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateRoomMutation, refresh);
  const [update, updated] = useMutation(UpdateRoomMutation, refresh);
  const [remove, removed] = useMutation(DeleteRoomMutation, refresh);
  const [bulkCreate, bulkCreated] = useMutation(BulkCreateRoomsMutation, refresh);

  const run = async (action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    try {
      await action();
      toast({ title: 'Success', description: success });
      return true;
    } catch (error) {
      if (serverErrorCode(error) === 'FORBIDDEN') {
        toast({
          variant: 'destructive',
          title: 'License Limit Reached',
          description: refusalMessage(error) ?? failure,
          duration: LICENSE_LIMIT_TOAST_MS,
        });
      } else {
        toast({ variant: 'destructive', title: 'Error', description: refusalMessage(error) ?? failure });
      }
      return false;
    }
  };

  return {
    saving: created.loading || updated.loading,
    creatingRooms: bulkCreated.loading,
    deleting: removed.loading,
    createRoom: (input: RoomInput) =>
      run(() => create({ variables: { input } }), 'Room created successfully', 'Failed to create room'),
    updateRoom: (id: number, input: RoomInput) =>
      run(() => update({ variables: { id, input } }), 'Room updated successfully', 'Failed to update room'),
    deleteRoom: (id: number) => run(() => remove({ variables: { id } }), 'Room deleted successfully', 'Failed to delete room'),
    bulkCreateRooms: (input: BulkRoomsInput) =>
      run(() => bulkCreate({ variables: { input } }), 'Rooms created successfully', 'Failed to create rooms'),
  };
}
