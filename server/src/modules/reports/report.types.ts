import type { MonthName, Quarter } from '@core/report-periods';
import { Field, Int, ObjectType } from 'type-graphql';
import type { MonthlyReportDto, QuarterlyReportDto, ReportMonthDto, ReportQuarterDto } from './report.mapper';

@ObjectType('ReportMonth')
export class ReportMonthType implements ReportMonthDto {
  @Field(() => String) month!: MonthName;
  @Field(() => String) taxable!: string;
  @Field(() => String) nonTaxable!: string;
  @Field(() => String) subtotal!: string;
  @Field(() => String) tax1!: string;
  @Field(() => String) tax2!: string;
  @Field(() => String) grandTotal!: string;
  @Field(() => String, { description: 'Folio extras dated in the period (not part of grandTotal).' }) extras!: string;
  @Field(() => String, { description: 'grandTotal plus the extras.' }) totalWithExtras!: string;
}

@ObjectType('MonthlyReport', { description: 'All twelve months of a year by check-in date, money as "0.00" strings.' })
export class MonthlyReportType implements MonthlyReportDto {
  @Field(() => Int) year!: number;
  @Field(() => [ReportMonthType]) months!: ReportMonthType[];
  @Field(() => String) totalTaxable!: string;
  @Field(() => String) totalNonTaxable!: string;
  @Field(() => String) totalSubtotal!: string;
  @Field(() => String) totalTax1!: string;
  @Field(() => String) totalTax2!: string;
  @Field(() => String) totalGrandTotal!: string;
  @Field(() => String, { description: 'The folio extras dated in the year (not part of totalGrandTotal).' })
  totalExtras!: string;
  @Field(() => String, { description: 'totalGrandTotal plus totalExtras.' }) totalWithExtras!: string;
  @Field(() => String) tax1Name!: string;
  @Field(() => String) tax2Name!: string;
}

@ObjectType('ReportQuarter')
export class ReportQuarterType implements ReportQuarterDto {
  @Field(() => String) quarter!: Quarter;
  @Field(() => String) taxable!: string;
  @Field(() => String) nonTaxable!: string;
  @Field(() => String) subtotal!: string;
  @Field(() => String) tax1!: string;
  @Field(() => String) tax2!: string;
  @Field(() => String) grandTotal!: string;
  @Field(() => String, { description: 'Folio extras dated in the period (not part of grandTotal).' }) extras!: string;
  @Field(() => String, { description: 'grandTotal plus the extras.' }) totalWithExtras!: string;
}

@ObjectType('QuarterlyReport')
export class QuarterlyReportType implements QuarterlyReportDto {
  @Field(() => Int) year!: number;
  @Field(() => [ReportQuarterType]) quarters!: ReportQuarterType[];
  @Field(() => String) totalGrandTotal!: string;
  @Field(() => String, { description: 'The folio extras dated in the year (not part of totalGrandTotal).' })
  totalExtras!: string;
  @Field(() => String, { description: 'totalGrandTotal plus totalExtras.' }) totalWithExtras!: string;
  @Field(() => String) tax1Name!: string;
  @Field(() => String) tax2Name!: string;
}
