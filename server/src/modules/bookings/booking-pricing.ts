import { computeBooking, type BookingFigures, type EntryMode } from '@core/booking-engine';
import { licenceState, type LicenceState } from '@core/licence-state';
import { parseMoney } from '@core/money';
import type { BookingInput } from '@core/schemas/booking.schema';
import type { SettingKey } from '@core/schemas/settings.schema';
import type { HotelTaxes } from '@core/tax-choice';
import type { Em } from '../../db/orm';
import { resolveSettings } from '@core/schemas/settings.schema';
import { runPrepared, type PreparedStatement } from '../../db/prepared-statement';
import { tenantIdOf } from '../../db/tenant';
import { hotelTaxesOf, TAX_RATE_COLUMNS, TAX_RATE_ORDER, type TaxRateRow } from '../tax-rates/hotel-taxes.service';

/** What pricing a booking needs to know about its hotel, read once per request. */
export interface PricingContext {
  taxes: HotelTaxes;
  entryMode: EntryMode;
  timezone: string;
  licence: LicenceState;
  settings: Record<SettingKey, string>;
}

/**
 * The hotel's settings and tax rates in one statement (every booking written reads both): as the folio reads
 * them (folio-read.ts), prepared once per connection on PostgreSQL.
 */
const PRICING_READ: PreparedStatement = {
  name: 'innkeep_pricing_context',
  text: `select (select json_object_agg(key, value) from hotel_setting where hotel_id = $1::int) as settings,
    (select json_agg(x) from (select ${TAX_RATE_COLUMNS} from tax_rate where hotel_id = $1::int order by ${TAX_RATE_ORDER}) x)
      as tax_rates`,
};

export async function loadPricingContext(em: Em, now = new Date()): Promise<PricingContext> {
  const [row] = await runPrepared<{ settings: Record<string, string> | null; tax_rates: TaxRateRow[] | null }>(em, PRICING_READ, [
    tenantIdOf(em),
  ]);
  const settings = resolveSettings(row?.settings ?? {});
  const taxes = hotelTaxesOf(row?.tax_rates ?? [], settings);
  return {
    taxes,
    entryMode: settings.total_rate_entry === '1' ? 'total' : 'base',
    timezone: settings.timezone,
    licence: licenceState(settings, now),
    settings,
  };
}

/** The server's own figures for a booking: whatever totals a client sent are recomputed from the inputs. */
export function priceBooking(input: BookingInput, pricing: PricingContext): BookingFigures {
  return computeBooking({
    rateType: input.rateType,
    checkInDate: input.checkInDate,
    nights: input.nights,
    dailyWeeklyAmount: parseMoney(input.dailyWeeklyAmount),
    monthlyAmount: parseMoney(input.monthlyAmount),
    grandTotal: parseMoney(input.grandTotal),
    paidAmount: parseMoney(input.paidAmount),
    entryMode: pricing.entryMode,
    taxes: pricing.taxes,
  });
}
