import { csvCell } from '../../documents/csv-cell';
import { STATISTICS_COLUMNS } from './statistics-pdf';
import { statistics, type Statistics } from './statistics.service';
import type { StatisticsFigures } from '@core/statistics';
import { formatMoney } from '@core/money';
import type { StatisticsQuery } from '@core/schemas/statistics.schema';
import type { RequestContext } from '../../context';
import { requireSession } from '../accounts';
import { loadHotelDetails } from '../../documents/hotel-details.service';
import { CSV, PDF, type DocumentFile } from '../../documents/send-document';
import { renderInProcess, type RenderWith } from './report-documents.service';

export const statisticsFileName = (from: string, to: string, extension: 'pdf' | 'csv') =>
  `innkeep-statistics-${from}-${to}.${extension}`;

/**
 * GET /api/hotel/reports/statistics.csv: a header row, a row per period, then TOTAL. Money as plain numbers
 * ("1234.50"), occupancy as a percent number; UTF-8 with a byte-order mark, CRLF, as the reports' CSV.
 */
export function buildStatisticsCsv(statistics: Statistics): string {
  const cells = (label: string, row: StatisticsFigures) => [
    csvCell(label),
    String(row.roomsAvailable),
    String(row.roomsSold),
    String(row.outOfOrder),
    row.occupancy.toFixed(1),
    ...[row.adr, row.revpar, row.roomRevenue, row.tax1, row.tax2, row.extras].map(formatMoney),
    row.closed ? 'Closed' : 'Open',
  ];
  const lines = [
    ['Period', ...STATISTICS_COLUMNS, 'Books'],
    ...statistics.rows.map((row) => cells(row.period, row)),
    cells('TOTAL', statistics.totals),
  ];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/**
 * The statistics as a file, for GET /api/hotel/reports/statistics.pdf|csv (`render` on a worker) and
 * `innkeep report statistics` alike. The CSV is text made here; the PDF goes through `render`.
 */
export async function renderStatistics(
  ctx: RequestContext,
  query: StatisticsQuery,
  format: 'pdf' | 'csv',
  render: RenderWith = renderInProcess,
): Promise<DocumentFile> {
  const fileName = statisticsFileName(query.from, query.to, format);
  if (format === 'csv') return { body: buildStatisticsCsv(await statistics(ctx, query)), contentType: CSV, fileName };
  const body = await render('statisticsPdf', async () => ({
    hotel: await loadHotelDetails(ctx.em, requireSession(ctx).actingHotel.name),
    from: query.from,
    to: query.to,
    statistics: await statistics(ctx, query),
    generatedAt: new Date(),
  }));
  return { body, contentType: PDF, fileName };
}
