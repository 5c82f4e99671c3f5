import { LockMode } from '@mikro-orm/core';
import { notFound } from '@core/errors';
import type { Em } from '../../db/orm';
import { hotelSql } from '../../db/hotel-sql';
import { holdsRoomSql } from '../../db/holds-room-sql';
import { sql } from '../../db/sql';
import { Booking } from './booking.entity';

/**
 * A chain (issue 26): the bookings of one guest record in this hotel, each checking in on the day the previous
 * one checks out, in any rooms, none Cancelled or No Show. Followed forward from a booking one step at a time:
 * where two bookings of the guest check in on that day, the one in the same room comes first, then the older.
 * A booking without a guest record is a chain of its own.
 */
const CHAIN_STEPS_MAX = 5000;

/** The ids of the chain from `bookingId` on, in order, the booking first (empty when the hotel has no such booking). */
export async function chainFrom(em: Em, bookingId: number): Promise<number[]> {
  const rows = await hotelSql<{ id: number }>(
    em,
    sql`with recursive chain (id, guest_id, room_id, check_out_date, step) as (
        select b.id, b.guest_id, b.room_id, b.check_out_date, 0 from booking b where b.hotel_id = :hotel and b.id = ${bookingId}::int
        union all
        select n.id, n.guest_id, n.room_id, n.check_out_date, c.step + 1
          from chain c
          cross join lateral (
            select x.id, x.guest_id, x.room_id, x.check_out_date from booking x
             where x.hotel_id = :hotel and x.guest_id = c.guest_id and x.check_in_date = c.check_out_date
               and ${holdsRoomSql('x')}
             order by (x.room_id = c.room_id) desc, x.id
             limit 1) n
         where c.step < ${CHAIN_STEPS_MAX}::int)
      select id from chain order by step`,
  );
  return rows.map((row) => row.id);
}

/** The booking that follows `booking` in its chain, or null when it is the chain's last. */
export async function nextInChain(em: Em, bookingId: number): Promise<number | null> {
  const [row] = await hotelSql<{ id: number }>(
    em,
    sql`select x.id from booking b join booking x
          on x.hotel_id = :hotel and x.guest_id = b.guest_id and x.check_in_date = b.check_out_date and ${holdsRoomSql('x')}
        where b.hotel_id = :hotel and b.id = ${bookingId}::int
        order by (x.room_id = b.room_id) desc, x.id
        limit 1`,
  );
  return row?.id ?? null;
}

/**
 * The chain's last booking from `bookingId` on, its row locked until the caller's transaction ends. Followed,
 * locked, then checked again: a booking added after it meanwhile (a racing extension or renewal, which held
 * the same lock) moves the end on, so two extensions of one chain queue and each adds after the other.
 */
export async function lockChainEnd(em: Em, bookingId: number): Promise<Booking> {
  let endId = (await chainFrom(em, bookingId)).at(-1);
  if (endId === undefined) throw notFound('Booking');
  for (;;) {
    const end = await em.findOne(Booking, { id: endId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!end) throw notFound('Booking');
    const next = await nextInChain(em, end.id);
    if (next === null) return end;
    endId = (await chainFrom(em, next)).at(-1)!;
  }
}
