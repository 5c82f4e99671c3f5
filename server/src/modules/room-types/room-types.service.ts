import { LIST_CAPS } from '@core/schemas/paging.schema';
import { invalidInput, notFound } from '@core/errors';
import { effectiveFromRefusal, inForceRefusal } from '@core/dated-values';
import { parseMoney } from '@core/money';
import type { RoomTypeInput, RoomTypeUpdate } from '@core/schemas/room.schema';
import type { CalendarDate } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { RoomType } from './room-type.entity';
import { RoomTypeRateChange } from './room-type-rate-change.entity';
import { loadHotelToday as todayOf } from '../settings';
import { ratesOf, roomTypeViews, type RoomTypeRates, type RoomTypeView } from './room-type-rates';

export async function listRoomTypes(ctx: RequestContext): Promise<RoomTypeView[]> {
  requireHotelId(ctx);
  const roomTypes = await ctx.em.find(RoomType, {}, { orderBy: { name: 'asc', id: 'asc' }, limit: LIST_CAPS.roomTypes });
  return roomTypeViews(ctx.em, roomTypes);
}

/** One of this hotel's room types, or a 404 (another hotel's id is not found either). */
export async function getRoomType(ctx: RequestContext, id: number): Promise<RoomType> {
  requireHotelId(ctx);
  const roomType = await ctx.em.findOne(RoomType, id);
  if (!roomType) throw notFound('Room type');
  return roomType;
}

export async function createRoomType(ctx: RequestContext, input: RoomTypeInput): Promise<RoomTypeView> {
  const roomType = ctx.em.create(RoomType, { hotel: requireHotelId(ctx), ...toRates(input), name: input.name });
  await ctx.em.flush();
  return { roomType, rates: ratesOf(roomType), scheduled: [] };
}

/**
 * One edit at a time (the row is locked); `expectedVersion`, when given, is the version the edit was based
 * on, and an older one than the record's is refused (409) rather than overwriting someone else's change.
 * Without `effectiveFrom` the rates in force today change (the room type's own, or the change in force since
 * an earlier date); with one (today or later) they change from that date, replacing a change of that date,
 * and stays checking in before keep the rates they had. The name is not a rate: it changes at once.
 */
export async function updateRoomType(
  ctx: RequestContext,
  id: number,
  input: RoomTypeUpdate,
  expectedVersion: number | null = null,
): Promise<RoomTypeView> {
  const hotel = requireHotelId(ctx);
  const roomType = await ctx.em.transactional(async (tx) => {
    const em = tx as Em;
    const found = await lockForEdit(em, RoomType, 'room type', id, expectedVersion);
    const today = await todayOf(em);
    const rates = toRates(input);
    const { effectiveFrom } = input;
    if (effectiveFrom !== null) {
      const refusal = effectiveFromRefusal(effectiveFrom, today);
      if (refusal) throw invalidInput(refusal);
    }
    const change = await changeFor(em, id, effectiveFrom ?? today, effectiveFrom === null);
    if (change === null && effectiveFrom === null) {
      em.assign(found, { name: input.name, ...rates });
      return found;
    }
    let changed = true;
    if (change === null) em.create(RoomTypeRateChange, { hotel, roomType: id, effectiveFrom: effectiveFrom!, ...rates });
    else if (sameRates(change, rates)) changed = false;
    else em.assign(change, rates);
    // The schedule is part of the room type: its version says it changed.
    em.assign(found, changed ? { name: input.name, updatedAt: new Date() } : { name: input.name });
    return found;
  });
  return viewOfOne(ctx, roomType);
}

/**
 * DELETE /api/hotel/room-types/{id}/scheduled/{effectiveFrom}: withdraws a change still to come (404 for a
 * date with none; 422 for one already in force, which only a new change replaces). Raises the version.
 */
export async function withdrawScheduledRoomTypeRates(
  ctx: RequestContext,
  id: number,
  effectiveFrom: CalendarDate,
  expectedVersion: number | null = null,
): Promise<RoomTypeView> {
  requireHotelId(ctx);
  const roomType = await ctx.em.transactional(async (tx) => {
    const em = tx as Em;
    const found = await lockForEdit(em, RoomType, 'room type', id, expectedVersion);
    const today = await todayOf(em);
    const change = await em.findOne(RoomTypeRateChange, { roomType: id, effectiveFrom });
    if (!change) throw notFound('Scheduled change');
    if (effectiveFrom <= today) throw invalidInput(inForceRefusal(effectiveFrom));
    em.remove(change);
    em.assign(found, { updatedAt: new Date() });
    return found;
  });
  return viewOfOne(ctx, roomType);
}

/** Rooms of this type stay, with no type (the foreign key sets it null); rate periods are their module's. */
export async function deleteRoomType(
  ctx: RequestContext,
  id: number,
  expectedVersion: number | null = null,
): Promise<{ message: string }> {
  requireHotelId(ctx);
  await deleteLocked(ctx.em, RoomType, 'room type', id, expectedVersion);
  return { message: 'Room type deleted successfully' };
}

/** The change of that date, or (inForce) the one in force on it. */
function changeFor(em: Em, roomTypeId: number, date: CalendarDate, inForce: boolean): Promise<RoomTypeRateChange | null> {
  return inForce
    ? em.findOne(
        RoomTypeRateChange,
        { roomType: roomTypeId, effectiveFrom: { $lte: date } },
        { orderBy: { effectiveFrom: 'desc' } },
      )
    : em.findOne(RoomTypeRateChange, { roomType: roomTypeId, effectiveFrom: date });
}

async function viewOfOne(ctx: RequestContext, roomType: RoomType): Promise<RoomTypeView> {
  const [view] = await roomTypeViews(ctx.em, [roomType], roomType.id);
  return view!;
}

const sameRates = (a: RoomTypeRates, b: RoomTypeRates) =>
  a.dailyRateCents === b.dailyRateCents && a.weeklyRateCents === b.weeklyRateCents && a.monthlyRateCents === b.monthlyRateCents;

function toRates(input: RoomTypeInput): RoomTypeRates {
  return {
    dailyRateCents: parseMoney(input.dailyRate),
    weeklyRateCents: parseMoney(input.weeklyRate),
    monthlyRateCents: parseMoney(input.monthlyRate),
  };
}
