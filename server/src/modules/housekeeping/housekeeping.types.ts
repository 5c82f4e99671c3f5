import type { HousekeepingStatus, RoomBlockKind } from '@core/housekeeping';
import type { housekeepingUpdateSchema, roomBlockSchema } from '@core/schemas/housekeeping.schema';
import type { editVersionSchema } from '@core/schemas/record-version.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';
import type { HousekeepingRoomDto, RoomBlockDto } from './housekeeping.mapper';

@ObjectType('HousekeepingRoom', { description: "A room as housekeeping sees it today (the hotel's today)." })
export class HousekeepingRoomType implements HousekeepingRoomDto {
  @Field(() => Int) roomId!: number;
  @Field(() => String) roomNumber!: string;
  @Field(() => String, { nullable: true }) roomTypeName!: string | null;
  @Field(() => Int, { description: "The room's version, which a status change raises" }) version!: number;
  @Field(() => String, { description: 'Clean, Dirty, Inspected or Out of Order' })
  housekeepingStatus!: HousekeepingStatus;
  @Field(() => String, { nullable: true }) housekeepingNote!: string | null;
  @Field(() => Boolean, { description: 'A stay of this room checks out today' }) departsToday!: boolean;
  @Field(() => Boolean, { description: 'A stay of this room checks in today' }) arrivesToday!: boolean;
  @Field(() => Boolean, { description: 'A guest is in the room: a stay checked in, or staying over today' })
  occupied!: boolean;
}

@InputType('HousekeepingInput')
export class HousekeepingInputType implements ParsedBy<typeof housekeepingUpdateSchema>, ParsedBy<typeof editVersionSchema> {
  @Field(() => String, { nullable: true, description: 'Clean, Dirty, Inspected or Out of Order' }) status: InputMaybe<string>;
  @Field(() => String, { nullable: true, description: 'Left out: the note stays; null or blank: cleared' })
  note: InputMaybe<string>;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version: InputMaybe<number>;
}

@ObjectType('RoomBlock', {
  description: 'A room out of order for the nights from startDate up to, not including, endDate.',
})
export class RoomBlockType implements RoomBlockDto {
  @Field(() => Int) id!: number;
  @Field(() => Int) roomId!: number;
  @Field(() => String) roomNumber!: string;
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => Int) nights!: number;
  @Field(() => String) reason!: string;
  @Field(() => String, { description: "Out of Order (the desk's), or External (an event of a booking site's calendar)" })
  kind!: RoomBlockKind;
}

@InputType('RoomBlockInput')
export class RoomBlockInputType implements ParsedBy<typeof roomBlockSchema> {
  @Field(() => Int, { nullable: true }) roomId: InputMaybe<number>;
  @Field(() => String, { nullable: true }) startDate: InputMaybe<string>;
  @Field(() => String, { nullable: true }) endDate: InputMaybe<string>;
  @Field(() => String, { nullable: true }) reason: InputMaybe<string>;
}
