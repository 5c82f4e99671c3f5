import { z } from 'zod';

export const REPORT_YEAR_MIN = 2020;
export const REPORT_YEAR_MAX = 2100;
const YEAR_MESSAGE = `Year must be between ${REPORT_YEAR_MIN} and ${REPORT_YEAR_MAX}`;

/** The report year, from a path segment ("2026") or a number. */
export const reportYearSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? Number(value) : value),
  z.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(REPORT_YEAR_MIN, YEAR_MESSAGE).max(REPORT_YEAR_MAX, YEAR_MESSAGE),
);

/** The files a report is rendered as, by REST (/api/hotel/reports/{year}/pdf|csv|xlsx) and the CLI. */
export const REPORT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_FORMAT_MESSAGE = 'Format must be pdf, csv or xlsx';

export const reportFormatSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(REPORT_FORMATS, { error: REPORT_FORMAT_MESSAGE }),
);

export const reportParamsSchema = z.object({ year: reportYearSchema });
export type ReportParams = z.output<typeof reportParamsSchema>;
