import { LIST_CAPS } from '@core/schemas/paging.schema';
import { notFound } from '@core/errors';
import { parseMoney } from '@core/money';
import type { RoomTypeInput } from '@core/schemas/room.schema';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts/guards';
import { RoomType } from './room-type.entity';

export async function listRoomTypes(ctx: RequestContext): Promise<RoomType[]> {
  requireHotelId(ctx);
  return ctx.em.find(RoomType, {}, { orderBy: { name: 'asc', id: 'asc' }, limit: LIST_CAPS.roomTypes });
}

/** One of this hotel's room types, or a 404 (another hotel's id is not found either). */
export async function getRoomType(ctx: RequestContext, id: number): Promise<RoomType> {
  requireHotelId(ctx);
  const roomType = await ctx.em.findOne(RoomType, id);
  if (!roomType) throw notFound('Room type');
  return roomType;
}

export async function createRoomType(ctx: RequestContext, input: RoomTypeInput): Promise<RoomType> {
  const roomType = ctx.em.create(RoomType, { hotel: requireHotelId(ctx), ...toRates(input), name: input.name });
  await ctx.em.flush();
  return roomType;
}

/**
 * One edit at a time (the row is locked); `expectedVersion`, when given, is the version the edit was based
 * on, and an older one than the record's is refused (409) rather than overwriting someone else's change.
 */
export async function updateRoomType(
  ctx: RequestContext,
  id: number,
  input: RoomTypeInput,
  expectedVersion: number | null = null,
): Promise<RoomType> {
  requireHotelId(ctx);
  return ctx.em.transactional(async (em) => {
    const roomType = await lockForEdit(em as Em, RoomType, 'room type', id, expectedVersion);
    em.assign(roomType, { name: input.name, ...toRates(input) });
    return roomType;
  });
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

function toRates(input: RoomTypeInput) {
  return {
    dailyRateCents: parseMoney(input.dailyRate),
    weeklyRateCents: parseMoney(input.weeklyRate),
    monthlyRateCents: parseMoney(input.monthlyRate),
  };
}
