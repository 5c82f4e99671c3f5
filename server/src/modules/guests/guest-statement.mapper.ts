import { adjustmentText, paymentText } from '@core/folio';
import { closingBalance, statementPeriod, type StatementSourceLine } from '@core/guest-statement';
import { formatMoney, parseMoney } from '@core/money';
import { toFolioDto, type FolioView } from '../folio';
import type { GuestContact, GuestStatement } from './guest-statement.service';

/** A line of a period: what it does to the balance ("-200.00" a payment, "50.00" a refund). */
export interface StatementLineDto {
  date: string;
  description: string;
  amount: string;
}

/** A billing period: one of the guest's stays, its live folio lines and their sums, money as "0.00" strings. */
export interface StatementPeriodDto {
  bookingId: number;
  roomNumber: string;
  /** The stay's check-in date. */
  from: string;
  /** The stay's check-out date. */
  to: string;
  nights: number;
  charges: string;
  payments: string;
  balance: string;
  lines: StatementLineDto[];
}

/** GET /api/hotel/guests/{id}/statement?from&to (issue 26). */
export interface GuestStatementDto {
  guest: GuestContact;
  from: string;
  to: string;
  periods: StatementPeriodDto[];
  /** What the guest's stays that ended by `from` leave owing. */
  openingBalance: string;
  /** The opening balance and every period's balance. */
  closingBalance: string;
}

/** The folio's lines as the statement reads them: its charges (room, taxes, extras), adjustments and payments. */
function sourceLines(folio: FolioView): StatementSourceLine[] {
  const dto = toFolioDto(folio);
  return [
    ...dto.charges.map((line) => ({ ...line, amount: parseMoney(line.amount), side: 'charge' as const })),
    ...dto.adjustments.map((line) => ({
      date: line.date,
      description: adjustmentText(line),
      amount: parseMoney(line.amount),
      side: 'charge' as const,
      voided: false,
    })),
    ...dto.payments.map((line) => {
      const amount = parseMoney(line.amount);
      return { ...line, description: paymentText({ ...line, amount }), amount, side: 'payment' as const };
    }),
  ];
}

export function toStatementDto(statement: GuestStatement): GuestStatementDto {
  const periods = statement.folios.map((folio) => ({ folio, figures: statementPeriod(sourceLines(folio)) }));
  return {
    guest: statement.guest,
    from: statement.from,
    to: statement.to,
    periods: periods.map(({ folio: { booking }, figures }) => ({
      bookingId: booking.id,
      roomNumber: booking.room.roomNumber,
      from: booking.checkInDate,
      to: booking.checkOutDate,
      nights: booking.nights,
      charges: formatMoney(figures.charges),
      payments: formatMoney(figures.payments),
      balance: formatMoney(figures.balance),
      lines: figures.lines.map((line) => ({ date: line.date, description: line.description, amount: formatMoney(line.amount) })),
    })),
    openingBalance: formatMoney(statement.openingBalance),
    closingBalance: formatMoney(
      closingBalance(
        statement.openingBalance,
        periods.map(({ figures }) => figures),
      ),
    ),
  };
}
