import { compareRoomNumbers } from '@core/room-inventory';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts';
import { Room } from '../rooms';
import { CalendarFeed } from './calendar-feed.entity';
import { feedOf } from './calendar-feeds.service';
import { syncFeed, type FeedSyncResult } from './feed-sync';

/** POST /api/hotel/rooms/{id}/feeds/{feedId}/sync ("Sync now"): a failed read is in the answer, not an error. */
export async function syncCalendarFeed(ctx: RequestContext, roomId: number, feedId: number): Promise<FeedSyncResult> {
  requireHotelId(ctx);
  const feed = await feedOf(ctx.em, roomId, feedId);
  return syncFeed(ctx.em, ctx.config, feed.id);
}

/** One feed's sync as the CLI reports it. */
export interface HotelFeedSync {
  feedId: number;
  roomNumber: string;
  name: string;
  result: FeedSyncResult;
}

/** Every feed of the hotel synced now, by room number and name, one after the other (`innkeep ical sync`). */
export async function syncHotelFeeds(ctx: RequestContext): Promise<HotelFeedSync[]> {
  requireHotelId(ctx);
  const feeds = await ctx.em.find(CalendarFeed, {}, { orderBy: { id: 'asc' } });
  const rooms = new Map(
    (await ctx.em.find(Room, { id: { $in: feeds.map((feed) => feed.room) } })).map((room) => [room.id, room]),
  );
  const listed = feeds
    .map((feed) => ({ feedId: feed.id, roomNumber: rooms.get(feed.room)?.roomNumber ?? '', name: feed.name }))
    .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber) || a.name.localeCompare(b.name));
  const synced: HotelFeedSync[] = [];
  for (const feed of listed) synced.push({ ...feed, result: await syncFeed(ctx.em, ctx.config, feed.feedId) });
  return synced;
}
