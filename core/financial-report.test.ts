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
      extras: '0.00',
      totalWithExtras: '2279.50',
    });
  });

  it('carries the folio extras beside the columns, by their month, with the total that includes them', () => {
    const extras = [
      { month: 2, extras: c(2500) },
      { month: 11, extras: c(166250) },
    ];
    const report = buildMonthlyReport(sums, extras);
    expect(report.months.map((row) => formatMoney(row.extras))).toEqual([
      '0.00',
      '25.00',
      ...Array<string>(8).fill('0.00'),
      '1662.50',
      '0.00',
    ]);
    expect(formatMoney(report.months[10]!.grandTotal)).toBe('140.50');
    expect(formatMoney(report.months[10]!.totalWithExtras)).toBe('1803.00');
    expect([report.totals.grandTotal, report.totals.extras, report.totals.totalWithExtras].map(formatMoney)).toEqual([
      '2279.50',
      '1687.50',
      '3967.00',
    ]);
    const quarterly = buildQuarterlyReport(report);
    expect(quarterly.quarters.map((q) => [q.quarter, formatMoney(q.extras), formatMoney(q.totalWithExtras)])).toEqual([
      ['Qtr1', '25.00', '2164.00'],
      ['Qtr2', '0.00', '0.00'],
      ['Qtr3', '0.00', '0.00'],
      ['Qtr4', '1662.50', '1803.00'],
    ]);
    expect(formatMoney(quarterly.totals.totalWithExtras)).toBe('3967.00');
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
