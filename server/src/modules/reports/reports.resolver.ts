import { reportYearSchema } from '@core/schemas/report.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toMonthlyReportDto, toQuarterlyReportDto } from './report.mapper';
import { MonthlyReportType, QuarterlyReportType } from './report.types';
import { monthlyReport, quarterlyReport } from './reports.service';

@Resolver()
export class ReportsResolver {
  @Query(() => MonthlyReportType)
  @Allow('hotel')
  async monthlyReport(@Arg('year', () => Int) year: number, @Ctx() ctx: RequestContext): Promise<MonthlyReportType> {
    const parsed = parseInput(reportYearSchema, year);
    return toMonthlyReportDto(await monthlyReport(ctx, parsed), parsed);
  }

  @Query(() => QuarterlyReportType)
  @Allow('hotel')
  async quarterlyReport(@Arg('year', () => Int) year: number, @Ctx() ctx: RequestContext): Promise<QuarterlyReportType> {
    const parsed = parseInput(reportYearSchema, year);
    return toQuarterlyReportDto(await quarterlyReport(ctx, parsed), parsed);
  }
}
