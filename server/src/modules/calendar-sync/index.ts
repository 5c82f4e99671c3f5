/**
 * The calendar-sync module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export { CalendarFeed } from './calendar-feed.entity';
export { ConflictDismissal } from './conflict-dismissal.entity';
export { RoomCalendar } from './room-calendar.entity';
export { syncFeed, type FeedSyncResult } from './feed-sync';
export { startFeedPolling, syncDueFeeds } from './feed-polling';
export { syncHotelFeeds, type HotelFeedSync } from './feed-sync.service';
