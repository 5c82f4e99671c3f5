import { z } from 'zod';
import { versionSchema } from './record-version.schema';

/** The most rows one batch may save: a screenful of paste is tens; 500 keeps one transaction short. */
export const BOOKING_BATCH_MAX_ROWS = 500;

/** The fields of a booking that a request may set (bookingSchema reads these; the rest is derived). */
export const BOOKING_INPUT_FIELDS = [
  'roomId',
  'guest',
  'guestId',
  'checkInDate',
  'rateType',
  'nights',
  'dailyWeeklyAmount',
  'monthlyAmount',
  'grandTotal',
  'paidAmount',
  'paymentMethod',
  'status',
  'longStayAgreement',
  'autoRenew',
] as const;
export type BookingInputField = (typeof BOOKING_INPUT_FIELDS)[number];
export type BookingInputFields = Partial<Record<BookingInputField, unknown>>;

/**
 * POST /api/hotel/bookings/batch and saveBookingBatch: the rows in order. Each row is read on its own
 * (bookingBatchRowSchema, then bookingSchema), so that a refusal can name its row.
 */
export const bookingBatchSchema = z.object(
  {
    bookings: z
      .array(z.unknown(), { error: 'bookings must be a list of bookings' })
      .min(1, 'A batch needs at least one booking')
      .max(BOOKING_BATCH_MAX_ROWS, `A batch can save at most ${BOOKING_BATCH_MAX_ROWS} bookings`),
  },
  { error: 'The body must be {"bookings": [...]}' },
);

const ROW_ID_MESSAGE = 'Booking id must be a positive whole number';

/**
 * One row of a batch: with an id it updates that booking (only the fields given change; `version`, when
 * given, the booking's version the row was based on), without one it creates a booking from the fields of
 * POST /api/hotel/bookings.
 */
export const bookingBatchRowSchema = z
  .looseObject(
    {
      id: z.preprocess(
        (value) => (value === null || value === '' ? undefined : value),
        z.coerce
          .number({ error: ROW_ID_MESSAGE })
          .int(ROW_ID_MESSAGE)
          .positive(ROW_ID_MESSAGE)
          .max(2_147_483_647, ROW_ID_MESSAGE)
          .optional(),
      ),
      version: versionSchema,
    },
    { error: 'Each booking must be an object' },
  )
  .transform((row): BookingBatchRow => {
    const fields: BookingInputFields = {};
    // Absent and null both mean "not given": GraphQL input types send null for every field left out.
    for (const field of BOOKING_INPUT_FIELDS) if (row[field] !== undefined && row[field] !== null) fields[field] = row[field];
    return row.id === undefined ? { id: null, version: null, fields } : { id: row.id, version: row.version, fields };
  });

export interface BookingBatchRow {
  /** The booking to update, or null for a new booking. */
  id: number | null;
  /** An update's version of the booking it was based on (refused when the booking has changed since); null when not given. */
  version: number | null;
  /** The fields the row gives (raw, read by bookingSchema once merged). */
  fields: BookingInputFields;
}

/**
 * An update's input: the booking as it stands with the given fields over it. A new guest name without a
 * guest id names a new (or another) guest, so the old guest's id is dropped rather than kept beside it.
 */
export function mergeBookingUpdate(current: BookingInputFields, given: BookingInputFields): BookingInputFields {
  const renamed = given.guest !== undefined && given.guestId === undefined && given.guest !== current.guest;
  return { ...current, ...given, ...(renamed ? { guestId: null } : {}) };
}
