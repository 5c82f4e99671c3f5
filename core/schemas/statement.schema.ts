import type { z } from 'zod';
import { STATEMENT_MAX_DAYS } from '../guest-statement';
import { nightsBetween } from '../stay-dates';
import { dateRangeQuerySchema } from './date-range.schema';

export const STATEMENT_SPAN_MESSAGE = `A statement covers at most ${STATEMENT_MAX_DAYS} days at a time`;

/** GET /api/hotel/guests/{id}/statement?from&to (and .pdf): both required, [from, to] inclusive, at most a year. */
export const statementQuerySchema = dateRangeQuerySchema(
  { within: (from, to) => nightsBetween(from, to) + 1 <= STATEMENT_MAX_DAYS, message: STATEMENT_SPAN_MESSAGE },
  {},
);
export type StatementQuery = z.output<typeof statementQuerySchema>;
