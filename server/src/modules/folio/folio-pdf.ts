import { adjustmentText, paymentText } from '@core/folio';
import { formatBalance, formatUsd, parseMoney } from '@core/money';
import { formatShortUs } from '@core/stay-dates';
import type { Content, ContentText, TableCell } from 'pdfmake/interfaces';
import type { BookingView } from '../bookings';
import type { HotelDetails } from '../../documents/hotel-details';
import { BAND, framedDocument, headerCell, ledgerLayout, MUTED, renderPdf } from '../../documents/pdf-render';
import type { FolioDto } from './folio.mapper';

export interface FolioDocumentData {
  hotel: HotelDetails;
  booking: BookingView;
  folio: FolioDto;
  generatedAt: Date;
  /** The taxes' exempt nights under the long-stay rules ("Hotel Tax: nights 31–45 exempt (long stay)"). */
  exemptNotes?: string[];
}

export const folioFileName = (bookingId: number) => `innkeep-booking-${bookingId}-folio.pdf`;

const money = (amount: string, bold = false): ContentText => ({
  text: formatUsd(parseMoney(amount)),
  alignment: 'right',
  bold,
  noWrap: true,
});

/** A voided line: struck through, with when and by whom, so the guest sees it was taken back. */
function voidNote(line: { voided: boolean; voidedAt: string | null; voidedBy: string | null }, timezone: string): Content[] {
  if (!line.voided || !line.voidedAt) return [];
  const at = new Date(line.voidedAt).toLocaleDateString('en-US', {
    timeZone: timezone,
    month: '2-digit',
    day: '2-digit',
    year: '2-digit',
  });
  return [{ text: `Voided ${at}${line.voidedBy ? ` by ${line.voidedBy}` : ''}`, style: 'note' }];
}

function ledger(titles: [string, string, string], rows: TableCell[][], total: [string, string]): Content {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [62, '*', 90],
      body: [
        [headerCell(titles[0]), headerCell(titles[1]), headerCell(titles[2], 'right')],
        ...rows,
        [
          { text: '', fillColor: BAND },
          { text: total[0], bold: true, fillColor: BAND },
          { ...money(total[1], true), fillColor: BAND },
        ],
      ],
    },
    layout: ledgerLayout({ headerRows: 1, totalRow: true }),
  };
}

/**
 * GET /api/hotel/bookings/{id}/folio.pdf: the receipt a guest takes away. The hotel's letterhead, the stay,
 * every charge, adjustment and payment (voided ones struck through and out of the totals), and the balance.
 */
export function buildFolioPdf(data: FolioDocumentData): Promise<Buffer> {
  const { booking, folio, hotel } = data;
  const struck = (voided: boolean) => (voided ? { decoration: 'lineThrough' as const, color: MUTED } : {});
  const chargeRows: TableCell[][] = folio.charges.map((charge) => [
    { text: formatShortUs(charge.date), ...struck(charge.voided) },
    { stack: [{ text: charge.description, ...struck(charge.voided) }, ...voidNote(charge, hotel.timezone)] },
    { ...money(charge.amount), ...struck(charge.voided) },
  ]);
  // Corrections of closed days, after the charges they correct: counted in Total Charges as on the screen.
  const adjustmentRows: TableCell[][] = folio.adjustments.map((adjustment) => [
    { text: formatShortUs(adjustment.date) },
    { text: adjustmentText(adjustment) },
    money(adjustment.amount),
  ]);
  const paymentRows: TableCell[][] = folio.payments.map((payment) => {
    const what = paymentText({ ...payment, amount: parseMoney(payment.amount) });
    return [
      { text: formatShortUs(payment.date), ...struck(payment.voided) },
      { stack: [{ text: what, ...struck(payment.voided) }, ...voidNote(payment, hotel.timezone)] },
      { ...money(payment.amount), ...struck(payment.voided) },
    ];
  });
  const balance = parseMoney(folio.balance);
  const stay = `Room ${booking.room.roomNumber}${booking.room.roomType ? ` (${booking.room.roomType.name})` : ''}  ·  ${formatShortUs(booking.checkInDate)} to ${formatShortUs(booking.checkOutDate)}  ·  ${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'}, ${booking.rateType}`;
  return renderPdf(
    framedDocument({
      hotel,
      title: 'Guest Folio',
      generatedAt: data.generatedAt,
      content: [
        { text: 'Guest Folio', style: 'title' },
        { text: `Booking #${booking.id}`, style: 'subtitle', margin: [0, 0, 0, 8] },
        {
          columns: [
            {
              stack: [
                { text: 'Guest', fontSize: 8, color: MUTED },
                { text: booking.guestName, fontSize: 11, bold: true },
              ],
            },
            {
              stack: [
                { text: 'Stay', fontSize: 8, color: MUTED },
                { text: stay, fontSize: 10 },
                ...(data.exemptNotes ?? []).map((note) => ({ text: note, fontSize: 9 })),
              ],
              width: 'auto',
            },
          ],
          columnGap: 18,
          margin: [0, 0, 0, 6],
        },
        // The guest's written long-stay agreement (issue 26): the paper that exempts the stay where the law says so.
        ...(booking.longStayAgreement
          ? [{ text: 'Long-stay agreement: Yes', fontSize: 10, margin: [0, 0, 0, 6] } as Content]
          : []),
        { text: 'Charges', style: 'section' },
        ledger(['Date', 'Description', 'Amount'], [...chargeRows, ...adjustmentRows], ['Total Charges', folio.totalCharges]),
        { text: 'Payments', style: 'section' },
        folio.payments.length
          ? ledger(['Date', 'Payment', 'Amount'], paymentRows, ['Total Payments', folio.totalPayments])
          : { text: 'No payments yet.', style: 'note' },
        {
          table: {
            widths: ['*', 'auto'],
            body: [
              [
                { text: balance > 0 ? 'Balance Due' : 'Balance', bold: true, fontSize: 12, fillColor: BAND },
                { text: formatBalance(balance), bold: true, fontSize: 12, alignment: 'right', fillColor: BAND },
              ],
            ],
          },
          layout: 'noBorders',
          margin: [0, 16, 0, 0],
        },
        {
          text: `Thank you for staying at ${hotel.name}.`,
          alignment: 'center',
          bold: true,
          margin: [0, 30, 0, 0],
        },
      ],
    }),
  );
}
