import { computeBooking, type BookingFigures, type EntryMode } from '@core/booking-engine';
import { licenceState, type LicenceState } from '@core/licence-state';
import { parseMoney } from '@core/money';
import type { BookingInput } from '@core/schemas/booking.schema';
import type { SettingKey } from '@core/schemas/settings.schema';
import type { HotelTaxes } from '@core/tax-choice';
import type { Em } from '../../db/orm';
import { loadSettings } from '../settings/settings.service';
import { loadHotelTaxes } from '../tax-rates/hotel-taxes.service';

/** What pricing a booking needs to know about its hotel, read once per request. */
export interface PricingContext {
  taxes: HotelTaxes;
  entryMode: EntryMode;
  timezone: string;
  licence: LicenceState;
  settings: Record<SettingKey, string>;
}

export async function loadPricingContext(em: Em, now = new Date()): Promise<PricingContext> {
  const reading = loadSettings(em);
  // Side by side: outside a transaction each goes out on its own pooled connection.
  const [settings, taxes] = await Promise.all([reading, loadHotelTaxes(em, reading)]);
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
