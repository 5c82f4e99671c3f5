import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BOOKING_SOURCES, orList, type BookingSource } from '@core/booking-choices';
import type { ChannelMixDto, StatisticsFiguresDto } from './statistics.mapper';

@ObjectType('StatisticsFigures', { description: 'A period\'s figures by the night, as USALI counts them; money as "0.00".' })
export class StatisticsFiguresType implements StatisticsFiguresDto {
  @Field(() => Int, { description: 'Rooms × nights: every room, out-of-order nights not deducted' }) roomsAvailable!: number;
  @Field(() => Int, { description: 'Room-nights of stays not cancelled or no-show' }) roomsSold!: number;
  @Field(() => Int, { description: 'Room-nights under a room block' }) outOfOrder!: number;
  @Field(() => Float, { description: 'Rooms sold ÷ rooms available, a percent with one decimal' }) occupancy!: number;
  @Field(() => String, { description: 'Room revenue ÷ rooms sold' }) adr!: string;
  @Field(() => String, { description: 'Room revenue ÷ rooms available' }) revpar!: string;
  @Field(() => String) roomRevenue!: string;
  @Field(() => String) tax1!: string;
  @Field(() => String) tax2!: string;
  @Field(() => String, { description: 'Folio extras dated in the period' }) extras!: string;
  @Field(() => Boolean, { description: 'Every day of the period is closed by the night audit' }) closed!: boolean;
}

@ObjectType('StatisticsRow', { description: 'One period: a month ("2026-12") or a day ("2026-12-15").' })
export class StatisticsRowType extends StatisticsFiguresType {
  @Field(() => String) period!: string;
}

@ObjectType('ChannelMix', { description: "A booking source's part of the range, by the night as the totals count it." })
export class ChannelMixType implements ChannelMixDto {
  @Field(() => String, { description: orList(BOOKING_SOURCES) }) source!: BookingSource;
  @Field(() => Int, { description: 'Room-nights of its stays not cancelled or no-show' }) roomNights!: number;
  @Field(() => String, { description: 'Room revenue of those nights' }) roomRevenue!: string;
  @Field(() => Float, { description: "Its room-nights ÷ all the range's, a percent with one decimal" }) roomNightsShare!: number;
  @Field(() => Float, { description: "Its room revenue ÷ all the range's, a percent with one decimal" })
  roomRevenueShare!: number;
}

@ObjectType('Statistics')
export class StatisticsType {
  @Field(() => [StatisticsRowType]) rows!: StatisticsRowType[];
  @Field(() => StatisticsFiguresType) totals!: StatisticsFiguresType;
  @Field(() => [ChannelMixType], { description: 'Room-nights and room revenue by booking source, every source listed' })
  channelMix!: ChannelMixType[];
}
