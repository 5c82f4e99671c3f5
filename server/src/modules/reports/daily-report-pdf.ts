import type { DailyReport } from '@core/daily-report';
import { addMoney } from '@core/money';
import { DateTime } from 'luxon';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { HotelDetails } from '../documents/hotel-details';
import { BAND, framedDocument, headerCell, ledgerLayout, moneyCell, MUTED, renderPdf } from '../documents/pdf-render';

export interface DailyReportDocumentData {
  hotel: HotelDetails;
  report: DailyReport;
  generatedAt: Date;
}

export const dailyReportFileName = (date: string) => `innkeep-daily-report-${date}.pdf`;

/** "Sunday, November 22, 2026". */
const longDate = (date: string) => DateTime.fromISO(date).setLocale('en-US').toFormat('cccc, LLLL d, yyyy');

function box(label: string, value: string): Content {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: label, fontSize: 8, color: MUTED },
              { text: value, fontSize: 14, bold: true, margin: [0, 3, 0, 0] },
            ],
            fillColor: BAND,
          },
        ],
      ],
    },
    layout: 'noBorders',
  };
}

function ledger(title: string, rows: [string, DailyReport['taxes']][], total: [string, DailyReport['taxes']]): Content {
  const body: TableCell[][] = [
    [headerCell(title), headerCell('Amount', 'right')],
    ...rows.map(([label, amount]): TableCell[] => [{ text: label }, moneyCell(amount)]),
    [
      { text: total[0], bold: true, fillColor: BAND },
      { ...moneyCell(total[1], true), fillColor: BAND },
    ],
  ];
  return { table: { headerRows: 1, widths: ['*', 110], body }, layout: ledgerLayout({ headerRows: 1, totalRow: true }) };
}

/** GET /api/hotel/reports/daily/{date}/pdf: the night clerk's close of day, one page. */
export function buildDailyReportPdf(data: DailyReportDocumentData): Promise<Buffer> {
  const { report } = data;
  return renderPdf(
    framedDocument({
      hotel: data.hotel,
      title: 'Daily Report',
      generatedAt: data.generatedAt,
      content: [
        { text: 'Daily Report', style: 'title' },
        { text: longDate(report.date), style: 'subtitle' },
        {
          columns: [
            box('Arrivals', String(report.arrivals)),
            box('Departures', String(report.departures)),
            box('In House', String(report.inHouse)),
            box('Occupancy', `${report.occupancyRate.toFixed(1)}%`),
          ],
          columnGap: 10,
        },
        { text: 'Revenue of the night', style: 'section' },
        ledger(
          'Item',
          [
            ['Room revenue', report.roomRevenue],
            ['Taxes', report.taxes],
            ['Extras', report.extras],
          ],
          ['Total', addMoney(report.roomRevenue, report.taxes, report.extras)],
        ),
        { text: 'Payments of the day', style: 'section' },
        ledger(
          'Method',
          report.paymentsByMethod.map((entry) => [entry.method, entry.amount]),
          ['Total Payments', report.totalPayments],
        ),
      ],
    }),
  );
}
