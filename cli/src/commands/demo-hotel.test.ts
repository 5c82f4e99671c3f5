import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, addMonthsClamped, formatShortUs, todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliSandbox, type CliRun, type CliSandbox } from '../testing/cli-sandbox';

const DEMO = 'demo@innkeep.local';
const KEY = /^[2-9A-HJ-NP-Z]{5}(-[2-9A-HJ-NP-Z]{5}){4}$/;

/**
 * `innkeep db seed --demo`, then `license`, `report export` and `data clear | restore` on the demo hotel,
 * each run as a child process against one database per file (migrated once, by the seed).
 */
describe('innkeep db seed, license, report and data commands', { timeout: 240_000 }, () => {
  let cli: CliSandbox;
  let seeded: CliRun;
  const out = (name: string) => path.join(cli.dataDir, 'out', name);

  beforeAll(async () => {
    cli = await createCliSandbox();
    seeded = await cli.run('db', 'seed', '--demo');
  });
  afterAll(async () => {
    await cli?.close();
  });

  it('db seed --demo writes a demo hotel with five years of bookings, once', async () => {
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(
      /^Seeded the demo hotel Harborview Inn \(demo\): 4 room types, 24 rooms, 160 guests, 2 tax rates, \d+ rate periods, 9 amenities, 5 employees, \d{4} bookings\.\n/,
    );
    expect(seeded.stdout).toMatch(
      /\nDemo hotel ready: sign in at http:\/\/localhost:3000\/login as demo@innkeep\.local \/ demo1234 \(the Owner\), or as Manager margaret\.demo@innkeep\.local, Front Desk tomas\.demo@innkeep\.local, Front Desk aisha\.demo@innkeep\.local, Housekeeping dmitri\.demo@innkeep\.local with the same password\n$/,
    );

    const again = await cli.run('db', 'seed', '--demo', '--json');
    expect(again).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `{\n  "error": "An account with the email ${DEMO} already exists"\n}\n`,
    });
    expect(await cli.run('db', 'seed')).toMatchObject({
      code: 1,
      stderr: 'Say what to seed: --demo (a demo hotel with five years of bookings)\n',
    });
  });

  it('report export writes the same PDF, CSV and Excel files as the reports screen', async () => {
    const year = new Date().getUTCFullYear();
    const pdf = await cli.run(
      'report',
      'export',
      '--hotel',
      DEMO,
      '--year',
      String(year),
      '--format',
      'pdf',
      '--out',
      out('report.pdf'),
    );
    expect(pdf.code).toBe(0);
    expect(pdf.stdout).toMatch(
      new RegExp(`^Wrote the ${year} report of ${DEMO} as PDF to ${out('report.pdf')} \\(\\d+\\.\\d kB\\)\\n$`),
    );
    expect(readFileSync(out('report.pdf')).subarray(0, 5).toString()).toBe('%PDF-');

    // The format may come from the file's extension.
    const csv = await cli.run('report', 'export', '--hotel', DEMO, '--year', String(year), '--out', out('report.csv'), '--json');
    expect(csv.code).toBe(0);
    expect(csv.json()).toMatchObject({ hotel: DEMO, year, format: 'csv', file: out('report.csv') });
    const rows = readFileSync(out('report.csv'), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Month,Taxable,Non-Taxable,Subtotal,Occupancy Tax,Tourism Fee,Grand Total');
    // Then the grand total without extras, the year's folio extras and the total with them.
    expect(rows).toHaveLength(17);
    // The demo's figures add up: each month's parts make its grand total, and the months make the year's.
    const cents = (text: string) => Math.round(Number(text) * 100);
    const months = rows.slice(1, 13).map((row) => row.split(',').slice(1).map(cents));
    for (const [taxable, nonTaxable, subtotal, tax1, tax2, grandTotal] of months) {
      expect(taxable! + nonTaxable!).toBe(subtotal);
      expect(subtotal! + tax1! + tax2!).toBe(grandTotal);
    }
    const total = rows[13]!.split(',');
    expect(total[0]).toBe('TOTAL');
    expect(cents(total[6]!)).toBe(months.reduce((sum, month) => sum + month[5]!, 0));
    expect(cents(total[6]!)).toBeGreaterThan(0);
    const [grand, extras, withExtras] = rows.slice(14).map((row) => row.split(','));
    expect([grand![0], extras![0], withExtras![0]]).toEqual([
      '"Grand total (rooms and taxes',
      'Extras (folio charges)',
      'Total with extras',
    ]);
    expect(cents(grand![7]!)).toBe(cents(total[6]!));
    expect(cents(withExtras![6]!)).toBe(cents(grand![7]!) + cents(extras![6]!));

    const xlsx = await cli.run(
      'report',
      'export',
      '--hotel',
      DEMO,
      '--year',
      String(year),
      '--format',
      'XLSX',
      '--out',
      out('report.data'),
    );
    expect(xlsx.code).toBe(0);
    expect(readFileSync(out('report.data')).subarray(0, 2).toString()).toBe('PK');

    expect(await cli.run('report', 'export', '--hotel', DEMO, '--year', '2019', '--out', out('old.pdf'))).toMatchObject({
      code: 1,
      stderr: 'Year must be between 2020 and 2100\n',
    });
    expect(await cli.run('report', 'export', '--hotel', DEMO, '--year', '2026', '--out', out('report.doc'))).toMatchObject({
      code: 1,
      stderr: 'Format must be pdf, csv or xlsx\n',
    });
    expect(existsSync(out('old.pdf')) || existsSync(out('report.doc'))).toBe(false);
  });

  it('audit close finds the demo hotel audited through yesterday, and report statistics writes its closed days', async () => {
    // The demo's night audit closed every day from the first of last month through yesterday when it was seeded.
    const today = todayInZone('America/New_York');
    const first = addDays(today, -3);
    expect(await cli.run('audit', 'close', '--hotel', DEMO)).toMatchObject({
      code: 1,
      stderr: 'Say which days to close: --date YYYY-MM-DD (one day) or --through YYYY-MM-DD\n',
    });
    expect(await cli.run('audit', 'close', '--hotel', DEMO, '--date', today)).toMatchObject({
      code: 1,
      stderr: `${formatShortUs(today)} has not ended yet\n`,
    });
    expect(await cli.run('audit', 'close', '--hotel', DEMO, '--date', addDays(today, -1))).toMatchObject({
      code: 1,
      stderr: `${formatShortUs(addDays(today, -1))} is already closed\n`,
    });
    const through = await cli.run('audit', 'close', '--hotel', DEMO, '--through', addDays(today, -1), '--json');
    expect(through.json()).toEqual({ closed: [], stoppedAt: null, problems: [] });
    expect(await cli.run('audit', 'close', '--hotel', DEMO, '--through', addDays(today, -1))).toMatchObject({
      code: 0,
      stdout: `Closed no day for ${DEMO}\n`,
    });

    const csv = await cli.run(
      'report',
      'statistics',
      '--hotel',
      DEMO,
      '--from',
      first,
      '--to',
      addDays(today, -1),
      '--group-by',
      'day',
      '--out',
      out('statistics.csv'),
    );
    expect(csv.code, csv.stderr).toBe(0);
    const rows = readFileSync(out('statistics.csv'), 'utf8').trimEnd().split('\r\n');
    expect(rows.map((row) => row.split(',')[0])).toEqual(['\uFEFFPeriod', first, addDays(first, 1), addDays(first, 2), 'TOTAL']);
    // Three closed days of the demo's 24 rooms.
    expect(rows.slice(1).map((row) => row.split(',').at(-1))).toEqual(['Closed', 'Closed', 'Closed', 'Closed']);
    expect(rows[4]!.split(',')[1]).toBe('72');
    expect(
      await cli.run('report', 'statistics', '--hotel', DEMO, '--from', first, '--to', first, '--out', out('statistics.doc')),
    ).toMatchObject({
      code: 1,
      stderr: 'Format must be pdf or csv\n',
    });
  });

  it('report tax writes last month’s occupancy-tax report as CSV and PDF, agreeing with its statistics', async () => {
    const today = todayInZone('America/New_York');
    const first = addMonthsClamped(`${today.slice(0, 7)}-01`, -1);
    const month = first.slice(0, 7);
    const last = addDays(`${today.slice(0, 7)}-01`, -1);
    const csv = await cli.run('report', 'tax', '--hotel', DEMO, '--month', month, '--format', 'csv', '--out', out('tax.csv'));
    expect(csv).toMatchObject({ code: 0, stderr: '' });
    expect(csv.stdout).toMatch(
      new RegExp(`^Wrote the ${month} tax report of ${DEMO} as CSV to ${out('tax.csv')} \\((\\d+ bytes|\\d+\\.\\d kB)\\)\\n$`),
    );
    const rows = readFileSync(out('tax.csv'), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Month,Tax,Tax rate,Room revenue,Taxable revenue,Exempt: Monthly rate,Exempt: Long stay,Exempt: Agreement,Tax charged,Long-stay refunds,Long-stay tax due',
    );
    const cents = (text: string) => Math.round(Number(text) * 100);
    const [occupancy, tourism] = [rows[1]!.split(','), rows[2]!.split(',')];
    expect([occupancy[0], occupancy[1], tourism[1]]).toEqual([month, 'Occupancy Tax', 'Tourism Fee']);
    for (const tax of [occupancy, tourism]) {
      const [room, taxable, monthly, longStay, agreement] = tax.slice(3, 8).map(cents);
      expect(taxable! + monthly! + longStay! + agreement!).toBe(room);
    }

    // Tax 1 applies to every rate type: its room revenue and its tax are the month's in the statistics.
    const statistics = await cli.run(
      'report',
      'statistics',
      '--hotel',
      DEMO,
      '--from',
      first,
      '--to',
      last,
      '--format',
      'csv',
      '--out',
      out('month.csv'),
    );
    expect(statistics.code, statistics.stderr).toBe(0);
    const period = readFileSync(out('month.csv'), 'utf8').split('\r\n')[1]!.split(',');
    expect(period[0]).toBe(month);
    expect([occupancy[3], occupancy[8], tourism[8]]).toEqual([period[7], period[8], period[9]]);
    expect(cents(occupancy[3]!)).toBeGreaterThan(0);

    const pdf = await cli.run('report', 'tax', '--hotel', DEMO, '--month', month, '--out', out('tax.pdf'), '--json');
    expect(pdf.code, pdf.stderr).toBe(0);
    expect(pdf.json()).toMatchObject({ hotel: DEMO, month, format: 'pdf', file: out('tax.pdf') });
    expect(readFileSync(out('tax.pdf')).subarray(0, 5).toString()).toBe('%PDF-');

    expect(await cli.run('report', 'tax', '--hotel', DEMO, '--month', '2026-13', '--format', 'csv')).toMatchObject({
      code: 1,
      stderr: 'Month 2026-13 is not a month written YYYY-MM, like 2026-04\n',
    });
  });

  it('license generate, validate, list and deactivate', async () => {
    const generated = await cli.run('license', 'generate', '--hotel', DEMO);
    expect(generated.code).toBe(0);
    const [key, about, apply] = generated.stdout.trimEnd().split('\n');
    expect(key).toMatch(KEY);
    expect(about).toMatch(/^Licence #\d+ for Harborview Inn \(demo\) \(demo@innkeep\.local\), 24 rooms\.$/);
    expect(apply).toBe(`Apply it with: innkeep license validate --hotel ${DEMO} --key ${key}`);

    const wrong = await cli.run('license', 'validate', '--hotel', DEMO, '--key', 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE');
    expect(wrong).toMatchObject({ code: 1, stdout: '', stderr: 'License key does not match hotel information\n' });
    const valid = await cli.run('license', 'validate', '--hotel', DEMO, '--key', key!.toLowerCase());
    expect(valid).toMatchObject({ code: 0, stdout: 'License validated successfully. Your hotel is now licensed.\n' });

    const list = await cli.run('license', 'list', '--json');
    const [licence] =
      list.json<{ id: number; licenseKey: string; hotelEmail: string; numberOfRooms: number; isActive: boolean }[]>();
    expect(licence).toMatchObject({ licenseKey: key, hotelEmail: DEMO, numberOfRooms: 24, isActive: true });

    const deactivated = await cli.run('license', 'deactivate', String(licence!.id));
    expect(deactivated).toMatchObject({ code: 0, stdout: `Licence #${licence!.id} (${key}, ${DEMO}) deactivated\n` });
    const listed = await cli.run('license', 'list');
    expect(listed.stdout).toMatch(
      new RegExp(`\\n${licence!.id} +${key} +Harborview Inn \\(demo\\) +${DEMO} +24 +no +\\d{4}-\\d\\d-\\d\\d\\n1 licence\\n$`),
    );
    expect(await cli.run('license', 'validate', '--hotel', DEMO, '--key', key!)).toMatchObject({
      code: 1,
      stderr: 'This license has been deactivated. Please contact your administrator.\n',
    });

    expect(await cli.run('license', 'deactivate', 'first')).toMatchObject({
      code: 1,
      stderr: 'The licence id must be a whole number (see innkeep license list)\n',
    });
    expect(await cli.run('license', 'validate', '--hotel', DEMO)).toMatchObject({
      code: 1,
      stderr: 'Please enter a license key to validate\n',
    });
    expect(await cli.run('license', 'generate', '--hotel', 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr: 'No hotel account has the email nobody@example.com\n',
    });
  });

  it('data clear needs --yes, writes the API’s backup first, and data restore puts everything back', async () => {
    const refused = await cli.run('data', 'clear', '--hotel', DEMO);
    expect(refused).toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        'Clearing deletes every booking, room, room type, rate period and guest of the hotel (a backup is written first). Add --yes to confirm.\n',
    });

    const cleared = await cli.run('data', 'clear', '--hotel', DEMO, '--yes', '--json');
    expect(cleared.code).toBe(0);
    const { message, backup } = cleared.json<{ message: string; backup: string }>();
    expect(message).toBe('Operational data cleared successfully');
    expect(backup).toMatch(new RegExp(`^${cli.dataDir}/backups/hotel-\\d+-.+\\.json$`));
    const saved = JSON.parse(readFileSync(backup, 'utf8'));
    expect(saved).toMatchObject({ format: 'innkeep-operational-backup', hotel: { email: DEMO } });
    expect(saved.rooms).toHaveLength(24);
    expect(saved.guests).toHaveLength(160);
    // The night audit's books go into the backup with the stays they posted.
    expect(saved.auditDays.length).toBeGreaterThan(27);
    expect(saved.nightPostings.length).toBeGreaterThan(saved.auditDays.length);
    expect(saved.folioAdjustments).toHaveLength(4);

    const emptied = await cli.run('hotel', 'export', DEMO, '--out', out('emptied.json'), '--json');
    expect(emptied.json()).toMatchObject({ roomTypes: 0, rooms: 0, guests: 0 });

    // As the API reports it: relative to DATA_DIR.
    const restored = await cli.run('data', 'restore', path.relative(cli.dataDir, backup));
    expect(restored.code).toBe(0);
    expect(restored.stdout).toBe(
      `Restored ${path.basename(backup)} into ${DEMO}: 4 room types, ${saved.ratePeriods.length} rate periods, 24 rooms, 160 guests, ${saved.bookings.length} bookings, ${saved.auditDays.length} closed days\n`,
    );
    const twice = await cli.run('data', 'restore', backup);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(
      /^The hotel already has room 101, 102, .+: clear its operational data before restoring this backup\n$/,
    );

    const back = await cli.run('hotel', 'export', DEMO, '--out', out('restored.json'), '--json');
    expect(back.json()).toMatchObject({ roomTypes: 4, rooms: 24, guests: 160 });

    const missing = await cli.run('data', 'restore', path.join(cli.dataDir, 'backups', 'nothing.json'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Cannot read the backup file: ENOENT/);
  });
});
