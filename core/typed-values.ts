import { z } from 'zod';
import { parseMoney, type Cents } from './money';
import { isCalendarDate, type CalendarDate } from './stay-dates';

/**
 * Dates and amounts as a clerk types them into the booking grid or copies them from Excel or Google Sheets:
 * "11/21/26", "11/21/2026", "2026-11-21" (or the digits alone, "112126"); "$1,250.50", "1250.5", "1,250".
 * Two-digit years are this century's.
 */

const US_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const US_DIGITS = /^(\d{2})(\d{2})(\d{2}|\d{4})$/;

/** The calendar date a typed or pasted text names, or null. */
export function parseTypedDate(value: unknown): CalendarDate | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (isCalendarDate(text)) return text;
  const match = US_DATE.exec(text) ?? US_DIGITS.exec(text);
  if (!match) return null;
  const [, month, day, year] = match;
  const iso = `${year.length === 2 ? `20${year}` : year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

// A leading $ (a space may follow), then digits either plain or grouped by thousands with commas.
const TYPED_MONEY = /^\$?\s*(\d+|\d{1,3}(?:,\d{3})+)?(\.\d*)?$/;

/** The cents of a typed or pasted amount of 0 or more with at most 2 decimals, or null. */
export function parseTypedMoney(value: unknown): Cents | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = TYPED_MONEY.exec(text);
  if (!text || !match || (!match[1] && !match[2])) return null;
  try {
    return parseMoney(`${(match[1] ?? '0').replace(/,/g, '')}${match[2] ?? ''}`);
  } catch {
    return null;
  }
}

export const TYPED_DATE_MESSAGE = 'Dates must be MM/DD/YY, MM/DD/YYYY or YYYY-MM-DD';
export const TYPED_MONEY_MESSAGE = 'Amounts must be numbers with at most 2 decimals';

/** A typed or pasted date, as the calendar date it names. */
export const typedDateSchema = z.string().transform((text, context) => {
  const date = parseTypedDate(text);
  if (date === null) context.addIssue({ code: 'custom', message: TYPED_DATE_MESSAGE });
  return date ?? z.NEVER;
});

/** A typed or pasted amount, as cents. */
export const typedMoneySchema = z.string().transform((text, context) => {
  const amount = parseTypedMoney(text);
  if (amount === null) context.addIssue({ code: 'custom', message: TYPED_MONEY_MESSAGE });
  return amount ?? z.NEVER;
});
