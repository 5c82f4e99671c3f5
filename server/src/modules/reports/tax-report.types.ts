import { Field, Int, ObjectType } from 'type-graphql';
import type { ExemptReason } from '@core/tax-report';
import type { ExemptStayDto, TaxReportDto, TaxReportRowDto } from './tax-report.mapper';

@ObjectType('ExemptRevenue', { description: 'A tax\'s exempt room revenue by reason; money as "0.00".' })
export class ExemptRevenueType {
  @Field(() => String, { description: 'Nights of Monthly bookings, which carry no tax' }) monthlyRate!: string;
  @Field(() => String, { description: 'Nights past the long-stay rule’s N, or from the booking holding night N' })
  longStay!: string;
  @Field(() => String, { description: 'Nights under a long-stay agreement the rule exempts' }) agreement!: string;
}

@ObjectType('TaxReportRow', { description: 'One tax\'s figures of the month\'s nights; money as "0.00".' })
export class TaxReportRowType implements TaxReportRowDto {
  @Field(() => Int, { nullable: true, description: 'Null for a tax of the settings (a hotel with no tax rate)' })
  taxRateId!: number | null;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Taxable plus exempt: the nights of the stays whose rate type the tax applies to' })
  roomRevenue!: string;
  @Field(() => String) taxableRevenue!: string;
  @Field(() => ExemptRevenueType) exemptRevenue!: ExemptRevenueType;
  @Field(() => String, { description: 'The tax shares of the month’s nights' }) taxCharged!: string;
  @Field(() => String, { description: 'Long-stay refunds dated in the month (negative)' }) refunds!: string;
  @Field(() => String, { description: 'Long-stay tax due lines dated in the month' }) due!: string;
}

@ObjectType('ExemptStay', { description: 'A booking with nights exempt from a tax in the month, once per reason.' })
export class ExemptStayType implements ExemptStayDto {
  @Field(() => Int) bookingId!: number;
  @Field(() => String) guest!: string;
  @Field(() => String) room!: string;
  @Field(() => Int, { description: 'Its exempt nights in the month' }) nights!: number;
  @Field(() => String) exemptRevenue!: string;
  @Field(() => String, { description: 'Monthly rate, Long stay or Agreement' }) reason!: ExemptReason;
}

@ObjectType('TaxReport', { description: 'A month’s taxable and exempt room revenue by tax, by the night (YYYY-MM).' })
export class TaxReportType implements TaxReportDto {
  @Field(() => String) month!: string;
  @Field(() => [TaxReportRowType]) byTax!: TaxReportRowType[];
  @Field(() => [ExemptStayType]) exemptStays!: ExemptStayType[];
}
