import { formatMoney } from '@core/money';
import type { ExemptPart, ExemptReason, TaxReport } from '@core/tax-report';

/** One tax of the month as /api answers it: money as "0.00", refunds negative. */
export interface TaxReportRowDto {
  taxRateId: number | null;
  name: string;
  roomRevenue: string;
  taxableRevenue: string;
  exemptRevenue: Record<ExemptPart, string>;
  taxCharged: string;
  refunds: string;
  due: string;
}

export interface ExemptStayDto {
  bookingId: number;
  guest: string;
  room: string;
  nights: number;
  exemptRevenue: string;
  reason: ExemptReason;
}

export interface TaxReportDto {
  month: string;
  byTax: TaxReportRowDto[];
  exemptStays: ExemptStayDto[];
}

/** GET /api/hotel/reports/tax?month=YYYY-MM (issue 26). */
export function toTaxReportDto(report: TaxReport): TaxReportDto {
  return {
    month: report.month,
    byTax: report.byTax.map((row) => ({
      taxRateId: row.taxRateId,
      name: row.name,
      roomRevenue: formatMoney(row.roomRevenue),
      taxableRevenue: formatMoney(row.taxableRevenue),
      exemptRevenue: {
        monthlyRate: formatMoney(row.exemptRevenue.monthlyRate),
        longStay: formatMoney(row.exemptRevenue.longStay),
        agreement: formatMoney(row.exemptRevenue.agreement),
      },
      taxCharged: formatMoney(row.taxCharged),
      refunds: formatMoney(row.refunds),
      due: formatMoney(row.due),
    })),
    exemptStays: report.exemptStays.map((stay) => ({
      bookingId: stay.bookingId,
      guest: stay.guest,
      room: stay.room,
      nights: stay.nights,
      exemptRevenue: formatMoney(stay.exemptRevenue),
      reason: stay.reason,
    })),
  };
}
