import { LIST_CAPS } from '@core/schemas/paging.schema';
import { notFound } from '@core/errors';
import { parseMoney, type Cents } from '@core/money';
import { nightsForRateType } from '@core/booking-engine';
import type { RateType } from '@core/booking-choices';
import type { CalendarDate } from '@core/stay-dates';
import { nightRatesFor, pricingNote } from '@core/pricing-note';
import { dynamicRateFor, type DynamicRate, type RatePeriodLike, type RoomTypeRates } from '@core/rate-period-match';
import type { DynamicRateQuery, RatePeriodInput } from '@core/schemas/rate-period.schema';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { RoomType, getRoomType } from '../room-types';
import { RatePeriod } from './rate-period.entity';
import { hotelSql } from '../../db/hotel-sql';
import { isoTimestampSql, sql } from '../../db/sql';

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
/** The dynamic rate, and when a stay was named (its rate type or nights) the note on how it is priced (null: none). */
export type PricedDynamicRate = DynamicRate & { note?: string | null };

export async function calculateDynamicRate(ctx: RequestContext, query: DynamicRateQuery): Promise<PricedDynamicRate> {
  requireHotelId(ctx);
  const { roomType, periods } = await readRates(ctx, query.roomTypeId, query.checkInDate);
  const rate = dynamicRateFor(roomType, periods, query.checkInDate);
  if (query.rateType === undefined && query.nights === undefined) return rate;
  const rateType = query.rateType ?? 'Daily';
  const nights = query.nights ?? nightsForRateType(rateType, query.checkInDate);
  return { ...rate, note: notePricing(roomType, periods, { rateType, checkInDate: query.checkInDate, nights }) };
}

/** A saved stay's pricing note (the Folio's), its Weekly weeks those it is charged. */
export async function stayPricingNote(
  ctx: RequestContext,
  stay: { roomTypeId: number; checkInDate: string; rateType: RateType; nights: number; weeksCharged?: number },
): Promise<string | null> {
  const { roomType, periods } = await readRates(ctx, stay.roomTypeId, stay.checkInDate);
  return notePricing(roomType, periods, stay);
}

function notePricing(
  roomType: RoomTypeRates,
  periods: readonly RatePeriodLike[],
  stay: { checkInDate: string; rateType: RateType; nights: number; weeksCharged?: number },
): string | null {
  const nightRates = stay.rateType === 'Daily' ? nightRatesFor(roomType, periods, stay.checkInDate, stay.nights) : undefined;
  return pricingNote({ ...stay, nightRates });
}

async function readRates(ctx: RequestContext, roomTypeId: number, checkInDate: CalendarDate) {
  const [row] = await hotelSql<DynamicRateRow>(ctx.em, dynamicRateStatement(roomTypeId, checkInDate));
  if (!row) throw notFound('Room type');
  const roomType: RoomTypeRates = { id: row.id, dailyRate: row.daily, weeklyRate: row.weekly, monthlyRate: row.monthly };
  const periods = row.periods.map((period) => ({ ...period, roomTypeId: row.id, isActive: true }));
  return { roomType, periods };
}

/**
 * The booking screen asks this at every change of room or date: the room type's rates in force on the
 * check-in date (its own, or its latest change from that date or before: issue 26) and its active periods in
 * one plain statement, read as values (two ORM reads that built entities cost 5-7 times this SQL). createdAt
 * in milliseconds, as an entity's Date has it, so that ties are broken the same way.
 */
const dynamicRateStatement = (roomTypeId: number, checkInDate: CalendarDate) => sql`select t.id,
    coalesce(c.daily_rate_cents, t.daily_rate_cents) as daily, coalesce(c.weekly_rate_cents, t.weekly_rate_cents) as weekly,
    coalesce(c.monthly_rate_cents, t.monthly_rate_cents) as monthly,
    coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'rateType', p.rate_type,
        'priority', p.priority, 'dailyRate', p.daily_rate_cents, 'weeklyRate', p.weekly_rate_cents,
        'monthlyRate', p.monthly_rate_cents, 'daysOfWeek', p.days_of_week, 'startDate', p.start_date,
        'endDate', p.end_date, 'specificDates', p.specific_dates,
        'createdAt', ${isoTimestampSql('p.created_at')}))
      from rate_period p where p.hotel_id = t.hotel_id and p.room_type_id = t.id and p.is_active), '[]') as periods
  from room_type t left join lateral (select l.daily_rate_cents, l.weekly_rate_cents, l.monthly_rate_cents
      from room_type_rate_change l where l.hotel_id = t.hotel_id and l.room_type_id = t.id and l.effective_from <= ${checkInDate}
      order by l.effective_from desc limit 1) c on true
  where t.hotel_id = :hotel and t.id = ${roomTypeId}`;

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
