import type { SettingKey } from '@core/schemas/settings.schema';
import { chooseHotelTaxes, type HotelTaxes, type TaxRateLike } from '@core/tax-choice';
import type { CalendarDate } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { loadSettings } from '../settings';
import type { LongStayRule } from '@core/long-stay-rule';
import type { TaxApplyTo } from '@core/schemas/tax-rate.schema';
import { toTaxRateLike, type TaxRateFields } from './tax-rate.mapper';
import { hotelSql } from '../../db/hotel-sql';
import { rawSql, sql, type SqlFragment } from '../../db/sql';
import { hotelToday } from '../../clock';
import { changesByTaxRate, taxRateOn, type TaxRateChangeRow } from './tax-rate-values';

/**
 * The hotel's Tax 1 and Tax 2 (spec section 9) for the booking screen, booking totals and reports: chosen
 * from its tax rates as in force today, or from the tax_rate / resort_fee_rate settings when it has none.
 * `em` must be scoped to the hotel (a request's or the CLI's).
 */
export async function loadHotelTaxes(em: Em): Promise<HotelTaxes> {
  // Booking pricing reads the settings anyway: it reads all three in one statement (booking-pricing.ts).
  const [taxRates, changes, settings] = await Promise.all([loadTaxRateRows(em), loadTaxRateChanges(em), loadSettings(em)]);
  return datedHotelTaxes(taxRates, changes, settings)(hotelToday(settings.timezone));
}

/**
 * The hotel's Tax 1 and Tax 2 on a date (a stay's check-in date, issue 26), from its tax rate rows
 * (TAX_RATE_COLUMNS), their changes (taxRateChangesSql) and settings, for a read that has all three. Each
 * date is chosen once: a batch of stays with a few check-in dates asks a few times.
 */
export function datedHotelTaxes(
  taxRates: readonly TaxRateRow[],
  changes: readonly TaxRateChangeRow[],
  settings: Record<SettingKey, string>,
): (date: CalendarDate) => HotelTaxes {
  const own = taxRates.map(fieldsOfRow);
  const byRate = changesByTaxRate(changes);
  const chosen = new Map<CalendarDate, HotelTaxes>();
  return (date) => {
    let taxes = chosen.get(date);
    if (!taxes) {
      const inForce = byRate.size === 0 ? own : own.map((rate) => taxRateOn(rate, byRate.get(rate.id) ?? [], date));
      taxes = chooseHotelTaxes(inForce.map(toTaxRateLike), {
        taxRate: settings.tax_rate,
        resortFeeRate: settings.resort_fee_rate,
        taxName: settings.tax_name,
        resortFeeName: settings.resort_fee_name,
      });
      chosen.set(date, taxes);
    }
    return taxes;
  };
}

/** A tax_rate row as datedHotelTaxes reads it, in the order TAX_RATE_ORDER gives. */
export const TAX_RATE_COLUMNS = rawSql(
  'id, version, name, rate::text as rate, is_percentage, flat_amount_cents, apply_to, is_active, sort_order, long_stay',
);
export const TAX_RATE_ORDER = rawSql('sort_order, id');

/**
 * Every change of the hotel's tax rates as a JSON array (TaxRateChangeRow), or null when it has none: a
 * subselect of a statement that reads the tax rates, `hotel` its hotel (`:hotel`, or a column of its row).
 * All of them, history included: a stay is taxed by what was in force on its check-in date, however old.
 */
export const taxRateChangesSql = (hotel: SqlFragment) => sql`(select json_agg(x) from (select tax_rate_id as "taxRateId",
    effective_from::text as "effectiveFrom", "values" from tax_rate_change where hotel_id = ${hotel}
    order by tax_rate_id, effective_from) x)`;

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
  long_stay: LongStayRule | null;
}

/** Plain rows (every booking written reads them): no entities to build and track for the flush after. */
function loadTaxRateRows(em: Em): Promise<TaxRateRow[]> {
  return hotelSql<TaxRateRow>(
    em,
    sql`select ${TAX_RATE_COLUMNS} from tax_rate where hotel_id = :hotel order by ${TAX_RATE_ORDER}`,
  );
}

/** A tax_rate row as core reads it (its long-stay rule with it). */
export function taxRateLikeOf(row: TaxRateRow): TaxRateLike {
  return toTaxRateLike(fieldsOfRow(row));
}

async function loadTaxRateChanges(em: Em): Promise<TaxRateChangeRow[]> {
  const [row] = await hotelSql<{ changes: TaxRateChangeRow[] | null }>(
    em,
    sql`select ${taxRateChangesSql(rawSql(':hotel'))} as changes`,
  );
  return row?.changes ?? [];
}

function fieldsOfRow(row: TaxRateRow): TaxRateFields {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    rate: row.rate,
    isPercentage: row.is_percentage,
    flatAmountCents: row.flat_amount_cents,
    applyTo: row.apply_to,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    longStay: row.long_stay,
  };
}

/** Tax 1 and Tax 2 from a later date on which a tax rate changes. */
export interface ScheduledHotelTaxes {
  effectiveFrom: CalendarDate;
  taxes: HotelTaxes;
}

/**
 * The signed-in hotel's Tax 1 and Tax 2 as in force today, and as they will be from each later date a tax
 * rate changes (the soonest first): the booking screen prices a stay by its check-in date as the server does.
 */
export async function getHotelTaxes(ctx: RequestContext): Promise<{ taxes: HotelTaxes; scheduled: ScheduledHotelTaxes[] }> {
  requireHotelId(ctx);
  const [taxRates, changes, settings] = await Promise.all([
    loadTaxRateRows(ctx.em),
    loadTaxRateChanges(ctx.em),
    loadSettings(ctx.em),
  ]);
  const today = hotelToday(settings.timezone);
  const taxesOn = datedHotelTaxes(taxRates, changes, settings);
  const dates = [...new Set(changes.map((change) => change.effectiveFrom).filter((date) => date > today))].sort();
  return { taxes: taxesOn(today), scheduled: dates.map((effectiveFrom) => ({ effectiveFrom, taxes: taxesOn(effectiveFrom) })) };
}
