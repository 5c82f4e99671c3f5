import { formatBalance, formatUsd, parseMoney } from '@core/money';
import { formatShortUs } from '@core/stay-dates';
import type { Content, ContentText, TableCell } from 'pdfmake/interfaces';
import type { HotelDetails } from '../../documents/hotel-details';
import { BAND, framedDocument, headerCell, ledgerLayout, MUTED, renderPdf } from '../../documents/pdf-render';
import type { GuestStatementDto, StatementPeriodDto } from './guest-statement.mapper';

export interface StatementDocumentData {
  hotel: HotelDetails;
  statement: GuestStatementDto;
  generatedAt: Date;
}

export const statementFileName = (guestId: number, from: string, to: string) =>
  `innkeep-guest-${guestId}-statement-${from}-to-${to}.pdf`;

const money = (amount: string, bold = false): ContentText => ({
  text: formatUsd(parseMoney(amount)),
  alignment: 'right',
  bold,
  noWrap: true,
});

const nights = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

/** A banded line of two cells: the opening balance, the closing balance. */
function bandRow(label: string, amount: string, size = 10, marginTop = 0): Content {
  const balance = parseMoney(amount);
  return {
    margin: [0, marginTop, 0, 0],
    table: {
      widths: ['*', 'auto'],
      body: [
        [
          { text: label, bold: true, fontSize: size, fillColor: BAND },
          { text: formatBalance(balance), bold: true, fontSize: size, alignment: 'right', fillColor: BAND },
        ],
      ],
    },
    layout: 'noBorders',
  };
}

/** A billing period: its stay, then every live line (date, description, what it does to the balance). */
function periodSection(period: StatementPeriodDto): Content[] {
  const rows: TableCell[][] = period.lines.map((line) => [
    { text: formatShortUs(line.date) },
    { text: line.description },
    money(line.amount),
  ]);
  return [
    {
      text: `Booking #${period.bookingId}  ·  Room ${period.roomNumber}  ·  ${formatShortUs(period.from)} to ${formatShortUs(period.to)}  ·  ${nights(period.nights)}`,
      style: 'section',
    },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [62, '*', 90],
        body: [
          [headerCell('Date'), headerCell('Description'), headerCell('Amount', 'right')],
          ...rows,
          [
            { text: '', fillColor: BAND },
            {
              text: `Charges ${formatUsd(parseMoney(period.charges))}, payments ${formatUsd(parseMoney(period.payments))}: period balance`,
              bold: true,
              fillColor: BAND,
            },
            { ...money(period.balance, true), fillColor: BAND },
          ],
        ],
      },
      layout: ledgerLayout({ headerRows: 1, totalRow: true }),
    },
  ];
}

/**
 * GET /api/hotel/guests/{id}/statement.pdf (issue 26): a resident's statement. The hotel's letterhead, the
 * guest, the range, what earlier stays left owing, each billing period (a stay) with every live line of its
 * folio (room, taxes, extras, adjustments, long-stay lines, payments and refunds), and the closing balance.
 */
export function buildStatementPdf(data: StatementDocumentData): Promise<Buffer> {
  const { statement, hotel } = data;
  const contact = [statement.guest.email, statement.guest.phone].filter(Boolean).join('  ·  ');
  const closing = parseMoney(statement.closingBalance);
  return renderPdf(
    framedDocument({
      hotel,
      title: 'Guest Statement',
      generatedAt: data.generatedAt,
      content: [
        { text: 'Guest Statement', style: 'title' },
        {
          text: `${formatShortUs(statement.from)} to ${formatShortUs(statement.to)}`,
          style: 'subtitle',
          margin: [0, 0, 0, 8],
        },
        {
          stack: [
            { text: 'Guest', fontSize: 8, color: MUTED },
            { text: statement.guest.name, fontSize: 11, bold: true },
            ...(contact ? [{ text: contact, fontSize: 9, color: MUTED }] : []),
          ],
          margin: [0, 0, 0, 10],
        },
        bandRow('Opening Balance', statement.openingBalance),
        ...(statement.periods.length
          ? statement.periods.flatMap(periodSection)
          : [{ text: 'No stays in these dates.', style: 'note', margin: [0, 12, 0, 0] } satisfies Content]),
        bandRow(closing > 0 ? 'Closing Balance Due' : 'Closing Balance', statement.closingBalance, 12, 16),
      ],
    }),
  );
}
