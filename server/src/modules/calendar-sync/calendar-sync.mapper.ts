import type { CalendarFeed } from './calendar-feed.entity';
import type { FeedSyncResult } from './feed-sync';

/** A room's calendar feed as /api shows it (Owners and Managers: its address may carry the site's own secret). */
export interface CalendarFeedDto {
  id: number;
  roomId: number;
  name: string;
  url: string;
  /** The events the last successful sync read. */
  events: number;
  /** ISO instants: the last success; the first failure since (null while syncs succeed); and why the last failed. */
  lastSyncedAt: string | null;
  failingSince: string | null;
  lastError: string | null;
}

export function toCalendarFeedDto(feed: CalendarFeed): CalendarFeedDto {
  return {
    id: feed.id,
    roomId: feed.room,
    name: feed.name,
    url: feed.url,
    events: feed.eventCount,
    lastSyncedAt: feed.lastSyncedAt?.toISOString() ?? null,
    failingSince: feed.failingSince?.toISOString() ?? null,
    lastError: feed.lastError ?? null,
  };
}

/** POST …/feeds/{feedId}/sync: what one sync did. */
export interface FeedSyncDto {
  events: number;
  added: number;
  changed: number;
  removed: number;
  conflicts: number;
  lastSyncedAt: string | null;
  error: string | null;
}

export function toFeedSyncDto(result: FeedSyncResult): FeedSyncDto {
  return { ...result, lastSyncedAt: result.lastSyncedAt?.toISOString() ?? null };
}
