import type { DailyReport } from '@core/daily-report';
import { formatShortUs } from '@core/stay-dates';
import type { DailyStay, DailyStays } from '@core/daily-stays';
import { addMoney, ZERO } from '@core/money';
import { DateTime } from 'luxon';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { HotelDetails } from '../../documents/hotel-details';
import { BAND, framedDocument, headerCell, ledgerLayout, moneyCell, MUTED, renderPdf } from '../../documents/pdf-render';

export interface DailyReportDocumentData {
  hotel: HotelDetails;
  /** The day's report, and when and by whom it was closed (null while the day is open). */
  day: { report: DailyReport & DailyStays; closedAt: Date | null; closedBy: string | null };
  generatedAt: Date;
}

/** Whether the figures can still change: "Closed 11/22/26 by Tomás Reyes" or "Open day: figures may change". */
function closeLine(day: DailyReportDocumentData['day']): string {
  return day.closedBy === null ? 'Open day: figures may change' : `Closed ${formatShortUs(day.report.date)} by ${day.closedBy}`;
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

/** "11/22/26", as the desk's screens show dates. */
const shortDate = (date: string) => DateTime.fromISO(date).toFormat('MM/dd/yy');

/** A list of stays by room (issue 23): guest, dates and balance; "None" when empty. */
function stayList(title: string, stays: readonly DailyStay[]): Content[] {
  const heading: Content = { text: `${title} (${stays.length})`, style: 'section' };
  if (!stays.length) return [heading, { text: 'None', style: 'note' }];
  const body: TableCell[][] = [
    [headerCell('Room'), headerCell('Guest'), headerCell('Check-in'), headerCell('Check-out'), headerCell('Balance', 'right')],
    ...stays.map((stay): TableCell[] => [
      { text: stay.roomNumber },
      { text: stay.guest },
      { text: shortDate(stay.checkInDate) },
      { text: shortDate(stay.checkOutDate) },
      moneyCell(stay.balance),
    ]),
  ];
  return [
    heading,
    { table: { headerRows: 1, widths: [50, '*', 60, 60, 80], body }, layout: ledgerLayout({ headerRows: 1, totalRow: false }) },
  ];
}

/** GET /api/hotel/reports/daily/{date}/pdf: the night clerk's close of day, with who arrived, left and stayed. */
export function buildDailyReportPdf(data: DailyReportDocumentData): Promise<Buffer> {
  const { report } = data.day;
  return renderPdf(
    framedDocument({
      hotel: data.hotel,
      title: 'Daily Report',
      generatedAt: data.generatedAt,
      content: [
        { text: 'Daily Report', style: 'title' },
        { text: longDate(report.date), style: 'subtitle' },
        { text: closeLine(data.day), color: MUTED, margin: [0, 0, 0, 8] },
        {
          columns: [
            box('Arrivals', String(report.arrivals)),
            box('Departures', String(report.departures)),
            box('In House', String(report.inHouse)),
            box('Occupancy', `${report.occupancyRate.toFixed(1)}%`),
          ],
          columnGap: 10,
        },
        ...stayList('Arrivals', report.arrivalStays),
        ...stayList('Departures', report.departureStays),
        ...stayList('In House', report.inHouseStays),
        { text: 'Revenue of the night', style: 'section' },
        ledger(
          'Item',
          [
            ['Room revenue', report.roomRevenue],
            ['Taxes', report.taxes],
            ['Extras', report.extras],
            ['Adjustments', report.adjustments ?? ZERO],
          ],
          ['Total', addMoney(report.roomRevenue, report.taxes, report.extras, report.adjustments ?? ZERO)],
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
