import type { Cents } from './money';
import { dynamicRateFor, rateTypeLabel, type RatePeriodLike, type RoomTypeRates } from './rate-period-match';
import { addDays, formatShortUs, isCalendarDate, type CalendarDate } from './stay-dates';

/** One night of a stay and the rate that night would have had on its own (the period in force, else the type's). */
export interface NightRate {
  date: CalendarDate;
  /** "Weekend Rate", "Seasonal Rate"...: the label of the period's rate type, or "Standard Rate". */
  label: string;
  dailyRate: Cents;
}

export interface PricingNoteInput {
  rateType: string;
  checkInDate: CalendarDate;
  nights: number;
  /** Weekly: the weeks the stay is charged; by default the weeks the nights make, at least one. */
  weeksCharged?: number;
  /** Daily: each night's own rate, the check-in night first (nightRatesFor). */
  nightRates?: readonly NightRate[];
}

const DAYS_PER_WEEK = 7;
const STANDARD_LABEL = 'Standard Rate';

/**
 * The one line that says how a stay is priced where the rules surprise a clerk (the rules stay those of spec
 * section 9): a Weekly stay is the weekly amount for its weeks, whatever its nights ("Weekly: priced as 1
 * week for 10 nights"); every night of a Daily stay is priced at its check-in date's rate, so a rate period
 * of a later night does not apply ("Every night at the 02/04/27 rate: Weekend Rate not applied to
 * 02/05–02/06"). Null when the pricing is what the nights suggest.
 */
export function pricingNote(input: PricingNoteInput): string | null {
  const { rateType, nights } = input;
  if (!Number.isSafeInteger(nights) || nights < 1 || !isCalendarDate(input.checkInDate)) return null;
  if (rateType === 'Weekly') {
    const weeks = input.weeksCharged ?? Math.max(1, Math.floor(nights / DAYS_PER_WEEK));
    if (weeks * DAYS_PER_WEEK === nights) return null;
    return `Weekly: priced as ${plural(weeks, 'week')} for ${plural(nights, 'night')}`;
  }
  if (rateType !== 'Daily' || !input.nightRates?.length) return null;
  const [first, ...later] = input.nightRates;
  const missed = later.filter((night) => night.dailyRate !== first!.dailyRate);
  if (!missed.length) return null;
  const labels = [...new Set(missed.map((night) => night.label))];
  const parts = labels.map((label) => {
    const dates = missed.filter((night) => night.label === label).map((night) => night.date);
    return `${label} not applied to ${dateRanges(dates).join(', ')}`;
  });
  return `Every night at the ${formatShortUs(input.checkInDate)} rate: ${parts.join('; ')}`;
}

/** Each night of the stay with the rate it would have had on its own: the strongest period of that date, else the type's. */
export function nightRatesFor(
  roomType: RoomTypeRates,
  periods: readonly RatePeriodLike[],
  checkInDate: CalendarDate,
  nights: number,
): NightRate[] {
  if (!isCalendarDate(checkInDate) || !Number.isSafeInteger(nights) || nights < 1) return [];
  return Array.from({ length: nights }, (_, night) => {
    const date = addDays(checkInDate, night);
    const rate = dynamicRateFor(roomType, periods, date);
    return {
      date,
      label: rate.rateType === 'standard' ? STANDARD_LABEL : rateTypeLabel(rate.rateType),
      dailyRate: rate.dailyRate,
    };
  });
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "02/05–02/06" for nights in a row, "02/14" alone. */
function dateRanges(dates: readonly CalendarDate[]): string[] {
  const ranges: [CalendarDate, CalendarDate][] = [];
  for (const date of dates) {
    const last = ranges.at(-1);
    if (last && addDays(last[1], 1) === date) last[1] = date;
    else ranges.push([date, date]);
  }
  const monthDay = (date: CalendarDate) => formatShortUs(date).slice(0, 5);
  return ranges.map(([from, to]) => (from === to ? monthDay(from) : `${monthDay(from)}–${monthDay(to)}`));
}
