import type { SettingKey } from '@core/schemas/settings.schema';
import { chooseHotelTaxes, type HotelTaxes } from '@core/tax-choice';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts/guards';
import { loadSettings } from '../settings/settings.service';
import { TaxRate } from './tax-rate.entity';
import { toTaxRateLike } from './tax-rate.mapper';

/**
 * The hotel's Tax 1 and Tax 2 (spec section 9) for the booking screen, booking totals and reports: chosen
 * from its tax rates, or from the tax_rate / resort_fee_rate settings when it has none. `em` must be
 * scoped to the hotel (a request's or the CLI's).
 */
export async function loadHotelTaxes(em: Em, knownSettings?: Record<SettingKey, string>): Promise<HotelTaxes> {
  // A caller that has read the settings already (booking pricing) passes them: one query fewer per booking.
  const [taxRates, settings] = await Promise.all([
    em.find(TaxRate, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
    knownSettings ?? loadSettings(em),
  ]);
  return chooseHotelTaxes(taxRates.map(toTaxRateLike), {
    taxRate: settings.tax_rate,
    resortFeeRate: settings.resort_fee_rate,
    taxName: settings.tax_name,
    resortFeeName: settings.resort_fee_name,
  });
}

/** The signed-in hotel's Tax 1 and Tax 2. */
export function getHotelTaxes(ctx: RequestContext): Promise<HotelTaxes> {
  requireHotelId(ctx);
  return loadHotelTaxes(ctx.em);
}
