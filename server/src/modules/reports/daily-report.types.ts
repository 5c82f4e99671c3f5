import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('PaymentMethodTotal', { description: "A payment method's total of the day, refunds netted." })
export class PaymentMethodTotalType {
  @Field(() => String) method!: string;
  @Field(() => String) amount!: string;
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
  @Field(() => [PaymentMethodTotalType]) paymentsByMethod!: PaymentMethodTotalType[];
  @Field(() => String) totalPayments!: string;
}
