import { isTimeZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import type { Em } from '../db/orm';
import { loadSettings } from '../modules/settings';
import type { HotelDetails } from './hotel-details';

/**
 * The letterhead of every document, from the hotel's settings. `em` is scoped to one hotel (a request's
 * or the CLI's); `fallbackName` (the account's name) is used when the hotel has cleared motel_name.
 */
export async function loadHotelDetails(em: Em, fallbackName = 'Hotel'): Promise<HotelDetails> {
  const settings = await loadSettings(em);
  return {
    name: settings.motel_name || fallbackName,
    address: settings.motel_address,
    city: settings.motel_city,
    state: settings.motel_state,
    zip: settings.motel_zip,
    phone: settings.motel_phone,
    timezone: isTimeZone(settings.timezone) ? settings.timezone : DEFAULT_TIMEZONE,
  };
}
