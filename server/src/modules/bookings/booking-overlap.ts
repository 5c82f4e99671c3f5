import { conflict, type DomainError } from '@core/errors';
import { formatShortUs } from '@core/stay-dates';
import type { Em } from '../../db/orm';
import { hotelPrepared } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import { holdsRoomSql } from '../../db/holds-room-sql';

interface Stay {
  roomId: number;
  checkInDate: string;
  checkOutDate: string;
  /** The booking being edited, which may overlap itself. */
  exceptId?: number;
}

/**
 * The refusal of a stay the exclusion constraint refused: the booking of this room whose stay overlaps
 * [check-in, check-out) (check-out day = next check-in is fine; cancelled and no-show stays hold no room),
 * named with the room's number; null if it is gone meanwhile. Asked as the constraint asks it, so that its
 * GiST index on (room, stay) answers at once however many stays the room has had; one prepared statement,
 * since a contended room refuses most of the creates that race for it.
 */
export async function overlapRefusal(em: Em, stay: Stay): Promise<DomainError | null> {
  const [row] = await hotelPrepared<{ room_number: string; id: number | null; check_in_date: string; check_out_date: string }>(
    em,
    'innkeep_overlapping_booking',
    sql`select r.room_number, b.id, b.check_in_date::text as check_in_date, b.check_out_date::text as check_out_date
      from room r left join lateral (
        select b.id, b.check_in_date, b.check_out_date from booking b
         where b.room_id = r.id and b.hotel_id = r.hotel_id
           and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${stay.checkInDate}::date, ${stay.checkOutDate}::date, '[)')
           and ${holdsRoomSql('b')} and (${stay.exceptId}::int is null or b.id <> ${stay.exceptId}::int)
         order by b.check_in_date limit 1) b on true
     where r.hotel_id = :hotel and r.id = ${stay.roomId}::int`,
  );
  return row?.id
    ? overlapConflict(row.room_number, { id: row.id, checkInDate: row.check_in_date, checkOutDate: row.check_out_date })
    : null;
}

export function overlapConflict(
  roomNumber: string,
  existing: { id: number; checkInDate: string; checkOutDate: string },
): DomainError {
  return conflict(
    `Room ${roomNumber} is already booked from ${formatShortUs(existing.checkInDate)} to ${formatShortUs(existing.checkOutDate)} (booking #${existing.id})`,
  );
}

/** True for the database's refusal of overlapping stays (the exclusion constraint of migration 0008). */
export function isOverlapViolation(error: unknown): boolean {
  const candidate = error as { code?: string; message?: string; cause?: { code?: string } };
  return (
    candidate?.code === '23P01' ||
    candidate?.cause?.code === '23P01' ||
    /booking_no_overlap|exclusion constraint/i.test(candidate?.message ?? '')
  );
}
