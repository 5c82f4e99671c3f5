import type { RoomAvailabilityQuery } from '@core/schemas/room-availability.schema';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';

/** A room taken over the asked nights, and what is in the way: a stay (booking and guest) or a block. */
export interface RoomInTheWayDto {
  roomId: number;
  bookingId: number | null;
  guestName: string | null;
  blockReason: string | null;
  /** The stay's check-in date or the block's start date. */
  startDate: string;
  /** The stay's check-out date or the block's end date (exclusive). */
  endDate: string;
}

/**
 * The stays that hold their room (as the exclusion constraint counts them) and the blocks over the nights,
 * each read through its (hotel, nights) GiST index; per room only the earliest one, so the answer is at most
 * one row per room however long the asked stay.
 */
const inTheWayStatement = ({
  checkInDate,
  checkOutDate,
  exceptBookingId,
}: RoomAvailabilityQuery) => sql`select distinct on (w.room_id) w.room_id as "roomId", w.booking_id as "bookingId",
    w.guest_name as "guestName", w.reason as "blockReason", w.start_date::text as "startDate", w.end_date::text as "endDate"
  from (
    select b.room_id, b.id as booking_id, b.guest_name, null::text as reason, b.check_in_date as start_date, b.check_out_date as end_date
    from booking b
    where b.hotel_id = :hotel and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${checkInDate}, ${checkOutDate}, '[)')
      and ${HOLDS_ROOM_SQL} and b.id is distinct from ${exceptBookingId}
    union all
    select k.room_id, null, null, k.reason, k.start_date, k.end_date
    from room_block k
    where k.hotel_id = :hotel and daterange(k.start_date, k.end_date, '[)') && daterange(${checkInDate}, ${checkOutDate}, '[)')
  ) as w
  order by w.room_id, w.start_date`;

/**
 * The entry row's room picker: the hotel's rooms taken for [check-in, check-out), each with the stay or block
 * in the way; every other room is free. Cancelled and no-show stays free their room and are not listed, and
 * so does the booking being edited (`exceptBookingId`): its own room is not taken by itself.
 */
export async function roomsInTheWay(ctx: RequestContext, stay: RoomAvailabilityQuery): Promise<RoomInTheWayDto[]> {
  requireHotelId(ctx);
  return hotelSql<RoomInTheWayDto>(ctx.em, inTheWayStatement(stay));
}
