import { addMoney, cents, formatUsd, parseMoney, subtractMoney, ZERO, type Cents } from '@core/money';
import { REPORT_YEAR_MAX, REPORT_YEAR_MIN } from '@core/schemas/report.schema';
import { isTimeZone, todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';

/** One period's money as the API sends it: "0.00" strings. */
export interface PeriodMoney {
  taxable: string;
  nonTaxable: string;
  subtotal: string;
  tax1: string;
  tax2: string;
  grandTotal: string;
}

export interface MonthlyReportData {
  year: number;
  tax1Name: string;
  tax2Name: string;
  months: (PeriodMoney & { month: string })[];
  totalTaxable: string;
  totalNonTaxable: string;
  totalSubtotal: string;
  totalTax1: string;
  totalTax2: string;
  totalGrandTotal: string;
  /** The year's folio extras by their own dates, beside the columns (issue 23), and the total with them. */
  totalExtras: string;
  totalWithExtras: string;
}

export const TOTAL_LABEL = 'TOTAL';

/** "$1,234.50" from "1234.50"; anything unreadable shows as it came. */
export function usd(amount: string): string {
  try {
    return formatUsd(parseMoney(amount));
  } catch {
    return amount;
  }
}

/** The TOTAL row of the monthly table. */
export function totalsOf(report: MonthlyReportData): PeriodMoney {
  return {
    taxable: report.totalTaxable,
    nonTaxable: report.totalNonTaxable,
    subtotal: report.totalSubtotal,
    tax1: report.totalTax1,
    tax2: report.totalTax2,
    grandTotal: report.totalGrandTotal,
  };
}

/** The grid's rows: twelve months, then TOTAL. */
export function reportTableRows(report: MonthlyReportData): (PeriodMoney & { month: string })[] {
  const pick = ({ taxable, nonTaxable, subtotal, tax1, tax2, grandTotal }: PeriodMoney) => ({
    taxable,
    nonTaxable,
    subtotal,
    tax1,
    tax2,
    grandTotal,
  });
  return [...report.months.map((row) => ({ month: row.month, ...pick(row) })), { month: TOTAL_LABEL, ...pick(totalsOf(report)) }];
}

/** The current year on the hotel's wall clock, within the years a report may ask for. */
export function currentReportYear(timezone: string | null | undefined, now: Date = new Date()): number {
  const zone = timezone && isTimeZone(timezone) ? timezone : DEFAULT_TIMEZONE;
  const year = Number(todayInZone(zone, now).slice(0, 4));
  return Math.min(REPORT_YEAR_MAX, Math.max(REPORT_YEAR_MIN, year));
}

export type ReportDocumentKind = 'pdf' | 'csv' | 'xlsx';

/** The server's documents of a year (attachment downloads; `inline` opens the PDF in the browser to print). */
export function reportDocumentUrl(year: number, kind: ReportDocumentKind, inline = false): string {
  return `/api/hotel/reports/${year}/${kind}${inline ? '?inline=1' : ''}`;
}

export interface ChartBar {
  month: string;
  /** Daily and Weekly revenue with its taxes (Monthly bookings carry none): the grand total less non-taxable. */
  taxable: Cents;
  nonTaxable: Cents;
  grandTotal: Cents;
}

/** Each month's grand total, split into its taxable part (with taxes) and its non-taxable part. */
export function chartBars(report: MonthlyReportData): ChartBar[] {
  return report.months.map((row) => {
    const grandTotal = parseMoney(row.grandTotal);
    const nonTaxable = parseMoney(row.nonTaxable);
    return { month: row.month, taxable: subtractMoney(grandTotal, nonTaxable), nonTaxable, grandTotal };
  });
}

/**
 * A y-axis that ends on a round amount: the smallest of 1, 2, 2.5 or 5 times a power of ten, in whole
 * dollars, that splits the tallest bar's height into `ticks` steps. An empty year still gets an axis.
 */
export function niceAxis(maxCents: Cents, ticks = 4): { max: Cents; step: Cents } {
  const maxDollars = Math.max(maxCents, 0) / 100;
  if (maxDollars <= 0) return { max: cents(ticks * 25_000), step: cents(25_000) };
  const raw = maxDollars / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!;
  const stepCents = Math.max(1, Math.round(step * 100));
  return { max: cents(stepCents * ticks), step: cents(stepCents) };
}

/** "$12k", "$1.5M", "$250": short axis labels. */
export function compactUsd(amount: Cents): string {
  const dollars = amount / 100;
  const format = (value: number, suffix: string) => `$${Number(value.toFixed(1)).toLocaleString('en-US')}${suffix}`;
  if (dollars >= 1_000_000) return format(dollars / 1_000_000, 'M');
  if (dollars >= 1_000) return format(dollars / 1_000, 'k');
  return `$${Math.round(dollars).toLocaleString('en-US')}`;
}

/** The month with the largest grand total, or null for a year without revenue. */
export function bestMonth(report: MonthlyReportData): { month: string; grandTotal: string } | null {
  let best: { month: string; grandTotal: string; cents: Cents } | null = null;
  for (const row of report.months) {
    const cents = parseMoney(row.grandTotal);
    if (cents > (best?.cents ?? ZERO)) best = { month: row.month, grandTotal: row.grandTotal, cents };
  }
  return best && { month: best.month, grandTotal: best.grandTotal };
}

/** The total tax collected over the year: both taxes. */
export function totalTaxes(report: MonthlyReportData): string {
  return formatUsd(addMoney(parseMoney(report.totalTax1), parseMoney(report.totalTax2)));
}
