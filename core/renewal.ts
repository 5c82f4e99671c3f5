import { checkOutFor } from './booking-engine';
import type { RateType } from './booking-choices';
import { invalidInput } from './errors';
import { addDays, nightsBetween, type CalendarDate } from './stay-dates';

/**
 * Stays that renew (issue 26): the periods an extension adds after a chain's last booking, and when the
 * renewal job extends one. A chain is the bookings of one guest record, each checking in on the day the
 * previous one checks out, none Cancelled or No Show; the server follows it, this file only counts dates.
 */

/** The most periods one extension adds: a year of months, twelve weeks. */
export const EXTEND_PERIODS_MAX = 12;

/** How many days before its check-out a stay with autoRenew is renewed, unless the hotel says otherwise. */
export const DEFAULT_RENEWAL_DAYS_AHEAD = 3;
export const RENEWAL_DAYS_AHEAD_MAX = 60;

export const EXTEND_NIGHTS_DAILY_ONLY =
  'Nights can be given for Daily stays only: a Weekly period is 7 nights, a Monthly one a month';

/** One new booking of an extension: where it starts and how many nights it has. */
export interface RenewalPeriod {
  checkInDate: CalendarDate;
  nights: number;
}

/** What a period is counted from: the chain's last booking. */
export interface ChainEnd {
  rateType: RateType;
  checkOutDate: CalendarDate;
}

/**
 * The `periods` bookings that follow `end`, each checking in when the one before checks out: Daily one night
 * each unless `nights` says more, Weekly seven, Monthly one calendar month as the engine counts it (from
 * Jan 31 to Feb 28, then to Mar 28). `nights` is refused for Weekly and Monthly, whose period is fixed.
 */
export function renewalPeriods(end: ChainEnd, periods: number, nights: number | null = null): RenewalPeriod[] {
  if (!Number.isSafeInteger(periods) || periods < 1 || periods > EXTEND_PERIODS_MAX) {
    throw invalidInput(EXTEND_PERIODS_MESSAGE);
  }
  if (nights !== null && end.rateType !== 'Daily') throw invalidInput(EXTEND_NIGHTS_DAILY_ONLY);
  const perPeriod = end.rateType === 'Daily' ? (nights ?? 1) : 7;
  const stays: RenewalPeriod[] = [];
  let checkInDate = end.checkOutDate;
  for (let period = 0; period < periods; period++) {
    const checkOutDate = checkOutFor(end.rateType, checkInDate, perPeriod);
    stays.push({ checkInDate, nights: end.rateType === 'Monthly' ? nightsBetween(checkInDate, checkOutDate) : perPeriod });
    checkInDate = checkOutDate;
  }
  return stays;
}

export const EXTEND_PERIODS_MESSAGE = `Periods must be a whole number from 1 to ${EXTEND_PERIODS_MAX}`;

/**
 * Whether a stay checking out on `checkOutDate` is due for renewal on `today`: its check-out is today or
 * within `daysAhead` days after. A check-out already past is not (the guest has gone; a renewal would start
 * on a day that has ended).
 */
export function isRenewalDue(checkOutDate: CalendarDate, today: CalendarDate, daysAhead: number): boolean {
  return checkOutDate >= today && checkOutDate <= lastDueCheckOut(today, daysAhead);
}

/** The latest check-out that is due on `today`. */
export function lastDueCheckOut(today: CalendarDate, daysAhead: number): CalendarDate {
  return addDays(today, daysAhead);
}

/** The hotel's renewal_days_ahead setting as a number (blank or broken: the default). */
export function renewalDaysAhead(setting: string | undefined): number {
  const days = Number(setting?.trim() || DEFAULT_RENEWAL_DAYS_AHEAD);
  return Number.isSafeInteger(days) && days >= 0 && days <= RENEWAL_DAYS_AHEAD_MAX ? days : DEFAULT_RENEWAL_DAYS_AHEAD;
}
