import { z } from 'zod';

/** An optional free-text field: trimmed, blank or missing becomes null, capped so nobody stores a novel. */
export const optionalText = (max = 255) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? null : typeof value === 'string' ? value.trim() || null : value),
    z.string().max(max, `Must be at most ${max} characters`).nullable(),
  );

/** A required trimmed text field with the spec's message when blank. */
export const requiredText = (message: string, max = 255, tooLong = `Must be at most ${max} characters`) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).min(1, message).max(max, tooLong),
  );

/**
 * A number from a JSON number or a numeric text; NaN for anything else. Number() on an object can throw
 * (a JSON body `{"valueOf": 1, "toString": 1}`), so objects never reach it.
 */
export const numberOf = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;

/** Text from a string or a number, trimmed; null for anything else (objects, arrays, booleans). */
export const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : null;

/** Input quoted back in a message, cut short: a 100 kB "date" must not come back as a 100 kB error. */
export const quoted = (text: string, max = 40): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Accepts 12 or "12"; blank means "not given". */
export const optionalPositiveInt = (message: string, max = 999_999) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : numberOf(value)),
    z.number({ error: message }).int(message).min(1, message).max(max, message).optional(),
  );

/** Database ids arrive as numbers in JSON and as strings in paths and CLI arguments. */
export const idSchema = z.coerce
  .number({ error: 'Invalid id' })
  .int('Invalid id')
  .positive('Invalid id')
  .max(2_147_483_647, 'Invalid id');

/** The longest address SMTP carries. */
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** An optional email: blank or missing becomes null, anything else must be a valid address. */
export const optionalEmailSchema = z.preprocess((value) => (isBlank(value) ? null : value), emailSchema.nullable());

/** A plain decimal number written out ("12", "12.5", ".5", "-3.25"), split into its parts. */
export interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

/**
 * Reads a decimal from a number or a string without going through floating-point arithmetic.
 * Null for blanks, exponents, separators and anything else that is not plain digits.
 */
export function parseDecimal(value: unknown): DecimalParts | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !(match[2] + (match[3] ?? ''))) return null;
  const whole = match[2].replace(/^0+/, '') || '0';
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const isZero = whole === '0' && fraction === '';
  return { negative: match[1] === '-' && !isZero, whole, fraction };
}

/** Writes decimal parts back as text with at least `minFractionDigits` decimals: ("12", "5"), 2 -> "12.50". */
export function formatDecimal(parts: DecimalParts, minFractionDigits = 0): string {
  const fraction = parts.fraction.padEnd(minFractionDigits, '0');
  return `${parts.negative ? '-' : ''}${parts.whole}${fraction ? `.${fraction}` : ''}`;
}

/** Moves the decimal point: +2 turns a fraction into a percent, -2 a percent into a fraction. */
export function shiftDecimal(parts: DecimalParts, places: number): DecimalParts {
  let digits = parts.whole + parts.fraction;
  let point = parts.whole.length + places;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  return {
    negative: parts.negative,
    whole: digits.slice(0, point).replace(/^0+/, '') || '0',
    fraction: digits.slice(point).replace(/0+$/, ''),
  };
}

export interface MoneyMessages {
  negative?: string;
  invalid?: string;
}

const MONEY_MAX_WHOLE_DIGITS = 10;

/** Reads a non-blank money value into "12.50", or records the issue and returns null. */
function readMoney(value: unknown, ctx: z.RefinementCtx, messages: MoneyMessages): string | null {
  const parts = parseDecimal(value);
  if (!parts || parts.fraction.length > 2 || parts.whole.length > MONEY_MAX_WHOLE_DIGITS) {
    ctx.addIssue({ code: 'custom', message: messages.invalid ?? 'Amounts must be numbers with at most 2 decimals' });
    return null;
  }
  if (parts.negative) {
    ctx.addIssue({ code: 'custom', message: messages.negative ?? 'Amounts must be 0 or more' });
    return null;
  }
  return formatDecimal(parts, 2);
}

/**
 * A required amount of money of 0 or more: 12.5 or "12.5" becomes "12.50". Kept as text so nothing
 * on the way rounds through a float; more than 2 decimals is an error rather than a silent rounding.
 */
export const moneySchema = (required: string, messages: MoneyMessages = {}) =>
  z.transform((value, ctx): string => {
    if (isBlank(value)) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return readMoney(value, ctx, messages) ?? z.NEVER;
  });

/** An optional amount of money of 0 or more; blank or missing becomes `fallback` (e.g. "0.00"). */
export const optionalMoneySchema = (fallback: string, messages: MoneyMessages = {}) =>
  z.transform((value, ctx): string => (isBlank(value) ? fallback : (readMoney(value, ctx, messages) ?? z.NEVER)));

/** An optional amount of money of 0 or more; blank or missing becomes null. */
export const nullableMoneySchema = (messages: MoneyMessages = {}) =>
  z.transform((value, ctx): string | null => (isBlank(value) ? null : (readMoney(value, ctx, messages) ?? z.NEVER)));

/**
 * A rate written as a fraction from 0 to 1 ("0.0825" for 8.25 %), at most `maxDecimals` decimals,
 * normalised without trailing zeros: 0.080 -> "0.08", 1.0 -> "1".
 */
export const fractionSchema = (message: string, maxDecimals = 6) =>
  z.transform((value, ctx): string => {
    const parts = isBlank(value) ? null : parseDecimal(value);
    const inRange = parts && !parts.negative && (parts.whole === '0' || (parts.whole === '1' && parts.fraction === ''));
    if (!parts || !inRange || parts.fraction.length > maxDecimals) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return formatDecimal(parts);
  });

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

/** A flag that arrives as a boolean (JSON), a word or 1/0 (forms, CLI); missing means `fallback`. */
export const booleanSchema = (fallback: boolean, message = 'Must be true or false') =>
  z.preprocess(
    (value) => {
      if (isBlank(value)) return fallback;
      if (value === 1 || value === 0) return value === 1;
      if (typeof value === 'string') {
        const word = value.trim().toLowerCase();
        if (TRUE_WORDS.includes(word)) return true;
        if (FALSE_WORDS.includes(word)) return false;
      }
      return value;
    },
    z.boolean({ error: message }),
  );

/**
 * A flag an update may leave out: missing or blank is undefined (a create takes its default, an update keeps
 * what the record has); otherwise read as booleanSchema reads it.
 */
export const optionalBooleanSchema = (message = 'Must be true or false') =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), booleanSchema(false, message).optional());

const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};

/**
 * A whole number where anything that is not a number (blank, "abc") falls back, as the spec's forms do
 * for nights and sort orders; a number outside the range is still an error.
 */
export const lenientIntSchema = (options: { fallback: number; min: number; max: number; message: string }) =>
  z.preprocess(
    (value) => toNumber(value) ?? options.fallback,
    z.number().int(options.message).min(options.min, options.message).max(options.max, options.message),
  );

/**
 * A whole number where blank or missing means `fallback`, and anything else must be a whole number in range:
 * what an API takes (text that is not a number is refused, not read as the default).
 */
export const defaultedIntSchema = (options: { fallback: number; min: number; max: number; message: string }) =>
  z.preprocess(
    (value) => (isBlank(value) ? options.fallback : (toNumber(value) ?? Number.NaN)),
    z.number({ error: options.message }).int(options.message).min(options.min, options.message).max(options.max, options.message),
  );

/** A whole number that must be given: blank or missing gives `required`, a wrong number `invalid`. */
export const requiredIntSchema = (options: { required: string; invalid: string; min: number; max: number }) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : (toNumber(value) ?? Number.NaN)),
    z
      .number({ error: (issue) => (issue.input === undefined ? options.required : options.invalid) })
      .int(options.invalid)
      .min(options.min, options.invalid)
      .max(options.max, options.invalid),
  );

/** A reference that may be absent: blank, null, missing or "none" become null; anything else must be an id. */
export const nullableIdSchema = (message: string) =>
  z.preprocess(
    (value) => {
      if (isBlank(value) || (typeof value === 'string' && value.trim().toLowerCase() === 'none')) return null;
      return toNumber(value) ?? Number.NaN;
    },
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message).nullable(),
  );

/**
 * Every date an endpoint takes lies within these years, as a stay's check-in does: a typo such as 9999-12-31
 * is refused with a sentence, not stored, and never reaches a time-zone conversion that cannot hold it.
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';
export const DATE_RANGE_MESSAGE = `Date must be between ${DATE_MIN} and ${DATE_MAX}`;

/** True for a real calendar date written YYYY-MM-DD (2024-02-29 yes, 2026-02-30 no). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= daysInMonth;
}

/** Where a date may lie, and what a date outside says; DATE_MIN to DATE_MAX unless a field needs its own words. */
export interface DateBounds {
  min?: string;
  max?: string;
  message?: string;
}

/** The date in `text`, or an issue: not a real date gives `invalid(text)`, a date outside `bounds` their message. */
function boundedDate(text: string, ctx: z.RefinementCtx, invalid: (text: string) => string, bounds: DateBounds): string {
  const { min = DATE_MIN, max = DATE_MAX, message = DATE_RANGE_MESSAGE } = bounds;
  if (!isCalendarDate(text)) {
    ctx.addIssue({ code: 'custom', message: invalid(quoted(text)) });
    return z.NEVER;
  }
  if (text < min || text > max) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return text;
}

/**
 * A stay or calendar date "YYYY-MM-DD" (trimmed) within DATE_MIN to DATE_MAX (or `bounds`); `required` when
 * blank, `invalid(text)` when not a real date.
 */
export const calendarDateSchema = (
  required: string,
  invalid: (text: string) => string = () => required,
  bounds: DateBounds = {},
) =>
  z.transform((value, ctx): string => {
    if (isBlank(value)) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return boundedDate(textOf(value) ?? '', ctx, invalid, bounds);
  });

/** An optional calendar date within DATE_MIN to DATE_MAX (or `bounds`): blank or missing becomes null. */
export const optionalCalendarDateSchema = (invalid: (text: string) => string, bounds: DateBounds = {}) =>
  z.transform((value, ctx): string | null => (isBlank(value) ? null : boundedDate(textOf(value) ?? '', ctx, invalid, bounds)));

/** True for a date within DATE_MIN to DATE_MAX. */
export const isDateInRange = (date: string) => date >= DATE_MIN && date <= DATE_MAX;

/**
 * A list that arrives as an array (JSON) or comma-separated text (forms, CLI): items trimmed, blanks
 * dropped. Null when the value is neither.
 */
export function toTextList(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!items || items.some((item) => typeof item !== 'string')) return null;
  return (items as string[]).map((item) => item.trim()).filter(Boolean);
}

/** A query parameter left out or empty reads as null, so that "required" says so in its own words. */
export const blankAsNull = (value: unknown): unknown => (value === undefined || value === '' ? null : value);
