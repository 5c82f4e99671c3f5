import type { calendarFeedSchema } from '@core/schemas/calendar-feed.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import type { CalendarConflictDto } from './calendar-conflicts.service';
import type { CalendarFeedDto, FeedSyncDto } from './calendar-sync.mapper';
import type { RoomCalendarUrlDto } from './room-calendar.service';

@ObjectType('RoomCalendarUrl', { description: "A room's secret calendar address, for the booking sites to import" })
export class RoomCalendarUrlType implements RoomCalendarUrlDto {
  @Field(() => String) url!: string;
}

@ObjectType('CalendarFeed', { description: "A booking site's calendar of a room, imported as External room blocks" })
export class CalendarFeedType implements CalendarFeedDto {
  @Field(() => Int) id!: number;
  @Field(() => Int) roomId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) url!: string;
  @Field(() => Int, { description: 'The events the last successful sync read' }) events!: number;
  @Field(() => String, { nullable: true, description: 'The last successful sync (ISO instant)' }) lastSyncedAt!: string | null;
  @Field(() => String, { nullable: true, description: 'The first failure since the last success' })
  failingSince!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the last sync failed' }) lastError!: string | null;
}

@InputType('CalendarFeedInput')
export class CalendarFeedInputType implements ParsedBy<typeof calendarFeedSchema> {
  @Field(() => String, { nullable: true, description: 'Airbnb, Booking.com…: begins its events’ reasons' })
  name: InputMaybe<string>;
  @Field(() => String, { nullable: true, description: 'The http or https address of the calendar (.ics)' })
  url: InputMaybe<string>;
}

@ObjectType('CalendarFeedSync', { description: 'What one sync of a feed did; a failed read keeps the last blocks' })
export class CalendarFeedSyncType implements FeedSyncDto {
  @Field(() => Int, { description: 'The events read (0 when the read failed)' }) events!: number;
  @Field(() => Int) added!: number;
  @Field(() => Int) changed!: number;
  @Field(() => Int) removed!: number;
  @Field(() => Int, { description: "The feed's events over stays now" }) conflicts!: number;
  @Field(() => String, { nullable: true }) lastSyncedAt!: string | null;
  @Field(() => String, { nullable: true, description: 'Why this sync failed; null when it succeeded' }) error!: string | null;
}

@ObjectType('CalendarConflict', { description: 'An imported event over a stay of its room: both kept, until resolved' })
export class CalendarConflictType implements CalendarConflictDto {
  @Field(() => String, { description: '"Room 104: Airbnb event 12/15–12/18 overlaps booking #1503"' }) message!: string;
  @Field(() => Int) roomId!: number;
  @Field(() => String) roomNumber!: string;
  @Field(() => Int) feedId!: number;
  @Field(() => String) feedName!: string;
  @Field(() => Int) blockId!: number;
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => Int) bookingId!: number;
  @Field(() => String, { nullable: true }) guestName!: string | null;
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
}
