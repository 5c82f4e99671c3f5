import type { BookingStatus } from '@core/booking-choices';
import { Field, Int, ObjectType } from 'type-graphql';
import type { BoardBlock, BoardOpening, BoardRoom, BoardStay, BoardTotals } from './availability-board.service';

@ObjectType('BoardStay', { description: 'A stay as its bar on the availability board shows it' })
export class BoardStayType implements BoardStay {
  @Field(() => Int) id!: number;
  @Field(() => String) guest!: string;
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
  @Field(() => Int) nights!: number;
  @Field(() => String, { description: 'Fully Paid, Partially Paid or Unpaid' }) paymentStatus!: BookingStatus;
  @Field(() => String, { description: 'Grand total and extras less what was paid, "0.00"' }) balance!: string;
  @Field(() => String) stayStatus!: string;
  @Field(() => Int, { description: 'The version a move or stretch of the bar is based on' }) version!: number;
}

@ObjectType('BoardBlock', { description: 'A room block as the availability board draws it' })
export class BoardBlockType implements BoardBlock {
  @Field(() => Int) id!: number;
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => String) reason!: string;
}

@ObjectType('BoardRoom', { description: 'One row of the availability board: a room and what its window holds' })
export class BoardRoomType implements BoardRoom {
  @Field(() => Int) id!: number;
  @Field(() => String) roomNumber!: string;
  @Field(() => String, { nullable: true }) roomTypeName!: string | null;
  @Field(() => String) housekeepingStatus!: string;
  @Field(() => [BoardStayType]) stays!: BoardStayType[];
  @Field(() => [BoardBlockType]) blocks!: BoardBlockType[];
}

@ObjectType('BoardTotals')
export class BoardTotalsType implements BoardTotals {
  @Field(() => Int, { description: "The hotel's rooms: the board's rows" }) rooms!: number;
  @Field(() => Int, { description: 'Room-nights of the window held by stays' }) bookedNights!: number;
}

@ObjectType('BoardOpening', {
  description: "The availability board as it opens: its window from the hotel's today, totals and first rooms",
})
export class BoardOpeningType implements BoardOpening {
  @Field(() => String, { description: "The hotel's today (YYYY-MM-DD): the window's first night" }) from!: string;
  @Field(() => String, { description: 'The night after the window (exclusive)' }) to!: string;
  @Field(() => BoardTotalsType) totals!: BoardTotalsType;
  @Field(() => [BoardRoomType], { description: 'The first rooms, in room-number order' }) rooms!: BoardRoomType[];
}
