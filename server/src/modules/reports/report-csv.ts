import { formatMoney } from '@core/money';
import type { MonthlyReportDto } from './report.mapper';
import { figureValues, monthRows, reportColumnTitles, totalRow } from './report-document';

/**
 * A text cell as RFC 4180 wants it, and safe to open: a value a spreadsheet would take for a formula
 * (=, +, -, @ first; a tax name is free text) is prefixed with an apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * GET /api/hotel/reports/{year}/csv: the monthly table as data. A header row, twelve months and TOTAL;
 * amounts are plain numbers with two decimals ("1234.50", no $ or thousands separator) so a spreadsheet
 * reads them as numbers. UTF-8 with a byte-order mark (Excel needs it for names like "Taxe de séjour"), CRLF.
 */
export function buildReportCsv(monthly: MonthlyReportDto): string {
  const lines = [
    reportColumnTitles(monthly).map(csvCell),
    ...[...monthRows(monthly), totalRow(monthly)].map((row) => [csvCell(row.label), ...figureValues(row).map(formatMoney)]),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
