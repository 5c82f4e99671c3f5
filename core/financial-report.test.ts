import { describe, expect, it } from 'vitest';
import { buildMonthlyReport, buildQuarterlyReport } from './financial-report';
import { cents, formatMoney } from './money';

const c = (value: number) => cents(value);
const sums = [
  { month: 1, taxable: c(30000), nonTaxable: c(0), tax1: c(2400), tax2: c(1500), grandTotal: c(33900) },
  { month: 2, taxable: c(0), nonTaxable: c(180000), tax1: c(0), tax2: c(0), grandTotal: c(180000) },
  { month: 11, taxable: c(12345), nonTaxable: c(100), tax1: c(988), tax2: c(617), grandTotal: c(14050) },
];

describe('the financial report', () => {
  it('lists all twelve months, January first, with subtotal = taxable + non-taxable', () => {
    const report = buildMonthlyReport(sums);
    expect(report.months.map((row) => row.month)).toEqual([
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
    ]);
    expect(formatMoney(report.months[0]!.subtotal)).toBe('300.00');
    expect(formatMoney(report.months[10]!.subtotal)).toBe('124.45');
    expect(formatMoney(report.months[5]!.grandTotal)).toBe('0.00');
  });

  it('totals equal the sum of the rows to the cent', () => {
    const { totals } = buildMonthlyReport(sums);
    expect(Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, formatMoney(value)]))).toEqual({
      taxable: '423.45',
      nonTaxable: '1801.00',
      subtotal: '2224.45',
      tax1: '33.88',
      tax2: '21.17',
      grandTotal: '2279.50',
    });
  });

  it('groups months into Qtr1 (Jan-Mar) … Qtr4 (Oct-Dec)', () => {
    const quarterly = buildQuarterlyReport(buildMonthlyReport(sums));
    expect(quarterly.quarters.map((q) => [q.quarter, formatMoney(q.grandTotal)])).toEqual([
      ['Qtr1', '2139.00'],
      ['Qtr2', '0.00'],
      ['Qtr3', '0.00'],
      ['Qtr4', '140.50'],
    ]);
    expect(formatMoney(quarterly.totals.grandTotal)).toBe('2279.50');
  });
});
