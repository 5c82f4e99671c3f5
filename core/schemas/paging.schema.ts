import { z } from 'zod';

export const PAGE_LIMIT_DEFAULT = 500;
export const PAGE_LIMIT_MAX = 1000;

const LIMIT_MESSAGE = `Limit must be between 1 and ${PAGE_LIMIT_MAX}`;
const OFFSET_MESSAGE = 'Offset must be a whole number of 0 or more';
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** limit/offset paging of any list, from query text or numbers: no list is ever unbounded. */
export const pagingSchema = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(PAGE_LIMIT_MAX, LIMIT_MESSAGE)
      .default(PAGE_LIMIT_DEFAULT),
  ),
  offset: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
  ),
});
export type Paging = z.output<typeof pagingSchema>;

/**
 * Hard caps of the lists a screen reads whole because they are small per hotel: a hotel has tens of room
 * types, not thousands. Rooms go to 10,000 (the largest hotels have about 7,000); rate periods grow by a
 * few a year. Lists that grow with the hotel's history (bookings, guests) and the admin's lists (hotels,
 * licences) are paged instead.
 */
export const LIST_CAPS = {
  rooms: 10_000,
  roomTypes: 500,
  ratePeriods: 2_000,
  taxRates: 100,
  amenities: 500,
  employees: 2_000,
} as const;
