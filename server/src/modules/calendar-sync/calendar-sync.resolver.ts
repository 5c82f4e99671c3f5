import { DESK, MANAGERS } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { calendarFeedSchema, conflictDismissalSchema } from '@core/schemas/calendar-feed.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts';
import { dismissCalendarConflict, listCalendarConflicts } from './calendar-conflicts.service';
import { addCalendarFeed, deleteCalendarFeed, listCalendarFeeds } from './calendar-feeds.service';
import { toCalendarFeedDto, toFeedSyncDto } from './calendar-sync.mapper';
import {
  CalendarConflictType,
  CalendarFeedInputType,
  CalendarFeedSyncType,
  CalendarFeedType,
  RoomCalendarUrlType,
} from './calendar-sync.types';
import { syncCalendarFeed } from './feed-sync.service';
import { getRoomCalendarUrl, rotateRoomCalendarUrl } from './room-calendar.service';

/** Calendar sync over the same services as its REST routes (the .ics itself is for calendar apps, not GraphQL). */
@Resolver()
export class CalendarSyncResolver {
  @Query(() => RoomCalendarUrlType, { description: "The room's secret calendar address, for the booking sites to import" })
  @Allow(MANAGERS)
  roomCalendarUrl(@Arg('roomId', () => Int) roomId: number, @Ctx() ctx: RequestContext): Promise<RoomCalendarUrlType> {
    return getRoomCalendarUrl(ctx, parseInput(idSchema, roomId));
  }

  @Mutation(() => RoomCalendarUrlType, { description: 'A new secret address for the room; the old one answers 404' })
  @Allow(MANAGERS)
  rotateRoomCalendarUrl(@Arg('roomId', () => Int) roomId: number, @Ctx() ctx: RequestContext): Promise<RoomCalendarUrlType> {
    return rotateRoomCalendarUrl(ctx, parseInput(idSchema, roomId));
  }

  @Query(() => [CalendarFeedType], { description: "The booking sites' calendars the room imports" })
  @Allow(MANAGERS)
  async calendarFeeds(@Arg('roomId', () => Int) roomId: number, @Ctx() ctx: RequestContext): Promise<CalendarFeedType[]> {
    return (await listCalendarFeeds(ctx, parseInput(idSchema, roomId))).map(toCalendarFeedDto);
  }

  @Mutation(() => CalendarFeedType, { description: 'Refused (422) for an address on this server or a private network' })
  @Allow(MANAGERS)
  async addCalendarFeed(
    @Arg('roomId', () => Int) roomId: number,
    @Arg('input', () => CalendarFeedInputType) input: CalendarFeedInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<CalendarFeedType> {
    return toCalendarFeedDto(await addCalendarFeed(ctx, parseInput(idSchema, roomId), parseInput(calendarFeedSchema, input)));
  }

  @Mutation(() => MessageResultType, { description: 'The feed and the blocks its events made' })
  @Allow(MANAGERS)
  deleteCalendarFeed(
    @Arg('roomId', () => Int) roomId: number,
    @Arg('feedId', () => Int) feedId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResultType> {
    return deleteCalendarFeed(ctx, parseInput(idSchema, roomId), parseInput(idSchema, feedId));
  }

  @Mutation(() => CalendarFeedSyncType, { description: 'Sync now: a failed read is in the answer, not an error' })
  @Allow(MANAGERS)
  async syncCalendarFeed(
    @Arg('roomId', () => Int) roomId: number,
    @Arg('feedId', () => Int) feedId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CalendarFeedSyncType> {
    return toFeedSyncDto(await syncCalendarFeed(ctx, parseInput(idSchema, roomId), parseInput(idSchema, feedId)));
  }

  @Query(() => [CalendarConflictType], { description: 'Imported events over stays, not over yet and not dismissed' })
  @Allow(DESK)
  calendarConflicts(@Ctx() ctx: RequestContext): Promise<CalendarConflictType[]> {
    return listCalendarConflicts(ctx);
  }

  @Mutation(() => MessageResultType, { description: 'Hides a conflict while neither its event nor its booking moves' })
  @Allow(DESK)
  dismissCalendarConflict(
    @Arg('blockId', () => Int) blockId: number,
    @Arg('bookingId', () => Int) bookingId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResultType> {
    return dismissCalendarConflict(ctx, parseInput(conflictDismissalSchema, { blockId, bookingId }));
  }
}
