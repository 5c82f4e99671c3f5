import type { z } from 'zod';
import { nightsBetween } from '../stay-dates';
import { dateRangeQuerySchema } from './date-range.schema';

export const LEDGER_SPAN_MESSAGE = 'The ledger covers at most 366 days at a time';

/** GET /api/hotel/ledger?from&to: both required, [from, to] inclusive, at most 366 days. */
export const ledgerQuerySchema = dateRangeQuerySchema(
  { within: (from, to) => nightsBetween(from, to) + 1 <= 366, message: LEDGER_SPAN_MESSAGE },
  {},
);
export type LedgerQuery = z.output<typeof ledgerQuerySchema>;
