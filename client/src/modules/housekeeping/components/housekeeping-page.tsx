import { useMutation, useQuery } from '@apollo/client/react';
import { groupByHousekeepingStatus, HOUSEKEEPING_STATUSES, HOUSEKEEPING_WORK_ORDER } from '@core/housekeeping';
import { DESK } from '@core/roles';
import { Printer, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { refusalToast, useToastedAction } from '../../../app/use-toasted-action';
import { useRoleAllows } from '../../../app/use-role';
import { Button } from '../../../ui/button';
import { Card, CardContent } from '../../../ui/card';
import { Page } from '../../../ui/page';
import { Skeleton } from '../../../ui/skeleton';
import { HousekeepingQuery } from '../graphql/housekeeping-query';
import { UpdateHousekeepingMutation } from '../graphql/update-housekeeping-mutation';
import { HousekeepingPrintList } from './housekeeping-print-list';
import { HousekeepingRoomCard, type HousekeepingRoom } from './housekeeping-room-card';
import { RoomBlocksPanel } from './room-blocks-panel';
import './housekeeping.css';

/**
 * The Housekeeping tab, made for a phone in a housekeeper's hand: the rooms by status (dirty ones first),
 * one tap on a status to change it, today's departures and arrivals marked, and a list to print.
 */
export function HousekeepingPage() {
  const rooms = useQuery(HousekeepingQuery, { fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UpdateHousekeepingMutation);
  const run = useToastedAction(refusalToast);
  const mayBlockRooms = useRoleAllows(DESK);
  const list: HousekeepingRoom[] = rooms.data?.housekeeping ?? [];
  const groups = groupByHousekeepingStatus(list);
  // The cards stay where they were when the list was read: a tap changes a card's status, not its place
  // (a card jumping to another group under the thumb is lost). Refresh sorts them again.
  const placed = usePlacedGroups(list);

  // A refused change (someone else changed the room meanwhile) shows the server's sentence and the room as it is now.
  const changeRoom = async (room: HousekeepingRoom, input: { status: string; note?: string | null }, success: string) => {
    const saved = await run(
      () => update({ variables: { roomId: room.roomId, input: { ...input, version: room.version } } }),
      success,
      `Failed to update room ${room.roomNumber}`,
    );
    await rooms.refetch();
    return saved;
  };

  const counts = HOUSEKEEPING_WORK_ORDER.map((status) => ({
    status,
    count: list.filter((room) => room.housekeepingStatus === status).length,
  }));

  return (
    <Page
      title="Housekeeping"
      subtitle="Room status for today. Tap a status to change it."
      className="housekeeping-page"
      actions={
        <>
          <Button variant="outline" onClick={() => void placed.refresh(() => rooms.refetch())} disabled={rooms.loading}>
            <RefreshCw aria-hidden="true" />
            Refresh list
          </Button>
          <Button variant="outline" onClick={() => window.print()} disabled={list.length === 0}>
            <Printer aria-hidden="true" />
            Print list
          </Button>
        </>
      }
    >
      {rooms.loading && !rooms.data ? (
        <div className="housekeeping-loading" role="status" aria-label="Loading rooms">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="housekeeping-skeleton" />
          ))}
        </div>
      ) : rooms.error && !rooms.data ? (
        <Card>
          <CardContent>
            <p role="alert" className="housekeeping-error">
              Failed to load housekeeping
            </p>
          </CardContent>
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <CardContent>
            <p className="housekeeping-empty">No rooms yet. Add your rooms in Settings.</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <ul className="housekeeping-counts" aria-label="Rooms by status">
            {counts.map(({ status, count }) => (
              <li key={status} className={`housekeeping-count hk-${statusClass(status)}`}>
                <span className="housekeeping-count-number">{count}</span> {status}
              </li>
            ))}
          </ul>
          {placed.groups.map((group) => (
            <section key={group.status} className="housekeeping-group" aria-labelledby={`hk-group-${statusClass(group.status)}`}>
              <h2 id={`hk-group-${statusClass(group.status)}`} className="housekeeping-group-title">
                {group.status} <span className="housekeeping-group-count">({group.rooms.length})</span>
              </h2>
              <ul className="housekeeping-rooms">
                {group.rooms.map((room) => (
                  <HousekeepingRoomCard
                    key={room.roomId}
                    room={room}
                    statuses={HOUSEKEEPING_STATUSES}
                    onStatus={(status) => changeRoom(room, { status }, `Room ${room.roomNumber} is ${status}`)}
                    onNote={(note) =>
                      changeRoom(room, { status: room.housekeepingStatus, note }, `Note saved for room ${room.roomNumber}`)
                    }
                  />
                ))}
              </ul>
            </section>
          ))}
          <HousekeepingPrintList groups={groups} />
        </>
      )}
      {/* Room blocks are the desk's (issue 15): a housekeeper sees the rooms and their status only. */}
      {mayBlockRooms && <RoomBlocksPanel rooms={list} />}
    </Page>
  );
}

/**
 * The rooms grouped by the status each had when the list was last read in full (the first read, or Refresh):
 * a room's card shows its status as it is now, in the group it was placed in. Rooms new to the list go to
 * their own status's group.
 */
function usePlacedGroups(list: readonly HousekeepingRoom[]) {
  const [statusOf, setStatusOf] = useState<ReadonlyMap<number, string> | null>(null);
  const statusesOf = (rooms: readonly HousekeepingRoom[]) => new Map(rooms.map((room) => [room.roomId, room.housekeepingStatus]));
  // The first answer places the cards; later answers (after a tap) keep them where they are.
  useEffect(() => {
    if (statusOf === null && list.length > 0) setStatusOf(statusesOf(list));
  }, [list, statusOf]);
  const groups = groupByHousekeepingStatus(
    list.map((room) => ({
      room,
      roomNumber: room.roomNumber,
      housekeepingStatus: statusOf?.get(room.roomId) ?? room.housekeepingStatus,
    })),
  ).map((group) => ({ status: group.status, rooms: group.rooms.map((entry) => entry.room) }));
  const refresh = async (reread: () => Promise<{ data?: { housekeeping: readonly HousekeepingRoom[] } }>) => {
    const answer = await reread();
    setStatusOf(statusesOf(answer.data?.housekeeping ?? list));
  };
  return { groups, refresh };
}

/** "Out of Order" -> "out-of-order", for class names and ids. */
export const statusClass = (status: string) => status.toLowerCase().replace(/\s+/g, '-');
