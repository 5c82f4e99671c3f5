import { z } from 'zod';
import { nightsBetween } from '../stay-dates';
import {
  BOOKING_SOURCES,
  BOOKING_SOURCE_MESSAGE,
  BOOKING_STATUSES,
  BOOKING_STATUS_MESSAGE,
  RATE_TYPES,
  RATE_TYPE_MESSAGE,
  type BookingSource,
  type BookingStatus,
  type RateType,
} from '../booking-choices';
import { STAY_STATUSES, STAY_STATUS_MESSAGE, type StayStatus } from '../stay-status';
import { numberOf, optionalCalendarDateSchema, textOf } from './common';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './paging.schema';

/** The columns Recent Bookings sorts by; '-' in front sorts descending. */
export const BOOKING_SORT_KEYS = ['id', 'checkInDate', 'checkOutDate', 'room', 'guest', 'grandTotal', 'balance'] as const;
export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];
export interface BookingSort {
  key: BookingSortKey;
  descending: boolean;
}

export const BOOKING_SEARCH_MAX_LENGTH = 200;

const SORT_MESSAGE = `Sort must be one of ${BOOKING_SORT_KEYS.join(', ')}, with a leading '-' for descending`;
const LIMIT_MESSAGE = `Limit must be between 1 and ${PAGE_LIMIT_MAX}`;
const OFFSET_MESSAGE = 'Offset must be a whole number of 0 or more';
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** One of a fixed list, ignoring case, as the list spells it; blank means "any". */
const optionalChoice = <T extends string>(list: readonly T[], message: string) =>
  z.transform((value, ctx): T | null => {
    if (isBlank(value)) return null;
    const text = textOf(value)?.toLowerCase();
    const found = list.find((entry) => entry.toLowerCase() === text);
    if (found === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return found;
  });

const wholeNumber = (fallback: number, min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? fallback : numberOf(value)),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/**
 * GET /api/hotel/bookings and the bookings query: the list keeps its meaning (most recently created first,
 * limit/offset) and may be narrowed by a search text, a stay window [from, to) (either side alone), a rate
 * type, a payment status, a stay status and a source (Desk, Online, Batch), and sorted by one column either way.
 */
export const bookingSearchSchema = z
  .object({
    search: z.preprocess(
      (value) => (isBlank(value) ? null : value),
      z
        .string({ error: 'Search must be text' })
        .trim()
        .max(BOOKING_SEARCH_MAX_LENGTH, `Search must be at most ${BOOKING_SEARCH_MAX_LENGTH} characters`)
        .nullable(),
    ),
    from: optionalCalendarDateSchema((text) => `From date ${text} is not a valid date (YYYY-MM-DD)`),
    to: optionalCalendarDateSchema((text) => `To date ${text} is not a valid date (YYYY-MM-DD)`),
    rateType: optionalChoice<RateType>(RATE_TYPES, RATE_TYPE_MESSAGE),
    status: optionalChoice<BookingStatus>(BOOKING_STATUSES, BOOKING_STATUS_MESSAGE),
    stayStatus: optionalChoice<StayStatus>(STAY_STATUSES, STAY_STATUS_MESSAGE),
    source: optionalChoice<BookingSource>(BOOKING_SOURCES, BOOKING_SOURCE_MESSAGE),
    sort: z.transform((value, ctx): BookingSort | null => {
      if (isBlank(value)) return null;
      const text = textOf(value) ?? '';
      const descending = text.startsWith('-');
      const key = BOOKING_SORT_KEYS.find((entry) => entry === (descending ? text.slice(1) : text));
      if (key === undefined) {
        ctx.addIssue({ code: 'custom', message: SORT_MESSAGE });
        return z.NEVER;
      }
      return { key, descending };
    }),
    limit: wholeNumber(PAGE_LIMIT_DEFAULT, 1, PAGE_LIMIT_MAX, LIMIT_MESSAGE),
    offset: wholeNumber(0, 0, 2_147_483_647, OFFSET_MESSAGE),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && nightsBetween(query.from, query.to) < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The To date must be after the From date' });
    }
  });
export type BookingSearch = z.output<typeof bookingSearchSchema>;
