import { z } from 'zod';
import {
  calendarDateSchema,
  DATE_MAX,
  DATE_MIN,
  defaultedIntSchema,
  nullableIdSchema,
  optionalBooleanSchema,
  optionalMoneySchema,
  requiredText,
} from './common';
import { nightsBetween } from '../stay-dates';
import {
  BOOKING_STATUSES,
  BOOKING_STATUS_MESSAGE,
  DEFAULT_BOOKING_STATUS,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_RATE_TYPE,
  PAYMENT_METHOD_MAX_LENGTH,
  RATE_TYPES,
  RATE_TYPE_MESSAGE,
} from '../booking-choices';

export const NIGHTS_MAX = 3650;
export const GUEST_NAME_MAX_LENGTH = 200;
/** Stays begin within these years: a typo such as 9999-12-31 is refused, not stored (and not a 500 later). */
export const STAY_DATE_MIN = DATE_MIN;
export const STAY_DATE_MAX = DATE_MAX;
export const STAY_DATE_RANGE_MESSAGE = `Check-in date must be between ${STAY_DATE_MIN} and ${STAY_DATE_MAX}`;

/** One of a fixed list, matched ignoring case, stored as the list spells it; blank means `fallback`. */
const oneOf = <T extends string>(list: readonly T[], fallback: T, message: string) =>
  z.transform((value, ctx): T => {
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return fallback;
    const text = typeof value === 'string' ? value.trim().toLowerCase() : null;
    const found = list.find((entry) => entry.toLowerCase() === text);
    if (found === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return found;
  });

const AMOUNT_MESSAGES = {
  negative: 'Amounts must be 0 or more',
  invalid: 'Amounts must be numbers with at most 2 decimals',
};
const amount = () => optionalMoneySchema('0.00', AMOUNT_MESSAGES);

/**
 * A booking as the server receives it (spec sections 3 and 5), for create and update alike. Check-out,
 * subtotal and taxes are not read: the server derives them, so any sent along are dropped.
 */
export const bookingSchema = z.object({
  roomId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? Number(value) : value),
    z
      .number({ error: 'Please select a room' })
      .int('Please select a room')
      .positive('Please select a room')
      .max(2_147_483_647, 'Please select a room'),
  ),
  guest: requiredText(
    'Please enter guest name',
    GUEST_NAME_MAX_LENGTH,
    `Guest name must be at most ${GUEST_NAME_MAX_LENGTH} characters`,
  ),
  guestId: nullableIdSchema('Please choose a valid guest'),
  checkInDate: calendarDateSchema('Please select check-in date', undefined, { message: STAY_DATE_RANGE_MESSAGE }),
  rateType: oneOf(RATE_TYPES, DEFAULT_RATE_TYPE, RATE_TYPE_MESSAGE),
  // Blank or missing is one night; text that is not a whole number is refused (the forms keep their own
  // fallback to 1, so an integration sending a wrong type does not get a booking it did not ask for).
  nights: defaultedIntSchema({
    fallback: 1,
    min: 1,
    max: NIGHTS_MAX,
    message: `Nights must be between 1 and ${NIGHTS_MAX}`,
  }),
  dailyWeeklyAmount: amount(),
  monthlyAmount: amount(),
  grandTotal: amount(),
  paidAmount: amount(),
  paymentMethod: z.preprocess(
    (value) =>
      value === undefined || value === null
        ? DEFAULT_PAYMENT_METHOD
        : typeof value === 'string'
          ? value.trim() || DEFAULT_PAYMENT_METHOD
          : value,
    z
      .string({ error: 'Payment method must be text' })
      .max(PAYMENT_METHOD_MAX_LENGTH, `Payment method must be at most ${PAYMENT_METHOD_MAX_LENGTH} characters`),
  ),
  status: oneOf(BOOKING_STATUSES, DEFAULT_BOOKING_STATUS, BOOKING_STATUS_MESSAGE),
  // A written long-stay agreement (core/long-stay-rule.ts): left out, a new booking has none and an edit keeps
  // the booking's.
  longStayAgreement: optionalBooleanSchema('Long-stay agreement must be true or false'),
  // Left out, a new booking does not renew and an edit keeps the booking's (issue 26).
  autoRenew: optionalBooleanSchema('Auto-renew must be true or false'),
});
export type BookingInput = z.output<typeof bookingSchema>;

/**
 * Whether an update names Paid at all. Paid is the sum of the folio's payments: an edit that names it
 * records the difference as a payment; one that leaves it out (null or missing) leaves the payments alone
 * rather than refunding everything.
 */
function paidAmountGiven(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const paid = (body as Record<string, unknown>).paidAmount;
  return paid !== undefined && paid !== null;
}

/** A booking's update (PUT, updateBooking): its fields, and whether it names Paid (paidAmountGiven). */
export const bookingUpdateSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...value, paidAmountGiven: paidAmountGiven(value) }
      : value,
  bookingSchema.extend({ paidAmountGiven: z.boolean().default(true) }),
);
export type BookingUpdateInput = z.output<typeof bookingUpdateSchema>;

export const BOOKING_RANGE_MAX_DAYS = 62;

/**
 * A window of calendar dates [from, to) for the availability board: bookings overlapping it are listed.
 * Capped so that no screen can ask for a hotel's whole history in one call.
 */
export const bookingRangeSchema = z
  .object({
    from: calendarDateSchema('Please choose a start date', (text) => `Start date ${text} is not a valid date (YYYY-MM-DD)`),
    to: calendarDateSchema('Please choose an end date', (text) => `End date ${text} is not a valid date (YYYY-MM-DD)`),
  })
  .superRefine((range, ctx) => {
    const days = nightsBetween(range.from, range.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be after the start date' });
    else if (days > BOOKING_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range can span at most ${BOOKING_RANGE_MAX_DAYS} days` });
    }
  });
export type BookingRange = z.output<typeof bookingRangeSchema>;
