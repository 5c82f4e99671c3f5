import { reportMonthSchema } from '@core/schemas/tax-report.schema';
import { addMonthsClamped, isTimeZone, todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import type { TaxReportQuery as TaxReportResult } from '../../gql/graphql';

/** The tax report as the TaxReport query answers it: money as "0.00". */
export type TaxReportData = TaxReportResult['taxReport'];

/** What a motel files first: last month's return, on the hotel's clock. */
export function defaultTaxMonth(timezone: string | null | undefined, now: Date = new Date()): string {
  const today = todayInZone(timezone && isTimeZone(timezone) ? timezone : DEFAULT_TIMEZONE, now);
  return addMonthsClamped(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** The month a month field holds, or null while it holds none (core's month schema decides). */
export function monthOfField(value: string): string | null {
  const parsed = reportMonthSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The server's file of the month's tax report (an attachment). */
export function taxReportDocumentUrl(month: string, format: 'pdf' | 'csv'): string {
  return `/api/hotel/reports/tax.${format}?${new URLSearchParams({ month }).toString()}`;
}
