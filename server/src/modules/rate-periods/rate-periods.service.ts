import { LIST_CAPS } from '@core/schemas/paging.schema';
import { notFound } from '@core/errors';
import { parseMoney } from '@core/money';
import { dynamicRateFor, type DynamicRate } from '@core/rate-period-match';
import type { DynamicRateQuery, RatePeriodInput } from '@core/schemas/rate-period.schema';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts/guards';
import { RoomType } from '../room-types/room-type.entity';
import { getRoomType } from '../room-types/room-types.service';
import { RatePeriod } from './rate-period.entity';
import { toRatePeriodLike, toRoomTypeRates } from './rate-period.mapper';

export const RATE_PERIOD_DELETED = 'Rate period deleted successfully';

/** Grouped by room type, the strongest period first within each. */
export function listRatePeriods(ctx: RequestContext): Promise<RatePeriod[]> {
  requireHotelId(ctx);
  return ctx.em.find(
    RatePeriod,
    {},
    {
      populate: ['roomType'],
      orderBy: { roomType: { name: 'asc', id: 'asc' }, priority: 'desc', id: 'asc' },
      limit: LIST_CAPS.ratePeriods,
    },
  );
}

/** The room type must be one of this hotel's: another hotel's id is 'Room type could not be found'. */
export async function createRatePeriod(ctx: RequestContext, input: RatePeriodInput): Promise<RatePeriod> {
  const hotel = requireHotelId(ctx);
  const roomType = await getRoomType(ctx, input.roomTypeId);
  const period = ctx.em.create(RatePeriod, { hotel, roomType, ...columns(input) });
  await ctx.em.flush();
  return period;
}

/**
 * One edit at a time (the row is locked); `expectedVersion`, when given, is the version the edit was based
 * on, and an older one than the record's is refused (409) rather than overwriting someone else's change.
 */
export async function updateRatePeriod(
  ctx: RequestContext,
  id: number,
  input: RatePeriodInput,
  expectedVersion: number | null = null,
): Promise<RatePeriod> {
  requireHotelId(ctx);
  return ctx.em.transactional(async (em) => {
    const period = await lockForEdit(em as Em, RatePeriod, 'rate period', id, expectedVersion);
    // The answer names the room type.
    const roomType = await em.findOne(RoomType, input.roomTypeId);
    if (!roomType) throw notFound('Room type');
    em.assign(period, { roomType, ...columns(input) });
    return period;
  });
}

export async function deleteRatePeriod(
  ctx: RequestContext,
  id: number,
  expectedVersion: number | null = null,
): Promise<{ message: string }> {
  requireHotelId(ctx);
  await deleteLocked(ctx.em, RatePeriod, 'rate period', id, expectedVersion);
  return { message: RATE_PERIOD_DELETED };
}

/**
 * The rates for a room type on a check-in date: the active period of that type in force that day with the
 * highest priority (ties: the most recently created), else the room type's own rates as 'standard'.
 */
export async function calculateDynamicRate(ctx: RequestContext, query: DynamicRateQuery): Promise<DynamicRate> {
  const roomType = await getRoomType(ctx, query.roomTypeId);
  const periods = await ctx.em.find(RatePeriod, { roomType, isActive: true });
  return dynamicRateFor(toRoomTypeRates(roomType), periods.map(toRatePeriodLike), query.checkInDate);
}

function columns(input: RatePeriodInput) {
  return {
    name: input.name,
    rateType: input.rateType,
    priority: input.priority,
    dailyRateCents: parseMoney(input.dailyRate),
    weeklyRateCents: parseMoney(input.weeklyRate),
    monthlyRateCents: parseMoney(input.monthlyRate),
    daysOfWeek: input.daysOfWeek,
    startDate: input.startDate,
    endDate: input.endDate,
    specificDates: input.specificDates,
    description: input.description,
    isActive: input.isActive,
  };
}
