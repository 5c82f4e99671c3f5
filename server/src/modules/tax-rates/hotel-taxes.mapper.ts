import { formatMoney } from '@core/money';
import { formatPercent, formatRate } from '@core/rate';
import type { LongStayRule } from '@core/long-stay-rule';
import { taxColumnTitle, taxLabel, type HotelTaxes, type TaxLine } from '@core/tax-choice';
import type { ScheduledHotelTaxes } from './hotel-taxes.service';

/** One of the hotel's two taxes as the booking screen reads it. */
export interface HotelTaxLineDto {
  name: string;
  isPercentage: boolean;
  /** The fraction, "0.0825"; "0.00" for a flat fee. */
  rate: string;
  /** The percent with 2 decimals, "8.25". */
  percent: string;
  /** "2.00" for a flat fee per night, else "0.00". */
  flatAmount: string;
  applyTo: string[];
  /** "8.25%" or "$2.00". */
  label: string;
  /** Its tax rate's long-stay rule, or null: the entry row prices a first stay's exempt nights as the server. */
  longStay: LongStayRule | null;
}

export interface HotelTaxesValuesDto {
  tax1Name: string;
  tax2Name: string;
  /** Column title with the percent to one decimal (spec section 9): "Occupancy Tax (8.3%)", or just the name. */
  tax1Label: string;
  tax2Label: string;
  tax1: HotelTaxLineDto | null;
  tax2: HotelTaxLineDto | null;
}

/** Tax 1 and Tax 2 from a later date (issue 26). */
export interface ScheduledHotelTaxesDto extends HotelTaxesValuesDto {
  effectiveFrom: string;
}

/** Tax 1 and Tax 2 today, and from each later date a tax rate changes. */
export interface HotelTaxesDto extends HotelTaxesValuesDto {
  scheduled: ScheduledHotelTaxesDto[];
}

/** Spec section 9 shows the two taxes' rates as percent with one decimal in column titles. */
const TITLE_PERCENT_DECIMALS = 1;

export function toHotelTaxesDto({ taxes, scheduled }: { taxes: HotelTaxes; scheduled: ScheduledHotelTaxes[] }): HotelTaxesDto {
  return {
    ...toValuesDto(taxes),
    scheduled: scheduled.map((change) => ({ effectiveFrom: change.effectiveFrom, ...toValuesDto(change.taxes) })),
  };
}

function toValuesDto(taxes: HotelTaxes): HotelTaxesValuesDto {
  return {
    tax1Name: taxes.tax1Name,
    tax2Name: taxes.tax2Name,
    tax1Label: taxColumnTitle(taxes.tax1Name, taxes.tax1, TITLE_PERCENT_DECIMALS),
    tax2Label: taxColumnTitle(taxes.tax2Name, taxes.tax2, TITLE_PERCENT_DECIMALS),
    tax1: taxes.tax1 && toLineDto(taxes.tax1),
    tax2: taxes.tax2 && toLineDto(taxes.tax2),
  };
}

function toLineDto(line: TaxLine): HotelTaxLineDto {
  return {
    name: line.name,
    isPercentage: line.isPercentage,
    rate: formatRate(line.rate),
    percent: formatPercent(line.rate, 2),
    flatAmount: formatMoney(line.flatAmount),
    applyTo: [...line.applyTo],
    label: taxLabel(line, 2),
    longStay: line.longStay,
  };
}
