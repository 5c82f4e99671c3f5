import { useQuery } from '@apollo/client/react';
import { roomsLeftWithoutTypeMessage } from '@core/room-inventory';
import type { RoomTypeUpdate } from '@core/schemas/room.schema';
import { Plus } from 'lucide-react';
import type { RoomTypeFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { useRecordDialog } from '../../../ui/use-record-dialog';
import { RoomTypesQuery } from '../graphql/room-types-query';
import { RoomsQuery } from '../graphql/rooms-query';
import { useRoomTypeActions } from '../hooks/use-room-type-actions';
import { GridSkeleton } from '../../../ui/grid/grid-skeleton';
import { ScheduledChanges, WITHDRAW_CONFIRMATION } from '../../../ui/scheduled-changes';
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
  const { dialog, openAdd, openEdit } = useRecordDialog<RoomTypeFieldsFragment, RoomTypeUpdate>({
    create: actions.createRoomType,
    update: actions.updateRoomType,
  });

  const list = roomTypes.data?.roomTypes ?? [];
  const confirmDelete = (roomType: RoomTypeFieldsFragment) => {
    const using = (rooms.data?.rooms ?? []).filter((room) => room.roomType?.id === roomType.id).length;
    if (window.confirm(deleteRoomTypeConfirmation(using))) void actions.deleteRoomType(roomType);
  };

  const withdraw = (roomType: RoomTypeFieldsFragment, effectiveFrom: string) => {
    if (window.confirm(WITHDRAW_CONFIRMATION)) void actions.withdrawScheduledRates(roomType, effectiveFrom);
  };
  const scheduled = list.filter((roomType) => roomType.scheduled.length > 0);

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

      {scheduled.length > 0 && (
        <section className="room-types-scheduled" aria-labelledby="room-types-scheduled-heading">
          <h4 id="room-types-scheduled-heading">Scheduled Rate Changes</h4>
          {scheduled.map((roomType) => (
            <ScheduledChanges
              key={roomType.id}
              title={roomType.name}
              changes={roomType.scheduled.map((change) => ({
                effectiveFrom: change.effectiveFrom,
                text: scheduledRatesText(roomType.name, change),
              }))}
              busy={actions.deleting}
              onWithdraw={(effectiveFrom) => withdraw(roomType, effectiveFrom)}
            />
          ))}
        </section>
      )}

      <RoomTypeDialog {...dialog} saving={actions.saving} />
    </section>
  );
}

/** "Queen: Daily 120.00, Weekly 700.00, Monthly 2000.00". */
export function scheduledRatesText(name: string, rates: { dailyRate: string; weeklyRate: string; monthlyRate: string }): string {
  return `${name}: Daily ${rates.dailyRate}, Weekly ${rates.weeklyRate}, Monthly ${rates.monthlyRate}`;
}
