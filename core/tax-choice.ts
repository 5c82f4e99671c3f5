import { ZERO, formatUsd, parseMoney } from './money';
import type { Cents } from './money';
import { ZERO_RATE, formatPercent, parseRate } from './rate';
import type { Rate } from './rate';
import type { RateType } from './booking-choices';
import type { TaxApplyTo } from './schemas/tax-rate.schema';
import type { LongStayRule } from './long-stay-rule';

/** A tax rate as stored: `rate` is a fraction string for percentages; flat fees carry `flatAmount`. */
export type TaxRateLike = {
  id: number;
  name: string;
  rate: string;
  isPercentage: boolean;
  flatAmount: string;
  applyTo: TaxApplyTo[];
  isActive: boolean;
  sortOrder: number;
  /** Its long-stay rule (core/long-stay-rule.ts); absent or null: none, the stay is taxed every night. */
  longStay?: LongStayRule | null;
};

/** One of a booking's two taxes, parsed: a percentage (`rate`) or a flat fee per night (`flatAmount`). */
export type TaxLine = {
  name: string;
  isPercentage: boolean;
  rate: Rate;
  flatAmount: Cents;
  applyTo: TaxApplyTo[];
  /** The tax rate it comes from; null for the settings' fallback rates. */
  taxRateId: number | null;
  /** The rate's long-stay rule, or null: taxed every night as the spec prices. */
  longStay: LongStayRule | null;
};

export type HotelTaxes = {
  tax1: TaxLine | null;
  tax2: TaxLine | null;
  tax1Name: string;
  tax2Name: string;
};

/** The settings used when a hotel has no tax rates at all (tax_rate, resort_fee_rate, tax_name, resort_fee_name). */
export type TaxFallback = {
  taxRate: string;
  resortFeeRate: string;
  taxName: string;
  resortFeeName: string;
};

export const TAX1_FALLBACK_NAME = 'Tax 1';
export const TAX2_FALLBACK_NAME = 'Tax 2';

/**
 * Tax 1 is the first active rate whose applyTo contains all; Tax 2 the first other active rate whose applyTo
 * contains daily or all ("first": lowest sortOrder, then lowest id). With no tax rates configured at all, the
 * settings' two rates apply as percentages on Daily and Weekly.
 */
export function chooseHotelTaxes(taxRates: readonly TaxRateLike[], fallback: TaxFallback): HotelTaxes {
  if (taxRates.length === 0) return fallbackTaxes(fallback);

  const ordered = taxRates.filter((t) => t.isActive).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const first = ordered.find((t) => t.applyTo.includes('all'));
  const second = ordered.find((t) => t !== first && (t.applyTo.includes('daily') || t.applyTo.includes('all')));
  const tax1 = first ? toTaxLine(first, TAX1_FALLBACK_NAME) : null;
  const tax2 = second ? toTaxLine(second, TAX2_FALLBACK_NAME) : null;
  return {
    tax1,
    tax2,
    tax1Name: nameOr(tax1?.name, TAX1_FALLBACK_NAME),
    tax2Name: nameOr(tax2?.name, TAX2_FALLBACK_NAME),
  };
}

/** Monthly bookings carry no tax; otherwise the line applies when its applyTo names all or the rate type. */
export function taxApplies(line: TaxLine, rateType: RateType): boolean {
  if (rateType === 'Monthly') return false;
  return line.applyTo.includes('all') || line.applyTo.includes(rateType.toLowerCase() as TaxApplyTo);
}

/** "8.25%" for a percentage, "$2.00" for a flat fee: the part in brackets of a column title. */
export function taxLabel(line: TaxLine, percentDecimals = 2): string {
  return line.isPercentage ? `${formatPercent(line.rate, percentDecimals)}%` : formatUsd(line.flatAmount);
}

/** "Occupancy Tax (8.25%)"; just the name when the hotel has no such tax. */
export function taxColumnTitle(name: string, line: TaxLine | null, percentDecimals = 2): string {
  return line ? `${name} (${taxLabel(line, percentDecimals)})` : name;
}

/** One tax rate as a tax line, whichever slot it fills (the long-stay lines read a chain's rates by id). */
export function taxLineOf(t: TaxRateLike): TaxLine {
  return toTaxLine(t, t.name);
}

function toTaxLine(t: TaxRateLike, fallbackName: string): TaxLine {
  // A flat fee's `rate` is whatever was typed and means nothing; a percentage's flatAmount is sent as 0.
  return {
    name: nameOr(t.name, fallbackName),
    isPercentage: t.isPercentage,
    rate: t.isPercentage ? parseRate(t.rate) : ZERO_RATE,
    flatAmount: t.isPercentage ? ZERO : parseMoney(t.flatAmount || '0'),
    applyTo: [...t.applyTo],
    taxRateId: t.id,
    longStay: t.longStay ?? null,
  };
}

function fallbackTaxes(fallback: TaxFallback): HotelTaxes {
  const tax1Name = nameOr(fallback.taxName, TAX1_FALLBACK_NAME);
  const tax2Name = nameOr(fallback.resortFeeName, TAX2_FALLBACK_NAME);
  const line = (name: string, rate: string): TaxLine => ({
    name,
    isPercentage: true,
    rate: rate?.trim() ? parseRate(rate) : ZERO_RATE,
    flatAmount: ZERO,
    applyTo: ['daily', 'weekly'],
    taxRateId: null,
    longStay: null,
  });
  return {
    tax1: line(tax1Name, fallback.taxRate),
    tax2: line(tax2Name, fallback.resortFeeRate),
    tax1Name,
    tax2Name,
  };
}

function nameOr(name: string | null | undefined, fallback: string): string {
  return name?.trim() || fallback;
}
