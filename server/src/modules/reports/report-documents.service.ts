import { buildQuarterlyReport } from '@core/financial-report';
import { taxLabel, type TaxLine } from '@core/tax-choice';
import type { RequestContext } from '../../context';
import { requireSession } from '../accounts/guards';
import { loadHotelDetails } from '../documents/hotel-details.service';
import type { ReportDocumentData, ReportTaxInfo } from '../documents/report-document';
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
