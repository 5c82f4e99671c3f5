import { formatUsd, parseMoney } from '@core/money';
import type { FolioFieldsFragment } from '../../gql/graphql';

type Charge = FolioFieldsFragment['charges'][number];
type Payment = FolioFieldsFragment['payments'][number];

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
  /** What the desk is asked before voiding it; null when it can't be voided (the stay's lines, a voided line). */
  voidQuestion: string | null;
}

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
    voidQuestion:
      charge.id === null || charge.voided ? null : `Void the charge "${charge.description}" of ${usd(charge.amount)}?`,
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
    voidQuestion: payment.voided ? null : `Void this ${isRefund(payment) ? 'refund' : 'payment'} of ${usd(payment.amount)}?`,
  };
}
