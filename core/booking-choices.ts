/**
 * The fixed lists of a booking, written once: the zod schemas, the engine, the GraphQL descriptions, the
 * client's choices and the demo data all derive from these arrays.
 */

/** Rate types (spec section 3), in the order the booking form offers them. */
export const RATE_TYPES = ['Daily', 'Weekly', 'Monthly'] as const;
export type RateType = (typeof RATE_TYPES)[number];
export const DEFAULT_RATE_TYPE: RateType = 'Daily';

/** Payment statuses (spec section 4): stored from the form on create, derived from the money for display. */
export const BOOKING_STATUSES = ['Unpaid', 'Partially Paid', 'Fully Paid'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const DEFAULT_BOOKING_STATUS: BookingStatus = 'Unpaid';

/**
 * Where a booking came from: typed at the desk, made by a guest on the hotel's booking page, or saved in a
 * pasted or filled batch. Set by the server, never sent by a client; the statistics' channel mix counts by it.
 */
export const BOOKING_SOURCES = ['Desk', 'Online', 'Batch'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const DEFAULT_BOOKING_SOURCE: BookingSource = 'Desk';

/**
 * The payment methods the hotel takes, the default first (spec: "payment method Cash"). The booking's
 * field and a folio payment's method stay free text up to 40 characters, as the spec has it; these are the
 * choices offered (the booking form, the folio's payment dialog, the daily report's columns).
 */
export const PAYMENT_METHODS = ['Cash', 'Credit Card', 'Debit Card', 'Check', 'Bank Transfer', 'Other'] as const;
export const PAYMENT_METHOD_MAX_LENGTH = 40;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'Cash';

/**
 * The payment method a clerk's typing names: a choice, any case, or the first letters of one ("cr" -> Credit
 * Card; "c" is Cash, the first); other text is free text, kept trimmed; blank is Cash.
 */
export function paymentMethodNamed(typed: string): string {
  const text = typed.trim();
  if (!text) return DEFAULT_PAYMENT_METHOD;
  const lower = text.toLowerCase();
  return PAYMENT_METHODS.find((method) => method.toLowerCase().startsWith(lower)) ?? text;
}

/** "A, B or C": a list as the messages name it. */
export function orList(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

export const RATE_TYPE_MESSAGE = `Rate type must be ${orList(RATE_TYPES)}`;
export const BOOKING_STATUS_MESSAGE = `Status must be ${orList(BOOKING_STATUSES)}`;
export const BOOKING_SOURCE_MESSAGE = `Source must be ${orList(BOOKING_SOURCES)}`;

export function isRateType(value: unknown): value is RateType {
  return (RATE_TYPES as readonly unknown[]).includes(value);
}

/**
 * A booking's yes/no fields (issue 26), in the order the bookings grids show them as checkboxes after Method:
 * the guest's written long-stay agreement, and whether the stay renews itself. `column` is the grids' header,
 * `name` what a screen reader hears on the checkbox; a pasted sheet's header may say either.
 */
export const BOOKING_FLAGS = ['longStayAgreement', 'autoRenew'] as const;
export type BookingFlag = (typeof BOOKING_FLAGS)[number];
export const BOOKING_FLAG_TITLES: Readonly<Record<BookingFlag, { column: string; name: string }>> = {
  longStayAgreement: { column: 'Agreement', name: 'Long-stay agreement' },
  autoRenew: { column: 'Auto-renew', name: 'Auto-renew' },
};

export function isBookingFlag(value: unknown): value is BookingFlag {
  return (BOOKING_FLAGS as readonly unknown[]).includes(value);
}
