import { MANAGERS } from '@core/roles';
import { taxReportQuerySchema } from '@core/schemas/tax-report.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { renderDocument } from '../../documents/render-pool';
import { sendDocument } from '../../documents/send-document';
import { renderTaxReport } from './tax-report-documents';
import { toTaxReportDto } from './tax-report.mapper';
import { taxReport } from './tax-report.service';

/** The month's taxable and exempt room revenue by tax (issue 26), as JSON, PDF and CSV. */
export const taxReportRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/reports/tax',
    access: MANAGERS,
    handle: async (ctx, req) => toTaxReportDto(await taxReport(ctx, parseInput(taxReportQuerySchema, req.query))),
  },
  ...(['pdf', 'csv'] as const).map((format): RouteDef => ({
    method: 'get',
    path: `/hotel/reports/tax.${format}`,
    access: MANAGERS,
    handle: async (ctx, req, res) =>
      sendDocument(
        req,
        res,
        await renderTaxReport(ctx, parseInput(taxReportQuerySchema, req.query), format, (kind, load) =>
          renderDocument(ctx, kind, load),
        ),
      ),
  })),
];
