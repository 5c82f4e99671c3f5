import { parseMoney, ZERO } from '@core/money';
import { parseRate, ZERO_RATE } from '@core/rate';
import { TAX_APPLY_TO, type TaxApplyTo } from '@core/schemas/tax-rate.schema';
import { TAX1_FALLBACK_NAME, TAX2_FALLBACK_NAME, type HotelTaxes, type TaxLine } from '@core/tax-choice';
import type { BookingHotelTaxesQuery } from '../../../gql/graphql';
import type { DatedChange } from '@core/dated-values';
import { LONG_STAY_MODES, type LongStayMode } from '@core/long-stay-rule';

const isLongStayMode = (mode: string): mode is LongStayMode => (LONG_STAY_MODES as readonly string[]).includes(mode);

type TaxesData = BookingHotelTaxesQuery['hotelTaxes'];
type LineData = NonNullable<TaxesData['tax1']>;

/** Column titles of the entry row: "Tax 1 (8.0%)" — the server's own labels, from core's taxColumnTitle. */
export interface TaxTitles {
  tax1Name: string;
  tax2Name: string;
  tax1Label: string;
  tax2Label: string;
}

export const DEFAULT_TAX_TITLES: TaxTitles = {
  tax1Name: TAX1_FALLBACK_NAME,
  tax2Name: TAX2_FALLBACK_NAME,
  tax1Label: TAX1_FALLBACK_NAME,
  tax2Label: TAX2_FALLBACK_NAME,
};

/** No taxes known yet: the entry row shows a subtotal equal to the grand total until they arrive. */
export const NO_TAXES: HotelTaxes = { tax1: null, tax2: null, ...pickNames(DEFAULT_TAX_TITLES) };

/** The server's Tax 1 / Tax 2 as core's HotelTaxes, so the entry row computes exactly what the server will. */
export function toHotelTaxes(data: Pick<TaxesData, 'tax1' | 'tax2' | 'tax1Name' | 'tax2Name'> | null | undefined): HotelTaxes {
  if (!data) return NO_TAXES;
  return { tax1: toLine(data.tax1), tax2: toLine(data.tax2), tax1Name: data.tax1Name, tax2Name: data.tax2Name };
}

/** Tax 1 / Tax 2 from each later date a tax rate changes (issue 26): a row is taxed by its check-in date. */
export function toScheduledTaxes(data: TaxesData | null | undefined): DatedChange<HotelTaxes>[] {
  return (data?.scheduled ?? []).map((change) => ({ effectiveFrom: change.effectiveFrom, values: toHotelTaxes(change) }));
}

export function toTaxTitles(data: TaxesData | null | undefined): TaxTitles {
  if (!data) return DEFAULT_TAX_TITLES;
  return { tax1Name: data.tax1Name, tax2Name: data.tax2Name, tax1Label: data.tax1Label, tax2Label: data.tax2Label };
}

function toLine(line: LineData | null | undefined): TaxLine | null {
  if (!line) return null;
  return {
    name: line.name,
    isPercentage: line.isPercentage,
    rate: line.isPercentage ? parseRate(line.rate) : ZERO_RATE,
    flatAmount: line.isPercentage ? ZERO : parseMoney(line.flatAmount || '0'),
    applyTo: line.applyTo.filter((value): value is TaxApplyTo => (TAX_APPLY_TO as readonly string[]).includes(value)),
    taxRateId: null,
    // The rule prices the row's exempt nights as the server does for a stay that starts its chain.
    longStay: line.longStay && isLongStayMode(line.longStay.mode) ? { ...line.longStay, mode: line.longStay.mode } : null,
  };
}

function pickNames(titles: TaxTitles) {
  return { tax1Name: titles.tax1Name, tax2Name: titles.tax2Name };
}
