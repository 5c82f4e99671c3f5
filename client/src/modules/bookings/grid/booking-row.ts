import { BOOKING_FLAGS, BOOKING_FLAG_TITLES, isBookingFlag, type BookingFlag } from '@core/booking-choices';
import { folioPaymentStatus } from '@core/folio';
import { formatUsd, ZERO } from '@core/money';
import { bookingSchema } from '@core/schemas/booking.schema';
import { formatShortUs, isCalendarDate } from '@core/stay-dates';
import { TYPED_DATE_MESSAGE } from '@core/typed-values';
import type { BookingBatchItemInput, BookingFieldsFragment, BookingInput } from '../../../gql/graphql';
import { moneyCents, normaliseDate, normaliseGuestName, normaliseMoney, normaliseNights, normaliseYesNo } from './cell-values';
import { flagsOf, NO_FLAGS, sentFlags } from './flag-columns';

/**
 * One row of Recent Bookings as the grid shows and edits it. Handsontable writes into these objects, so
 * every render of the list gets fresh copies; `booking` is the saved booking the row came from. Its yes/no
 * cells (BOOKING_FLAGS: the long-stay agreement and auto-renew) are checkboxes, text while a pasted value is not read.
 */
export interface BookingRow extends Record<BookingFlag, boolean | string> {
  id: number;
  room: string;
  guest: string;
  checkInDate: string;
  rateType: string;
  nights: number | string;
  checkOutDate: string;
  subtotal: string;
  taxAmount: string;
  resortFee: string;
  grandTotal: string;
  paidAmount: string;
  balance: string;
  status: string;
  /** How Paid was paid: the booking's paymentMethod. */
  paymentMethod: string;
  /** Where the stay stands (Reserved, Checked In, ...), beside the payment status. */
  stayStatus: string;
  /** Where the booking came from: Desk, Online (the guests' booking page) or Batch. */
  source: string;
  /** The Actions cell's value: the booking id its buttons and keys act on. */
  actions: number;
  /** Null while the row's page has not been read yet (the row shows "…" and takes no edits). */
  booking: BookingFieldsFragment | null;
}

/** What a row not read yet shows in each cell. */
export const PENDING_TEXT = '…';

/** A row whose booking is still to be read (its page is read as it scrolls into view). */
export function pendingBookingRow(): BookingRow {
  const text = PENDING_TEXT;
  return {
    id: 0,
    room: text,
    guest: text,
    checkInDate: text,
    rateType: text,
    nights: text,
    checkOutDate: text,
    subtotal: text,
    taxAmount: text,
    resortFee: text,
    grandTotal: text,
    paidAmount: text,
    balance: text,
    status: text,
    paymentMethod: text,
    ...NO_FLAGS,
    stayStatus: text,
    source: text,
    actions: 0,
    booking: null,
  };
}

/** The cells a clerk may change in place; each change is saved through updateBooking. */
export const IN_PLACE_FIELDS = ['guest', 'checkInDate', 'nights', 'paidAmount', ...BOOKING_FLAGS] as const;
export type InPlaceField = (typeof IN_PLACE_FIELDS)[number];

export function isInPlaceField(prop: unknown): prop is InPlaceField {
  return (IN_PLACE_FIELDS as readonly unknown[]).includes(prop);
}

export function toBookingRow(booking: BookingFieldsFragment): BookingRow {
  return {
    id: booking.id,
    room: booking.room.roomNumber,
    guest: booking.guest,
    checkInDate: booking.checkInDate,
    rateType: booking.rateType,
    nights: booking.nights,
    checkOutDate: booking.checkOutDate,
    subtotal: booking.subtotal,
    taxAmount: booking.taxAmount,
    resortFee: booking.resortFee,
    grandTotal: booking.grandTotal,
    paidAmount: booking.paidAmount,
    balance: booking.balance,
    // Spec section 2: the badge is derived from paid against what is owed (the grand total and the folio's
    // extras, issue 14), whatever status was stored.
    status: folioPaymentStatus(
      moneyCents(booking.grandTotal) ?? ZERO,
      moneyCents(booking.extras) ?? ZERO,
      moneyCents(booking.paidAmount) ?? ZERO,
    ),
    paymentMethod: booking.paymentMethod,
    ...flagsOf(booking),
    stayStatus: booking.stayStatus,
    source: booking.source,
    actions: booking.id,
    booking,
  };
}

/** What a typed or pasted value becomes before it is stored in the cell ("50" -> "50.00", "11/21/26" -> ISO). */
export function normaliseInPlace(field: InPlaceField, value: unknown): unknown {
  if (isBookingFlag(field)) return normaliseYesNo(value);
  switch (field) {
    case 'paidAmount':
      return normaliseMoney(value);
    case 'nights':
      return normaliseNights(value);
    case 'checkInDate':
      return normaliseDate(value);
    case 'guest':
      return normaliseGuestName(value);
  }
}

/** The in-place cells' column titles in Recent Bookings (bookingHeaders). */
export const IN_PLACE_TITLES: Readonly<Record<InPlaceField, string>> = {
  guest: 'Guest',
  checkInDate: 'Check-in',
  nights: 'Nights',
  paidAmount: 'Paid',
  ...(Object.fromEntries(BOOKING_FLAGS.map((flag) => [flag, BOOKING_FLAG_TITLES[flag].column])) as Record<BookingFlag, string>),
};

/**
 * A refused in-place value, as a paste or fill over many bookings must say it: the booking, the column and
 * the value ("Booking #2241, Check-in "106": Dates must be MM/DD/YY, …"); a value that is no date at all is
 * told the date formats, not asked to "select" one. Null when the value may be sent.
 */
export function inPlaceRefusal(id: number, field: InPlaceField, value: unknown): string | null {
  const message = inPlaceProblem(field, value);
  if (!message) return null;
  const text = value === null || value === undefined ? '' : String(value).trim();
  const reason = field === 'checkInDate' && text !== '' && !isCalendarDate(text) ? TYPED_DATE_MESSAGE : message;
  return `Booking #${id}, ${IN_PLACE_TITLES[field]} ${text === '' ? '(blank)' : `"${text}"`}: ${reason}`;
}

/** The core schema's message for an in-place value the server would refuse; null when it may be sent. */
export function inPlaceProblem(field: InPlaceField, value: unknown): string | null {
  // Each in-place cell is a field of the core booking schema, checked by it.
  const parsed = bookingSchema.shape[field].safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid value');
}

/**
 * The update input for a row edited in place: the saved booking with the row's guest, check-in, nights, paid
 * amount, long-stay agreement and auto-renew. Amounts go as stored, so the server prices the stay as before (total-rate bookings by their total).
 */
export function bookingInputFromRow(row: BookingRow): BookingInput {
  const { booking } = row;
  if (!booking) throw new Error('A row not read yet takes no edits');
  const sameGuest = row.guest === booking.guest;
  return {
    roomId: booking.roomId,
    guest: sameGuest ? booking.guest : normaliseGuestName(row.guest),
    guestId: sameGuest ? (booking.guestId ?? null) : null,
    checkInDate: row.checkInDate,
    rateType: booking.rateType,
    nights: typeof row.nights === 'number' ? row.nights : booking.nights,
    dailyWeeklyAmount: booking.dailyWeeklyAmount,
    monthlyAmount: booking.monthlyAmount,
    grandTotal: booking.grandTotal,
    paidAmount: row.paidAmount || '0.00',
    paymentMethod: booking.paymentMethod,
    status: booking.status,
    ...sentFlags(row),
  };
}

/**
 * A batch row that changes these in-place cells of a saved booking, and nothing else (saveBookingBatch
 * changes only the fields given and prices the stay again). The version is left to the caller.
 */
export function bookingBatchFields(
  cells: readonly { prop: string; after: unknown }[],
): Omit<BookingBatchItemInput, 'id' | 'version'> {
  const fields: Omit<BookingBatchItemInput, 'id' | 'version'> = {};
  for (const { prop, after } of cells) {
    if (prop === 'guest') fields.guest = normaliseGuestName(after);
    else if (prop === 'checkInDate') fields.checkInDate = String(after ?? '');
    else if (prop === 'nights') fields.nights = Number(after);
    else if (prop === 'paidAmount') fields.paidAmount = normaliseMoney(after) || '0.00';
    else if (isBookingFlag(prop)) fields[prop] = normaliseYesNo(after) === true;
  }
  return fields;
}

/** An in-place cell's value as the grid shows it: "12/15/26", "$100.00", "3", "Smith, John", "Yes". */
function shownValue(prop: string, value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (prop === 'checkInDate' && isCalendarDate(text)) return formatShortUs(text);
  if (isBookingFlag(prop) && typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (prop === 'paidAmount') {
    const cents = moneyCents(text || '0');
    return cents === null ? text : formatUsd(cents);
  }
  return text;
}

/** One changed cell as the confirmation lists it: "#1503 Check-in 12/15/26 → 12/16/26". */
export function describeCellChange(id: number, header: string, prop: string, before: unknown, after: unknown): string {
  return `#${id} ${header} ${shownValue(prop, before)} → ${shownValue(prop, after)}`;
}
