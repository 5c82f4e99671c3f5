import { MANAGERS } from '@core/roles';
import { REPORT_FORMATS, reportYearSchema } from '@core/schemas/report.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { renderDocument } from '../../documents/render-pool';
import { sendDocument } from '../../documents/send-document';
import { renderReport } from './report-documents.service';

/** The financial report as files: PDF to file or print, CSV and Excel for the accountant. */
export const reportDocumentRoutes: RouteDef[] = REPORT_FORMATS.map((format) => ({
  method: 'get',
  path: `/hotel/reports/:year/${format}`,
  access: MANAGERS,
  handle: async (ctx, req, res) =>
    sendDocument(
      req,
      res,
      await renderReport(ctx, parseInput(reportYearSchema, req.params.year), format, (kind, load) =>
        renderDocument(ctx, kind, load),
      ),
    ),
}));
