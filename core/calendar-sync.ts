import { DateTime } from 'luxon';
import type { CalendarDate } from './stay-dates';

/**
 * What the desk reads of calendar sync: a conflict between an imported event and a booking, and how a
 * feed's syncs went. Shared by the server (messages in answers) and the client (the room's settings).
 */

/** How often the server reads each feed unless the hotel's ical_poll_minutes says otherwise, and the bounds of it. */
export const DEFAULT_POLL_MINUTES = 15;
export const POLL_MINUTES_MIN = 5;
export const POLL_MINUTES_MAX = 1440;
/** The server's wait for a feed's answer, all its redirects and its body together. */
export const FEED_TIMEOUT_SECONDS = 10;
export const FEED_MAX_REDIRECTS = 3;

/** The hotel's ical_poll_minutes as a number of minutes: its default when blank or not a whole number in bounds. */
export function pollMinutes(setting: string | undefined): number {
  const minutes = /^\d+$/.test(setting?.trim() ?? '') ? Number(setting) : Number.NaN;
  return minutes >= POLL_MINUTES_MIN && minutes <= POLL_MINUTES_MAX ? minutes : DEFAULT_POLL_MINUTES;
}

/** "12/15": a conflict names its dates without the year, as the desk reads the next weeks. */
const monthDay = (date: CalendarDate) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

export interface ConflictParts {
  roomNumber: string;
  feedName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  bookingId: number;
}

/** "Room 104: Airbnb event 12/15–12/18 overlaps booking #1503" (the event's first night and its end). */
export function conflictMessage(conflict: ConflictParts): string {
  return `Room ${conflict.roomNumber}: ${conflict.feedName} event ${monthDay(conflict.startDate)}–${monthDay(conflict.endDate)} overlaps booking #${conflict.bookingId}`;
}

/** A feed's record of its syncs, instants as ISO text (as the API answers them) or Dates. */
export interface FeedSyncState {
  lastSyncedAt: string | Date | null;
  failingSince: string | Date | null;
}

const wallClock = (at: string | Date, timezone: string) =>
  (typeof at === 'string' ? DateTime.fromISO(at) : DateTime.fromJSDate(at))
    .setZone(timezone)
    .setLocale('en-US')
    .toFormat('MM/dd/yy h:mm a');

/**
 * "Last synced 12/15/26 3:04 PM", and once a sync has failed ", failing since 12/16/26 9:30 AM" (until one
 * succeeds again), on the hotel's wall clock; "Not synced yet" before the first.
 */
export function feedSyncText(feed: FeedSyncState, timezone: string): string {
  const synced = feed.lastSyncedAt ? `Last synced ${wallClock(feed.lastSyncedAt, timezone)}` : null;
  if (!feed.failingSince) return synced ?? 'Not synced yet';
  return `${synced ?? 'Never synced'}, failing since ${wallClock(feed.failingSince, timezone)}`;
}
