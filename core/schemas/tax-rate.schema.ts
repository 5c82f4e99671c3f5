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
import { LONG_STAY_MODES, LONG_STAY_NIGHTS_MAX, LONG_STAY_NIGHTS_MIN, type LongStayRule } from '../long-stay-rule';

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

const LONG_STAY_MESSAGE = 'Long stay must be null or an object with nights and mode';
const LONG_STAY_NIGHTS_MESSAGE = `Long-stay nights must be a whole number from ${LONG_STAY_NIGHTS_MIN} to ${LONG_STAY_NIGHTS_MAX}`;
const LONG_STAY_MODE_MESSAGE = `Long-stay mode must be ${LONG_STAY_MODES.join(' or ')}`;

/** A long-stay rule as sent: its two flags default to false when left out. */
const longStayRuleSchema = z.object(
  {
    nights: z.coerce
      .number({ error: LONG_STAY_NIGHTS_MESSAGE })
      .int(LONG_STAY_NIGHTS_MESSAGE)
      .min(LONG_STAY_NIGHTS_MIN, LONG_STAY_NIGHTS_MESSAGE)
      .max(LONG_STAY_NIGHTS_MAX, LONG_STAY_NIGHTS_MESSAGE),
    mode: z.enum(LONG_STAY_MODES, { error: LONG_STAY_MODE_MESSAGE }),
    agreementExempts: booleanSchema(false, 'Long-stay agreementExempts must be true or false'),
    earlyDepartureDue: booleanSchema(false, 'Long-stay earlyDepartureDue must be true or false'),
  },
  { error: LONG_STAY_MESSAGE },
) satisfies z.ZodType<LongStayRule, unknown>;

/**
 * The tax rate's long-stay rule (core/long-stay-rule.ts): null clears it; left out (undefined), a create has
 * none and an update keeps the rate's.
 */
export const longStaySchema = z
  .unknown()
  .transform((value, ctx): LongStayRule | null => {
    if (value === null) return null;
    const rule = longStayRuleSchema.safeParse(value);
    if (rule.success) return rule.data;
    const [issue] = rule.error.issues;
    ctx.addIssue({ code: 'custom', message: issue?.message ?? LONG_STAY_MESSAGE, path: issue?.path ?? [] });
    return z.NEVER;
  })
  .optional();

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
    longStay: longStaySchema,
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
