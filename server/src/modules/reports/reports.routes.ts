import { MANAGERS } from '@core/roles';
import { reportYearSchema } from '@core/schemas/report.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { toMonthlyReportDto, toQuarterlyReportDto } from './report.mapper';
import { monthlyReport, quarterlyReport } from './reports.service';

/** Spec section 7: the monthly and quarterly financial reports. */
export const reportRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/reports/monthly/:year',
    access: MANAGERS,
    handle: async (ctx, req) => {
      const year = parseInput(reportYearSchema, req.params.year);
      return toMonthlyReportDto(await monthlyReport(ctx, year), year);
    },
  },
  {
    method: 'get',
    path: '/hotel/reports/quarterly/:year',
    access: MANAGERS,
    handle: async (ctx, req) => {
      const year = parseInput(reportYearSchema, req.params.year);
      return toQuarterlyReportDto(await quarterlyReport(ctx, year), year);
    },
  },
];
