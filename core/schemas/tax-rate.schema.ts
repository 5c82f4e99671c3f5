import { z } from 'zod';
import {
  booleanSchema,
  formatDecimal,
  fractionSchema,
  lenientIntSchema,
  moneySchema,
  parseDecimal,
  requiredText,
  shiftDecimal,
  toTextList,
} from './common';

/** The rate types a tax can apply to; 'all' stands alone (ticking it clears the others, spec section 4). */
export const TAX_APPLY_TO = ['all', 'daily', 'weekly', 'monthly'] as const;
export type TaxApplyTo = (typeof TAX_APPLY_TO)[number];

export const TAX_APPLY_TO_LABELS: Readonly<Record<TaxApplyTo, string>> = {
  all: 'All Rate Types',
  daily: 'Daily Rates',
  weekly: 'Weekly Rates',
  monthly: 'Monthly Rates',
};

const TAX_RATE_MESSAGE = 'Tax rate must be a fraction between 0 and 1';
const APPLY_TO_MESSAGE = 'Choose at least one rate type';
const rateSchema = fractionSchema(TAX_RATE_MESSAGE);
const flatAmountSchema = moneySchema('Flat amount is required', {
  negative: 'Flat amount must be 0 or more',
  invalid: 'Flat amount must be a number with at most 2 decimals',
});

/** Missing means ['all']; 'all' with others is just ['all']; the others come back deduplicated in a fixed order. */
const applyToSchema = z.transform((value, ctx): TaxApplyTo[] => {
  if (value === undefined || value === null) return ['all'];
  const items = toTextList(value)?.map((item) => item.toLowerCase());
  const unknown = items?.find((item) => !(TAX_APPLY_TO as readonly string[]).includes(item));
  if (!items || unknown !== undefined) {
    ctx.addIssue({ code: 'custom', message: unknown ? `Unknown rate type: ${unknown}` : APPLY_TO_MESSAGE });
    return z.NEVER;
  }
  if (items.length === 0) {
    ctx.addIssue({ code: 'custom', message: APPLY_TO_MESSAGE });
    return z.NEVER;
  }
  if (items.includes('all')) return ['all'];
  return TAX_APPLY_TO.filter((type) => items.includes(type));
});

/**
 * A tax rate as the server receives it (spec sections 3 and 5). A percentage carries its rate as a
 * fraction ("0.0825") and a flat amount of "0.00"; a flat fee carries its amount and a rate of "0"
 * (whatever rate the form sent for a flat fee is ignored).
 */
export const taxRateSchema = z
  .object({
    name: requiredText('Tax name is required', 100, 'Tax name must be at most 100 characters'),
    isPercentage: booleanSchema(true, 'Percentage must be true or false'),
    rate: z.unknown().optional(),
    flatAmount: z.unknown().optional(),
    applyTo: applyToSchema,
    isActive: booleanSchema(true, 'Active must be true or false'),
    sortOrder: lenientIntSchema({
      fallback: 0,
      min: 0,
      max: 2_147_483_647,
      message: 'Sort order must be a whole number of 0 or more',
    }),
  })
  .transform((input, ctx) => {
    const { rate, flatAmount, ...rest } = input;
    if (input.isPercentage) {
      const parsed = rateSchema.safeParse(rate);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: TAX_RATE_MESSAGE, path: ['rate'] });
        return z.NEVER;
      }
      return { ...rest, rate: parsed.data, flatAmount: '0.00' };
    }
    const amount = flatAmountSchema.safeParse(flatAmount);
    if (!amount.success) {
      ctx.addIssue({ code: 'custom', message: amount.error.issues[0].message, path: ['flatAmount'] });
      return z.NEVER;
    }
    return { ...rest, rate: '0', flatAmount: amount.data };
  });
export type TaxRateInput = z.output<typeof taxRateSchema>;

/**
 * The dialog shows percent; the payload stores percent / 100. Done on the digits, so "8.25" gives
 * exactly "0.0825". Null when the text is not a plain number of 0 or more.
 */
export function percentToFraction(percent: string | number): string | null {
  const parts = parseDecimal(percent);
  if (!parts || parts.negative) return null;
  return formatDecimal(shiftDecimal(parts, -2));
}

/** "0.0825" -> "8.25", "0.08" -> "8.00": at least 2 decimals, as the tax list shows it. Null when not a number. */
export function fractionToPercent(fraction: string | number): string | null {
  const parts = parseDecimal(fraction);
  if (!parts) return null;
  return formatDecimal(shiftDecimal(parts, 2), 2);
}
