import { z } from 'zod';
import type { CalendarDate } from '../stay-dates';
import { reportDateSchema } from './folio.schema';

export const CLOSE_DAY_MESSAGE =
  'Give the date to close ({"date": "YYYY-MM-DD"}) or the last date to close ({"through": "YYYY-MM-DD"})';

/**
 * POST /api/hotel/night-audit: {"date"} closes that one day, {"through"} every day from the business date
 * through that date. Exactly one of the two; each date is read as every date is (its own messages).
 */
export const closeDaySchema = z.preprocess(
  (value) => (value !== null && typeof value === 'object' ? value : {}),
  z
    .object({ date: reportDateSchema.optional(), through: reportDateSchema.optional() })
    .strict()
    .transform((body, context): { date: CalendarDate } | { through: CalendarDate } => {
      if (body.date !== undefined && body.through === undefined) return { date: body.date };
      if (body.through !== undefined && body.date === undefined) return { through: body.through };
      context.addIssue({ code: 'custom', message: CLOSE_DAY_MESSAGE });
      return z.NEVER;
    }),
);
export type CloseDayInput = z.output<typeof closeDaySchema>;
