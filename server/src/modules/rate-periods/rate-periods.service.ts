import { LIST_CAPS } from '@core/schemas/paging.schema';
import { notFound } from '@core/errors';
import { parseMoney, type Cents } from '@core/money';
import { dynamicRateFor, type DynamicRate, type RatePeriodLike, type RoomTypeRates } from '@core/rate-period-match';
import type { DynamicRateQuery, RatePeriodInput } from '@core/schemas/rate-period.schema';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { tenantIdOf } from '../../db/tenant';
import { requireHotelId } from '../accounts/guards';
import { RoomType } from '../room-types/room-type.entity';
import { getRoomType } from '../room-types/room-types.service';
import { RatePeriod } from './rate-period.entity';

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
  requireHotelId(ctx);
  const [row] = await ctx.em.execute<DynamicRateRow[]>(DYNAMIC_RATE_SQL, [tenantIdOf(ctx.em), query.roomTypeId]);
  if (!row) throw notFound('Room type');
  const roomType: RoomTypeRates = { id: row.id, dailyRate: row.daily, weeklyRate: row.weekly, monthlyRate: row.monthly };
  const periods = row.periods.map((period) => ({ ...period, roomTypeId: row.id, isActive: true }));
  return dynamicRateFor(roomType, periods, query.checkInDate);
}

/**
 * The booking screen asks this at every change of room or date: the room type and its active periods in one
 * plain statement, read as values (two ORM reads that built entities cost 5-7 times this SQL). createdAt in
 * milliseconds, as an entity's Date has it, so that ties are broken the same way.
 */
const DYNAMIC_RATE_SQL = `select t.id, t.daily_rate_cents as daily, t.weekly_rate_cents as weekly, t.monthly_rate_cents as monthly,
    coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'rateType', p.rate_type,
        'priority', p.priority, 'dailyRate', p.daily_rate_cents, 'weeklyRate', p.weekly_rate_cents,
        'monthlyRate', p.monthly_rate_cents, 'daysOfWeek', p.days_of_week, 'startDate', p.start_date,
        'endDate', p.end_date, 'specificDates', p.specific_dates,
        'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
      from rate_period p where p.hotel_id = t.hotel_id and p.room_type_id = t.id and p.is_active), '[]') as periods
  from room_type t where t.hotel_id = ? and t.id = ?`;

interface DynamicRateRow {
  id: number;
  daily: Cents;
  weekly: Cents;
  monthly: Cents;
  periods: Omit<RatePeriodLike, 'roomTypeId' | 'isActive'>[];
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
