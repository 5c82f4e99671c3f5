import { useQuery } from '@apollo/client/react';
import { BedDouble, Layers, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { RoomFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { roomTypeOptions } from '../grid/room-type-options';
import { RoomTypesQuery } from '../graphql/room-types-query';
import { RoomsQuery } from '../graphql/rooms-query';
import { useRoomActions } from '../hooks/use-room-actions';
import { MANAGERS } from '@core/roles';
import { useRoleAllows } from '../../../app/use-role';
import { RoomCalendarDialog, type CalendarRoom } from '../../calendar-sync/components/room-calendar-dialog';
import { BulkCreateRoomsDialog } from './bulk-create-rooms-dialog';
import { GridSkeleton } from '../../../ui/grid/grid-skeleton';
import { CLOSED_ROOM_DIALOG, RoomDialog, type RoomDialogState } from './room-dialog';
import { RoomsGrid } from './rooms-grid';

export const ROOM_COLUMNS = ['Room Number', 'Room Type', 'Daily Rate', 'Weekly Rate', 'Monthly Rate', 'Actions'];
const ROOM_PLACEHOLDER_ROWS = 5;
export const DELETE_ROOM_CONFIRMATION = 'Are you sure you want to delete this room?';

/** Room Management › Rooms (spec 2): 'Hotel Rooms', the total, the grid, and the add/edit/duplicate/bulk dialogs. */
export function RoomsPanel() {
  const rooms = useQuery(RoomsQuery);
  const roomTypes = useQuery(RoomTypesQuery);
  const actions = useRoomActions();
  const [dialog, setDialog] = useState<RoomDialogState>(CLOSED_ROOM_DIALOG);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [calendarRoom, setCalendarRoom] = useState<CalendarRoom | null>(null);
  const mayChangeRooms = useRoleAllows(MANAGERS);

  const list = rooms.data?.rooms ?? [];
  const options = useMemo(() => roomTypeOptions(roomTypes.data?.roomTypes ?? []), [roomTypes.data]);

  const openAdd = () => setDialog({ open: true, mode: 'add', room: null, roomNumber: '', roomTypeId: null });
  const openEdit = (room: RoomFieldsFragment) =>
    setDialog({
      open: true,
      mode: 'edit',
      room,
      roomNumber: room.roomNumber,
      roomTypeId: room.roomType ? (room.roomTypeId ?? null) : null,
    });
  const openDuplicate = (room: RoomFieldsFragment) =>
    setDialog({
      open: true,
      mode: 'duplicate',
      room: null,
      roomNumber: '',
      roomTypeId: room.roomType ? (room.roomTypeId ?? null) : null,
    });
  const confirmDelete = (room: RoomFieldsFragment) => {
    if (window.confirm(DELETE_ROOM_CONFIRMATION)) void actions.deleteRoom(room);
  };

  return (
    <section className="rooms-panel" aria-labelledby="hotel-rooms-heading">
      <header className="room-panel-header">
        <div>
          <h3 id="hotel-rooms-heading">Hotel Rooms</h3>
          <p className="room-panel-count">
            Total Rooms: <strong data-testid="total-rooms">{rooms.data ? list.length : '…'}</strong>
          </p>
        </div>
        <div className="room-panel-actions">
          <Button variant="outline" onClick={() => setBulkOpen(true)}>
            <Layers aria-hidden="true" />
            Bulk Create
          </Button>
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Room
          </Button>
        </div>
      </header>

      {rooms.loading && !rooms.data ? (
        <GridSkeleton columns={ROOM_COLUMNS} rows={ROOM_PLACEHOLDER_ROWS} label="Loading rooms" />
      ) : rooms.error && !rooms.data ? (
        <p className="room-panel-error" role="alert">
          Failed to load rooms
        </p>
      ) : list.length === 0 ? (
        <div className="room-panel-empty">
          <BedDouble className="room-panel-empty-icon" aria-hidden="true" />
          <p>No rooms found. Create your first room to get started</p>
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add First Room
          </Button>
        </div>
      ) : (
        <RoomsGrid
          rooms={list}
          roomTypes={options}
          onSave={actions.updateRoom}
          onEdit={openEdit}
          onDuplicate={openDuplicate}
          onDelete={confirmDelete}
          onCalendar={mayChangeRooms ? (room) => setCalendarRoom({ id: room.id, roomNumber: room.roomNumber }) : undefined}
        />
      )}
      <RoomCalendarDialog room={calendarRoom} onClose={() => setCalendarRoom(null)} />

      <RoomDialog
        state={dialog}
        roomTypes={options}
        saving={actions.saving}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onSubmit={(input) =>
          dialog.mode === 'edit' && dialog.room ? actions.updateRoom(dialog.room, input) : actions.createRoom(input)
        }
      />
      <BulkCreateRoomsDialog
        open={bulkOpen}
        roomTypes={options}
        creating={actions.creatingRooms}
        onOpenChange={setBulkOpen}
        onSubmit={actions.bulkCreateRooms}
      />
    </section>
  );
}
