import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminCreateArgsSchema,
  backupArgsSchema,
  CLEAR_CONFIRM_MESSAGE,
  dataClearArgsSchema,
  dataRestoreArgsSchema,
  dbSeedArgsSchema,
  fileExtension,
  hotelExportArgsSchema,
  hotelImportArgsSchema,
  licenceIdArgsSchema,
  licenceValidateArgsSchema,
  reportExportArgsSchema,
  reportTaxArgsSchema,
  RESTORE_CONFIRM_MESSAGE,
  restoreArgsSchema,
} from './cli.schema';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('fileExtension', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['out/2026.report.xlsx', 'xlsx'],
    ['C:\\reports\\year.csv', 'csv'],
    ['.hidden', ''],
    ['no-extension', ''],
    ['dir.d/file', ''],
  ])('%s -> %j', (path, extension) => {
    expect(fileExtension(path)).toBe(extension);
  });
});

describe('admin create', () => {
  it('normalises the email and keeps an optional name', () => {
    expect(adminCreateArgsSchema.parse({ email: ' Ops@Example.COM ', password: 'secret1', name: ' Night Auditor ' })).toEqual({
      email: 'ops@example.com',
      password: 'secret1',
      name: 'Night Auditor',
    });
    expect(adminCreateArgsSchema.parse({ email: 'ops@example.com', password: 'secret1' })).toEqual({
      email: 'ops@example.com',
      password: 'secret1',
    });
  });

  it.each([
    [{ password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 'ops', password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 'ops@example.com' }, 'Password must be at least 6 characters'],
    [{ email: 'ops@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'ops@example.com', password: 'secret1', name: ' A ' }, 'Name must be between 2 and 120 characters'],
  ])('%j: %s', (input, message) => {
    expect(firstMessage(adminCreateArgsSchema, input)).toBe(message);
  });
});

describe('hotel import and export', () => {
  it('takes the format from the file extension', () => {
    expect(hotelImportArgsSchema.parse({ file: ' hotels.CSV ', dryRun: true })).toEqual({
      file: 'hotels.CSV',
      dryRun: true,
      format: 'csv',
    });
    expect(hotelImportArgsSchema.parse({ file: 'data/hotels.json' })).toEqual({
      file: 'data/hotels.json',
      dryRun: false,
      format: 'json',
    });
  });

  it.each([
    [{ file: 'hotels.txt' }, 'The import file must be a .csv or .json file'],
    [{ file: 'hotels' }, 'The import file must be a .csv or .json file'],
    [{ file: '  ' }, 'Please give the file to import'],
    [{}, 'Please give the file to import'],
    [{ file: 'a\0b.csv' }, 'File paths cannot contain a NUL character'],
  ])('%j: %s', (input, message) => {
    expect(firstMessage(hotelImportArgsSchema, input)).toBe(message);
  });

  it('export needs a hotel email and --out', () => {
    expect(hotelExportArgsSchema.parse({ email: 'Inn@Example.com', out: 'inn.json' })).toEqual({
      email: 'inn@example.com',
      out: 'inn.json',
    });
    expect(firstMessage(hotelExportArgsSchema, { email: 'inn@example.com' })).toBe('Please give the file to write with --out');
    expect(firstMessage(hotelExportArgsSchema, { email: 'inn', out: 'x.json' })).toBe('Please enter a valid email address');
  });
});

describe('license', () => {
  it('validate needs the hotel and the key', () => {
    expect(licenceValidateArgsSchema.parse({ hotel: 'inn@example.com', key: ' ABCDE-FGHJK ' })).toEqual({
      hotel: 'inn@example.com',
      key: 'ABCDE-FGHJK',
    });
    expect(firstMessage(licenceValidateArgsSchema, { hotel: 'inn@example.com' })).toBe('Please enter a license key to validate');
  });

  it.each([
    ['7', 7],
    [' 12 ', 12],
  ])('deactivate reads the id %j', (id, expected) => {
    expect(licenceIdArgsSchema.parse({ id })).toEqual({ id: expected });
  });

  it.each(['0', '-1', '1.5', 'abc', '', undefined, '99999999999'])('deactivate refuses the id %j', (id) => {
    expect(firstMessage(licenceIdArgsSchema, { id })).toBe('The licence id must be a whole number (see innkeep license list)');
  });
});

describe('data', () => {
  it('clear needs --yes', () => {
    expect(dataClearArgsSchema.parse({ hotel: 'inn@example.com', yes: true })).toEqual({ hotel: 'inn@example.com', yes: true });
    expect(firstMessage(dataClearArgsSchema, { hotel: 'inn@example.com' })).toBe(CLEAR_CONFIRM_MESSAGE);
    expect(firstMessage(dataClearArgsSchema, { hotel: 'inn@example.com', yes: 'yes' })).toBe(CLEAR_CONFIRM_MESSAGE);
  });

  it('restore takes a backup file and, optionally, another hotel', () => {
    expect(dataRestoreArgsSchema.parse({ backup: 'backups/hotel-3.json' })).toEqual({ backup: 'backups/hotel-3.json' });
    expect(dataRestoreArgsSchema.parse({ backup: 'b.json', hotel: 'Other@Example.com' })).toEqual({
      backup: 'b.json',
      hotel: 'other@example.com',
    });
    expect(firstMessage(dataRestoreArgsSchema, {})).toBe('Please give the backup file to restore');
  });
});

describe('report export', () => {
  const args = { hotel: 'inn@example.com', year: '2026', out: 'report.pdf' };

  it('reads the year and takes the format from --format, else from --out', () => {
    expect(reportExportArgsSchema.parse(args)).toEqual({
      hotel: 'inn@example.com',
      year: 2026,
      format: 'pdf',
      out: 'report.pdf',
    });
    expect(reportExportArgsSchema.parse({ ...args, format: ' XLSX ', out: 'report' })).toMatchObject({ format: 'xlsx' });
    expect(reportExportArgsSchema.parse({ ...args, format: 'csv', out: 'report.pdf' })).toMatchObject({ format: 'csv' });
  });

  it.each([
    [{ year: '2019' }, 'Year must be between 2020 and 2100'],
    [{ year: undefined }, 'Year must be between 2020 and 2100'],
    [{ format: 'docx' }, 'Format must be pdf, csv or xlsx'],
    [{ out: 'report.txt' }, 'Format must be pdf, csv or xlsx'],
    [{ out: undefined }, 'Please give the file to write with --out'],
    [{ hotel: undefined }, 'Please enter a valid email address'],
  ])('%j: %s', (change, message) => {
    expect(firstMessage(reportExportArgsSchema, { ...args, ...change })).toBe(message);
  });
});

describe('report tax', () => {
  const args = { hotel: 'inn@example.com', month: '2026-04', format: 'csv' };

  it('reads the month and the format, and writes innkeep-tax-report-YYYY-MM.<format> unless --out says where', () => {
    expect(reportTaxArgsSchema.parse(args)).toEqual({
      hotel: 'inn@example.com',
      query: { month: '2026-04' },
      format: 'csv',
      out: 'innkeep-tax-report-2026-04.csv',
    });
    expect(reportTaxArgsSchema.parse({ ...args, format: ' PDF ' })).toMatchObject({
      format: 'pdf',
      out: 'innkeep-tax-report-2026-04.pdf',
    });
    expect(reportTaxArgsSchema.parse({ ...args, format: undefined, out: 'april.pdf' })).toMatchObject({
      format: 'pdf',
      out: 'april.pdf',
    });
  });

  it.each([
    [{ month: '2026-13' }, 'Month 2026-13 is not a month written YYYY-MM, like 2026-04'],
    [{ month: undefined }, 'Please choose a month (month, YYYY-MM)'],
    [{ format: 'xlsx' }, 'Format must be pdf or csv'],
    [{ format: undefined }, 'Format must be pdf or csv'],
    [{ format: undefined, out: 'april.txt' }, 'Format must be pdf or csv'],
    [{ hotel: undefined }, 'Please enter a valid email address'],
  ])('%j: %s', (change, message) => {
    expect(firstMessage(reportTaxArgsSchema, { ...args, ...change })).toBe(message);
  });
});

describe('db seed', () => {
  it('needs --demo; email and password are optional', () => {
    expect(dbSeedArgsSchema.parse({ demo: true })).toEqual({ demo: true });
    expect(dbSeedArgsSchema.parse({ demo: true, email: 'Try@Example.com', password: 'secret1' })).toEqual({
      demo: true,
      email: 'try@example.com',
      password: 'secret1',
    });
    expect(firstMessage(dbSeedArgsSchema, {})).toBe('Say what to seed: --demo (a demo hotel with five years of bookings)');
    expect(firstMessage(dbSeedArgsSchema, { demo: true, password: '123' })).toBe('Password must be at least 6 characters');
  });
});

describe('backup and restore', () => {
  it('backup takes an optional --out; restore needs the file and --yes', () => {
    expect(backupArgsSchema.parse({})).toEqual({});
    expect(backupArgsSchema.parse({ out: 'nightly.tar.gz' })).toEqual({ out: 'nightly.tar.gz' });
    expect(firstMessage(backupArgsSchema, { out: '  ' })).toBe('Please give the file to write with --out');
    expect(restoreArgsSchema.parse({ file: 'nightly.tar.gz', yes: true })).toEqual({ file: 'nightly.tar.gz', yes: true });
    expect(firstMessage(restoreArgsSchema, { file: 'nightly.tar.gz' })).toBe(RESTORE_CONFIRM_MESSAGE);
    expect(firstMessage(restoreArgsSchema, { yes: true })).toBe('Please give the backup file to restore');
  });
});
