import { applyRate } from './rate';
import { cents, multiplyCents, subtractMoney, sumMoney, ZERO, type Cents } from './money';
import type { LongStayRule } from './long-stay-rule';
import { sharesThrough } from './night-audit';
import { addDays, type CalendarDate } from './stay-dates';
import { taxApplies, type HotelTaxes, type TaxLine } from './tax-choice';
import type { RateType } from './booking-choices';

/**
 * What a tax rate's long-stay rule (core/long-stay-rule.ts) makes of one booking of a stay's chain. For every
 * rule the taxed nights of a booking are a prefix of its nights, k of n: the tax is the rate applied to the
 * first k nights' shares of the subtotal (or the flat fee times k), and it is spread over those k nights only,
 * so a night after them posts no tax. k = n is exactly the figure the spec prices.
 */

/** A booking's place in its chain: the chain's nights before it, and whether it carries a long-stay agreement. */
export interface ChainPlace {
  nightsBefore: number;
  agreement: boolean;
}

export const FIRST_IN_CHAIN: ChainPlace = { nightsBefore: 0, agreement: false };

/** Which of a booking's two taxes a line is (its folio's words). */
export type TaxSlot = 'Tax 1' | 'Tax 2';

/**
 * How many of the booking's `nights` (its first ones) carry a tax with `rule` at `place` in its chain.
 * exempt-after N: the chain's nights 1…N. refund-all N: all of them while the booking ends before night N,
 * none on the booking holding night N and after. An agreement under a rule whose agreement exempts: none.
 */
export function taxedNights(rule: LongStayRule | null, place: ChainPlace, nights: number): number {
  if (rule === null) return nights;
  if (place.agreement && rule.agreementExempts) return 0;
  if (rule.mode === 'exempt-after') return Math.min(Math.max(rule.nights - place.nightsBefore, 0), nights);
  return place.nightsBefore + nights < rule.nights ? nights : 0;
}

/**
 * The taxed nights a booking's two taxes spread over: as its rules and place say when the tax applies to it;
 * every night when it does not (a Monthly stay, a rate type the tax leaves out), whose tax is 0 anyway.
 */
export function taxedNightsOf(
  taxes: HotelTaxes,
  place: ChainPlace,
  nights: number,
  rateType: RateType,
): { tax1: number; tax2: number } {
  const of = (line: TaxLine | null) => (line && taxApplies(line, rateType) ? taxedNights(line.longStay, place, nights) : nights);
  return { tax1: of(taxes.tax1), tax2: of(taxes.tax2) };
}

/**
 * A tax with `taxed` of the booking's `nights` taxed: a percentage of the sum of those nights' shares of the
 * subtotal (nightShare's running total), rounded once as the spec rounds; a flat fee per taxed night.
 */
export function taxOfTaxedNights(line: TaxLine, subtotal: Cents, nights: number, taxed: number): Cents {
  if (taxed <= 0) return ZERO;
  const k = Math.min(taxed, nights);
  return line.isPercentage ? applyRate(sharesThrough(subtotal, nights, k), line.rate) : multiplyCents(line.flatAmount, k);
}

/** The share of a tax on night `night` (0-based): the tax spread over the `taxed` first nights, none after. */
export function taxNightShare(tax: Cents, taxed: number, night: number): Cents {
  if (!Number.isSafeInteger(night) || night < 0 || night >= taxed) return ZERO;
  return cents(taxSharesThrough(tax, taxed, night + 1) - taxSharesThrough(tax, taxed, night));
}

/** The sum of a tax's shares on the booking's first `n` nights when spread over its `taxed` first nights. */
export function taxSharesThrough(tax: Cents, taxed: number, n: number): Cents {
  if (taxed <= 0 || n <= 0) return ZERO;
  return sharesThrough(tax, taxed, Math.min(n, taxed));
}

/** Whether the booking holds night N of its chain (N its rule's nights). */
export function holdsNight(place: ChainPlace, nights: number, n: number): boolean {
  return place.nightsBefore < n && n <= place.nightsBefore + nights;
}

/** The date of the chain's night number `n` (1-based), the chain starting on `chainStart`. */
export function nightDate(chainStart: CalendarDate, n: number): CalendarDate {
  return addDays(chainStart, n - 1);
}

/** A booking of a chain as the refund and the due read it: what it carried of one tax rate, net of its long-stay lines. */
export interface ChainTax {
  /** The tax it carries of the rate (0 when none of its taxes is that rate). */
  carried: Cents;
  /** The tax it would carry with every night taxed (the rate on its whole subtotal, or the flat fee every night). */
  full: Cents;
  /** The sum of its long-stay lines of the rate: refunds negative, dues positive. */
  lines: Cents;
}

/**
 * refund-all: the credit on the booking holding night N, minus what the chain's earlier bookings collected of
 * the rate (their tax net of any refund already given), so no night's tax is refunded twice. 0: no line.
 */
export function refundOf(earlier: readonly ChainTax[]): Cents {
  const collected = sumMoney(earlier.map((booking) => booking.carried + booking.lines) as Cents[]);
  return collected > 0 ? cents(-collected) : ZERO;
}

/**
 * earlyDepartureDue: a chain under agreement that ended before N nights owes the tax every night of it would
 * have carried, less what its bookings collected (net of their long-stay lines). 0: no line.
 */
export function dueOf(chain: readonly ChainTax[]): Cents {
  const owed = subtractMoney(
    sumMoney(chain.map((booking) => booking.full)),
    sumMoney(chain.map((booking) => booking.carried + booking.lines) as Cents[]),
  );
  return owed > 0 ? owed : ZERO;
}

/** Whether a chain of `chainNights` in which a booking carried the agreement owes its tax under `rule` when it ends. */
export function owesOnEarlyDeparture(rule: LongStayRule | null, chainNights: number, agreement: boolean): boolean {
  return rule !== null && agreement && rule.agreementExempts && rule.earlyDepartureDue && chainNights < rule.nights;
}

/** The folio kinds of the lines a long stay writes: a refund-all credit and an ended agreement's due tax. */
export const LONG_STAY_LINE_KINDS = ['Long-stay refund', 'Long-stay tax due'] as const;
export type LongStayLineKind = (typeof LONG_STAY_LINE_KINDS)[number];

/** "Tax 1 refunded: stay reached 90 nights". */
export function refundReason(slot: TaxSlot, nights: number): string {
  return `${slot} refunded: stay reached ${nights} nights`;
}

/** "Tax 1 due: long-stay agreement ended after 45 nights". */
export function dueReason(slot: TaxSlot, chainNights: number): string {
  return `${slot} due: long-stay agreement ended after ${chainNights} ${chainNights === 1 ? 'night' : 'nights'}`;
}

export const LONG_STAY_STATUSES = ['taxed', 'exempt', 'refunded', 'due'] as const;
export type LongStayStatus = (typeof LONG_STAY_STATUSES)[number];

/**
 * A booking's standing under one tax rate: "refunded" or "due" when it carries that line, else "taxed" when any
 * of its nights is (a partly taxed booking is taxed), else "exempt".
 */
export function longStayStatus(taxed: number, lines: { refunded: boolean; due: boolean }): LongStayStatus {
  if (lines.due) return 'due';
  if (lines.refunded) return 'refunded';
  return taxed > 0 ? 'taxed' : 'exempt';
}
