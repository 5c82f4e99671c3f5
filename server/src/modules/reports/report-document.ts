import { parseMoney, type Cents } from '@core/money';
import type { MonthlyReportDto, QuarterlyReportDto } from './report.mapper';
import type { HotelDetails } from '../../documents/hotel-details';

/** One of the hotel's two taxes as the report prints it: "Occupancy Tax", "8.25%". */
export interface ReportTaxInfo {
  name: string;
  /** "8.25%", "$2.00 per night", or "Not configured". */
  rate: string;
}

/** Everything a report document shows: plain data, so the server's routes and the CLI build the same file. */
export interface ReportDocumentData {
  hotel: HotelDetails;
  monthly: MonthlyReportDto;
  quarterly: QuarterlyReportDto;
  taxes: [ReportTaxInfo, ReportTaxInfo];
  generatedAt: Date;
}

export interface FigureRow {
  label: string;
  taxable: Cents;
  nonTaxable: Cents;
  subtotal: Cents;
  tax1: Cents;
  tax2: Cents;
  grandTotal: Cents;
}

type MoneyRow = { taxable: string; nonTaxable: string; subtotal: string; tax1: string; tax2: string; grandTotal: string };

const figures = (label: string, row: MoneyRow): FigureRow => ({
  label,
  taxable: parseMoney(row.taxable),
  nonTaxable: parseMoney(row.nonTaxable),
  subtotal: parseMoney(row.subtotal),
  tax1: parseMoney(row.tax1),
  tax2: parseMoney(row.tax2),
  grandTotal: parseMoney(row.grandTotal),
});

/** The twelve months, January first, as cents. */
export function monthRows(monthly: MonthlyReportDto): FigureRow[] {
  return monthly.months.map((row) => figures(row.month, row));
}

/** The TOTAL row of the monthly table. */
export function totalRow(monthly: MonthlyReportDto, label = 'TOTAL'): FigureRow {
  return figures(label, {
    taxable: monthly.totalTaxable,
    nonTaxable: monthly.totalNonTaxable,
    subtotal: monthly.totalSubtotal,
    tax1: monthly.totalTax1,
    tax2: monthly.totalTax2,
    grandTotal: monthly.totalGrandTotal,
  });
}

const QUARTER_MONTHS: Record<string, string> = { Qtr1: 'Jan – Mar', Qtr2: 'Apr – Jun', Qtr3: 'Jul – Sep', Qtr4: 'Oct – Dec' };

/** Qtr1 to Qtr4 as cents, with the months each covers. */
export function quarterRows(quarterly: QuarterlyReportDto): (FigureRow & { months: string })[] {
  return quarterly.quarters.map((row) => ({ ...figures(row.quarter, row), months: QUARTER_MONTHS[row.quarter] ?? '' }));
}

/** The monthly table's column titles: the two tax columns carry the hotel's tax names. */
export function reportColumnTitles(monthly: Pick<MonthlyReportDto, 'tax1Name' | 'tax2Name'>, first = 'Month'): string[] {
  return [first, 'Taxable', 'Non-Taxable', 'Subtotal', monthly.tax1Name, monthly.tax2Name, 'Grand Total'];
}

export const figureValues = (row: FigureRow): Cents[] => [
  row.taxable,
  row.nonTaxable,
  row.subtotal,
  row.tax1,
  row.tax2,
  row.grandTotal,
];

/** The words every report document and the Financial Summary card use for the extras and the two totals. */
export const EXTRAS_LABELS = {
  grandTotal: 'Grand total (rooms and taxes, without extras)',
  extras: 'Extras (folio charges)',
  totalWithExtras: 'Total with extras',
} as const;

/**
 * The year's folio extras, which no column holds (the columns are the bookings'), between the grand total
 * without them and the total with them: the documents' summary lines, as cents.
 */
export function extrasSummary(monthly: MonthlyReportDto): { label: string; amount: Cents; strong: boolean }[] {
  return [
    { label: EXTRAS_LABELS.grandTotal, amount: parseMoney(monthly.totalGrandTotal), strong: false },
    { label: EXTRAS_LABELS.extras, amount: parseMoney(monthly.totalExtras), strong: false },
    { label: EXTRAS_LABELS.totalWithExtras, amount: parseMoney(monthly.totalWithExtras), strong: true },
  ];
}

/** "innkeep-report-2026.pdf" */
export const reportFileName = (year: number, extension: 'pdf' | 'csv' | 'xlsx') => `innkeep-report-${year}.${extension}`;
