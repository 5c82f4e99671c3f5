import { formatUsd, parseMoney } from '@core/money';
import { isCalendarDate, type CalendarDate } from '@core/stay-dates';

/** "$1,234.50" from the API's "1234.50"; anything else is shown as sent. */
export function usd(amount: string | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  try {
    return formatUsd(parseMoney(amount));
  } catch {
    return amount;
  }
}

const STAY_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Sat, May 1, 2027": a guest reads a stay date with its weekday (a calendar date, so read at UTC). */
export function stayDate(date: CalendarDate): string {
  return isCalendarDate(date) ? STAY_DATE.format(new Date(`${date}T00:00:00Z`)) : date;
}

export const nightsText = (nights: number): string => (nights === 1 ? '1 night' : `${nights} nights`);

/** "12 Harbor Road, Bayside, ME": the parts the hotel filled in. */
export function addressLine(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

/** "2 rooms left" / "Sold out", as each offered room type says it. */
export function roomsLeft(available: number): string {
  if (available <= 0) return 'Sold out';
  return available === 1 ? '1 room left' : `${available} rooms left`;
}

/** The browser's calendar date (the hotel's may be a day apart: the server checks the edges). */
export function browserToday(now: Date = new Date()): CalendarDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
