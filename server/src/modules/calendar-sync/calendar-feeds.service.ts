import { conflict, notFound } from '@core/errors';
import type { CalendarFeedInput } from '@core/schemas/calendar-feed.schema';
import { now } from '../../clock';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { RoomBlock } from '../housekeeping';
import { Room } from '../rooms';
import { CalendarFeed } from './calendar-feed.entity';
import { refusePrivateFeedAddress } from './feed-address';

/** A room has a calendar per booking site it is sold on: a handful, never hundreds. */
export const FEEDS_PER_ROOM_MAX = 10;

/** The room of the path, the hotel's own (404 otherwise). */
export async function roomOf(em: Em, roomId: number): Promise<Room> {
  const room = await em.findOne(Room, roomId);
  if (!room) throw notFound('Room');
  return room;
}

/** The feed of the path, of that room (404 otherwise). */
export async function feedOf(em: Em, roomId: number, feedId: number): Promise<CalendarFeed> {
  const feed = await em.findOne(CalendarFeed, { id: feedId, room: roomId });
  if (!feed) throw notFound('Calendar feed');
  return feed;
}

/** GET /api/hotel/rooms/{id}/feeds: the room's calendars by name. */
export async function listCalendarFeeds(ctx: RequestContext, roomId: number): Promise<CalendarFeed[]> {
  requireHotelId(ctx);
  await roomOf(ctx.em, roomId);
  return ctx.em.find(CalendarFeed, { room: roomId }, { orderBy: { name: 'asc', id: 'asc' } });
}

/**
 * POST /api/hotel/rooms/{id}/feeds: a booking site's calendar of the room, by a name unique in the room (it
 * begins its events' reasons, "Airbnb: Reserved"). Its address must not be on this server or a private
 * network (422). The poller reads it within a minute, or "Sync now" at once.
 */
export async function addCalendarFeed(ctx: RequestContext, roomId: number, input: CalendarFeedInput): Promise<CalendarFeed> {
  const hotelId = requireHotelId(ctx);
  const room = await roomOf(ctx.em, roomId);
  await refusePrivateFeedAddress(input.url, ctx.config);
  const feeds = await ctx.em.find(CalendarFeed, { room: room.id });
  if (feeds.some((feed) => feed.name.toLowerCase() === input.name.toLowerCase())) {
    throw conflict(`Room ${room.roomNumber} already has a calendar named ${input.name}`);
  }
  if (feeds.length >= FEEDS_PER_ROOM_MAX) throw conflict(`A room can have at most ${FEEDS_PER_ROOM_MAX} calendars`);
  const feed = ctx.em.create(CalendarFeed, {
    hotel: hotelId,
    room: room.id,
    name: input.name,
    url: input.url,
    nextSyncAt: now(),
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    // Two adds of one name at once: the unique index refused the second.
    if ((error as { code?: string }).code === '23505' || /calendar_feed_room_name_unique/.test(String(error))) {
      throw conflict(`Room ${room.roomNumber} already has a calendar named ${input.name}`);
    }
    throw error;
  }
  return feed;
}

/** DELETE /api/hotel/rooms/{id}/feeds/{feedId}: the calendar and the blocks its events made. */
export async function deleteCalendarFeed(ctx: RequestContext, roomId: number, feedId: number): Promise<{ message: string }> {
  requireHotelId(ctx);
  await ctx.em.transactional(async (tx) => {
    const em = tx as Em;
    const feed = await feedOf(em, roomId, feedId);
    // Through the unit of work, so the activity log records each block going (the database would cascade them).
    em.remove(await em.find(RoomBlock, { feedId: feed.id }));
    em.remove(feed);
  });
  return { message: 'Calendar feed deleted successfully' };
}
