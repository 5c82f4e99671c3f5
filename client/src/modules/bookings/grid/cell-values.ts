import type Handsontable from 'handsontable/base';
import { formatGuestName, guestNameForBooking } from '@core/guest-name';
import { formatMoney, parseMoney, type Cents } from '@core/money';
import { parseTypedDate, parseTypedMoney } from '@core/typed-values';
import { isBookingFlag, paymentMethodNamed, RATE_TYPES } from '@core/booking-choices';

/**
 * Normalising what a clerk types or pastes into a booking cell, before Handsontable stores it: "100"
 * becomes "100.00", "w" becomes "Weekly", "101" becomes the room's label, "11/21/26" becomes 2026-11-21.
 * Anything that cannot be read is kept as typed, so the cell's validator can mark it.
 */

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** "100" or "$1,250.5" -> "100.00" / "1250.50"; blank stays blank; unreadable or negative stays as typed. */
export function normaliseMoney(value: unknown): string {
  const typed = text(value);
  if (!typed) return '';
  const amount = parseTypedMoney(typed);
  return amount === null ? typed : formatMoney(amount);
}

/** True for blank or an amount of 0 or more with at most 2 decimals. */
export function isMoneyOrBlank(value: unknown): boolean {
  const typed = text(value);
  if (!typed) return true;
  try {
    return parseMoney(typed) >= 0;
  } catch {
    return false;
  }
}

/** Cents of a money cell; blank or unreadable reads as null. */
export function moneyCents(value: unknown): Cents | null {
  const typed = text(value);
  if (!typed) return null;
  try {
    const amount = parseMoney(typed);
    return amount >= 0 ? amount : null;
  } catch {
    return null;
  }
}

/** "3" -> 3; anything else stays as typed (the validator marks it). */
export function normaliseNights(value: unknown): number | string {
  const typed = text(value);
  return /^\d+$/.test(typed) ? Number(typed) : typed;
}

/** "w", "WEEK", "weekly" -> "Weekly": the rate type a prefix names, else the text as typed. */
export function normaliseRateType(value: unknown): string {
  const typed = text(value).toLowerCase();
  if (!typed) return '';
  return RATE_TYPES.find((rateType) => rateType.toLowerCase().startsWith(typed)) ?? text(value);
}

/** The Room dropdown's choice: "101 – Deluxe King", or "101 – No Type" (spec section 2). */
export function roomLabel(roomNumber: string, roomTypeName: string | null | undefined): string {
  return `${roomNumber} – ${roomTypeName || 'No Type'}`;
}

/**
 * The room label a typed text means: the label itself (any case), the bare room number, or the only label
 * starting with the text. Anything else stays as typed.
 */
export function normaliseRoom(value: unknown, labels: readonly string[]): string {
  const typed = text(value);
  if (!typed) return '';
  const lower = typed.toLowerCase();
  const exact = labels.find((label) => label.toLowerCase() === lower);
  if (exact) return exact;
  const byNumber = labels.find((label) => label.toLowerCase().startsWith(`${lower} – `));
  if (byNumber) return byNumber;
  const starting = labels.filter((label) => label.toLowerCase().startsWith(lower));
  return starting.length === 1 ? starting[0] : typed;
}

/** "2026-11-21", "11/21/26", "11/21/2026" or "112126" -> "2026-11-21"; anything else stays as typed. */
export function normaliseDate(value: unknown): string {
  const typed = text(value);
  return parseTypedDate(typed) ?? typed;
}

/** "john smith" -> "Smith, John": the name as the booking will store it (spec section 5); blank stays blank. */
export function normaliseGuestName(value: unknown): string {
  const typed = text(value);
  if (!typed) return '';
  const name = guestNameForBooking(typed);
  return formatGuestName(name.lastName, name.firstName);
}

/**
 * A yes-or-no cell typed or pasted ("Yes", "x", "true", "no", blank) as the flag it means; anything else stays
 * as typed, so that the cell shows it is not read and the save names the problem.
 */
export function normaliseYesNo(value: unknown): boolean | string {
  if (typeof value === 'boolean') return value;
  const typed = text(value).toLowerCase();
  if (['', 'no', 'n', 'false', '0', 'off'].includes(typed)) return false;
  if (['yes', 'y', 'x', 'true', '1', 'on', '✓'].includes(typed)) return true;
  return text(value);
}

const MONEY_FIELDS = new Set<string>(['dailyWeeklyAmount', 'monthlyAmount', 'grandTotal', 'paidAmount']);

/**
 * Each typed value as the booking will store it, written back into the change before Handsontable saves it.
 * `pickedGuestName` gives the name of the guest picked in a row, if any.
 */
export function normaliseChanges(
  changes: (Handsontable.CellChange | null)[],
  roomLabels: string[],
  pickedGuestName: (row: number) => string | null,
) {
  for (const change of changes) {
    if (!change) continue;
    const prop = change[1];
    const value = change[3];
    if (prop === 'room') change[3] = normaliseRoom(value, roomLabels);
    else if (prop === 'rateType') change[3] = normaliseRateType(value);
    else if (prop === 'nights') change[3] = normaliseNights(value);
    else if (prop === 'checkInDate') change[3] = normaliseDate(value);
    else if (prop === 'paymentMethod') change[3] = paymentMethodNamed(text(value));
    else if (isBookingFlag(prop)) change[3] = normaliseYesNo(value);
    // A picked guest keeps the name on file; a typed one shows at once as the booking will store it.
    else if (prop === 'guest' && value !== pickedGuestName(change[0])) change[3] = normaliseGuestName(value);
    else if (typeof prop === 'string' && MONEY_FIELDS.has(prop)) change[3] = normaliseMoney(value);
  }
}
