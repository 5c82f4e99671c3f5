import { invalidInput } from './errors';
import { cents, parseMoney } from './money';
import type { Cents } from './money';
import { dayOfWeek, isCalendarDate } from './stay-dates';
import type { CalendarDate, DayOfWeek } from './stay-dates';

export type RatePeriodType = 'weekday' | 'weekend' | 'holiday' | 'seasonal' | 'event';

/** Money as the database gives it ("89.00") or already in cents (a number is always cents). */
export type MoneyLike = string | Cents;

export type RatePeriodLike = {
  id: number;
  roomTypeId: number;
  name: string;
  /** One of RatePeriodType; any other value never applies. */
  rateType: string;
  /** 1 to 10; higher wins. */
  priority: number;
  dailyRate: MoneyLike;
  weeklyRate: MoneyLike;
  monthlyRate: MoneyLike;
  daysOfWeek: readonly string[];
  /** Inclusive, YYYY-MM-DD. */
  startDate: string | null;
  /** Inclusive, YYYY-MM-DD. */
  endDate: string | null;
  specificDates: readonly string[];
  isActive: boolean;
  createdAt: Date | string;
};

export type RoomTypeRates = {
  id: number;
  dailyRate: MoneyLike;
  weeklyRate: MoneyLike;
  monthlyRate: MoneyLike;
};

export type DynamicRate = {
  dailyRate: Cents;
  weeklyRate: Cents;
  monthlyRate: Cents;
  /** 'standard' for the room type's own rates, else the winning period's rateType. */
  rateType: string;
  ratePeriodName: string | null;
};

export const RATE_PERIOD_TYPES: readonly RatePeriodType[] = ['weekday', 'weekend', 'holiday', 'seasonal', 'event'];

export const RATE_TYPE_LABELS: Readonly<Record<RatePeriodType, string>> = {
  weekday: 'Weekday Rate',
  weekend: 'Weekend Rate',
  holiday: 'Holiday Rate',
  seasonal: 'Seasonal Rate',
  event: 'Special Event Rate',
};

/** The label of a rate period type; unknown values are shown raw. */
export function rateTypeLabel(value: string): string {
  return Object.hasOwn(RATE_TYPE_LABELS, value) ? RATE_TYPE_LABELS[value as RatePeriodType] : value;
}

/**
 * The active period of that room type that applies to that date with the highest priority (ties: the most
 * recently created, then the highest id), or null.
 */
export function matchRatePeriod<P extends RatePeriodLike>(
  periods: readonly P[],
  roomTypeId: number,
  date: CalendarDate,
): P | null {
  if (!isCalendarDate(date)) throw invalidInput('Date must be a date (YYYY-MM-DD)');
  let best: P | null = null;
  for (const period of periods) {
    if (!period.isActive || period.roomTypeId !== roomTypeId || !appliesOn(period, date)) continue;
    if (!best || outranks(period, best)) best = period;
  }
  return best;
}

/** The rates for a room type on a date: the matching period's, else the room type's own ('standard'). */
export function dynamicRateFor(roomType: RoomTypeRates, periods: readonly RatePeriodLike[], date: CalendarDate): DynamicRate {
  const period = matchRatePeriod(periods, roomType.id, date);
  const source = period ?? roomType;
  return {
    dailyRate: toCents(source.dailyRate),
    weeklyRate: toCents(source.weeklyRate),
    monthlyRate: toCents(source.monthlyRate),
    rateType: period ? period.rateType : 'standard',
    ratePeriodName: period ? period.name : null,
  };
}

/** weekday/weekend use daysOfWeek, seasonal/event use startDate..endDate (inclusive), holiday uses specificDates. */
export function appliesOn(period: RatePeriodLike, date: CalendarDate): boolean {
  switch (period.rateType) {
    case 'weekday':
    case 'weekend': {
      const day: DayOfWeek = dayOfWeek(date);
      return period.daysOfWeek.some((d) => d.trim().toLowerCase() === day);
    }
    case 'seasonal':
    case 'event': {
      // A range needs both ends; a half-filled period is not in force anywhere.
      const { startDate, endDate } = period;
      if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return false;
      return startDate <= date && date <= endDate;
    }
    case 'holiday':
      return period.specificDates.some((d) => d.trim() === date);
    default:
      return false;
  }
}

function outranks(a: RatePeriodLike, b: RatePeriodLike): boolean {
  if (a.priority !== b.priority) return a.priority > b.priority;
  const created = createdMillis(a) - createdMillis(b);
  if (created !== 0 && !Number.isNaN(created)) return created > 0;
  return a.id > b.id;
}

function createdMillis(period: RatePeriodLike): number {
  const value = period.createdAt instanceof Date ? period.createdAt.getTime() : Date.parse(period.createdAt);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

function toCents(value: MoneyLike): Cents {
  return typeof value === 'number' ? cents(value) : parseMoney(value);
}
