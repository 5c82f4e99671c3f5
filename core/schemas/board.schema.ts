import { z } from 'zod';
import { bookingRangeSchema } from './booking.schema';

/** The most rooms one read of the availability board answers: a page is a few screens, never the hotel. */
export const BOARD_PAGE_MAX = 200;

const LIMIT_MESSAGE = `Limit must be between 1 and ${BOARD_PAGE_MAX}`;

/**
 * A slice of the availability board: the rooms from `offset` (in room-number order) up to `limit` of them,
 * with their stays and blocks in the window [from, to) (the board's range rules: at most 62 days).
 */
export const boardPageSchema = z
  .object({
    offset: z
      .number({ error: 'Offset must be a whole number of 0 or more' })
      .int()
      .min(0, 'Offset must be a whole number of 0 or more'),
    limit: z.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(BOARD_PAGE_MAX, LIMIT_MESSAGE),
  })
  .and(bookingRangeSchema);
export type BoardPage = z.output<typeof boardPageSchema>;
