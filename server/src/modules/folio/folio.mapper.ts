import { folioTotals, type FolioChargeKind } from '@core/folio';
import { cents, formatMoney, type Cents } from '@core/money';
import type { FolioChargeRow, FolioPaymentRow, FolioView } from './folio.service';

interface VoidedDto {
  /** Voided lines stay listed, out of every total. */
  voided: boolean;
  voidedAt: string | null;
  voidedBy: string | null;
}

export interface FolioChargeDto extends VoidedDto {
  /** Null for the lines the booking's own figures make (the room and its taxes): they cannot be voided. */
  id: number | null;
  date: string;
  description: string;
  kind: FolioChargeKind;
  amount: string;
}

export interface FolioPaymentDto extends VoidedDto {
  id: number;
  date: string;
  method: string;
  /** Negative for a refund. */
  amount: string;
  reference: string | null;
}

/** GET /api/hotel/bookings/{id}/folio (issue 14), money as "0.00" strings. */
export interface FolioDto {
  bookingId: number;
  charges: FolioChargeDto[];
  payments: FolioPaymentDto[];
  totalCharges: string;
  totalPayments: string;
  balance: string;
}

const live: VoidedDto = { voided: false, voidedAt: null, voidedBy: null };
const voidedOf = (line: FolioChargeRow | FolioPaymentRow): VoidedDto =>
  line.voidedAt ? { voided: true, voidedAt: line.voidedAt.toISOString(), voidedBy: line.voidedBy ?? null } : live;

interface ChargeLine {
  dto: FolioChargeDto;
  amount: Cents;
}

/** The stay's room amount and its Tax 1 and Tax 2 as the booking has them (a tax of 0 is no line). */
function stayLines(folio: FolioView): ChargeLine[] {
  const { booking } = folio;
  const computed = (kind: FolioChargeKind, description: string, amount: Cents): ChargeLine => ({
    amount,
    dto: { id: null, date: booking.checkInDate, description, kind, amount: formatMoney(amount), ...live },
  });
  const nights = `${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'}`;
  return [
    computed('Room', `Room ${booking.room.roomNumber}, ${nights} (${booking.rateType})`, booking.subtotalCents),
    ...(booking.taxAmountCents !== 0 ? [computed('Tax 1', folio.tax1Name, booking.taxAmountCents)] : []),
    ...(booking.resortFeeCents !== 0 ? [computed('Tax 2', folio.tax2Name, booking.resortFeeCents)] : []),
  ];
}

export function toFolioDto(folio: FolioView): FolioDto {
  const extras: ChargeLine[] = folio.charges.map((charge) => ({
    amount: charge.amountCents,
    dto: {
      id: charge.id,
      date: charge.date,
      description: charge.description,
      kind: 'Extra',
      amount: formatMoney(charge.amountCents),
      ...voidedOf(charge),
    },
  }));
  const charges = [...stayLines(folio), ...extras];
  const totals = folioTotals(
    charges.map((line) => ({ amount: line.amount, voided: line.dto.voided })),
    folio.payments.map((payment) => ({ amount: payment.amountCents, voided: payment.voidedAt !== null })),
  );
  return {
    bookingId: folio.booking.id,
    charges: charges.map((line) => line.dto),
    payments: folio.payments.map((payment) => ({
      id: payment.id,
      date: payment.date,
      method: payment.method,
      amount: formatMoney(cents(payment.amountCents)),
      reference: payment.reference ?? null,
      ...voidedOf(payment),
    })),
    totalCharges: formatMoney(totals.totalCharges),
    totalPayments: formatMoney(totals.totalPayments),
    balance: formatMoney(totals.balance),
  };
}
