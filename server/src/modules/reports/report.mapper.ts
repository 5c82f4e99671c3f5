import type { MonthlyReport, PeriodExtras, PeriodFigures, QuarterlyReport } from '@core/financial-report';
import { formatMoney } from '@core/money';
import type { ReportTaxNames } from './reports.service';

const money = (figures: PeriodFigures) => ({
  taxable: formatMoney(figures.taxable),
  nonTaxable: formatMoney(figures.nonTaxable),
  subtotal: formatMoney(figures.subtotal),
  tax1: formatMoney(figures.tax1),
  tax2: formatMoney(figures.tax2),
  grandTotal: formatMoney(figures.grandTotal),
});

/** Added beside the spec's fields (issue 23): the folio extras by their dates, and the total with them. */
const extras = (figures: PeriodExtras) => ({
  extras: formatMoney(figures.extras),
  totalWithExtras: formatMoney(figures.totalWithExtras),
});

/** GET /api/hotel/reports/monthly/{year} (spec section 3, Monthly report). */
export function toMonthlyReportDto(report: MonthlyReport & ReportTaxNames, year: number) {
  const totals = money(report.totals);
  return {
    year,
    months: report.months.map((row) => ({ month: row.month, ...money(row), ...extras(row) })),
    totalTaxable: totals.taxable,
    totalNonTaxable: totals.nonTaxable,
    totalSubtotal: totals.subtotal,
    totalTax1: totals.tax1,
    totalTax2: totals.tax2,
    totalGrandTotal: totals.grandTotal,
    totalExtras: formatMoney(report.totals.extras),
    totalWithExtras: formatMoney(report.totals.totalWithExtras),
    tax1Name: report.tax1Name,
    tax2Name: report.tax2Name,
  };
}

/** GET /api/hotel/reports/quarterly/{year} (spec section 3, Quarterly report). */
export function toQuarterlyReportDto(report: QuarterlyReport & ReportTaxNames, year: number) {
  return {
    year,
    quarters: report.quarters.map((row) => ({ quarter: row.quarter, ...money(row), ...extras(row) })),
    totalGrandTotal: formatMoney(report.totals.grandTotal),
    totalExtras: formatMoney(report.totals.extras),
    totalWithExtras: formatMoney(report.totals.totalWithExtras),
    tax1Name: report.tax1Name,
    tax2Name: report.tax2Name,
  };
}

export type MonthlyReportDto = ReturnType<typeof toMonthlyReportDto>;
export type QuarterlyReportDto = ReturnType<typeof toQuarterlyReportDto>;
export type ReportMonthDto = MonthlyReportDto['months'][number];
export type ReportQuarterDto = QuarterlyReportDto['quarters'][number];
