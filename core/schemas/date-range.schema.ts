import { z } from 'zod';
import type { CalendarDate } from '../stay-dates';
import { blankAsNull } from './common';
import { reportDateSchema } from './folio.schema';

export const DATE_RANGE_MESSAGES = {
  from: 'Please choose the first date (from, YYYY-MM-DD)',
  to: 'Please choose the last date (to, YYYY-MM-DD)',
  order: 'The from date must not be after the to date',
} as const;

/** How long a range may be, and what a longer one is told. */
export interface RangeSpan {
  within: (from: CalendarDate, to: CalendarDate) => boolean;
  message: string;
}

/**
 * A report's ?from&to (both required, `to` inclusive, in order, within `span`), with the report's other
 * parameters beside them. Each problem is said in its own words, the first one found.
 */
export function dateRangeQuerySchema<Extra extends z.ZodRawShape>(span: RangeSpan, extra: Extra) {
  return z
    .object({
      from: z.preprocess(blankAsNull, reportDateSchema.nullable()),
      to: z.preprocess(blankAsNull, reportDateSchema.nullable()),
      ...extra,
    })
    .transform((query, context) => {
      const { from, to } = query as { from: CalendarDate | null; to: CalendarDate | null };
      if (from === null) context.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGES.from });
      else if (to === null) context.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGES.to });
      else if (from > to) context.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGES.order });
      else if (!span.within(from, to)) context.addIssue({ code: 'custom', message: span.message });
      else return { ...query, from, to } as Omit<typeof query, 'from' | 'to'> & { from: CalendarDate; to: CalendarDate };
      return z.NEVER;
    });
}
