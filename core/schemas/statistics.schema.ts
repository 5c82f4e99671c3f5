import { z } from 'zod';
import { STATISTICS_GROUPS } from '../statistics';
import { addMonthsClamped } from '../stay-dates';
import { dateRangeQuerySchema } from './date-range.schema';

export const STATISTICS_MESSAGES = {
  span: 'Statistics cover at most 3 years at a time',
  groupBy: 'Group by must be day or month',
} as const;

/** GET /api/hotel/reports/statistics?from&to&groupBy: both dates required, to inclusive, at most 3 years, by month unless by day. */
export const statisticsQuerySchema = dateRangeQuerySchema(
  { within: (from, to) => to < addMonthsClamped(from, 36), message: STATISTICS_MESSAGES.span },
  {
    groupBy: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? 'month' : value),
      z.enum(STATISTICS_GROUPS, { error: STATISTICS_MESSAGES.groupBy }),
    ),
  },
);
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;
