import { conflict, type DomainError } from '@core/errors';
import { raw } from '@mikro-orm/postgresql';
import { formatShortUs } from '@core/stay-dates';
import { ROOM_FREEING_STATUSES } from '@core/stay-status';
import type { Em } from '../../db/orm';
import { Booking } from './booking.entity';

/**
 * The condition of the exclusion constraint (migration 0017), written as it is there so that the planner
 * proves a query's rows are in the constraint's partial index: the stays that hold their room.
 */
export const holdsRoomSql = (alias: string): string =>
  `${alias}.stay_status not in (${ROOM_FREEING_STATUSES.map((status) => `'${status}'`).join(', ')})`;
/** holdsRoomSql for the lists' and reports' alias b. */
export const HOLDS_ROOM_SQL = holdsRoomSql('b');

type OverlappingStay = Pick<Booking, 'id' | 'checkInDate' | 'checkOutDate'>;

interface Stay {
  roomId: number;
  checkInDate: string;
  checkOutDate: string;
  /** The booking being edited, which may overlap itself. */
  exceptId?: number;
}

/**
 * The booking of this room whose stay overlaps [check-in, check-out), if any (check-out day = next check-in
 * is fine; cancelled and no-show stays hold no room). Asked as the exclusion constraint asks it, so that its GiST index on (room, stay) answers at
 * once however many stays the room has had; only the fields of the refusal message are read.
 */
export async function findOverlappingBooking(em: Em, stay: Stay): Promise<OverlappingStay | null> {
  return em.findOne(
    Booking,
    {
      room: stay.roomId,
      [raw(
        (alias) =>
          `daterange(${alias}.check_in_date, ${alias}.check_out_date, '[)') && daterange(?, ?, '[)') and ${holdsRoomSql(alias)}`,
        [stay.checkInDate, stay.checkOutDate],
      )]: true,
      ...(stay.exceptId ? { id: { $ne: stay.exceptId } } : {}),
    },
    { orderBy: { checkInDate: 'asc' }, fields: ['id', 'checkInDate', 'checkOutDate'] },
  );
}

export function overlapConflict(roomNumber: string, existing: OverlappingStay): DomainError {
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
