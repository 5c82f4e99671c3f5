import type { StatisticsFigures } from '@core/statistics';
import { formatShortUs } from '@core/stay-dates';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { HotelDetails } from '../../documents/hotel-details';
import { BAND, framedDocument, headerCell, ledgerLayout, moneyCell, renderPdf } from '../../documents/pdf-render';
import type { Statistics } from './statistics.service';

/** The statistics' columns, in the order of the API's fields. */
export const STATISTICS_COLUMNS = [
  'Available',
  'Sold',
  'Out of order',
  'Occupancy',
  'ADR',
  'RevPAR',
  'Room revenue',
  'Tax 1',
  'Tax 2',
  'Extras',
];

export interface StatisticsDocumentData {
  hotel: HotelDetails;
  from: string;
  to: string;
  statistics: Statistics;
  generatedAt: Date;
}

const percent = (occupancy: number) => `${occupancy.toFixed(1)}%`;

function rowCells(label: string, row: StatisticsFigures, total = false): TableCell[] {
  const fillColor = total ? BAND : undefined;
  const count = (value: number) => ({ text: String(value), alignment: 'right' as const, bold: total, fillColor });
  return [
    { text: label + (row.closed || total ? '' : ' *'), bold: total, noWrap: true, fillColor },
    count(row.roomsAvailable),
    count(row.roomsSold),
    count(row.outOfOrder),
    { text: percent(row.occupancy), alignment: 'right', bold: total, fillColor },
    ...[row.adr, row.revpar, row.roomRevenue, row.tax1, row.tax2, row.extras].map((amount) => ({
      ...moneyCell(amount, total),
      fillColor,
    })),
  ];
}

/** GET /api/hotel/reports/statistics.pdf: the periods and their total, landscape; open periods marked. */
export function buildStatisticsPdf(data: StatisticsDocumentData): Promise<Buffer> {
  const { statistics } = data;
  const table: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [62, ...Array<string>(STATISTICS_COLUMNS.length).fill('*')],
      body: [
        [headerCell('Period'), ...STATISTICS_COLUMNS.map((title) => headerCell(title, 'right'))],
        ...statistics.rows.map((row) => rowCells(row.period, row)),
        rowCells('Total', statistics.totals, true),
      ],
    },
    layout: ledgerLayout({ headerRows: 1, totalRow: true }),
  };
  return renderPdf(
    framedDocument({
      hotel: data.hotel,
      title: 'Statistics',
      generatedAt: data.generatedAt,
      orientation: 'landscape',
      content: [
        { text: 'Statistics', style: 'title' },
        { text: `${formatShortUs(data.from)} to ${formatShortUs(data.to)}, by the night`, style: 'subtitle' },
        table,
        {
          text: '* Open: some days of the period are not closed by the night audit, and its figures may change.',
          style: 'note',
          margin: [0, 8, 0, 0],
        },
      ],
    }),
  );
}
