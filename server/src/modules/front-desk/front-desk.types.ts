import { Field, ObjectType } from 'type-graphql';
import { BookingType } from '../bookings';
import type { FrontDeskDto } from './front-desk.mapper';

@ObjectType('FrontDesk', {
  description:
    "A day at the desk, by the stays' dates: arrivals check in that date, departures check out that date, in house stay over its night. Cancelled and no-show stays are in none: the date's arrivals that were are in cancelledOrNoShow.",
})
export class FrontDeskType implements FrontDeskDto {
  @Field(() => String) date!: string;
  @Field(() => [BookingType]) arrivals!: BookingType[];
  @Field(() => [BookingType]) departures!: BookingType[];
  @Field(() => [BookingType]) inHouse!: BookingType[];
  @Field(() => [BookingType], { description: "The date's arrivals that were cancelled or marked a no-show" })
  cancelledOrNoShow!: BookingType[];
}
