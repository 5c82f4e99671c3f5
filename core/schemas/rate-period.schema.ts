import { z } from 'zod';
import { RATE_TYPES, RATE_TYPE_MESSAGE, type RateType } from '../booking-choices';
import {
  booleanSchema,
  calendarDateSchema,
  DATE_RANGE_MESSAGE,
  isCalendarDate,
  isDateInRange,
  lenientIntSchema,
  moneySchema,
  optionalText,
  quoted,
  requiredText,
  textOf,
  toTextList,
} from './common';

/** Rate period types (spec section 3); their labels live with the matcher in ../rate-period-match. */
export const RATE_PERIOD_TYPES = ['weekday', 'weekend', 'holiday', 'seasonal', 'event'] as const;
export type RatePeriodType = (typeof RATE_PERIOD_TYPES)[number];

export const DAYS_OF_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** The priority the form suggests per type: higher overrides lower. */
export const SUGGESTED_PRIORITY: Readonly<Partial<Record<RatePeriodType, number>>> = {
  holiday: 10,
  weekend: 5,
  weekday: 1,
};

const REQUIRED = 'Please fill in all required fields';
const invalidDate = (text: string) => `Invalid date: ${text}`;
const RATE_MESSAGES = { negative: 'Rates must be 0 or more', invalid: 'Rates must be numbers with at most 2 decimals' };

const roomTypeIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? Number(value) : value),
  z.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED).max(2_147_483_647, REQUIRED),
);

const rateTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .refine((value) => (RATE_PERIOD_TYPES as readonly string[]).includes(value), {
      error: 'Rate type must be one of weekday, weekend, holiday, seasonal or event',
    })
    .transform((value) => value as RatePeriodType),
);

const daysOfWeekSchema = z.transform((value, ctx): DayOfWeek[] => {
  const items = toTextList(value)?.map((item) => item.toLowerCase());
  if (!items) {
    ctx.addIssue({ code: 'custom', message: 'Days of the week must be a list' });
    return z.NEVER;
  }
  const unknown = items.find((item) => !(DAYS_OF_WEEK as readonly string[]).includes(item));
  if (unknown !== undefined) {
    ctx.addIssue({ code: 'custom', message: `Unknown day of the week: ${unknown}` });
    return z.NEVER;
  }
  return DAYS_OF_WEEK.filter((day) => items.includes(day));
});

const dateOrNullSchema = z.transform((value, ctx): string | null => {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
  const text = textOf(value) ?? '';
  if (!isCalendarDate(text)) {
    ctx.addIssue({ code: 'custom', message: invalidDate(quoted(text)) });
    return z.NEVER;
  }
  if (!isDateInRange(text)) {
    ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
    return z.NEVER;
  }
  return text;
});

export const RATE_PERIOD_NAME_MAX_LENGTH = 100;
export const RATE_PERIOD_DESCRIPTION_MAX_LENGTH = 500;
/** Higher overrides lower. */
export const RATE_PERIOD_PRIORITY = { min: 1, max: 10 } as const;

/** A year of holidays is plenty; the cap keeps a 1 MB body of dates out of the database. */
export const SPECIFIC_DATES_MAX = 366;

/** A list or comma-separated text of dates: trimmed, each a real date, deduplicated and sorted. */
const specificDatesSchema = z.transform((value, ctx): string[] => {
  const items = toTextList(value);
  if (!items) {
    ctx.addIssue({ code: 'custom', message: 'Specific dates must be a list' });
    return z.NEVER;
  }
  if (items.length > SPECIFIC_DATES_MAX) {
    ctx.addIssue({ code: 'custom', message: `At most ${SPECIFIC_DATES_MAX} specific dates` });
    return z.NEVER;
  }
  const wrong = items.find((item) => !isCalendarDate(item));
  if (wrong !== undefined) {
    ctx.addIssue({ code: 'custom', message: invalidDate(quoted(wrong)) });
    return z.NEVER;
  }
  if (!items.every(isDateInRange)) {
    ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
    return z.NEVER;
  }
  return [...new Set(items)].sort();
});

/**
 * A rate period as the server receives it (spec sections 3, 4 and 5). Which fields are required
 * follows the rate type: days for weekday/weekend, a date range for seasonal/event, dates for holiday.
 * Fields the type does not use are kept as sent; matching looks only at the ones its type uses.
 */
export const ratePeriodSchema = z
  .object({
    roomTypeId: roomTypeIdSchema,
    name: requiredText(
      REQUIRED,
      RATE_PERIOD_NAME_MAX_LENGTH,
      `Rate period name must be at most ${RATE_PERIOD_NAME_MAX_LENGTH} characters`,
    ),
    rateType: rateTypeSchema,
    dailyRate: moneySchema(REQUIRED, RATE_MESSAGES),
    weeklyRate: moneySchema(REQUIRED, RATE_MESSAGES),
    monthlyRate: moneySchema(REQUIRED, RATE_MESSAGES),
    priority: lenientIntSchema({
      fallback: 1,
      ...RATE_PERIOD_PRIORITY,
      message: `Priority must be between ${RATE_PERIOD_PRIORITY.min} and ${RATE_PERIOD_PRIORITY.max}`,
    }),
    daysOfWeek: daysOfWeekSchema,
    startDate: dateOrNullSchema,
    endDate: dateOrNullSchema,
    specificDates: specificDatesSchema,
    isActive: booleanSchema(true, 'Active must be true or false'),
    description: optionalText(RATE_PERIOD_DESCRIPTION_MAX_LENGTH),
  })
  .superRefine((period, ctx) => {
    const type = period.rateType;
    if ((type === 'weekday' || type === 'weekend') && period.daysOfWeek.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Choose at least one day of the week', path: ['daysOfWeek'] });
    }
    if ((type === 'seasonal' || type === 'event') && (!period.startDate || !period.endDate)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Start date and end date are required',
        path: [period.startDate ? 'endDate' : 'startDate'],
      });
    }
    if (period.startDate && period.endDate && period.startDate > period.endDate) {
      ctx.addIssue({ code: 'custom', message: 'Start date must be on or before end date', path: ['endDate'] });
    }
    if (type === 'holiday' && period.specificDates.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Enter at least one specific date', path: ['specificDates'] });
    }
  });
export type RatePeriodInput = z.output<typeof ratePeriodSchema>;

/**
 * POST /api/hotel/calculate-dynamic-rate (spec section 7): the room type the booking screen picked and the
 * check-in date the rates are wanted for.
 */
const NIGHTS_RANGE_MESSAGE = 'Nights must be between 1 and 3650';

export const dynamicRateQuerySchema = z.object({
  roomTypeId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? Number(value) : value),
    z
      .number({ error: 'Please choose a room type' })
      .int('Please choose a room type')
      .positive('Please choose a room type')
      .max(2_147_483_647, 'Please choose a room type'),
  ),
  checkInDate: calendarDateSchema('Please select check-in date', invalidDate),
  /**
   * The stay priced, when the caller has one: its rate type (Daily, Weekly, Monthly, any case) and nights.
   * Either one asks for the answer's note on how the stay is priced.
   */
  rateType: z
    .preprocess(
      (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
      z.unknown().transform((value, ctx): RateType | undefined => {
        if (value === undefined || value === null) return undefined;
        const found = RATE_TYPES.find((rateType) => rateType.toLowerCase() === String(value).trim().toLowerCase());
        if (!found) ctx.addIssue({ code: 'custom', message: RATE_TYPE_MESSAGE });
        return found ?? z.NEVER;
      }),
    )
    .optional(),
  nights: z
    .preprocess(
      (value) =>
        value === null || (typeof value === 'string' && !value.trim())
          ? undefined
          : typeof value === 'string'
            ? Number(value)
            : value,
      z
        .number({ error: NIGHTS_RANGE_MESSAGE })
        .int(NIGHTS_RANGE_MESSAGE)
        .min(1, NIGHTS_RANGE_MESSAGE)
        .max(3650, NIGHTS_RANGE_MESSAGE)
        .optional(),
    )
    .optional(),
});
export type DynamicRateQuery = z.output<typeof dynamicRateQuerySchema>;
