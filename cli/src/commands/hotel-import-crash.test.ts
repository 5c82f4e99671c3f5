import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/orm';
import { createCliSandbox, type CliSandbox } from '../testing/cli-sandbox';
import { itOnPostgres } from '../../../server/src/testing/database-pass';

/**
 * `innkeep hotel import` killed with SIGKILL in the middle of its transaction: the database holds none of
 * the file's hotels, opens cleanly (PGlite too, after its process died holding it), and the same file then
 * imports whole. On PostgreSQL the kill also lands at a moment found by watching the database, no pause.
 */
const HOTELS = 20;
const ROOMS = 30;
const GUESTS = 30;
const DOMAIN = 'crash.test';

const root = path.resolve(import.meta.dirname, '../../..');

function bigImportFile(): unknown {
  return {
    hotels: Array.from({ length: HOTELS }, (_, h) => ({
      name: `Crash Inn ${h}`,
      email: `inn${h}@${DOMAIN}`,
      password: 'secret123',
      roomTypes: [
        { name: 'Queen', dailyRate: '100.00', weeklyRate: '600.00', monthlyRate: '1800.00' },
        { name: 'King', dailyRate: '130.00', weeklyRate: '780.00', monthlyRate: '2300.00' },
      ],
      rooms: Array.from({ length: ROOMS }, (_, r) => ({ roomNumber: String(100 + r), roomType: r % 2 ? 'King' : 'Queen' })),
      guests: Array.from({ length: GUESTS }, (_, g) => ({ firstName: `Guest${g}`, lastName: `Of Inn ${h}` })),
    })),
  };
}

describe('innkeep hotel import killed mid-transaction', { timeout: 120_000 }, () => {
  let cli: CliSandbox;
  let file: string;

  beforeAll(async () => {
    cli = await createCliSandbox();
    file = path.join(cli.dataDir, 'big-import.json');
    writeFileSync(file, JSON.stringify(bigImportFile()));
    // A hotel committed before the crash, which must be there after it: the database was reopened, not
    // remade. Written in this process (which also migrates the database), as a CLI run would, only faster.
    const orm = await openDatabase({ databaseUrl: cli.databaseUrl, dataDir: cli.dataDir });
    try {
      const connection = orm.em.getConnection();
      const [hotel] = await connection.execute<{ id: number }[]>(
        "insert into hotel_account (name, email, is_email_verified, is_admin, created_at) values ('Before Inn', 'before@inn.test', true, false, now()) returning id",
      );
      await connection.execute(
        `insert into room (hotel_id, room_number, created_at) values (${hotel!.id}, '1', now()), (${hotel!.id}, '2', now())`,
      );
    } finally {
      await orm.close(true);
    }
  });
  afterAll(async () => {
    await cli?.close();
  });

  /** The file's rows in the database, read by opening it afresh in this process (PGlite: its files). */
  async function imported() {
    const orm = await openDatabase({ databaseUrl: cli.databaseUrl, dataDir: cli.dataDir }, { migrate: false });
    try {
      const ofFile = `(select id from hotel_account where email like '%@${DOMAIN}')`;
      const [counts] = await orm.em.getConnection().execute<{ [table: string]: number }[]>(
        `select (select count(*) from hotel_account where email like '%@${DOMAIN}')::int as hotels,
           (select count(*) from hotel_setting where hotel_id in ${ofFile})::int as settings,
           (select count(*) from room_type where hotel_id in ${ofFile})::int as room_types,
           (select count(*) from room where hotel_id in ${ofFile})::int as rooms,
           (select count(*) from guest where hotel_id in ${ofFile})::int as guests,
           (select count(*) from room where hotel_id = (select id from hotel_account where email = 'before@inn.test'))::int as before`,
      );
      return counts!;
    } finally {
      await orm.close(true);
    }
  }
  const nothing = { hotels: 0, settings: 0, room_types: 0, rooms: 0, guests: 0, before: 2 };

  /** Starts the import; `killWhen` resolves when it is time for SIGKILL. Resolves with how the process ended. */
  function importKilled(env: NodeJS.ProcessEnv, killWhen: (stderr: () => string) => Promise<void>) {
    const child = spawn(process.execPath, [cli.bin, 'hotel', 'import', file, '--json'], {
      cwd: root,
      env: { ...cli.env, ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const killed = Promise.race([
      killWhen(() => stderr).then(() => child.kill('SIGKILL')),
      exited.then(() => {
        throw new Error(`the import ended before it was killed: ${stderr}`);
      }),
    ]);
    return killed.then(() => exited);
  }

  const waitFor = async (condition: () => boolean | Promise<boolean>, what: string) => {
    const deadline = Date.now() + 60_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('killed inside its transaction (accounts and settings written, the rest not), it leaves nothing', async () => {
    const ended = await importKilled({ INNKEEP_FAULT_POINT: 'hotel-import' }, async (stderr) => {
      await waitFor(() => stderr().includes('[fault point] hotel-import'), 'the fault point');
      if (!cli.databaseUrl) return;
      // On PostgreSQL, see the open transaction that has written rows, uncommitted.
      const client = new pg.Client({ connectionString: cli.databaseUrl });
      await client.connect();
      const writing = await client.query(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()',
      );
      await client.end();
      expect(writing.rows[0].n).toBe(1);
    });
    expect(ended).toEqual({ code: null, signal: 'SIGKILL' });
    // The database opens again (PGlite after its owner died) and has none of it.
    expect(await imported()).toEqual(nothing);
  });

  itOnPostgres('killed at a moment found by watching PostgreSQL, it leaves nothing', async () => {
    const watcher = new pg.Client({ connectionString: cli.databaseUrl! });
    await watcher.connect();
    try {
      const ended = await importKilled({}, () =>
        waitFor(async () => {
          const writing = await watcher.query(
            'select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()',
          );
          return writing.rows[0].n > 0;
        }, 'the import transaction'),
      );
      expect(ended.signal).toBe('SIGKILL');
    } finally {
      await watcher.end();
    }
    expect(await imported()).toEqual(nothing);
  });

  it('the same file then imports whole, every hotel with all its rows', async () => {
    const run = await cli.run('hotel', 'import', file, '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.json<{ hotels: unknown[] }>().hotels).toHaveLength(HOTELS);
    const counts = await imported();
    expect(counts).toMatchObject({
      hotels: HOTELS,
      room_types: 2 * HOTELS,
      rooms: ROOMS * HOTELS,
      guests: GUESTS * HOTELS,
      before: 2,
    });
    expect(counts.settings).toBeGreaterThan(10 * HOTELS);
  });
});
