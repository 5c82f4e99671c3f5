import { isClosedDay } from '@core/closed-days';
import { folioTotals, type FolioChargeKind } from '@core/folio';
import { exemptTaxesOn, folioNights, stayClosed } from '@core/folio-nights';
import type { LongStayLineKind } from '@core/long-stay';
import { cents, formatMoney, type Cents } from '@core/money';
import type { AuditBooks } from '@core/night-audit';
import type { AdjustmentKind } from '@core/schemas/folio.schema';
import type { FolioAdjustmentRow, FolioChargeRow, FolioPaymentRow, FolioView } from './folio-read';

interface VoidedDto {
  /** Voided lines stay listed, out of every total. */
  voided: boolean;
  voidedAt: string | null;
  voidedBy: string | null;
}

interface ClosedDto {
  /**
   * Its date is a closed day (issue 25): the line is final, neither voided nor changed (the server answers 409).
   * For the room and its taxes: every night of the stay is closed.
   */
  closed: boolean;
}

export interface FolioChargeDto extends VoidedDto, ClosedDto {
  /** Null for the lines the booking's own figures make (the room and its taxes): they cannot be voided. */
  id: number | null;
  date: string;
  description: string;
  kind: FolioChargeKind;
  amount: string;
}

export interface FolioPaymentDto extends VoidedDto, ClosedDto {
  id: number;
  date: string;
  method: string;
  /** Negative for a refund. */
  amount: string;
  reference: string | null;
}

/** An adjustment (issue 25): positive a charge, negative a credit; final, never voided. */
export interface FolioAdjustmentDto {
  id: number;
  date: string;
  /** Room, Tax 1 or Tax 2; or a long stay's "Long-stay refund" or "Long-stay tax due" (issue 26). */
  kind: AdjustmentKind | LongStayLineKind;
  amount: string;
  reason: string;
}

/** An adjustment as the folio lists it: with whether its date is closed since. */
export type FolioAdjustmentLineDto = FolioAdjustmentDto & ClosedDto;

export function toAdjustmentDto(line: FolioAdjustmentRow): FolioAdjustmentDto {
  return { id: line.id, date: line.date, kind: line.kind, amount: formatMoney(cents(line.amountCents)), reason: line.reason };
}

/**
 * A night of the stay (issue 25): whether its date is closed, and what it posted of the room and each tax
 * ("0.00" for a kind without a line; null while the night has posted nothing).
 */
export interface FolioNightDto {
  date: string;
  /** 1 for the night of the check-in date. */
  nightNumber: number;
  closed: boolean;
  posted: boolean;
  /** The room the night was posted for (a later move rewrites no posting). */
  roomNumber: string | null;
  room: string | null;
  tax1: string | null;
  tax2: string | null;
  /** The taxes the night is exempt from under the long-stay rules ("Tax 1", "Tax 2"): it posts none of them. */
  exemptTaxes: ('Tax 1' | 'Tax 2')[];
}

/** GET /api/hotel/bookings/{id}/folio (issue 14), money as "0.00" strings. */
export interface FolioDto {
  bookingId: number;
  charges: FolioChargeDto[];
  payments: FolioPaymentDto[];
  /** Corrections of closed days, counted in the charges and the balance (issue 25). */
  adjustments: FolioAdjustmentLineDto[];
  /** Each night of the stay, oldest first: closed or open, and its postings (issue 25). */
  nights: FolioNightDto[];
  totalCharges: string;
  totalPayments: string;
  balance: string;
}

const live: VoidedDto = { voided: false, voidedAt: null, voidedBy: null };
const closedOn = (date: string, books: AuditBooks): ClosedDto => ({ closed: isClosedDay(date, books) });
const voidedOf = (line: FolioChargeRow | FolioPaymentRow): VoidedDto =>
  line.voidedAt ? { voided: true, voidedAt: line.voidedAt.toISOString(), voidedBy: line.voidedBy ?? null } : live;

interface ChargeLine {
  dto: FolioChargeDto;
  amount: Cents;
}

/** The stay's room amount and its Tax 1 and Tax 2 as the booking has them (a tax of 0 is no line). */
function stayLines(folio: FolioView): ChargeLine[] {
  const { booking } = folio;
  const closed = stayClosed(booking.checkInDate, booking.checkOutDate, folio.books);
  const computed = (kind: FolioChargeKind, description: string, amount: Cents): ChargeLine => ({
    amount,
    dto: { id: null, date: booking.checkInDate, description, kind, amount: formatMoney(amount), ...live, closed },
  });
  const nights = `${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'}`;
  return [
    computed('Room', `Room ${booking.room.roomNumber}, ${nights} (${booking.rateType})`, booking.subtotalCents),
    ...(booking.taxAmountCents !== 0 ? [computed('Tax 1', folio.tax1Name, booking.taxAmountCents)] : []),
    ...(booking.resortFeeCents !== 0 ? [computed('Tax 2', folio.tax2Name, booking.resortFeeCents)] : []),
  ];
}

function nightsOf(folio: FolioView): FolioNightDto[] {
  const { checkInDate, checkOutDate, nights, tax1TaxedNights, tax2TaxedNights } = folio.booking;
  const taxed = { 'Tax 1': tax1TaxedNights ?? nights, 'Tax 2': tax2TaxedNights ?? nights };
  return folioNights(checkInDate, checkOutDate, folio.postings, folio.books).map(({ posted, ...night }) => ({
    ...night,
    exemptTaxes: exemptTaxesOn(night.nightNumber, taxed),
    posted: posted !== null,
    room: posted && formatMoney(posted.Room),
    tax1: posted && formatMoney(posted['Tax 1']),
    tax2: posted && formatMoney(posted['Tax 2']),
  }));
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
      ...closedOn(charge.date, folio.books),
    },
  }));
  const charges = [...stayLines(folio), ...extras];
  const totals = folioTotals(
    [
      ...charges.map((line) => ({ amount: line.amount, voided: line.dto.voided })),
      ...folio.adjustments.map((line) => ({ amount: cents(line.amountCents), voided: false })),
    ],
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
      ...closedOn(payment.date, folio.books),
    })),
    adjustments: folio.adjustments.map((line) => ({ ...toAdjustmentDto(line), ...closedOn(line.date, folio.books) })),
    nights: nightsOf(folio),
    totalCharges: formatMoney(totals.totalCharges),
    totalPayments: formatMoney(totals.totalPayments),
    balance: formatMoney(totals.balance),
  };
}
