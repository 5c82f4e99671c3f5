import { notFound } from '@core/errors';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts/guards';
import { Booking } from '../bookings/booking.entity';
import { Room } from '../rooms/room.entity';
import { AuditLog } from './audit-log.entity';

export interface BookingHistory {
  entries: AuditLog[];
  /** Room numbers of the rooms the entries name (a booking moved from room 101 to 102). */
  roomNumbers: Map<number, string>;
}

/**
 * A booking's audit trail, oldest first, with who made each change. The tenant filter keeps it to the
 * request's hotel; a deleted booking keeps its history, an id with neither booking nor history is a 404.
 */
export async function bookingHistory(ctx: RequestContext, bookingId: number): Promise<BookingHistory> {
  requireHotelId(ctx);
  const entries = await ctx.em.find(
    AuditLog,
    { entity: 'Booking', entityId: bookingId },
    { populate: ['actorAccount', 'impersonatedBy'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  if (entries.length === 0 && !(await ctx.em.count(Booking, { id: bookingId }))) throw notFound('Booking');
  const roomIds = new Set<number>();
  for (const entry of entries) {
    for (const values of [entry.before, entry.after]) {
      if (typeof values?.room === 'number') roomIds.add(values.room);
    }
  }
  const rooms = roomIds.size ? await ctx.em.find(Room, { id: { $in: [...roomIds] } }, { fields: ['roomNumber'] }) : [];
  return { entries, roomNumbers: new Map(rooms.map((room) => [room.id, room.roomNumber])) };
}
