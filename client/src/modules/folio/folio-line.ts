import { PAYMENT_METHODS } from '@core/booking-choices';
import { adjustmentText } from '@core/folio';
import { addMoney, cents, formatMoney, formatUsd, parseMoney, subtractMoney, ZERO } from '@core/money';
import { formatShortUs } from '@core/stay-dates';
import type { FolioFieldsFragment } from '../../gql/graphql';

type Charge = FolioFieldsFragment['charges'][number];
type Payment = FolioFieldsFragment['payments'][number];
type Adjustment = FolioFieldsFragment['adjustments'][number];
type Night = FolioFieldsFragment['nights'][number];

/** One row of the folio's Charges or Payments table. */
export interface FolioLine {
  key: string;
  /** The charge's or payment's id; null for the room and its taxes, which are the stay's, not lines of their own. */
  id: number | null;
  date: string;
  text: string;
  amount: string;
  voided: boolean;
  voidedAt: string | null;
  voidedBy: string | null;
  /**
   * What the lock of a line on a closed day says ("Closed 11/27/26"; the room and its taxes once every night
   * is closed: "Closed, every night"); null on an open day.
   */
  closedLabel: string | null;
  /**
   * What the desk is asked before voiding it; null when it can't be voided (the stay's lines, a voided line, an
   * adjustment, a line on a closed day: the server refuses it).
   */
  voidQuestion: string | null;
}

/** The lock's words for a line dated on a closed day (issue 25). */
export const closedOn = (date: string): string => `Closed ${formatShortUs(date)}`;

/** A money string from the server as the desk reads it ("$1,234.50", "-$20.00"). */
export const usd = (amount: string): string => formatUsd(parseMoney(amount));

const isRefund = (payment: Payment) => payment.amount.startsWith('-');

export function chargeLine(charge: Charge): FolioLine {
  return {
    key: charge.id === null ? `stay-${charge.kind}` : `extra-${charge.id}`,
    id: charge.id,
    date: charge.date,
    text: charge.description,
    amount: charge.amount,
    voided: charge.voided,
    voidedAt: charge.voidedAt ?? null,
    voidedBy: charge.voidedBy ?? null,
    closedLabel: !charge.closed ? null : charge.id === null ? 'Closed, every night' : closedOn(charge.date),
    voidQuestion:
      charge.id === null || charge.voided || charge.closed
        ? null
        : `Void the charge "${charge.description}" of ${usd(charge.amount)}?`,
  };
}

/** An adjustment (a correction of a closed day) among the charges: final, never voided. */
export function adjustmentLine(adjustment: Adjustment): FolioLine {
  return {
    key: `adjustment-${adjustment.id}`,
    id: adjustment.id,
    date: adjustment.date,
    text: adjustmentText(adjustment),
    amount: adjustment.amount,
    voided: false,
    voidedAt: null,
    voidedBy: null,
    closedLabel: adjustment.closed ? closedOn(adjustment.date) : null,
    voidQuestion: null,
  };
}

export function paymentLine(payment: Payment): FolioLine {
  return {
    key: `payment-${payment.id}`,
    id: payment.id,
    date: payment.date,
    text: `${isRefund(payment) ? 'Refund' : 'Payment'}, ${payment.method}${payment.reference ? ` (${payment.reference})` : ''}`,
    amount: payment.amount,
    voided: payment.voided,
    voidedAt: payment.voidedAt ?? null,
    voidedBy: payment.voidedBy ?? null,
    closedLabel: payment.closed ? closedOn(payment.date) : null,
    voidQuestion:
      payment.voided || payment.closed
        ? null
        : `Void this ${isRefund(payment) ? 'refund' : 'payment'} of ${usd(payment.amount)}?`,
  };
}

/** One row of the folio's Nights table: a night of the stay, closed or open, with what it posted. */
export interface FolioNightLine {
  key: string;
  date: string;
  /** "Night 2 of 3", as the ledger names a posting. */
  text: string;
  roomNumber: string | null;
  room: string | null;
  tax1: string | null;
  tax2: string | null;
  closedLabel: string | null;
}

export function nightLine(night: Night, nights: number): FolioNightLine {
  return {
    key: `night-${night.date}`,
    date: night.date,
    text: `Night ${night.nightNumber} of ${nights}`,
    roomNumber: night.roomNumber ?? null,
    room: night.room ?? null,
    tax1: night.tax1 ?? null,
    tax2: night.tax2 ?? null,
    closedLabel: night.closed ? closedOn(night.date) : null,
  };
}

/** The hotel's name of Tax 1 or Tax 2 as the stay's own tax line reads (the kind itself when the stay has none). */
export function taxName(charges: readonly Charge[], kind: 'Tax 1' | 'Tax 2'): string {
  return charges.find((charge) => charge.id === null && charge.kind === kind)?.description ?? kind;
}

/** What the closed nights posted in all, of the room and each tax ("0.00" strings). */
export function postedTotals(nights: readonly FolioNightLine[]): { room: string; tax1: string; tax2: string } {
  const total = (amounts: (string | null)[]) =>
    formatMoney(amounts.reduce((sum, amount) => (amount === null ? sum : addMoney(sum, parseMoney(amount))), ZERO));
  return {
    room: total(nights.map((night) => night.room)),
    tax1: total(nights.map((night) => night.tax1)),
    tax2: total(nights.map((night) => night.tax2)),
  };
}

/**
 * The question a payment over the balance asks first ("This is $377.66 more than the balance: record a
 * credit?"), or null when the amount is within the balance, not a payment, or not an amount at all (the
 * server's refusal then says why). With nothing due, the whole payment is credit, and the question says so
 * rather than counting from a balance of $0.00 or a credit ("$25.00 more than the balance" for $20.00 paid).
 */
export function overBalanceQuestion(amount: string, balance: string): string | null {
  let paid = cents(0);
  try {
    paid = parseMoney(amount.replace(/[$,\s]/g, ''));
  } catch {
    return null;
  }
  const due = parseMoney(balance);
  const excess = subtractMoney(paid, due);
  if (paid <= 0 || excess <= 0) return null;
  if (due > 0) return `This is ${formatUsd(excess)} more than the balance: record a credit?`;
  if (due === 0) return `Nothing is due on this stay: record ${formatUsd(paid)} as a credit?`;
  return `Nothing is due on this stay (it has a credit of ${formatUsd(cents(-due))}): record ${formatUsd(paid)} as a further credit?`;
}

/** The folio's payment methods as a Select's options: the folio's form and the check-out's balance-due dialog. */
export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));
