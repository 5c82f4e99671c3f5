import { Dialog } from '../../../ui/dialog';
import { CalendarFeedsPanel } from './calendar-feeds-panel';
import { RoomCalendarAddress } from './room-calendar-address';
import './calendar-sync.css';

export interface CalendarRoom {
  id: number;
  roomNumber: string;
}

/**
 * A room's calendar sync with the booking sites (Settings › Rooms, a room's "Calendar sync"): its own
 * calendar's address for them, and their calendars it imports.
 */
export function RoomCalendarDialog({ room, onClose }: { room: CalendarRoom | null; onClose: () => void }) {
  return (
    <Dialog
      open={room !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={room ? `Calendar sync · Room ${room.roomNumber}` : 'Calendar sync'}
      description="Sold on a booking site, sold here: the nights stay closed everywhere."
    >
      {room && (
        <div className="room-calendar">
          <RoomCalendarAddress roomId={room.id} roomNumber={room.roomNumber} />
          <CalendarFeedsPanel roomId={room.id} roomNumber={room.roomNumber} />
        </div>
      )}
    </Dialog>
  );
}
