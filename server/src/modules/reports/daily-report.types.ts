import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { DailyStayDto } from './daily-report.mapper';

@ObjectType('PaymentMethodTotal', { description: "A payment method's total of the day, refunds netted." })
export class PaymentMethodTotalType {
  @Field(() => String) method!: string;
  @Field(() => String) amount!: string;
}

@ObjectType('DailyReportStay', { description: "A stay of the daily report's lists, with the guest's balance." })
export class DailyReportStayType implements DailyStayDto {
  @Field(() => Int) bookingId!: number;
  @Field(() => String) guest!: string;
  @Field(() => String) roomNumber!: string;
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
  @Field(() => String, { description: 'Owed: above zero; a credit: below zero' }) balance!: string;
}

@ObjectType('DailyReport', {
  description:
    "The close of one day: arrivals, departures and stays in house on that date, the night's room revenue and taxes, and the day's extras and payments.",
})
export class DailyReportType {
  @Field(() => String) date!: string;
  @Field(() => Int) arrivals!: number;
  @Field(() => Int) departures!: number;
  @Field(() => Int) inHouse!: number;
  @Field(() => Float, { description: 'In house ÷ rooms, a percent with one decimal' }) occupancyRate!: number;
  @Field(() => String) roomRevenue!: string;
  @Field(() => String, { description: 'Tax 1 and Tax 2 of the night' }) taxes!: string;
  @Field(() => String) extras!: string;
  @Field(() => String, { description: 'The adjustments posted that day, netted (credits negative)' }) adjustments!: string;
  @Field(() => [PaymentMethodTotalType]) paymentsByMethod!: PaymentMethodTotalType[];
  @Field(() => String) totalPayments!: string;
  @Field(() => [DailyReportStayType], { description: 'Stays checking in on the date, by room' })
  arrivalStays!: DailyReportStayType[];
  @Field(() => [DailyReportStayType], { description: 'Stays checking out on the date, by room' })
  departureStays!: DailyReportStayType[];
  @Field(() => [DailyReportStayType], { description: 'Stays whose night of the date it is, by room' })
  inHouseStays!: DailyReportStayType[];
  @Field(() => Boolean, { description: 'Closed by the night audit: the figures are as they stood at close' })
  closed!: boolean;
  @Field(() => String, { nullable: true, description: 'When the day was closed (ISO timestamp); null while open' })
  closedAt!: string | null;
  @Field(() => String, { nullable: true, description: 'Who closed the day; null while open' })
  closedBy!: string | null;
}
