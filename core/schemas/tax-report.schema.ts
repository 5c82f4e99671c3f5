import { z } from 'zod';
import { DATE_MAX, DATE_MIN, quoted, textOf } from './common';

export const TAX_REPORT_MESSAGES = {
  month: 'Please choose a month (month, YYYY-MM)',
  invalid: (text: string) => `Month ${text} is not a month written YYYY-MM, like 2026-04`,
  range: `Month must be between ${DATE_MIN.slice(0, 7)} and ${DATE_MAX.slice(0, 7)}`,
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A report's month "YYYY-MM" (trimmed), within the dates every report accepts. */
export const reportMonthSchema = z.transform((value, ctx): string => {
  const text = textOf(value) ?? '';
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: TAX_REPORT_MESSAGES.month });
    return z.NEVER;
  }
  if (!MONTH.test(text)) {
    ctx.addIssue({ code: 'custom', message: TAX_REPORT_MESSAGES.invalid(quoted(text)) });
    return z.NEVER;
  }
  if (text < DATE_MIN.slice(0, 7) || text > DATE_MAX.slice(0, 7)) {
    ctx.addIssue({ code: 'custom', message: TAX_REPORT_MESSAGES.range });
    return z.NEVER;
  }
  return text;
});

/** GET /api/hotel/reports/tax?month=YYYY-MM (issue 26), its PDF and CSV, GraphQL's taxReport and `innkeep report tax`. */
export const taxReportQuerySchema = z.object({ month: reportMonthSchema });
export type TaxReportQuery = z.output<typeof taxReportQuerySchema>;
