import { buildQuarterlyReport } from '@core/financial-report';
import type { ReportFormat } from '@core/schemas/report.schema';
import { taxLabel, type TaxLine } from '@core/tax-choice';
import type { RequestContext } from '../../context';
import { requireSession } from '../accounts/guards';
import { loadHotelDetails } from '../documents/hotel-details.service';
import { CSV, PDF, XLSX, type DocumentFile } from '../documents/send-document';
import { reportFileName, type ReportDocumentData, type ReportTaxInfo } from './report-document';
import { loadHotelTaxes } from '../tax-rates/hotel-taxes.service';
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

/**
 * The year's financial report as a file, for GET /api/hotel/reports/{year}/pdf|csv|xlsx and
 * `innkeep report export` alike. Each builder is loaded only for its format: pdfmake and exceljs take a
 * while to load.
 */
export async function renderReport(ctx: RequestContext, year: number, format: ReportFormat): Promise<DocumentFile> {
  const fileName = reportFileName(year, format);
  switch (format) {
    case 'pdf': {
      const { buildReportPdf } = await import('./report-pdf');
      return { body: await buildReportPdf(await reportDocument(ctx, year)), contentType: PDF, fileName };
    }
    case 'xlsx': {
      const { buildReportXlsx } = await import('./report-xlsx');
      return { body: await buildReportXlsx(await reportDocument(ctx, year)), contentType: XLSX, fileName };
    }
    case 'csv': {
      const { buildReportCsv } = await import('./report-csv');
      return { body: buildReportCsv(await reportTableDocument(ctx, year)), contentType: CSV, fileName };
    }
  }
}
