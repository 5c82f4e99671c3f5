import { formatMoney } from '@core/money';
import type { TaxReportQuery } from '@core/schemas/tax-report.schema';
import { EXEMPT_STAY_COLUMNS, TAX_REPORT_LINES, type TaxReport } from '@core/tax-report';
import type { RequestContext } from '../../context';
import { csvCell } from '../../documents/csv-cell';
import { loadHotelDetails } from '../../documents/hotel-details.service';
import { CSV, PDF, type DocumentFile } from '../../documents/send-document';
import { requireSession } from '../accounts';
import { renderInProcess, type RenderWith } from './report-documents.service';
import { taxReportFileName } from './tax-report-pdf';
import { taxReport } from './tax-report.service';

/**
 * GET /api/hotel/reports/tax.csv: a row per tax (its rate's id, then the PDF's lines as columns), an empty
 * line, then the exempt stays. Money as plain numbers ("1234.50"); UTF-8 with a byte-order mark, CRLF, as the
 * reports' CSV.
 */
export function buildTaxReportCsv(report: TaxReport): string {
  const lines = [
    ['Month', 'Tax', 'Tax rate', ...TAX_REPORT_LINES.map((line) => line.label)],
    ...report.byTax.map((row) => [
      report.month,
      csvCell(row.name),
      row.taxRateId === null ? '' : String(row.taxRateId),
      ...TAX_REPORT_LINES.map((line) => formatMoney(line.figure(row))),
    ]),
    [],
    [...EXEMPT_STAY_COLUMNS],
    ...report.exemptStays.map((stay) => [
      String(stay.bookingId),
      csvCell(stay.guest),
      csvCell(stay.room),
      String(stay.nights),
      formatMoney(stay.exemptRevenue),
      stay.reason,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/**
 * The tax report as a file, for GET /api/hotel/reports/tax.pdf|csv (`render` on a worker) and `innkeep report
 * tax` alike. The CSV is text made here; the PDF goes through `render`.
 */
export async function renderTaxReport(
  ctx: RequestContext,
  query: TaxReportQuery,
  format: 'pdf' | 'csv',
  render: RenderWith = renderInProcess,
): Promise<DocumentFile> {
  const fileName = taxReportFileName(query.month, format);
  if (format === 'csv') return { body: buildTaxReportCsv(await taxReport(ctx, query)), contentType: CSV, fileName };
  const body = await render('taxReportPdf', async () => ({
    hotel: await loadHotelDetails(ctx.em, requireSession(ctx).actingHotel.name),
    report: await taxReport(ctx, query),
    generatedAt: new Date(),
  }));
  return { body, contentType: PDF, fileName };
}
