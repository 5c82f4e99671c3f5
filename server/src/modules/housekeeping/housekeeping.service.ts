import type { HousekeepingStatus } from '@core/housekeeping';
import { compareRoomNumbers } from '@core/room-inventory';
import { type StayStatus } from '@core/stay-status';
import type { HousekeepingUpdate } from '@core/schemas/housekeeping.schema';
import { LIST_CAPS } from '@core/schemas/paging.schema';
import { todayInZone } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { holdsRoomSql } from '../../db/holds-room-sql';
import { Room } from '../rooms';
import { loadSettings } from '../settings';
import type { HousekeepingRoomDto } from './housekeeping.mapper';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';

const IN_HOUSE_STATUS: StayStatus = 'Checked In';
const CHECKED_OUT_STATUS: StayStatus = 'Checked Out';

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
  occupied: boolean;
}

/**
 * Every room (at most LIST_CAPS.rooms) with its status and note, whether a stay checks out or in today, and
 * whether a guest is in it (a stay checked in, or one staying over: arrived before today, leaving after, not
 * checked out), "today" in the hotel's timezone, in room-number order; cancelled and no-show stays come and
 * go nowhere. One query: the stays that meet today (check-in ≤ today ≤ check-out) are found through the
 * (hotel, stay range) GiST index, grouped by room, and joined to the rooms.
 */
export async function listHousekeeping(ctx: RequestContext, now = new Date()): Promise<HousekeepingRoomDto[]> {
  requireHotelId(ctx);
  const today = todayInZone((await loadSettings(ctx.em)).timezone, now);
  const rows = await hotelSql<HousekeepingRow>(
    ctx.em,
    sql`with today_stays as (
       select room_id, bool_or(check_out_date = ${today}) as departs, bool_or(check_in_date = ${today}) as arrives,
              bool_or(stay_status = ${IN_HOUSE_STATUS}
                or (check_in_date < ${today} and check_out_date > ${today} and stay_status <> ${CHECKED_OUT_STATUS})) as occupied
         from booking
        where hotel_id = :hotel and daterange(check_in_date, check_out_date, '[)') && daterange(${today}::date - 1, ${today}::date, '[]')
          and ${holdsRoomSql('booking')}
        group by room_id)
     select r.id, r.room_number, t.name as room_type_name, r.version, r.housekeeping_status, r.housekeeping_note,
            coalesce(s.departs, false) as departs_today, coalesce(s.arrives, false) as arrives_today,
            coalesce(s.occupied, false) as occupied
       from room r
       left join room_type t on t.id = r.room_type_id
       left join today_stays s on s.room_id = r.id
      where r.hotel_id = :hotel
      order by r.id
      limit ${LIST_CAPS.rooms}`,
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
      occupied: row.occupied,
    }))
    .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber));
}
