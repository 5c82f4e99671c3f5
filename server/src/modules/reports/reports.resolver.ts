import { DESK, MANAGERS } from '@core/roles';
import { reportDateSchema } from '@core/schemas/folio.schema';
import { reportYearSchema } from '@core/schemas/report.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toMonthlyReportDto, toQuarterlyReportDto } from './report.mapper';
import { MonthlyReportType, QuarterlyReportType } from './report.types';
import { monthlyReport, quarterlyReport } from './reports.service';
import { toDailyReportType, dailyReportOfDay } from '../night-audit';
import { DailyReportType } from './daily-report.types';

@Resolver()
export class ReportsResolver {
  @Query(() => MonthlyReportType)
  @Allow(MANAGERS)
  async monthlyReport(@Arg('year', () => Int) year: number, @Ctx() ctx: RequestContext): Promise<MonthlyReportType> {
    const parsed = parseInput(reportYearSchema, year);
    return toMonthlyReportDto(await monthlyReport(ctx, parsed), parsed);
  }

  @Query(() => QuarterlyReportType)
  @Allow(MANAGERS)
  async quarterlyReport(@Arg('year', () => Int) year: number, @Ctx() ctx: RequestContext): Promise<QuarterlyReportType> {
    const parsed = parseInput(reportYearSchema, year);
    return toQuarterlyReportDto(await quarterlyReport(ctx, parsed), parsed);
  }

  @Query(() => DailyReportType, {
    description: 'The close of one day (YYYY-MM-DD): arrivals, departures, in house, the night, the payments',
  })
  @Allow(DESK)
  async dailyReport(@Arg('date', () => String) date: string, @Ctx() ctx: RequestContext): Promise<DailyReportType> {
    const day = await dailyReportOfDay(ctx, parseInput(reportDateSchema, date));
    return toDailyReportType(day);
  }
}
