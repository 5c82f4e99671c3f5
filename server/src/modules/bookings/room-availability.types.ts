import { Field, Int, ObjectType } from 'type-graphql';
import type { RoomInTheWayDto } from './room-availability';

@ObjectType('RoomInTheWay', {
  description: 'A room taken over the asked nights, with the earliest stay (booking and guest) or block in the way.',
})
export class RoomInTheWayType implements RoomInTheWayDto {
  @Field(() => Int) roomId!: number;
  @Field(() => Int, { nullable: true, description: 'The stay in the way; null for a block' }) bookingId!: number | null;
  @Field(() => String, { nullable: true }) guestName!: string | null;
  @Field(() => String, { nullable: true, description: "The block's reason; null for a stay" }) blockReason!: string | null;
  @Field(() => String, { description: "The stay's check-in or the block's start date" }) startDate!: string;
  @Field(() => String, { description: "The stay's check-out or the block's end date (exclusive)" }) endDate!: string;
}
