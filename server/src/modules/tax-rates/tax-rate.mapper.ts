import { cents, formatMoney } from '@core/money';
import { formatRate, parseRate } from '@core/rate';
import type { TaxApplyTo } from '@core/schemas/tax-rate.schema';
import type { TaxRateLike } from '@core/tax-choice';
import type { TaxRate } from './tax-rate.entity';

/** A tax rate as /api/hotel/tax-rates and GraphQL show it (spec section 3). */
export interface TaxRateDto {
  id: number;
  /** Raised by one with every change: an update may name the version it was based on (409 when older). */
  version: number;
  name: string;
  /** The fraction, "0.0825"; "0.00" for a flat fee. */
  rate: string;
  isPercentage: boolean;
  /** "2.50" for a flat fee; "0.00" for a percentage. */
  flatAmount: string;
  applyTo: TaxApplyTo[];
  isActive: boolean;
  sortOrder: number;
}

/** What the mapper reads of a tax rate: the entity, or a plain row read for pricing (hotel-taxes.service.ts). */
export type TaxRateFields = Pick<
  TaxRate,
  'id' | 'version' | 'name' | 'rate' | 'isPercentage' | 'flatAmountCents' | 'applyTo' | 'isActive' | 'sortOrder'
>;

export function toTaxRateDto(taxRate: TaxRateFields): TaxRateDto {
  return {
    id: taxRate.id,
    version: taxRate.version,
    name: taxRate.name,
    // The database gives "0.082500"; the API shows "0.0825".
    rate: formatRate(parseRate(taxRate.rate)),
    isPercentage: taxRate.isPercentage,
    flatAmount: formatMoney(cents(taxRate.flatAmountCents)),
    applyTo: [...taxRate.applyTo],
    isActive: taxRate.isActive,
    sortOrder: taxRate.sortOrder,
  };
}

/** The stored tax rate in the shape core/tax-choice reads: the same fields as the API shows. */
export function toTaxRateLike(taxRate: TaxRateFields): TaxRateLike {
  return toTaxRateDto(taxRate);
}
