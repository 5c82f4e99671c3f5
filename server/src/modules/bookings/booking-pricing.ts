import { computeBooking, type BookingFigures, type EntryMode, type TaxedNights } from '@core/booking-engine';
import { FIRST_IN_CHAIN, taxedNightsOf, type ChainPlace } from '@core/long-stay';
import { licenceState, type LicenceState } from '@core/licence-state';
import { parseMoney } from '@core/money';
import type { BookingInput } from '@core/schemas/booking.schema';
import type { SettingKey } from '@core/schemas/settings.schema';
import type { HotelTaxes, TaxRateLike } from '@core/tax-choice';
import type { Em } from '../../db/orm';
import { resolveSettings } from '@core/schemas/settings.schema';
import { hotelPrepared } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import {
  datedHotelTaxes,
  TAX_RATE_COLUMNS,
  TAX_RATE_ORDER,
  taxRateChangesSql,
  type TaxRateChangeRow,
  taxRateLikeOf,
  type TaxRateRow,
} from '../tax-rates';
import { rawSql } from '../../db/sql';
import type { CalendarDate } from '@core/stay-dates';

/** What pricing a booking needs to know about its hotel, read once per request. */
export interface PricingContext {
  /** Tax 1 and Tax 2 as in force on a stay's check-in date (issue 26): a stay is taxed by its check-in date. */
  taxesOn: (checkInDate: CalendarDate) => HotelTaxes;
  /** Every tax rate of the hotel, active or not: a chain's earlier bookings may have been priced with any. */
  rates: TaxRateLike[];
  entryMode: EntryMode;
  timezone: string;
  licence: LicenceState;
  settings: Record<SettingKey, string>;
}

/**
 * The hotel's settings, tax rates and their changes in one statement (every booking written reads them): as
 * the folio reads them (folio-read.ts), prepared once per connection on PostgreSQL. Every change is read, so
 * a batch of stays checking in on different dates is priced from this one read.
 */
const PRICING_READ = sql`select (select json_object_agg(key, value) from hotel_setting where hotel_id = :hotel) as settings,
    (select json_agg(x) from (select ${TAX_RATE_COLUMNS} from tax_rate where hotel_id = :hotel order by ${TAX_RATE_ORDER}) x)
      as tax_rates, ${taxRateChangesSql(rawSql(':hotel'))} as tax_rate_changes`;

export async function loadPricingContext(em: Em, now = new Date()): Promise<PricingContext> {
  const [row] = await hotelPrepared<{
    settings: Record<string, string> | null;
    tax_rates: TaxRateRow[] | null;
    tax_rate_changes: TaxRateChangeRow[] | null;
  }>(em, 'innkeep_pricing_context', PRICING_READ);
  const settings = resolveSettings(row?.settings ?? {});
  return {
    taxesOn: datedHotelTaxes(row?.tax_rates ?? [], row?.tax_rate_changes ?? [], settings),
    rates: (row?.tax_rates ?? []).map(taxRateLikeOf),
    entryMode: settings.total_rate_entry === '1' ? 'total' : 'base',
    timezone: settings.timezone,
    licence: licenceState(settings, now),
    settings,
  };
}

/** A booking's figures as the server prices them, with what its taxes' long-stay rules made of them. */
export interface PricedBooking extends BookingFigures {
  taxedNights: TaxedNights;
  taxRateIds: { tax1: number | null; tax2: number | null };
}

/**
 * The server's own figures for a booking: whatever totals a client sent are recomputed from the inputs. At
 * `place` in its chain, its taxes carry only their taxed nights (core/long-stay.ts); the first booking of a
 * chain, or a hotel without long-stay rules, prices exactly as the spec does.
 */
export function priceBooking(input: BookingInput, pricing: PricingContext, place: ChainPlace = FIRST_IN_CHAIN): PricedBooking {
  // A stay is taxed by the rates in force on its check-in date (scheduled changes).
  const taxes = pricing.taxesOn(input.checkInDate);
  const args = {
    rateType: input.rateType,
    checkInDate: input.checkInDate,
    nights: input.nights,
    dailyWeeklyAmount: parseMoney(input.dailyWeeklyAmount),
    monthlyAmount: parseMoney(input.monthlyAmount),
    grandTotal: parseMoney(input.grandTotal),
    paidAmount: parseMoney(input.paidAmount),
    entryMode: pricing.entryMode,
    taxes,
  };
  const plain = computeBooking(args);
  const taxedNights = taxedNightsOf(taxes, place, plain.nights, plain.rateType);
  const everyNight = taxedNights.tax1 === plain.nights && taxedNights.tax2 === plain.nights;
  return {
    ...(everyNight ? plain : computeBooking({ ...args, taxedNights })),
    taxedNights,
    taxRateIds: { tax1: taxes.tax1?.taxRateId ?? null, tax2: taxes.tax2?.taxRateId ?? null },
  };
}
