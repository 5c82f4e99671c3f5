import { buildQuarterlyReport } from '@core/financial-report';
import type { ReportFormat } from '@core/schemas/report.schema';
import { taxLabel, type TaxLine } from '@core/tax-choice';
import type { RequestContext } from '../../context';
import { requireSession } from '../accounts';
import { loadHotelDetails } from '../../documents/hotel-details.service';
import { renderHere, type DocumentInput, type DocumentKind } from '../../documents/document-renderers';
import { CSV, PDF, XLSX, type DocumentFile } from '../../documents/send-document';
import { reportFileName, type ReportDocumentData, type ReportTaxInfo } from './report-document';
import { loadHotelTaxes } from '../tax-rates';
import { toMonthlyReportDto, toQuarterlyReportDto, type MonthlyReportDto } from './report.mapper';
import { monthlyReport } from './reports.service';

function taxInfo(name: string, line: TaxLine | null): ReportTaxInfo {
  if (!line) return { name, rate: 'Not configured' };
  return { name, rate: line.isPercentage ? taxLabel(line, 2) : `${taxLabel(line)} per night` };
}

/** The monthly report as the CSV prints it: the same figures as GET /api/hotel/reports/monthly/{year}. */
export async function reportTableDocument(ctx: RequestContext, year: number): Promise<MonthlyReportDto> {
  return toMonthlyReportDto(await monthlyReport(ctx, year), year);
}

/** What the PDF and the workbook print: the year's report, its quarters, the hotel and its taxes. */
export async function reportDocument(ctx: RequestContext, year: number, now = new Date()): Promise<ReportDocumentData> {
  const session = requireSession(ctx);
  const monthly = await monthlyReport(ctx, year);
  const taxes = await loadHotelTaxes(ctx.em);
  const hotel = await loadHotelDetails(ctx.em, session.actingHotel.name);
  return {
    hotel,
    monthly: toMonthlyReportDto(monthly, year),
    quarterly: toQuarterlyReportDto(
      { ...buildQuarterlyReport(monthly), tax1Name: monthly.tax1Name, tax2Name: monthly.tax2Name },
      year,
    ),
    taxes: [taxInfo(monthly.tax1Name, taxes.tax1), taxInfo(monthly.tax2Name, taxes.tax2)],
    generatedAt: now,
  };
}

/** Loads a document's data and renders it: on a render worker for a request, in its own process for the CLI. */
export type RenderWith = <K extends DocumentKind>(kind: K, load: () => Promise<DocumentInput<K>>) => Promise<Buffer>;

export const renderInProcess: RenderWith = async (kind, load) => renderHere(kind, await load());

/**
 * The year's financial report as a file, for GET /api/hotel/reports/{year}/pdf|csv|xlsx (`render` on a
 * worker) and `innkeep report export` alike.
 */
export async function renderReport(
  ctx: RequestContext,
  year: number,
  format: ReportFormat,
  render: RenderWith = renderInProcess,
): Promise<DocumentFile> {
  const fileName = reportFileName(year, format);
  switch (format) {
    case 'pdf':
      return { body: await render('reportPdf', () => reportDocument(ctx, year)), contentType: PDF, fileName };
    case 'xlsx':
      return { body: await render('reportXlsx', () => reportDocument(ctx, year)), contentType: XLSX, fileName };
    case 'csv':
      return { body: await render('reportCsv', () => reportTableDocument(ctx, year)), contentType: CSV, fileName };
  }
}
