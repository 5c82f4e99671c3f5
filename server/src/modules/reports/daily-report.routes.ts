import { DESK } from '@core/roles';
import { reportDateSchema } from '@core/schemas/folio.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { requireSession } from '../accounts';
import { loadHotelDetails } from '../../documents/hotel-details.service';
import { PDF, sendDocument } from '../../documents/send-document';
import { dailyReportFileName } from './daily-report-pdf';
import { renderDocument } from '../../documents/render-pool';
import { toDayReportDto, dailyReportOfDay } from '../night-audit';

/** The daily report (issue 14): the close of one day, as JSON and as a PDF to print. */
export const dailyReportRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/reports/daily/:date',
    access: DESK,
    handle: async (ctx, req) => toDayReportDto(await dailyReportOfDay(ctx, parseInput(reportDateSchema, req.params.date))),
  },
  {
    method: 'get',
    path: '/hotel/reports/daily/:date/pdf',
    access: DESK,
    handle: async (ctx, req, res) => {
      const date = parseInput(reportDateSchema, req.params.date);
      const body = await renderDocument(ctx, 'dailyReport', async () => ({
        hotel: await loadHotelDetails(ctx.em, requireSession(ctx).actingHotel.name),
        day: await dailyReportOfDay(ctx, date),
        generatedAt: new Date(),
      }));
      return sendDocument(req, res, { body, contentType: PDF, fileName: dailyReportFileName(date) });
    },
  },
];
