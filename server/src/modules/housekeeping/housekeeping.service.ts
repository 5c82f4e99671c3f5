import type { HousekeepingStatus } from '@core/housekeeping';
import { compareRoomNumbers } from '@core/room-inventory';
import { ROOM_FREEING_STATUSES } from '@core/stay-status';
import type { HousekeepingUpdate } from '@core/schemas/housekeeping.schema';
import { LIST_CAPS } from '@core/schemas/paging.schema';
import { todayInZone } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts/guards';
import { Room } from '../rooms/room.entity';
import { loadSettings } from '../settings/settings.service';
import type { HousekeepingRoomDto } from './housekeeping.mapper';

/**
 * A room's housekeeping status (and its note, when given): an edit of the room like any other, its row
 * locked and its version raised; `expectedVersion`, when given, refuses (409) a change based on an older one.
 */
export async function updateHousekeeping(
  ctx: RequestContext,
  roomId: number,
  input: HousekeepingUpdate,
  expectedVersion: number | null = null,
): Promise<Room> {
  requireHotelId(ctx);
  return ctx.em.transactional(async (tx) => {
    const em = tx as Em;
    const room = await lockForEdit(em, Room, 'room', roomId, expectedVersion);
    em.assign(room, {
      housekeepingStatus: input.status,
      ...(input.note === undefined ? {} : { housekeepingNote: input.note }),
    });
    await em.flush();
    await em.populate(room, ['roomType']);
    return room;
  });
}

interface HousekeepingRow {
  id: number;
  room_number: string;
  room_type_name: string | null;
  version: number;
  housekeeping_status: HousekeepingStatus;
  housekeeping_note: string | null;
  departs_today: boolean;
  arrives_today: boolean;
}

/**
 * Every room (at most LIST_CAPS.rooms) with its status and note and whether a stay checks out or in today,
 * "today" in the hotel's timezone, in room-number order; cancelled and no-show stays come and go nowhere. One query: today's arrivals and departures are
 * found through the (hotel, check-in) and (hotel, check-out) indexes, grouped by room, and joined to the rooms.
 */
export async function listHousekeeping(ctx: RequestContext, now = new Date()): Promise<HousekeepingRoomDto[]> {
  const hotelId = requireHotelId(ctx);
  const today = todayInZone((await loadSettings(ctx.em)).timezone, now);
  const rows = await ctx.em.execute<HousekeepingRow[]>(
    `with today_stays as (
       select room_id, bool_or(check_out_date = ?) as departs, bool_or(check_in_date = ?) as arrives
         from booking
        where hotel_id = ? and (check_in_date = ? or check_out_date = ?) and stay_status not in (?, ?)
        group by room_id)
     select r.id, r.room_number, t.name as room_type_name, r.version, r.housekeeping_status, r.housekeeping_note,
            coalesce(s.departs, false) as departs_today, coalesce(s.arrives, false) as arrives_today
       from room r
       left join room_type t on t.id = r.room_type_id
       left join today_stays s on s.room_id = r.id
      where r.hotel_id = ?
      order by r.id
      limit ?`,
    [today, today, hotelId, today, today, ...ROOM_FREEING_STATUSES, hotelId, LIST_CAPS.rooms],
  );
  return rows
    .map((row) => ({
      roomId: row.id,
      roomNumber: row.room_number,
      roomTypeName: row.room_type_name,
      version: row.version,
      housekeepingStatus: row.housekeeping_status,
      housekeepingNote: row.housekeeping_note,
      departsToday: row.departs_today,
      arrivesToday: row.arrives_today,
    }))
    .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber));
}
