import { z } from 'zod';
import {
  HOUSEKEEPING_NOTE_MAX_LENGTH,
  HOUSEKEEPING_STATUSES,
  ROOM_BLOCK_REASON_MAX_LENGTH,
  type HousekeepingStatus,
} from '../housekeeping';
import { nightsBetween } from '../stay-dates';
import { calendarDateSchema, optionalCalendarDateSchema, optionalText, requiredText } from './common';
import { STAY_DATE_MAX, STAY_DATE_MIN } from './booking.schema';

export const HOUSEKEEPING_STATUS_MESSAGE = `Housekeeping status must be one of: ${HOUSEKEEPING_STATUSES.join(', ')}`;

/** One of the statuses, matched ignoring case and spaces around it, stored as the list spells it. */
const housekeepingStatusSchema = z.transform((value, ctx): HousekeepingStatus => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : null;
  const found = HOUSEKEEPING_STATUSES.find((status) => status.toLowerCase() === text);
  if (found === undefined) {
    ctx.addIssue({ code: 'custom', message: HOUSEKEEPING_STATUS_MESSAGE });
    return z.NEVER;
  }
  return found;
});

/**
 * PUT /api/hotel/rooms/{id}/housekeeping: the new status, and the note when given. A note left out keeps
 * the room's note (one tap on the phone changes the status only); null or blank clears it.
 */
export const housekeepingUpdateSchema = z.object(
  {
    status: housekeepingStatusSchema,
    note: z.union([z.undefined(), optionalText(HOUSEKEEPING_NOTE_MAX_LENGTH)]),
  },
  { error: 'The body must be an object' },
);
export type HousekeepingUpdate = z.output<typeof housekeepingUpdateSchema>;

const blockDate = (what: string) =>
  calendarDateSchema(`Please choose the ${what} date`, (text) => `The ${what} date ${text} is not a valid date (YYYY-MM-DD)`, {
    message: `The ${what} date must be between ${STAY_DATE_MIN} and ${STAY_DATE_MAX}`,
  });

/**
 * POST /api/hotel/room-blocks: a room out of order for the nights from startDate up to, not including,
 * endDate (as a stay), and why.
 */
export const roomBlockSchema = z
  .object(
    {
      roomId: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() ? Number(value) : value),
        z
          .number({ error: 'Please select a room' })
          .int('Please select a room')
          .positive('Please select a room')
          .max(2_147_483_647, 'Please select a room'),
      ),
      startDate: blockDate('start'),
      endDate: blockDate('end'),
      reason: requiredText(
        'Please give a reason',
        ROOM_BLOCK_REASON_MAX_LENGTH,
        `The reason must be at most ${ROOM_BLOCK_REASON_MAX_LENGTH} characters`,
      ),
    },
    { error: 'The body must be an object' },
  )
  .superRefine((block, ctx) => {
    if (nightsBetween(block.startDate, block.endDate) < 1) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must be after the start date' });
    }
  });
export type RoomBlockInput = z.output<typeof roomBlockSchema>;

/** GET /api/hotel/room-blocks: the blocks that touch [from, to) when given; either side may be left open. */
export const roomBlockListSchema = z
  .object({
    from: optionalCalendarDateSchema((text) => `From date ${text} is not a valid date (YYYY-MM-DD)`),
    to: optionalCalendarDateSchema((text) => `To date ${text} is not a valid date (YYYY-MM-DD)`),
  })
  .superRefine((range, ctx) => {
    if (range.from && range.to && nightsBetween(range.from, range.to) < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The To date must be after the From date' });
    }
  });
export type RoomBlockList = z.output<typeof roomBlockListSchema>;
