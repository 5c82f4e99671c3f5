import type { HousekeepingStatus } from '@core/housekeeping';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
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
}

@InputType('HousekeepingInput')
export class HousekeepingInputType {
  @Field(() => String, { nullable: true, description: 'Clean, Dirty, Inspected or Out of Order' }) status?: string | null;
  @Field(() => String, { nullable: true, description: 'Left out: the note stays; null or blank: cleared' })
  note?: string | null;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version?: number | null;
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
}

@InputType('RoomBlockInput')
export class RoomBlockInputType {
  @Field(() => Int, { nullable: true }) roomId?: number | null;
  @Field(() => String, { nullable: true }) startDate?: string | null;
  @Field(() => String, { nullable: true }) endDate?: string | null;
  @Field(() => String, { nullable: true }) reason?: string | null;
}
