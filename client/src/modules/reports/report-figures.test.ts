import { cents } from '@core/money';
import { describe, expect, it } from 'vitest';
import {
  bestMonth,
  chartBars,
  compactUsd,
  currentReportYear,
  niceAxis,
  reportDocumentUrl,
  reportTableRows,
  totalTaxes,
  usd,
  type MonthlyReportData,
} from './report-figures';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const zero = { taxable: '0.00', nonTaxable: '0.00', subtotal: '0.00', tax1: '0.00', tax2: '0.00', grandTotal: '0.00' };
const report: MonthlyReportData = {
  year: 2026,
  tax1Name: 'Occupancy Tax',
  tax2Name: 'City Levy',
  months: MONTHS.map((month) => ({ month, ...zero })),
  totalTaxable: '799.00',
  totalNonTaxable: '1450.00',
  totalSubtotal: '2249.00',
  totalTax1: '63.92',
  totalTax2: '39.95',
  totalGrandTotal: '2352.87',
  totalExtras: '0.00',
  totalWithExtras: '2352.87',
};
report.months[0] = {
  month: 'January',
  taxable: '799.00',
  nonTaxable: '0.00',
  subtotal: '799.00',
  tax1: '63.92',
  tax2: '39.95',
  grandTotal: '902.87',
};
report.months[1] = {
  month: 'February',
  taxable: '0.00',
  nonTaxable: '1450.00',
  subtotal: '1450.00',
  tax1: '0.00',
  tax2: '0.00',
  grandTotal: '1450.00',
};

describe('the financial report screen figures', () => {
  it('lists twelve months and the TOTAL row', () => {
    const rows = reportTableRows(report);
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual(report.months[0]);
    expect(rows[12]).toEqual({
      month: 'TOTAL',
      taxable: '799.00',
      nonTaxable: '1450.00',
      subtotal: '2249.00',
      tax1: '63.92',
      tax2: '39.95',
      grandTotal: '2352.87',
    });
  });

  it('shows amounts in USD with $ and two decimals', () => {
    expect(usd('2352.87')).toBe('$2,352.87');
    expect(usd('0.00')).toBe('$0.00');
    expect(usd('-5.5')).toBe('-$5.50');
    expect(totalTaxes(report)).toBe('$103.87');
  });

  it('splits each bar into its taxable part with taxes and its non-taxable part', () => {
    const bars = chartBars(report);
    expect(bars[0]).toEqual({ month: 'January', taxable: 90287, nonTaxable: 0, grandTotal: 90287 });
    expect(bars[1]).toEqual({ month: 'February', taxable: 0, nonTaxable: 145000, grandTotal: 145000 });
    expect(bestMonth(report)).toEqual({ month: 'February', grandTotal: '1450.00' });
    expect(bestMonth({ ...report, months: MONTHS.map((month) => ({ month, ...zero })) })).toBeNull();
  });

  it.each([
    [0, 100000, 25000],
    [145000, 200000, 50000],
    [90287, 100000, 25000],
    [2449997, 4000000, 1000000],
    [99, 100, 25],
  ])('ends the axis for a tallest bar of %i cents at %i in steps of %i', (max, end, step) => {
    expect(niceAxis(cents(max))).toEqual({ max: end, step });
  });

  it.each([
    [25000, '$250'],
    [1250000, '$12.5k'],
    [100000, '$1k'],
    [150000000, '$1.5M'],
  ])('labels %i cents on the axis as %s', (amount, label) => {
    expect(compactUsd(cents(amount))).toBe(label);
  });

  it("takes this year from the hotel's timezone", () => {
    const newYearInLondon = new Date('2027-01-01T02:00:00Z');
    expect(currentReportYear('Europe/London', newYearInLondon)).toBe(2027);
    expect(currentReportYear('America/Los_Angeles', newYearInLondon)).toBe(2026);
    expect(currentReportYear(null, newYearInLondon)).toBe(2026);
    expect(currentReportYear('UTC', new Date('2019-06-01T00:00:00Z'))).toBe(2020);
  });

  it('links the server documents of the year', () => {
    expect(reportDocumentUrl(2026, 'pdf')).toBe('/api/hotel/reports/2026/pdf');
    expect(reportDocumentUrl(2026, 'pdf', true)).toBe('/api/hotel/reports/2026/pdf?inline=1');
    expect(reportDocumentUrl(2031, 'xlsx')).toBe('/api/hotel/reports/2031/xlsx');
  });
});
