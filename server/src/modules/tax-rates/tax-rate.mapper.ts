import { cents, formatMoney } from '@core/money';
import type { LongStayRule } from '@core/long-stay-rule';
import { formatRate, parseRate } from '@core/rate';
import type { TaxApplyTo } from '@core/schemas/tax-rate.schema';
import type { TaxRateLike } from '@core/tax-choice';
import type { TaxRate } from './tax-rate.entity';
import type { TaxRateView } from './tax-rate-values';

/** A tax rate's values (spec section 3), as in force today or from a later date. */
export interface TaxRateValuesDto {
  name: string;
  /** The fraction, "0.0825"; "0.00" for a flat fee. */
  rate: string;
  isPercentage: boolean;
  /** "2.50" for a flat fee; "0.00" for a percentage. */
  flatAmount: string;
  applyTo: TaxApplyTo[];
  isActive: boolean;
  sortOrder: number;
  /** Its long-stay rule, or null (core/long-stay-rule.ts). */
  longStay: LongStayRule | null;
}

/** Values that take effect from a date after today (issue 26). */
export interface ScheduledTaxRateDto extends TaxRateValuesDto {
  effectiveFrom: string;
}

/** A tax rate as /api/hotel/tax-rates and GraphQL show it: the values in force today, and beside them those scheduled. */
export interface TaxRateDto extends TaxRateValuesDto {
  id: number;
  /** Raised by one with every change: an update may name the version it was based on (409 when older). */
  version: number;
  /** Changes still to come, the soonest first. */
  scheduled: ScheduledTaxRateDto[];
}

/** What the mapper reads of a tax rate: the entity, or a plain row read for pricing (hotel-taxes.service.ts). */
export type TaxRateFields = Pick<
  TaxRate,
  'id' | 'version' | 'name' | 'rate' | 'isPercentage' | 'flatAmountCents' | 'applyTo' | 'isActive' | 'sortOrder' | 'longStay'
>;

/** A tax rate as GET shows it: today's values and its scheduled changes. */
export function toTaxRateDto(view: TaxRateView): TaxRateDto {
  return {
    id: view.current.id,
    version: view.current.version,
    ...toValuesDto(view.current),
    scheduled: view.scheduled.map((change) => ({ effectiveFrom: change.effectiveFrom, ...toValuesDto(change.values) })),
  };
}

function toValuesDto(taxRate: TaxRateFields): TaxRateValuesDto {
  return {
    name: taxRate.name,
    // The database gives "0.082500"; the API shows "0.0825".
    rate: formatRate(parseRate(taxRate.rate)),
    isPercentage: taxRate.isPercentage,
    flatAmount: formatMoney(cents(taxRate.flatAmountCents)),
    applyTo: [...taxRate.applyTo],
    isActive: taxRate.isActive,
    sortOrder: taxRate.sortOrder,
    longStay: taxRate.longStay ?? null,
  };
}

/** The stored tax rate in the shape core/tax-choice reads: the same fields as the API shows. */
export function toTaxRateLike(taxRate: TaxRateFields): TaxRateLike {
  return { id: taxRate.id, ...toValuesDto(taxRate) };
}
