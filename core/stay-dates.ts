import { DateTime, IANAZone } from 'luxon';
import { invalidInput } from './errors';

/**
 * Stay dates are calendar dates ("YYYY-MM-DD") with no time and no zone; check-out is exclusive.
 * Arithmetic happens in UTC so neither the server's zone nor a DST change can shift a day.
 */
export type CalendarDate = string;

export type DayOfWeek = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** ISO order: luxon's weekday 1 is Monday. */
export const DAYS_OF_WEEK: readonly DayOfWeek[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(s: unknown): s is CalendarDate {
  return typeof s === 'string' && DATE_PATTERN.test(s) && DateTime.fromISO(s, { zone: 'utc' }).isValid;
}

export function addDays(date: CalendarDate, n: number): CalendarDate {
  assertWhole(n, 'Days');
  return toIso(parse(date).plus({ days: n }));
}

/** Adds whole months; a day that the target month lacks clamps to its last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsClamped(date: CalendarDate, n: number): CalendarDate {
  assertWhole(n, 'Months');
  return toIso(parse(date).plus({ months: n }));
}

/** Nights from check-in to check-out (negative when check-out comes first). */
export function nightsBetween(checkIn: CalendarDate, checkOut: CalendarDate): number {
  return Math.round(parse(checkOut).diff(parse(checkIn), 'days').days);
}

// Luxon checks a zone by building an Intl.DateTimeFormat, a third of a millisecond each time (a booking
// create's payment date paid it on every request); a zone valid once stays valid while the process runs.
const validZones = new Set<string>();

export function isTimeZone(timezone: unknown): timezone is string {
  if (typeof timezone !== 'string' || timezone === '') return false;
  if (validZones.has(timezone)) return true;
  const valid = IANAZone.isValidZone(timezone);
  if (valid) validZones.add(timezone);
  return valid;
}

/** The hotel's "today": the calendar date at `now` on the wall clocks of its timezone. */
export function todayInZone(timezone: string, now: Date = new Date()): CalendarDate {
  if (!isTimeZone(timezone)) throw invalidInput(`Unknown timezone: ${timezone}`);
  return toIso(DateTime.fromJSDate(now, { zone: timezone }));
}

/** "11/21/26" (MM/dd/yy), as the booking grid and print-outs show dates. */
export function formatShortUs(date: CalendarDate): string {
  return parse(date).toFormat('MM/dd/yy');
}

/** 1 (January) to 12 (December). */
export function monthOf(date: CalendarDate): number {
  return parse(date).month;
}

export function yearOf(date: CalendarDate): number {
  return parse(date).year;
}

export function daysInMonth(year: number, month: number): number {
  assertWhole(year, 'Year');
  if (!Number.isInteger(month) || month < 1 || month > 12) throw invalidInput('Month must be from 1 to 12');
  const days = DateTime.utc(year, month, 1).daysInMonth;
  if (days === undefined) throw invalidInput('Invalid year');
  return days;
}

export function dayOfWeek(date: CalendarDate): DayOfWeek {
  const day = DAYS_OF_WEEK[parse(date).weekday - 1];
  // Unreachable for a valid date; keeps the index honest under noUncheckedIndexedAccess.
  if (!day) throw invalidInput(`Invalid date: ${date}`);
  return day;
}

function parse(date: CalendarDate): DateTime {
  if (!isCalendarDate(date)) throw invalidInput(`Invalid date: ${String(date)} (expected YYYY-MM-DD)`);
  return DateTime.fromISO(date, { zone: 'utc' });
}

function toIso(dt: DateTime): CalendarDate {
  const iso = dt.toISODate();
  if (!iso) throw invalidInput('Date out of range');
  return iso;
}

function assertWhole(n: number, what: string): void {
  if (!Number.isSafeInteger(n)) throw invalidInput(`${what} must be a whole number`);
}
