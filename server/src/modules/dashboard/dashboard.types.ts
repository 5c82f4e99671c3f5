import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { DashboardSummary } from './dashboard.service';

@ObjectType('DashboardSummary')
export class DashboardSummaryType implements DashboardSummary {
  @Field(() => Int) totalRooms!: number;
  @Field(() => Int) totalBookings!: number;
  @Field(() => String, { description: 'Grand totals of bookings checking in this month, "0.00"' }) monthlyRevenue!: string;
  @Field(() => String) revenueLabel!: string;
  @Field(() => Float, { description: 'Mean nights, one decimal' }) averageStay!: number;
  @Field(() => Float, { description: 'Percent of room-nights occupied this month, one decimal' }) occupancyRate!: number;
  @Field(() => Int, { description: 'Bookings with a balance due' }) pendingPayments!: number;
}
