import { buildMonthlyReport } from '@core/financial-report';
import { cents } from '@core/money';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../documents/csv-cell';
import { buildReportCsv } from './report-csv';
import { toMonthlyReportDto } from './report.mapper';

describe('the report CSV', () => {
  it.each([
    ['Occupancy Tax', 'Occupancy Tax'],
    ['Tax, City', '"Tax, City"'],
    ['The "hotel" fee', '"The ""hotel"" fee"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('writes the text %s as %s', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('has a header, twelve months and TOTAL, then the extras between the two grand totals, amounts as plain numbers', () => {
    const report = buildMonthlyReport(
      [
        {
          month: 3,
          taxable: cents(123456789),
          nonTaxable: cents(5),
          tax1: cents(1),
          tax2: cents(0),
          grandTotal: cents(123456795),
        },
      ],
      [{ month: 11, extras: cents(166250) }],
    );
    const csv = buildReportCsv(toMonthlyReportDto({ ...report, tax1Name: 'Tax, City', tax2Name: 'Tax 2' }, 2026));
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Month,Taxable,Non-Taxable,Subtotal,"Tax, City",Tax 2,Grand Total');
    expect(lines[3]).toBe('March,1234567.89,0.05,1234567.94,0.01,0.00,1234567.95');
    expect(lines[13]).toBe('TOTAL,1234567.89,0.05,1234567.94,0.01,0.00,1234567.95');
    expect(lines.slice(14)).toEqual([
      '"Grand total (rooms and taxes, without extras)",,,,,,1234567.95',
      'Extras (folio charges),,,,,,1662.50',
      'Total with extras,,,,,,1236230.45',
      '',
    ]);
  });
});
