import { z } from 'zod';
import { loginSchema } from '@core/schemas/auth.schema';
import { booleanSchema, emailSchema, requiredText } from '@core/schemas/common';
import { closeDaySchema } from '@core/schemas/night-audit.schema';
import { REPORT_FORMAT_MESSAGE, reportFormatSchema, reportYearSchema } from '@core/schemas/report.schema';
import { statisticsQuerySchema } from '@core/schemas/statistics.schema';
import { taxReportQuerySchema } from '@core/schemas/tax-report.schema';

/**
 * The `innkeep` command's arguments and options, as commander hands them over (text, or true for a flag).
 * The messages are what the command prints on stderr.
 */

const FILE_REQUIRED = 'Please give a file path';

/** A file to read or write: not blank, no NUL byte (the OS would refuse it with a less helpful error). */
export const filePathSchema = (required = FILE_REQUIRED) =>
  requiredText(required, 4096, 'File paths must be at most 4096 characters').refine((path) => !path.includes('\0'), {
    message: 'File paths cannot contain a NUL character',
  });

/** "report.PDF" -> "pdf"; '' when the name has no extension. */
export function fileExtension(path: string): string {
  const name = path.split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const ADMIN_NAME_MESSAGE = 'Name must be between 2 and 120 characters';

/** `innkeep admin create --email --password [--name]` */
export const adminCreateArgsSchema = z.object({
  email: emailSchema,
  password: loginSchema.shape.password,
  name: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: ADMIN_NAME_MESSAGE }).min(2, ADMIN_NAME_MESSAGE).max(120, ADMIN_NAME_MESSAGE).optional(),
  ),
});
export type AdminCreateArgs = z.output<typeof adminCreateArgsSchema>;

export const IMPORT_FILE_MESSAGE = 'The import file must be a .csv or .json file';

/** `innkeep hotel import <file> [--dry-run]`: the format is the file's extension. */
export const hotelImportArgsSchema = z
  .object({ file: filePathSchema('Please give the file to import'), dryRun: booleanSchema(false) })
  .transform((args, ctx) => {
    const format = fileExtension(args.file);
    if (format !== 'csv' && format !== 'json') {
      ctx.addIssue({ code: 'custom', message: IMPORT_FILE_MESSAGE, path: ['file'] });
      return z.NEVER;
    }
    return { ...args, format: format as 'csv' | 'json' };
  });
export type HotelImportArgs = z.output<typeof hotelImportArgsSchema>;

/** `innkeep hotel export <email> --out file.json` */
export const hotelExportArgsSchema = z.object({
  email: emailSchema,
  out: filePathSchema('Please give the file to write with --out'),
});
export type HotelExportArgs = z.output<typeof hotelExportArgsSchema>;

/** Commands that work on one hotel: `--hotel <email>`. */
export const hotelArgsSchema = z.object({ hotel: emailSchema });

/** `innkeep license validate --hotel <email> --key <key>` */
export const licenceValidateArgsSchema = z.object({
  hotel: emailSchema,
  key: requiredText('Please enter a license key to validate', 100, 'License keys are at most 100 characters'),
});
export type LicenceValidateArgs = z.output<typeof licenceValidateArgsSchema>;

const LICENCE_ID_MESSAGE = 'The licence id must be a whole number (see innkeep license list)';

/** `innkeep license deactivate <id>` */
export const licenceIdArgsSchema = z.object({
  id: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? Number(value) : value),
    z
      .number({ error: LICENCE_ID_MESSAGE })
      .int(LICENCE_ID_MESSAGE)
      .positive(LICENCE_ID_MESSAGE)
      .max(2_147_483_647, LICENCE_ID_MESSAGE),
  ),
});

export const CLEAR_CONFIRM_MESSAGE =
  'Clearing deletes every booking, room, room type, rate period and guest of the hotel (a backup is written first). Add --yes to confirm.';

/** `innkeep data clear --hotel <email> --yes`: the flag is the CLI's confirmation. */
export const dataClearArgsSchema = z.object({
  hotel: emailSchema,
  yes: z.literal(true, { error: CLEAR_CONFIRM_MESSAGE }),
});

/** `innkeep data restore <backup> [--hotel <email>]`: by default into the hotel the backup was made of. */
export const dataRestoreArgsSchema = z.object({
  backup: filePathSchema('Please give the backup file to restore'),
  hotel: emailSchema.optional(),
});
export type DataRestoreArgs = z.output<typeof dataRestoreArgsSchema>;

/** `innkeep report export --hotel <email> --year <y> --format pdf|csv|xlsx --out <file>`; the format may come from --out. */
export const reportExportArgsSchema = z
  .object({
    hotel: emailSchema,
    year: reportYearSchema,
    format: z.unknown().optional(),
    out: filePathSchema('Please give the file to write with --out'),
  })
  .transform((args, ctx) => {
    const format = reportFormatSchema.safeParse(args.format ?? fileExtension(args.out));
    if (!format.success) {
      ctx.addIssue({ code: 'custom', message: REPORT_FORMAT_MESSAGE, path: ['format'] });
      return z.NEVER;
    }
    return { hotel: args.hotel, year: args.year, format: format.data, out: args.out };
  });
export type ReportExportArgs = z.output<typeof reportExportArgsSchema>;

export const AUDIT_CLOSE_WHAT_MESSAGE = 'Say which days to close: --date YYYY-MM-DD (one day) or --through YYYY-MM-DD';

/** `innkeep audit close --hotel <email> (--date | --through) YYYY-MM-DD`: the night audit, as POST /api/hotel/night-audit. */
export const auditCloseArgsSchema = z
  .object({ hotel: emailSchema, date: z.unknown().optional(), through: z.unknown().optional() })
  .transform((args, ctx) => {
    const { hotel, date, through } = args;
    if ((date === undefined) === (through === undefined)) {
      ctx.addIssue({ code: 'custom', message: AUDIT_CLOSE_WHAT_MESSAGE });
      return z.NEVER;
    }
    const day = closeDaySchema.safeParse(date === undefined ? { through } : { date });
    if (!day.success) {
      ctx.addIssue({ code: 'custom', message: day.error.issues[0]?.message ?? AUDIT_CLOSE_WHAT_MESSAGE });
      return z.NEVER;
    }
    return { hotel, ...day.data };
  });
export type AuditCloseArgs = z.output<typeof auditCloseArgsSchema>;

export const STATISTICS_FORMAT_MESSAGE = 'Format must be pdf or csv';

/** `innkeep report statistics --hotel --from --to [--group-by] [--format] --out` */
export const reportStatisticsArgsSchema = z
  .object({
    hotel: emailSchema,
    from: z.unknown().optional(),
    to: z.unknown().optional(),
    groupBy: z.unknown().optional(),
    format: z.unknown().optional(),
    out: filePathSchema('Please give the file to write with --out'),
  })
  .transform((args, ctx) => {
    const query = statisticsQuerySchema.safeParse({ from: args.from, to: args.to, groupBy: args.groupBy });
    if (!query.success) {
      ctx.addIssue({ code: 'custom', message: query.error.issues[0]?.message ?? 'Invalid dates' });
      return z.NEVER;
    }
    const format = args.format ?? fileExtension(args.out);
    if (format !== 'pdf' && format !== 'csv') {
      ctx.addIssue({ code: 'custom', message: STATISTICS_FORMAT_MESSAGE, path: ['format'] });
      return z.NEVER;
    }
    return { hotel: args.hotel, query: query.data, format: format as 'pdf' | 'csv', out: args.out };
  });
export type ReportStatisticsArgs = z.output<typeof reportStatisticsArgsSchema>;

/**
 * `innkeep report tax --hotel --month YYYY-MM [--format pdf|csv] [--out <file>]`: the format from --format or
 * the --out file's extension; without --out, innkeep-tax-report-YYYY-MM.<format> in the current folder.
 */
export const reportTaxArgsSchema = z
  .object({
    hotel: emailSchema,
    month: z.unknown().optional(),
    format: z.unknown().optional(),
    out: filePathSchema('Please give the file to write with --out').optional(),
  })
  .transform((args, ctx) => {
    const query = taxReportQuerySchema.safeParse({ month: args.month });
    if (!query.success) {
      ctx.addIssue({ code: 'custom', message: query.error.issues[0]?.message ?? 'Invalid month' });
      return z.NEVER;
    }
    const format = typeof args.format === 'string' ? args.format.trim().toLowerCase() : fileExtension(args.out ?? '');
    if (format !== 'pdf' && format !== 'csv') {
      ctx.addIssue({ code: 'custom', message: STATISTICS_FORMAT_MESSAGE, path: ['format'] });
      return z.NEVER;
    }
    return {
      hotel: args.hotel,
      query: query.data,
      format: format as 'pdf' | 'csv',
      out: args.out ?? `innkeep-tax-report-${query.data.month}.${format}`,
    };
  });
export type ReportTaxArgs = z.output<typeof reportTaxArgsSchema>;

export const SEED_WHAT_MESSAGE = 'Say what to seed: --demo (a demo hotel with five years of bookings)';

/** `innkeep db seed --demo [--email] [--password]` */
export const dbSeedArgsSchema = z.object({
  demo: z.literal(true, { error: SEED_WHAT_MESSAGE }),
  email: emailSchema.optional(),
  password: loginSchema.shape.password.optional(),
});
export type DbSeedArgs = z.output<typeof dbSeedArgsSchema>;

/** `innkeep backup [--out <file>]`: the whole database, by default into DATA_DIR/backups. */
export const backupArgsSchema = z.object({
  out: filePathSchema('Please give the file to write with --out').optional(),
});
export type BackupArgs = z.output<typeof backupArgsSchema>;

export const RESTORE_CONFIRM_MESSAGE =
  'Restoring replaces the whole database (every account, hotel and booking) with the backup. Add --yes to confirm.';

/** `innkeep restore <file> --yes`: the flag is the CLI's confirmation. */
export const restoreArgsSchema = z.object({
  file: filePathSchema('Please give the backup file to restore'),
  yes: z.literal(true, { error: RESTORE_CONFIRM_MESSAGE }),
});
export type RestoreArgs = z.output<typeof restoreArgsSchema>;
