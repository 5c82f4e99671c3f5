import type { HousekeepingStatus } from '@core/housekeeping';
import type { HousekeepingRoom } from './housekeeping-room-card';

/**
 * The printed list (print CSS shows only this): every room by status with today's comings and goings, its
 * note, and a box to tick when done. Hidden on screen, where the cards say the same.
 */
export function HousekeepingPrintList({ groups }: { groups: { status: HousekeepingStatus; rooms: HousekeepingRoom[] }[] }) {
  return (
    <table className="housekeeping-print">
      <caption>Housekeeping list</caption>
      <thead>
        <tr>
          <th scope="col">Room</th>
          <th scope="col">Type</th>
          <th scope="col">Status</th>
          <th scope="col">Today</th>
          <th scope="col">Note</th>
          <th scope="col">Done</th>
        </tr>
      </thead>
      <tbody>
        {groups.flatMap((group) =>
          group.rooms.map((room) => (
            <tr key={room.roomId}>
              <td>{room.roomNumber}</td>
              <td>{room.roomTypeName ?? 'No Type'}</td>
              <td>{group.status}</td>
              <td>{[room.departsToday && 'Departs', room.arrivesToday && 'Arrives'].filter(Boolean).join(', ')}</td>
              <td>{room.housekeepingNote ?? ''}</td>
              <td aria-label="Done" className="housekeeping-print-box" />
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
