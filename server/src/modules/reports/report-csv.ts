import { formatMoney } from '@core/money';
import type { MonthlyReportDto } from './report.mapper';
import { csvCell } from '../../documents/csv-cell';
import { extrasSummary, figureValues, monthRows, reportColumnTitles, totalRow } from './report-document';

/**
 * GET /api/hotel/reports/{year}/csv: the monthly table as data. A header row, twelve months and TOTAL, then
 * the grand total without extras, the year's folio extras and the total with them (in the Grand Total column);
 * amounts are plain numbers with two decimals ("1234.50", no $ or thousands separator) so a spreadsheet
 * reads them as numbers. UTF-8 with a byte-order mark (Excel needs it for names like "Taxe de séjour"), CRLF.
 */
export function buildReportCsv(monthly: MonthlyReportDto): string {
  const lines = [
    reportColumnTitles(monthly).map(csvCell),
    ...[...monthRows(monthly), totalRow(monthly)].map((row) => [csvCell(row.label), ...figureValues(row).map(formatMoney)]),
    ...extrasSummary(monthly).map((line) => [csvCell(line.label), '', '', '', '', '', formatMoney(line.amount)]),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
