import { auditWindow } from '@core/audit-records';
import { notFound } from '@core/errors';
import { AUDIT_EXPORT_MAX, type AuditFilter, type AuditPage } from '@core/schemas/audit.schema';
import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts/guards';
import { Booking } from '../bookings/booking.entity';
import { Room } from '../rooms/room.entity';
import { loadSettings } from '../settings/settings.service';
import { AuditLog } from './audit-log.entity';

export interface BookingHistory {
  entries: AuditLog[];
  /** Room numbers of the rooms the entries name (a booking moved from room 101 to 102). */
  roomNumbers: Map<number, string>;
}

export interface AuditLogPage extends BookingHistory {
  total: number;
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

/**
 * GET /api/hotel/audit: the hotel's activity log, newest first, one page of it and how many entries the
 * filter matches. Dates are calendar days on the hotel's clock, both included. Each filter has its index
 * (hotel + created_at, + entity + entity_id, + actor_user_id).
 */
export async function listAuditLog(ctx: RequestContext, filter: AuditFilter, page: AuditPage): Promise<AuditLogPage> {
  requireHotelId(ctx);
  const where = await whereOf(ctx.em, filter);
  const [entries, total] = await ctx.em.findAndCount(AuditLog, where, {
    populate: WHO,
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: page.limit,
    offset: page.offset,
  });
  return { entries, total, roomNumbers: await roomNumbersOf(ctx.em, entries) };
}

/** The entries of the CSV export: the filter's newest, up to AUDIT_EXPORT_MAX. */
export async function exportAuditLog(ctx: RequestContext, filter: AuditFilter): Promise<AuditLogPage> {
  return listAuditLog(ctx, filter, { limit: AUDIT_EXPORT_MAX, offset: 0 });
}

async function whereOf(em: Em, filter: AuditFilter): Promise<FilterQuery<AuditLog>> {
  const where: FilterQuery<AuditLog> & Record<string, unknown> = {};
  if (filter.entity) where.entity = filter.entity;
  if (filter.entityId) where.entityId = filter.entityId;
  if (filter.userId) where.actorUser = filter.userId;
  if (filter.from || filter.to) {
    const window = auditWindow(filter.from, filter.to, (await loadSettings(em)).timezone);
    where.createdAt = { ...(window.from && { $gte: window.from }), ...(window.before && { $lt: window.before }) };
  }
  return where;
}

/** Room numbers of the rooms the entries name, in one query (a booking's room, a block's room). */
async function roomNumbersOf(em: Em, entries: readonly AuditLog[]): Promise<Map<number, string>> {
  const roomIds = new Set<number>();
  for (const entry of entries) {
    for (const values of [entry.before, entry.after]) {
      if (typeof values?.room === 'number') roomIds.add(values.room);
    }
  }
  if (!roomIds.size) return new Map();
  const rooms = await em.find(Room, { id: { $in: [...roomIds] } }, { fields: ['roomNumber'] });
  const numbers = new Map(rooms.map((room) => [room.id, room.roomNumber]));
  // A room deleted since (or cleared with the operational data) is named by its own last entry.
  const gone = [...roomIds].filter((id) => !numbers.has(id));
  if (gone.length) {
    const trail = await em.find(AuditLog, { entity: 'Room', entityId: { $in: gone } }, { orderBy: { id: 'asc' } });
    for (const entry of trail) {
      const roomNumber = entry.after?.roomNumber ?? entry.before?.roomNumber;
      if (typeof roomNumber === 'string') numbers.set(entry.entityId, roomNumber);
    }
  }
  return numbers;
}
