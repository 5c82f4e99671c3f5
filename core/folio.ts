import { paymentStatus } from './payment-status';
import type { BookingStatus } from './booking-choices';
import { invalidInput } from './errors';
import { addMoney, cents, formatUsd, subtractMoney, sumMoney, ZERO, type Cents } from './money';

/**
 * A stay's folio: what the guest owes (the room, its two taxes, the extras) and what was paid. The room and
 * its taxes are the booking's own figures, shown as lines; extras and payments are rows of their own, which
 * are voided rather than deleted, so that the ledger keeps every line and its totals only the live ones.
 */

/** What a charge line is: the stay's room amount, its Tax 1 and Tax 2, or an extra (parking, pet fee, damage). */
export const FOLIO_CHARGE_KINDS = ['Room', 'Tax 1', 'Tax 2', 'Extra'] as const;
export type FolioChargeKind = (typeof FOLIO_CHARGE_KINDS)[number];

export interface FolioLineState {
  amount: Cents;
  /** Voided lines stay listed, out of every total. */
  voided: boolean;
}

/** The sum of the live lines. */
export function liveTotal(lines: readonly FolioLineState[]): Cents {
  return sumMoney(lines.filter((line) => !line.voided).map((line) => line.amount));
}

export interface FolioTotals {
  totalCharges: Cents;
  totalPayments: Cents;
  /** Charges less payments: above zero the guest owes, below zero the hotel owes a credit. */
  balance: Cents;
}

export function folioTotals(charges: readonly FolioLineState[], payments: readonly FolioLineState[]): FolioTotals {
  const totalCharges = liveTotal(charges);
  const totalPayments = liveTotal(payments);
  return { totalCharges, totalPayments, balance: subtractMoney(totalCharges, totalPayments) };
}

/**
 * What the guest still owes on a stay as its booking carries it: the grand total and the extras less the
 * payments (above zero owed, below zero a credit). The folio's balance, the bookings' lists, the check-out
 * rule and the entry form's preview all read it here, so that they cannot differ.
 */
export function folioBalance(grandTotal: Cents, extras: Cents, paid: Cents): Cents {
  return subtractMoney(addMoney(grandTotal, extras), paid);
}

/** The booking's payment status as the folio decides it: the grand total and the extras against the payments. */
export function folioPaymentStatus(grandTotal: Cents, extras: Cents, paid: Cents): BookingStatus {
  return paymentStatus(addMoney(grandTotal, extras), paid);
}

/**
 * How an adjustment (a correction of a closed day) reads as a folio line, on the screen and the receipt alike:
 * "Adjustment, Room: Noisy room on 03/07".
 */
export function adjustmentText(adjustment: { kind: string; reason: string }): string {
  // A long-stay line says itself: "Tax 1 refunded: stay reached 90 nights" (core/long-stay.ts).
  if (adjustment.kind.startsWith('Long-stay')) return adjustment.reason;
  return `Adjustment, ${adjustment.kind}: ${adjustment.reason}`;
}

/**
 * How a payment reads as a folio line, on the receipt and the statement alike: "Payment, Cash",
 * "Refund, Cash" (a negative amount), "Payment, Bank Transfer (TX-77)".
 */
export function paymentText(payment: { amount: Cents; method: string; reference: string | null }): string {
  return `${payment.amount < 0 ? 'Refund' : 'Payment'}, ${payment.method}${payment.reference ? ` (${payment.reference})` : ''}`;
}

export const ZERO_AMOUNT_MESSAGE = 'Amount must not be 0';

/**
 * A payment (positive) or a refund (negative) on a stay that has `paid` so far: a refund may give back
 * at most what was paid. Returns the new paid total.
 */
export function paidAfterPayment(paid: Cents, amount: Cents): Cents {
  if (amount === 0) throw invalidInput(ZERO_AMOUNT_MESSAGE);
  const after = addMoney(paid, amount);
  if (after < 0) {
    throw invalidInput(`A refund may not be more than what was paid: ${formatUsd(paid)} was paid on this stay`);
  }
  return after;
}

/**
 * Voiding a payment takes it out of the paid total; a payment whose refunds were already given back may not
 * be voided while they stand (the stay would have refunded more than was paid). Returns the new paid total.
 */
export function paidAfterVoid(paid: Cents, payment: FolioLineState): Cents {
  if (payment.voided) return paid;
  const after = subtractMoney(paid, payment.amount);
  if (after < 0) {
    throw invalidInput(
      `This payment cannot be voided: the refunds on this stay would be more than what was paid (${formatUsd(paid)} paid). Void the refund first`,
    );
  }
  return after;
}

/**
 * The share of a stay's amount that falls on its night number `night` (0 for the first night): the amount
 * spread over the nights with no cent lost, the odd cents on the later nights. The nights' shares add up
 * to the amount exactly. The daily report computes the same in SQL.
 */
export function nightShare(amount: Cents, nights: number, night: number): Cents {
  if (!Number.isSafeInteger(nights) || nights < 1) throw invalidInput('Nights must be a whole number of at least 1');
  if (!Number.isSafeInteger(night) || night < 0 || night >= nights) return ZERO;
  const through = (n: number) => Math.floor((amount * n) / nights);
  return cents(through(night + 1) - through(night));
}
