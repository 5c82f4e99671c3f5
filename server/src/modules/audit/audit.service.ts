import { notFound } from '@core/errors';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { Booking } from '../bookings';
import { Room } from '../rooms';
import { AuditLog } from './audit-log.entity';
import { roomIdsOf, roomNumbersOfGone } from './audit-rooms';

export interface BookingHistory {
  entries: AuditLog[];
  /** Room numbers of the rooms the entries name (a booking moved from room 101 to 102). */
  roomNumbers: Map<number, string>;
}

/** Who made each change: the person, the hotel (their account), the administrator impersonating it. */
const WHO = ['actorAccount', 'actorUser', 'impersonatedBy'] as const;

/**
 * A booking's audit trail, oldest first, with who made each change. The tenant filter keeps it to the
 * request's hotel; a deleted booking keeps its history, an id with neither booking nor history is a 404.
 */
export async function bookingHistory(ctx: RequestContext, bookingId: number): Promise<BookingHistory> {
  requireHotelId(ctx);
  const entries = await ctx.em.find(
    AuditLog,
    { entity: 'Booking', entityId: bookingId },
    { populate: WHO, orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  if (entries.length === 0 && !(await ctx.em.count(Booking, { id: bookingId }))) throw notFound('Booking');
  return { entries, roomNumbers: await roomNumbersOf(ctx.em, entries) };
}

/** Room numbers of the rooms the entries name, in one query (a booking's room, a block's room). */
async function roomNumbersOf(em: Em, entries: readonly AuditLog[]): Promise<Map<number, string>> {
  const roomIds = roomIdsOf(entries);
  if (!roomIds.size) return new Map();
  const rooms = await em.find(Room, { id: { $in: [...roomIds] } }, { fields: ['roomNumber'] });
  return roomNumbersOfGone(em, roomIds, new Map(rooms.map((room) => [room.id, room.roomNumber])));
}
