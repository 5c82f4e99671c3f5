import { z } from 'zod';
import { requiredText } from './common';

export const FEED_NAME_MAX_LENGTH = 60;
export const FEED_URL_MAX_LENGTH = 2000;

export const FEED_URL_REQUIRED = "Please enter the calendar's address";
export const FEED_URL_INVALID = "The calendar's address is not a web address";
export const FEED_URL_SCHEME = "The calendar's address must start with http:// or https://";

/**
 * A feed's address as a web address: http or https (a webcal:// link, as some sites give theirs, is its
 * https form), written back as the URL parser normalises it. Whether its host may be reached is the
 * server's question (it resolves the name).
 */
export const feedUrlSchema = requiredText(
  FEED_URL_REQUIRED,
  FEED_URL_MAX_LENGTH,
  `The calendar's address must be at most ${FEED_URL_MAX_LENGTH} characters`,
).transform((text, ctx) => {
  const given = text.replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    ctx.addIssue({ code: 'custom', message: FEED_URL_INVALID });
    return z.NEVER;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    ctx.addIssue({ code: 'custom', message: FEED_URL_SCHEME });
    return z.NEVER;
  }
  if (!url.hostname || url.href.length > FEED_URL_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', message: FEED_URL_INVALID });
    return z.NEVER;
  }
  return url.href;
});

/** POST /api/hotel/rooms/{id}/feeds: a booking site's calendar of the room, by the name the desk knows it. */
export const calendarFeedSchema = z.object(
  {
    name: requiredText(
      'Please give the calendar a name (Airbnb, Booking.com…)',
      FEED_NAME_MAX_LENGTH,
      `The calendar's name must be at most ${FEED_NAME_MAX_LENGTH} characters`,
    ),
    url: feedUrlSchema,
  },
  { error: 'The body must be an object' },
);
export type CalendarFeedInput = z.output<typeof calendarFeedSchema>;

/** A record's id in a body: a number, or its digits as text. */
const bodyId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

/** POST /api/hotel/calendar-conflicts/dismiss: the event's block and the booking it overlaps. */
export const conflictDismissalSchema = z.object(
  {
    blockId: bodyId('Please name the calendar event (blockId)'),
    bookingId: bodyId('Please name the booking (bookingId)'),
  },
  { error: 'The body must be an object' },
);
export type ConflictDismissal = z.output<typeof conflictDismissalSchema>;
