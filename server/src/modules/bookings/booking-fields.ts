import type { Booking } from './booking.entity';

/**
 * A booking's own fields, each with its column: every copy of a booking carries them as they are. The lists
 * read them as plain rows (booking-list.ts), the operational backup writes them and a restore puts them back,
 * all from this one list; what differs between the copies (ids, instants, the folio's adjustments) each
 * says itself.
 */
export const BOOKING_FIELD_COLUMNS = {
  guestName: 'guest_name',
  checkInDate: 'check_in_date',
  checkOutDate: 'check_out_date',
  rateType: 'rate_type',
  nights: 'nights',
  dailyWeeklyAmountCents: 'daily_weekly_amount_cents',
  monthlyAmountCents: 'monthly_amount_cents',
  subtotalCents: 'subtotal_cents',
  taxAmountCents: 'tax_amount_cents',
  resortFeeCents: 'resort_fee_cents',
  grandTotalCents: 'grand_total_cents',
  extrasCents: 'extras_cents',
  paidAmountCents: 'paid_amount_cents',
  paymentMethod: 'payment_method',
  longStayAgreement: 'long_stay_agreement',
  status: 'status',
  stayStatus: 'stay_status',
  cancelReason: 'cancel_reason',
  autoRenew: 'auto_renew',
  renewalError: 'renewal_error',
  source: 'source',
  tax1RateId: 'tax1_rate_id',
  tax2RateId: 'tax2_rate_id',
  tax1TaxedNights: 'tax1_taxed_nights',
  tax2TaxedNights: 'tax2_taxed_nights',
} as const satisfies { [K in keyof Booking]?: string };

export type BookingField = keyof typeof BOOKING_FIELD_COLUMNS;
type BookingColumn = (typeof BOOKING_FIELD_COLUMNS)[BookingField];

/** The fields as the entity types them; a field the entity may leave unset (cancelReason) is null here. */
export type BookingFields = { [K in BookingField]-?: Exclude<Booking[K], undefined> };

/** The fields as a list's row holds them, each under its column. */
export type BookingFieldRow = { [K in BookingField as (typeof BOOKING_FIELD_COLUMNS)[K]]: BookingFields[K] };

const FIELDS = Object.entries(BOOKING_FIELD_COLUMNS) as [BookingField, BookingColumn][];

/** The columns as a list's statement selects them from its booking `b`. */
export const BOOKING_FIELD_SQL = FIELDS.map(([, column]) => `b.${column}`).join(', ');

/** A booking's own fields out of any copy of it: an entity, a backup's row. */
export function bookingFieldsOf(source: { [K in BookingField]: Booking[K] }): BookingFields {
  const fields: Record<string, unknown> = {};
  for (const [field] of FIELDS) fields[field] = source[field] ?? null;
  return fields as BookingFields;
}

/** A booking's own fields out of a list's row. */
export function bookingFieldsOfRow(row: BookingFieldRow): BookingFields {
  const fields: Record<string, unknown> = {};
  for (const [field, column] of FIELDS) fields[field] = row[column];
  return fields as BookingFields;
}
