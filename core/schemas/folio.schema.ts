import { z } from 'zod';
import { POSTING_KINDS } from '../night-audit';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHOD_MAX_LENGTH } from '../booking-choices';
import { parseMoney, type Cents } from '../money';
import { calendarDateSchema, optionalCalendarDateSchema, parseDecimal, requiredText } from './common';

/** A folio line is at most a million dollars: a typo of extra digits is refused, not stored. */
export const FOLIO_AMOUNT_MAX = '1000000.00';
export const FOLIO_DESCRIPTION_MAX_LENGTH = 200;
export const FOLIO_REFERENCE_MAX_LENGTH = 100;
/** Folio lines are dated within the years a stay may begin in (common.ts DATE_MIN/MAX, with its message). */
const invalidDate = (text: string) => `Date ${text} is not a valid date (YYYY-MM-DD)`;

const AMOUNT_REQUIRED = 'Please enter an amount';
const AMOUNT_INVALID = 'Amount must be a number with at most 2 decimals';
const AMOUNT_TOO_LARGE = `Amount must be at most ${FOLIO_AMOUNT_MAX}`;

/** An amount in cents, written "12.50" or 12.5; `signed` lets a refund be negative. Never 0. */
const folioAmount = (signed: boolean) =>
  z.transform((value, ctx): Cents => {
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_REQUIRED });
      return z.NEVER;
    }
    const parts = parseDecimal(value);
    if (!parts || parts.fraction.length > 2) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_INVALID });
      return z.NEVER;
    }
    if (parts.negative && !signed) {
      ctx.addIssue({ code: 'custom', message: 'Amount must be more than 0 (void a charge to take it back)' });
      return z.NEVER;
    }
    if (parts.whole.length > 7) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_TOO_LARGE });
      return z.NEVER;
    }
    const amount = parseMoney(`${parts.negative ? '-' : ''}${parts.whole}.${parts.fraction || '0'}`);
    if (Math.abs(amount) > parseMoney(FOLIO_AMOUNT_MAX)) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_TOO_LARGE });
      return z.NEVER;
    }
    if (amount === 0) {
      ctx.addIssue({ code: 'custom', message: 'Amount must not be 0' });
      return z.NEVER;
    }
    return amount;
  });

const lineDate = optionalCalendarDateSchema(invalidDate);

/** POST /api/hotel/bookings/{id}/charges: an extra on the stay; its date defaults to today (hotel time zone). */
export const folioChargeSchema = z.object({
  description: requiredText(
    'Please enter a description',
    FOLIO_DESCRIPTION_MAX_LENGTH,
    `Description must be at most ${FOLIO_DESCRIPTION_MAX_LENGTH} characters`,
  ),
  amount: folioAmount(false),
  date: lineDate,
});
export type FolioChargeInput = z.output<typeof folioChargeSchema>;

/**
 * POST /api/hotel/bookings/{id}/payments: a payment, or a refund when the amount is negative. The method is
 * text of at most 40 characters like the booking's (blank is Cash); the date defaults to today.
 */
export const folioPaymentSchema = z.object({
  amount: folioAmount(true),
  method: z.preprocess(
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
  date: lineDate,
  reference: z.preprocess(
    (value) => (value === undefined || value === null ? null : typeof value === 'string' ? value.trim() || null : value),
    z
      .string({ error: 'Reference must be text' })
      .max(FOLIO_REFERENCE_MAX_LENGTH, `Reference must be at most ${FOLIO_REFERENCE_MAX_LENGTH} characters`)
      .nullable(),
  ),
});
export type FolioPaymentInput = z.output<typeof folioPaymentSchema>;

/** The daily report's date, from a path segment. */
export const reportDateSchema = calendarDateSchema('Please choose a date', invalidDate);

/** What an adjustment corrects: the room or one of its taxes (the night audit's posting kinds). */
export const ADJUSTMENT_KINDS = POSTING_KINDS;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/**
 * POST /api/hotel/bookings/{id}/adjustments (issue 25): a correction of a closed day, posted on an open one.
 * Positive a charge, negative a credit, never 0; the reason is required.
 */
export const folioAdjustmentSchema = z.object({
  kind: z.enum(ADJUSTMENT_KINDS, { error: 'Kind must be Room, Tax 1 or Tax 2' }),
  amount: folioAmount(true),
  reason: requiredText('Please enter a reason', 200, 'Reason must be at most 200 characters'),
});
export type FolioAdjustmentInput = z.output<typeof folioAdjustmentSchema>;
