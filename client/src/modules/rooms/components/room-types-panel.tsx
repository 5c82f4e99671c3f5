import { useQuery } from '@apollo/client/react';
import { roomsLeftWithoutTypeMessage } from '@core/room-inventory';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { RoomTypeFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { RoomTypesQuery } from '../graphql/room-types-query';
import { RoomsQuery } from '../graphql/rooms-query';
import { useRoomTypeActions } from '../hooks/use-room-type-actions';
import { GridSkeleton } from '../../../ui/grid/grid-skeleton';
import { RoomTypeDialog } from './room-type-dialog';
import { RoomTypesGrid } from './room-types-grid';

export const ROOM_TYPE_COLUMNS = ['Name', 'Daily Rate', 'Weekly Rate', 'Monthly Rate', 'Actions'];
const ROOM_TYPE_PLACEHOLDER_ROWS = 3;
export const DELETE_ROOM_TYPE_CONFIRMATION = 'Are you sure you want to delete this room type?';

/** The confirmation, which also says how many rooms the deletion leaves without a type. */
export function deleteRoomTypeConfirmation(roomsUsingType: number): string {
  const consequence = roomsLeftWithoutTypeMessage(roomsUsingType);
  return consequence ? `${DELETE_ROOM_TYPE_CONFIRMATION}\n\n${consequence}` : DELETE_ROOM_TYPE_CONFIRMATION;
}

/** Room Management › Room Types (spec 2): the grid of types and rates, and the add/edit dialog. */
export function RoomTypesPanel() {
  const roomTypes = useQuery(RoomTypesQuery);
  const rooms = useQuery(RoomsQuery);
  const actions = useRoomTypeActions();
  const [dialog, setDialog] = useState<{ open: boolean; roomType: RoomTypeFieldsFragment | null }>({
    open: false,
    roomType: null,
  });

  const list = roomTypes.data?.roomTypes ?? [];
  const openAdd = () => setDialog({ open: true, roomType: null });
  const openEdit = (roomType: RoomTypeFieldsFragment) => setDialog({ open: true, roomType });
  const confirmDelete = (roomType: RoomTypeFieldsFragment) => {
    const using = (rooms.data?.rooms ?? []).filter((room) => room.roomType?.id === roomType.id).length;
    if (window.confirm(deleteRoomTypeConfirmation(using))) void actions.deleteRoomType(roomType);
  };

  return (
    <section className="room-types-panel" aria-labelledby="room-types-heading">
      <header className="room-panel-header">
        <div>
          <h3 id="room-types-heading">Room Types</h3>
          <p className="room-panel-count">Daily, weekly and monthly rates for each kind of room</p>
        </div>
        <div className="room-panel-actions">
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Room Type
          </Button>
        </div>
      </header>

      {roomTypes.loading && !roomTypes.data ? (
        <GridSkeleton columns={ROOM_TYPE_COLUMNS} rows={ROOM_TYPE_PLACEHOLDER_ROWS} label="Loading room types" />
      ) : roomTypes.error && !roomTypes.data ? (
        <p className="room-panel-error" role="alert">
          Failed to load room types
        </p>
      ) : list.length === 0 ? (
        <div className="room-panel-empty">
          <p>No room types found. Add your first room type to get started</p>
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Room Type
          </Button>
        </div>
      ) : (
        <RoomTypesGrid roomTypes={list} onSave={actions.updateRoomType} onEdit={openEdit} onDelete={confirmDelete} />
      )}

      <RoomTypeDialog
        open={dialog.open}
        roomType={dialog.roomType}
        saving={actions.saving}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onSubmit={(input) => (dialog.roomType ? actions.updateRoomType(dialog.roomType, input) : actions.createRoomType(input))}
      />
    </section>
  );
}
