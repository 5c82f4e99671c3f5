import { z } from 'zod';
import { addDays, nightsBetween } from '../stay-dates';
import { booleanSchema, calendarDateSchema, emailSchema, requiredIntSchema, requiredText, textOf } from './common';
import { GUEST_NAME_MAX_LENGTH } from './booking.schema';
import { guestSchema, GUEST_MAX_LENGTHS } from './guest.schema';

/** The page's settings as a new hotel has them: off, one night at least, a year ahead, two days' free cancellation. */
export const ONLINE_BOOKING_DEFAULTS = {
  enabled: false,
  slug: null as string | null,
  minNights: 1,
  maxDaysAhead: 365,
  cancellationDays: 2,
  description: '',
} as const;

export const SLUG_PATTERN = /^[a-z0-9-]{3,40}$/;
export const SLUG_MESSAGE = "The page's address must be 3 to 40 lowercase letters, digits and dashes";
export const SLUG_TAKEN_MESSAGE = 'That address is taken by another hotel: please choose another';
export const SLUG_NEEDED_MESSAGE = "Please choose the page's address before turning the page on";
export const ONLINE_DESCRIPTION_MAX_LENGTH = 2000;
/** How long a stay a guest may book online, and how far ahead and how late they may cancel at most. */
export const ONLINE_NIGHTS_MAX = 365;
export const ONLINE_DAYS_AHEAD_MAX = 730;
export const CANCELLATION_DAYS_MAX = 365;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

const roomTypeIdSchema = (message: string) =>
  requiredIntSchema({ required: message, invalid: message, min: 1, max: 2_147_483_647 });

const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return requiredIntSchema({ required: message, invalid: message, min, max });
};

/**
 * PUT /api/hotel/online-booking: any of the page's settings, the others kept. The slug is the page's address
 * (/book/{slug}); roomTypeIds the room types offered (every type of the hotel means all, including ones added
 * later). Unknown keys are refused, so a misspelt setting is not silently dropped.
 */
export const onlineBookingUpdateSchema = z.strictObject(
  {
    enabled: booleanSchema(false, 'Enabled must be true or false').optional(),
    slug: z
      .preprocess(
        (value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value),
        z.string({ error: SLUG_MESSAGE }).regex(SLUG_PATTERN, SLUG_MESSAGE).nullable(),
      )
      .optional(),
    minNights: wholeNumber('Minimum nights', 1, ONLINE_NIGHTS_MAX).optional(),
    maxDaysAhead: wholeNumber('Days ahead', 0, ONLINE_DAYS_AHEAD_MAX).optional(),
    cancellationDays: wholeNumber('Free cancellation days', 0, CANCELLATION_DAYS_MAX).optional(),
    description: z
      .preprocess(
        (value) => (value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : value),
        z
          .string({ error: 'Description must be text' })
          .max(ONLINE_DESCRIPTION_MAX_LENGTH, `Description must be at most ${ONLINE_DESCRIPTION_MAX_LENGTH} characters`),
      )
      .optional(),
    roomTypeIds: z
      .array(roomTypeIdSchema('Room types must be a list of room type ids'), {
        error: 'Room types must be a list of room type ids',
      })
      .max(1000, 'Room types must be a list of room type ids')
      .transform((ids) => [...new Set(ids)])
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : undefined) },
);
export type OnlineBookingUpdate = z.output<typeof onlineBookingUpdateSchema>;

const nightsSchema = requiredIntSchema({
  required: 'Please choose the number of nights',
  invalid: `Nights must be a whole number from 1 to ${ONLINE_NIGHTS_MAX}`,
  min: 1,
  max: ONLINE_NIGHTS_MAX,
});
const checkInSchema = calendarDateSchema('Please choose a check-in date', () => 'Check-in must be a date (YYYY-MM-DD)');

/**
 * GET /api/public/hotels/{slug}/availability: check-in and nights (or, instead of nights, the check-out date
 * a calendar picked).
 */
export const publicAvailabilitySchema = z
  .object({
    checkIn: checkInSchema,
    nights: z.unknown().optional(),
    checkOut: z.unknown().optional(),
  })
  .transform((query, ctx) => {
    let nightsInput = query.nights;
    if (isBlank(nightsInput) && !isBlank(query.checkOut)) {
      const checkOut = checkInSchema.safeParse(query.checkOut);
      if (!checkOut.success) {
        ctx.addIssue({ code: 'custom', message: 'Check-out must be a date (YYYY-MM-DD)' });
        return z.NEVER;
      }
      const between = nightsBetween(query.checkIn, checkOut.data);
      if (between < 1) {
        ctx.addIssue({ code: 'custom', message: 'Check-out must be after check-in' });
        return z.NEVER;
      }
      nightsInput = between;
    }
    const nights = nightsSchema.safeParse(nightsInput);
    if (!nights.success) {
      ctx.addIssue({ code: 'custom', message: nights.error.issues[0]!.message });
      return z.NEVER;
    }
    return { checkIn: query.checkIn, nights: nights.data, checkOut: addDays(query.checkIn, nights.data) };
  });
export type PublicAvailabilityQuery = z.output<typeof publicAvailabilitySchema>;

const PHONE_MESSAGE = 'Please enter a phone number';

/**
 * POST /api/public/hotels/{slug}/bookings: the stay, and the guest as the desk's guest form checks a guest
 * (names, email, phone, core/schemas/guest.schema.ts), email and phone required here: the hotel has no other way
 * to reach them. `website` is the form's hidden field that people leave empty (any text: a bot's).
 */
export const publicBookingSchema = z
  .object({
    roomTypeId: roomTypeIdSchema('Please choose a room type'),
    checkIn: checkInSchema,
    nights: nightsSchema,
    firstName: guestSchema.shape.firstName,
    lastName: guestSchema.shape.lastName,
    email: z.preprocess((value) => (isBlank(value) ? undefined : value), emailSchema),
    phone: requiredText(PHONE_MESSAGE, GUEST_MAX_LENGTHS.phone, `Phone must be at most ${GUEST_MAX_LENGTHS.phone} characters`),
    website: z.preprocess((value) => (isBlank(value) ? '' : (textOf(value) ?? 'filled')), z.string()),
  })
  .refine((input) => input.firstName.length + input.lastName.length + 2 <= GUEST_NAME_MAX_LENGTH, {
    message: `Guest name must be at most ${GUEST_NAME_MAX_LENGTH} characters`,
  })
  .transform((input) => ({ ...input, checkOut: addDays(input.checkIn, input.nights) }));
export type PublicBookingInput = z.output<typeof publicBookingSchema>;
