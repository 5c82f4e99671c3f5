import { changeInForce, scheduledAfter, type DatedChange } from '@core/dated-values';
import { parseMoney } from '@core/money';
import type { TaxRateInput } from '@core/schemas/tax-rate.schema';
import type { CalendarDate } from '@core/stay-dates';
import type { TaxRateFields } from './tax-rate.mapper';

/** A tax rate's change as read in SQL (TAX_RATE_CHANGE_COLUMNS): its values are the parsed input it was saved with. */
export interface TaxRateChangeRow {
  taxRateId: number;
  effectiveFrom: CalendarDate;
  values: TaxRateInput;
}

/** The stored fields of a tax rate from its parsed input (the row's own columns, or a change's values). */
export function taxRateColumns(input: TaxRateInput) {
  return {
    name: input.name,
    rate: input.rate,
    isPercentage: input.isPercentage,
    flatAmountCents: parseMoney(input.flatAmount),
    applyTo: input.applyTo,
    isActive: input.isActive,
    sortOrder: input.sortOrder,
    // Left out, an update (or a scheduled change) keeps the rate's long-stay rule; null clears it.
    ...(input.longStay === undefined ? {} : { longStay: input.longStay }),
  };
}

/** The tax rate with a change's values: the same record (id, version), other values. */
export function withValues(own: TaxRateFields, values: TaxRateInput): TaxRateFields {
  return { ...own, ...taxRateColumns(values) };
}

/** Each tax rate's changes, by its id. */
export function changesByTaxRate(rows: readonly TaxRateChangeRow[]): Map<number, DatedChange<TaxRateInput>[]> {
  const byRate = new Map<number, DatedChange<TaxRateInput>[]>();
  for (const row of rows) {
    byRate.set(row.taxRateId, [...(byRate.get(row.taxRateId) ?? []), { effectiveFrom: row.effectiveFrom, values: row.values }]);
  }
  return byRate;
}

/** The tax rate as in force on `date`. */
export function taxRateOn(own: TaxRateFields, changes: readonly DatedChange<TaxRateInput>[], date: CalendarDate): TaxRateFields {
  const change = changeInForce(changes, date);
  return change ? withValues(own, change.values) : own;
}

/** A tax rate as GET shows it: the values in force today, and its changes still to come as the record they make. */
export interface TaxRateView {
  current: TaxRateFields;
  scheduled: DatedChange<TaxRateFields>[];
}

export function taxRateView(own: TaxRateFields, changes: readonly DatedChange<TaxRateInput>[], today: CalendarDate): TaxRateView {
  return {
    current: taxRateOn(own, changes, today),
    scheduled: scheduledAfter(changes, today).map((change) => ({
      effectiveFrom: change.effectiveFrom,
      values: withValues(own, change.values),
    })),
  };
}
