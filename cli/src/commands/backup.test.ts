import { planHotelImport } from '@core/hotel-import';
import { RESTORE_CONFIRM_MESSAGE } from '../cli.schema';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { openDatabase, type Orm } from '../../../server/src/db/orm';
import { createMailer } from '../../../server/src/mail/mailer';
import { importHotels } from '../../../server/src/modules/hotel-transfer/hotel-import.service';
import { dataDirInUseMessage, lockDataDir, unlockDataDir } from '../../../server/src/db/data-dir-lock';
import { backupKindOf, requireBackupKind } from '../backup/backup-file';
import { restorePglite } from '../backup/pglite-backup';
import { adminContext } from '../cli-context';
import { readImportFile } from '../import/import-file';
import { createCliSandbox, type CliSandbox } from '../testing/cli-sandbox';
import { itOnPglite } from '../../../server/src/testing/database-pass';

/**
 * `innkeep backup` and `innkeep restore` of the whole database, round trip: PGlite's data directory, or
 * pg_dump / pg_restore of the scratch PostgreSQL database when DATABASE_URL is set.
 */
describe('innkeep backup and restore', { timeout: 600_000 }, () => {
  let cli: CliSandbox;
  let backup: string;

  let before: Record<string, unknown>[];

  beforeAll(async () => {
    cli = await createCliSandbox();
    const hotel = (n: number) => ({
      name: `Harbour Inn ${n}`,
      email: `harbour${n}@backup.test`,
      password: 'secret123',
      roomTypes: [{ name: 'Queen', dailyRate: '99.50', weeklyRate: '600.00', monthlyRate: '1800.00' }],
      rooms: [101, 102, 103].map((number) => ({ roomNumber: String(number), roomType: 'Queen' })),
      guests: [{ firstName: 'Ada', lastName: `Lovelace ${n}`, vip: 'true' }],
    });
    // Seeded in this process, as `hotel import` would (a child process per step costs seconds).
    before = await withDatabase(async (orm) => {
      const config = { ...loadConfig({ DATA_DIR: cli.dataDir }), databaseUrl: cli.databaseUrl };
      const services = { orm, config, mailer: createMailer(config, () => {}) };
      const plan = planHotelImport(readImportFile(JSON.stringify({ hotels: [hotel(1), hotel(2)] }), 'json').rows);
      await importHotels(adminContext(services), plan, { dryRun: false });
      return contents(orm, BOOKS);
    }, true);
    // Migrating a fresh PGlite and hashing passwords takes minutes on a loaded machine.
  }, 600_000);
  afterAll(async () => {
    await cli?.close();
  });

  async function withDatabase<T>(work: (orm: Orm) => Promise<T>, migrate = false): Promise<T> {
    const orm = await openDatabase({ databaseUrl: cli.databaseUrl, dataDir: cli.dataDir }, { migrate });
    try {
      return await work(orm);
    } finally {
      await orm.close(true);
    }
  }

  /**
   * The night audit's books of the first hotel, as a closed day leaves them: a stay, its posted night, the
   * day's kept report and an adjustment (written here in SQL: the audit's own tests make them through the API).
   */
  const BOOKS = [
    `insert into booking (hotel_id, room_id, guest_name, check_in_date, check_out_date, rate_type, nights, daily_weekly_amount_cents,
       monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents, paid_amount_cents, extras_cents,
       adjustments_cents, payment_method, status, stay_status, created_at, updated_at)
     select h.id, r.id, 'Lovelace, Ada', '2026-03-07', '2026-03-09', 'Daily', 2, 9950, 0, 19900, 1592, 995, 22487, 0, 0, -2500, 'Cash',
            'Unpaid', 'Checked In', now(), now()
       from hotel_account h join room r on r.hotel_id = h.id and r.room_number = '101' where h.email = 'harbour1@backup.test'`,
    `insert into audit_day (hotel_id, date, closed_at, closed_by, report)
     select hotel_id, '2026-03-07', '2026-03-08T05:00:00Z', 'Ada Owner', '{"date": "2026-03-07", "roomRevenue": "99.50", "taxes": "12.93"}'
       from booking`,
    `insert into night_posting (hotel_id, booking_id, date, night, kind, amount_cents, room_number, created_at)
     select hotel_id, id, '2026-03-07', 0, kind, amount, '101', '2026-03-08T05:00:00Z'
       from booking, (values ('Room', 9950), ('Tax 1', 796), ('Tax 2', 497)) as k(kind, amount)`,
    `insert into folio_adjustment (hotel_id, booking_id, date, kind, amount_cents, reason, created_at)
     select hotel_id, id, '2026-03-08', 'Room', -2500, 'Noisy room: courtesy credit', now() from booking`,
  ];

  /** What the database holds, read in this process (the CLI is not running). */
  async function contents(orm: Orm, changes: string[] = []): Promise<Record<string, unknown>[]> {
    const connection = orm.em.getConnection();
    for (const sql of changes) await connection.execute(sql);
    return connection.execute<Record<string, unknown>[]>(
      `select h.email, h.name,
         (select string_agg(room_number, ',' order by room_number) from room where hotel_id = h.id) as rooms,
         (select string_agg(name || ' ' || daily_rate_cents, ',') from room_type where hotel_id = h.id) as room_types,
         (select string_agg(last_name, ',') from guest where hotel_id = h.id) as guests,
         (select count(*) from hotel_setting where hotel_id = h.id)::int as settings,
         (select string_agg(date || ' ' || closed_at || ' ' || closed_by || ' ' || report::text, ',') from audit_day where hotel_id = h.id) as closed_days,
         (select string_agg(id || ' ' || booking_id || ' ' || date || ' ' || kind || ' ' || amount_cents, ',' order by id)
            from night_posting where hotel_id = h.id) as postings,
         (select string_agg(id || ' ' || booking_id || ' ' || date || ' ' || amount_cents || ' ' || reason, ',' order by id)
            from folio_adjustment where hotel_id = h.id) as adjustments
       from hotel_account h order by h.email`,
    );
  }

  it('restores exactly what was backed up, after the data changed', async () => {
    expect(before.map((row) => [row.email, row.rooms, row.room_types])).toEqual([
      ['harbour1@backup.test', '101,102,103', 'Queen 9950'],
      ['harbour2@backup.test', '101,102,103', 'Queen 9950'],
    ]);
    expect(before[0]).toMatchObject({
      closed_days: expect.stringContaining('2026-03-07'),
      postings: expect.stringMatching(/^\d+ \d+ 2026-03-07 Room 9950,\d+ \d+ 2026-03-07 Tax 1 796,/),
      adjustments: expect.stringContaining('-2500 Noisy room: courtesy credit'),
    });

    // DATA_DIR/backups as an older version left it, open to everyone.
    const backupsFolder = path.join(cli.dataDir, 'backups');
    mkdirSync(backupsFolder, { recursive: true });
    chmodSync(backupsFolder, 0o755);
    const made = await cli.run('backup', '--json');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const result = made.json<{ file: string; database: string; bytes: number }>();
    backup = result.file;
    expect(result.database).toBe(cli.databaseUrl ? 'postgresql' : 'pglite');
    expect(path.dirname(backup)).toBe(path.join(cli.dataDir, 'backups'));
    expect(backup).toMatch(cli.databaseUrl ? /innkeep-.+\.dump$/ : /innkeep-.+\.tar\.gz$/);
    expect(existsSync(backup)).toBe(true);
    // Password hashes, licence keys and guests' ID numbers are inside: for the server's user only.
    expect((statSync(backup).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(backupsFolder).mode & 0o777).toString(8)).toBe('700');
    expect(result.bytes).toBeGreaterThan(1000);

    // Changes after the backup: a hotel renamed, a rate changed, a room and a guest gone, a hotel deleted.
    // The restore brings every row back as it was, ids and all (the night audit's closed days, postings and
    // adjustments among them).
    const changed = await withDatabase((orm) =>
      contents(orm, [
        "update hotel_account set name = 'Renamed' where email = 'harbour1@backup.test'",
        'update room_type set daily_rate_cents = 1',
        "delete from room where room_number = '103'",
        'delete from guest',
        "delete from hotel_account where email = 'harbour2@backup.test'",
        // The night audit's books too: a posting and a closed day gone, an adjustment's reason changed.
        "delete from night_posting where kind = 'Tax 2'",
        'delete from audit_day',
        "update folio_adjustment set reason = 'Changed'",
      ]),
    );
    expect(changed).not.toEqual(before);

    const restored = await cli.run('restore', backup, '--yes', '--json');
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.json()).toEqual({ file: backup, database: result.database, hotels: 2 });
    expect(await withDatabase(contents)).toEqual(before);
  });

  it('asks for --yes, and refuses a file that is not a backup of this kind of database', async () => {
    const unconfirmed = await cli.run('restore', backup);
    expect(unconfirmed).toMatchObject({ code: 1, stdout: '', stderr: `${RESTORE_CONFIRM_MESSAGE}\n` });

    const notABackup = path.join(cli.dataDir, 'notes.txt');
    writeFileSync(notABackup, 'hello');
    expect(() => requireBackupKind(notABackup, 'pglite')).toThrow(
      `${notABackup} is not an Innkeep backup (innkeep backup writes a .tar.gz for PGlite, a .dump for PostgreSQL)`,
    );
    const kind = backupKindOf(backup);
    const other = kind === 'pglite' ? 'postgresql' : 'pglite';
    expect(() => requireBackupKind(backup, other)).toThrow(
      kind === 'pglite' ? 'Unset DATABASE_URL to restore it into PGlite.' : 'Set DATABASE_URL to restore it into PostgreSQL.',
    );
  });

  itOnPglite('says what is wrong with a damaged backup, and leaves the database as it was', async () => {
    const bytes = readFileSync(backup);
    const cut = path.join(cli.dataDir, 'cut.tar.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restorePglite(cli.dataDir, cut)).rejects.toThrow(
      `${cut} could not be opened as an Innkeep database: it is cut short (unexpected end of file)`,
    );
    const notPglite = path.join(cli.dataDir, 'notes.tar.gz');
    writeFileSync(notPglite, gzipSync('just some notes, gzipped'));
    await expect(restorePglite(cli.dataDir, notPglite)).rejects.toThrow(
      `${notPglite} could not be opened as an Innkeep database: it is not a backup of PGlite's data directory`,
    );
    expect(await withDatabase(contents)).toEqual(before);
  });

  itOnPglite('does not replace PGlite’s files while the server runs on them', async () => {
    // This test's process takes DATA_DIR's lock as the server does, and stands for it.
    lockDataDir(cli.dataDir, 'the Innkeep server');
    try {
      const refused = await cli.run('restore', backup, '--yes');
      expect(refused).toMatchObject({
        code: 1,
        stderr: `${dataDirInUseMessage(cli.dataDir, { pid: process.pid, role: 'the Innkeep server' })}\n`,
      });
    } finally {
      unlockDataDir(cli.dataDir);
    }
  });
});
