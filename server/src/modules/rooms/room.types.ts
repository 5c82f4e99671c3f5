import type { HousekeepingStatus } from '@core/housekeeping';
import type { editVersionSchema } from '@core/schemas/record-version.schema';
import type { bulkRoomsSchema, roomSchema } from '@core/schemas/room.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import { RoomTypeType } from '../room-types';
import type { RoomDto } from './room.mapper';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';

@ObjectType('Room', { description: 'A room: its number as text ("101", "102A") and its room type, if any.' })
export class RoomObjectType implements RoomDto {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'Raised by one with every change; an update may name the version it was based on' })
  version!: number;
  @Field(() => String) roomNumber!: string;
  @Field(() => Int, { nullable: true }) roomTypeId!: number | null;
  @Field(() => RoomTypeType, { nullable: true }) roomType!: RoomTypeType | null;
  @Field(() => String, { description: 'Clean, Dirty, Inspected or Out of Order' })
  housekeepingStatus!: HousekeepingStatus;
  @Field(() => String, { nullable: true, description: "Housekeeping's note on the room" })
  housekeepingNote!: string | null;
}

@InputType('RoomInput')
export class RoomInputType implements ParsedBy<typeof roomSchema>, ParsedBy<typeof editVersionSchema> {
  @Field(() => String, { nullable: true }) roomNumber: InputMaybe<string>;
  @Field(() => Int, { nullable: true }) roomTypeId: InputMaybe<number>;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version: InputMaybe<number>;
}

@InputType('BulkRoomsInput', { description: 'Rooms prefix + start ... prefix + end, each number padded to 2 digits.' })
export class BulkRoomsInputType implements ParsedBy<typeof bulkRoomsSchema> {
  @Field(() => String, { nullable: true }) prefix: InputMaybe<string>;
  @Field(() => Int, { nullable: true }) startNumber: InputMaybe<number>;
  @Field(() => Int, { nullable: true }) endNumber: InputMaybe<number>;
  @Field(() => Int, { nullable: true }) roomTypeId: InputMaybe<number>;
}
