import type { SettingKey } from '@core/schemas/settings.schema';
import { chooseHotelTaxes, type HotelTaxes } from '@core/tax-choice';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts/guards';
import { loadSettings } from '../settings/settings.service';
import type { TaxApplyTo } from '@core/schemas/tax-rate.schema';
import type { TaxRateLike } from '@core/tax-choice';
import { tenantIdOf } from '../../db/tenant';
import { toTaxRateLike } from './tax-rate.mapper';

/**
 * The hotel's Tax 1 and Tax 2 (spec section 9) for the booking screen, booking totals and reports: chosen
 * from its tax rates, or from the tax_rate / resort_fee_rate settings when it has none. `em` must be
 * scoped to the hotel (a request's or the CLI's).
 */
export async function loadHotelTaxes(em: Em): Promise<HotelTaxes> {
  // Booking pricing reads the settings anyway: it reads both in one statement (booking-pricing.ts).
  const [taxRates, settings] = await Promise.all([loadTaxRateRows(em), loadSettings(em)]);
  return hotelTaxesOf(taxRates, settings);
}

/** The hotel's Tax 1 and Tax 2 from its tax rate rows (TAX_RATE_COLUMNS) and settings, for a read that has both. */
export function hotelTaxesOf(taxRates: readonly TaxRateRow[], settings: Record<SettingKey, string>): HotelTaxes {
  return chooseHotelTaxes(taxRates.map(taxRateLikeOf), {
    taxRate: settings.tax_rate,
    resortFeeRate: settings.resort_fee_rate,
    taxName: settings.tax_name,
    resortFeeName: settings.resort_fee_name,
  });
}

/** A tax_rate row as hotelTaxesOf reads it, in the order TAX_RATE_ORDER gives. */
export const TAX_RATE_COLUMNS =
  'id, version, name, rate::text as rate, is_percentage, flat_amount_cents, apply_to, is_active, sort_order';
export const TAX_RATE_ORDER = 'sort_order, id';

export interface TaxRateRow {
  id: number;
  version: number;
  name: string;
  rate: string;
  is_percentage: boolean;
  flat_amount_cents: number;
  apply_to: TaxApplyTo[];
  is_active: boolean;
  sort_order: number;
}

/** Plain rows (every booking written reads them): no entities to build and track for the flush after. */
function loadTaxRateRows(em: Em): Promise<TaxRateRow[]> {
  return em.execute<TaxRateRow[]>(`select ${TAX_RATE_COLUMNS} from tax_rate where hotel_id = ? order by ${TAX_RATE_ORDER}`, [
    tenantIdOf(em),
  ]);
}

function taxRateLikeOf(row: TaxRateRow): TaxRateLike {
  return toTaxRateLike({
    id: row.id,
    version: row.version,
    name: row.name,
    rate: row.rate,
    isPercentage: row.is_percentage,
    flatAmountCents: row.flat_amount_cents,
    applyTo: row.apply_to,
    isActive: row.is_active,
    sortOrder: row.sort_order,
  });
}

/** The signed-in hotel's Tax 1 and Tax 2. */
export function getHotelTaxes(ctx: RequestContext): Promise<HotelTaxes> {
  requireHotelId(ctx);
  return loadHotelTaxes(ctx.em);
}
