import { formatUsd, parseMoney } from '@core/money';
import { effectiveFromSchema } from '@core/schemas/scheduled-change.schema';
import { formatPercent, parseRate } from '@core/rate';
import {
  TAX_APPLY_TO,
  TAX_APPLY_TO_LABELS,
  fractionToPercent,
  percentToFraction,
  taxRateSchema,
  type TaxApplyTo,
  type TaxRateInput,
} from '@core/schemas/tax-rate.schema';
import {
  longStayFormOf,
  NO_LONG_STAY_FORM,
  longStayInput,
  type LongStayFormValues,
  type LongStayRuleFields,
} from './long-stay-form';

/**
 * What the Add/Edit Tax Rate dialog holds: the rate as the percent a person types ("8.25"), and the long-stay
 * rule's choice and fields (long-stay-form.ts).
 */
export interface TaxRateFormValues extends LongStayFormValues {
  name: string;
  isPercentage: boolean;
  percent: string;
  flatAmount: string;
  applyTo: TaxApplyTo[];
  isActive: boolean;
  sortOrder: string;
  /** Editing: the date the values take effect from (issue 26); blank, at once. */
  effectiveFrom: string;
}

/** The stored fields the dialog starts from when editing. */
export interface TaxRateLikeFields {
  name: string;
  rate: string;
  isPercentage: boolean;
  flatAmount: string;
  applyTo: readonly string[];
  isActive: boolean;
  sortOrder: number;
  longStay?: LongStayRuleFields | null;
}

export const EMPTY_TAX_RATE_FORM: TaxRateFormValues = {
  name: '',
  isPercentage: true,
  percent: '',
  flatAmount: '',
  applyTo: ['all'],
  isActive: true,
  sortOrder: '0',
  ...NO_LONG_STAY_FORM,
  effectiveFrom: '',
};

export const TAX_NAME_REQUIRED = 'Tax name is required';
export const PERCENT_RANGE_MESSAGE = 'Tax rate must be a percentage from 0 to 100';

export function formValuesOf(taxRate: TaxRateLikeFields | null): TaxRateFormValues {
  if (!taxRate) return EMPTY_TAX_RATE_FORM;
  return {
    name: taxRate.name,
    isPercentage: taxRate.isPercentage,
    percent: taxRate.isPercentage ? (fractionToPercent(taxRate.rate) ?? '') : '',
    flatAmount: taxRate.isPercentage ? '' : taxRate.flatAmount,
    applyTo: TAX_APPLY_TO.filter((type) => taxRate.applyTo.includes(type)),
    isActive: taxRate.isActive,
    sortOrder: String(taxRate.sortOrder),
    ...longStayFormOf(taxRate.longStay),
    effectiveFrom: '',
  };
}

/** What the dialog saves: the tax rate, and when editing the date its values take effect from (when given). */
export type TaxRateUpdate = TaxRateInput & { effectiveFrom?: string };

export type TaxRatePayload = { ok: true; input: TaxRateUpdate } | { ok: false; message: string };

/**
 * The dialog's values as the server's payload (spec section 3): percent / 100 as the fraction, the flat
 * amount sent as 0 for a percentage and the rate sent as typed for a flat fee, the long-stay rule or null;
 * checked with the core schema so the first message is the one the server would give.
 */
export function toTaxRatePayload(values: TaxRateFormValues): TaxRatePayload {
  if (!values.name.trim()) return { ok: false, message: TAX_NAME_REQUIRED };
  let rate: string = values.percent;
  if (values.isPercentage) {
    const fraction = percentToFraction(values.percent);
    if (fraction === null || Number(fraction) > 1) return { ok: false, message: PERCENT_RANGE_MESSAGE };
    rate = fraction;
  }
  const result = taxRateSchema.safeParse({
    name: values.name,
    rate,
    isPercentage: values.isPercentage,
    flatAmount: values.isPercentage ? 0 : values.flatAmount,
    applyTo: values.applyTo,
    isActive: values.isActive,
    sortOrder: values.sortOrder,
    // Always sent, so that None clears a rule the rate had.
    longStay: longStayInput(values),
  });
  if (!result.success) return { ok: false, message: result.error.issues[0].message };
  const dated = effectiveFromSchema.safeParse({ effectiveFrom: values.effectiveFrom });
  if (!dated.success) return { ok: false, message: dated.error.issues[0].message };
  const { effectiveFrom } = dated.data;
  return { ok: true, input: effectiveFrom ? { ...result.data, effectiveFrom } : result.data };
}

/** Ticking All Rate Types sets just all; unticking it empties the list (spec section 4). */
export function toggleAllRateTypes(checked: boolean): TaxApplyTo[] {
  return checked ? ['all'] : [];
}

/** With All unticked, daily, weekly and monthly toggle one by one, kept in a fixed order. */
export function toggleRateType(current: readonly TaxApplyTo[], type: TaxApplyTo, checked: boolean): TaxApplyTo[] {
  const next = new Set<TaxApplyTo>(current.filter((item) => item !== 'all'));
  if (checked) next.add(type);
  else next.delete(type);
  return TAX_APPLY_TO.filter((item) => next.has(item));
}

/** "8.25%" for a percentage, "$25.00" for a flat fee: as the tax list shows the rate. */
export function taxRateAmountText(taxRate: Pick<TaxRateLikeFields, 'rate' | 'isPercentage' | 'flatAmount'>): string {
  return taxRate.isPercentage ? `${formatPercent(parseRate(taxRate.rate), 2)}%` : formatUsd(parseMoney(taxRate.flatAmount));
}

/** "All Rate Types", or "Daily Rates, Weekly Rates". */
export function appliesToText(applyTo: readonly string[]): string {
  return applyTo.map((type) => TAX_APPLY_TO_LABELS[type as TaxApplyTo] ?? type).join(', ');
}

/** A scheduled change in words: "Lodging Tax 12.00%, All Rate Types" (and "inactive" when it turns the rate off). */
export function scheduledTaxRateText(change: TaxRateLikeFields): string {
  const text = `${change.name} ${taxRateAmountText(change)}, ${appliesToText(change.applyTo)}`;
  return change.isActive ? text : `${text}, inactive`;
}
