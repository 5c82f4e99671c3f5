import { DESK } from '@core/roles';
import { reportDateSchema } from '@core/schemas/folio.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { requireSession } from '../accounts/guards';
import { loadHotelDetails } from '../documents/hotel-details.service';
import { PDF, sendDocument } from '../documents/send-document';
import { buildDailyReportPdf, dailyReportFileName } from './daily-report-pdf';
import { toDailyReportDto } from './daily-report.mapper';
import { dailyReport } from './daily-report.service';

/** The daily report (issue 14): the close of one day, as JSON and as a PDF to print. */
export const dailyReportRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/reports/daily/:date',
    access: DESK,
    handle: async (ctx, req) => toDailyReportDto(await dailyReport(ctx, parseInput(reportDateSchema, req.params.date))),
  },
  {
    method: 'get',
    path: '/hotel/reports/daily/:date/pdf',
    access: DESK,
    handle: async (ctx, req, res) => {
      const date = parseInput(reportDateSchema, req.params.date);
      const report = await dailyReport(ctx, date);
      const hotel = await loadHotelDetails(ctx.em, requireSession(ctx).actingHotel.name);
      const body = await buildDailyReportPdf({ hotel, report, generatedAt: new Date() });
      return sendDocument(req, res, { body, contentType: PDF, fileName: dailyReportFileName(date) });
    },
  },
];
