import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { createCliSandbox, type CliSandbox } from '../../../cli/src/testing/cli-sandbox';
import { setClock } from '../clock';
import type { ApiResponse } from '../testing/api-client';
import { markLicensed, QUEEN, signUpHotelWithRooms } from '../testing/hotels';
import { requirePgBouncer, startPgBouncer, type PgBouncer } from '../testing/pgbouncer';
import { createScratchDatabase, startTestApp, type ScratchDatabase, type TestApp } from '../testing/test-app';
import { withStartupLock } from './startup-lock';

/**
 * Innkeep behind PgBouncer in transaction-pooling mode (DATABASE_POOLER=transaction), Debian's 1.18 in front
 * of a scratch database with five server connections, so that every transaction may land on another one:
 * a new install's migrations, booking creates, 100 racers for one room, a batch, a night's reads, the night
 * audit and a CLI command, each answering as the same calls do on a server connected directly.
 */
const serverUrl = process.env.DATABASE_URL!;
const withPgBouncer = requirePgBouncer();

/** Noon on the hotel's wall clock (America/New_York) of `date`. */
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

const stay = (roomId: number | undefined, guest: string, checkInDate: string, nights: number) => ({
  roomId,
  guest,
  checkInDate,
  rateType: 'Daily',
  nights,
  dailyWeeklyAmount: '100.00',
  paidAmount: '0',
});

type Answers = Record<string, { status: number; body: unknown }>;

/** Records stamp the machine's time as they are written (createdAt), not the test's clock: those instants differ. */
const withoutInstants = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body ?? null).replace(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z"/g, '"<instant>"'));

/**
 * A hotel's evening and night, call by call, on one server: what each call answered. Run on the direct
 * server and on the pooled one with the same clock, the two must be equal, ids and all (each database
 * starts empty and is written in the same order).
 */
async function aNight(app: TestApp): Promise<Answers> {
  const answers: Answers = {};
  const keep = (name: string, response: ApiResponse) => {
    answers[name] = { status: response.status, body: withoutInstants(response.body) };
    return response;
  };
  setClock(noonOn('2026-03-07'));
  const { hotel, rooms } = await signUpHotelWithRooms(app, 'night@pgbouncer.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  });
  // Licensed: a booking create is the one prepared statement (create-booking.ts), as on the bench's hotels.
  await markLicensed(app, hotel.id);
  const ada = keep(
    'create Ada',
    await hotel.api.post('/api/hotel/bookings', stay(rooms['101'], 'Lovelace, Ada', '2026-03-07', 3)),
  );
  const alan = keep(
    'create Alan',
    await hotel.api.post('/api/hotel/bookings', stay(rooms['102'], 'Turing, Alan', '2026-03-07', 2)),
  );
  keep('create Grace', await hotel.api.post('/api/hotel/bookings', stay(rooms['103'], 'Hopper, Grace', '2026-03-12', 4)));
  keep('overlap refused', await hotel.api.post('/api/hotel/bookings', stay(rooms['101'], 'Knuth, Donald', '2026-03-08', 1)));
  keep(
    'batch',
    await hotel.api.post('/api/hotel/bookings/batch', {
      bookings: [
        stay(rooms['104'], 'Liskov, Barbara', '2026-03-09', 2),
        stay(rooms['105'], 'Dijkstra, Edsger', '2026-03-10', 1),
        { id: ada.body.id, paidAmount: '50.00', version: 1 },
      ],
    }),
  );
  keep('check in Ada', await hotel.api.post(`/api/hotel/bookings/${ada.body.id}/check-in`, {}));
  keep('check in Alan', await hotel.api.post(`/api/hotel/bookings/${alan.body.id}/check-in`, {}));
  // The evening's reads, as several screens ask at once: each on whichever connection the pool gives.
  const reads: Record<string, () => Promise<ApiResponse>> = {
    me: () => hotel.api.get('/api/auth/me'),
    'front desk': () => hotel.api.get('/api/hotel/front-desk?date=2026-03-07'),
    'recent bookings': () => hotel.api.get('/api/hotel/bookings?limit=50&offset=0'),
    dashboard: () => hotel.api.get('/api/hotel/dashboard'),
    'monthly report': () => hotel.api.get('/api/hotel/reports/monthly/2026'),
    statistics: () => hotel.api.get('/api/hotel/reports/statistics?from=2026-03-01&to=2026-03-31&groupBy=day'),
    folio: () => hotel.api.get(`/api/hotel/bookings/${ada.body.id}/folio`),
    'bookings (GraphQL)': () => hotel.api.graphql('{ bookings(first: 10) { totalCount nodes { id guest grandTotal balance } } }'),
  };
  for (const round of [1, 2]) {
    const answered = await Promise.all(Object.values(reads).map((read) => read()));
    Object.keys(reads).forEach((name, index) => keep(`${name} (round ${round})`, answered[index]!));
  }
  setClock(noonOn('2026-03-08'));
  keep('night audit', await hotel.api.post('/api/hotel/night-audit', { date: '2026-03-07' }));
  keep('closed day', await hotel.api.get('/api/hotel/reports/daily/2026-03-07'));
  return answers;
}

/** 100 creates for one room and one stay at once (booking-races.routes.test.ts): what they answered. */
async function race(app: TestApp): Promise<{ statuses: Record<number, number>; stored: number; overlaps: number }> {
  const { hotel, rooms } = await signUpHotelWithRooms(app, 'race@pgbouncer.test', {
    numberOfRooms: 5,
    roomType: QUEEN,
    roomNumbers: ['101'],
  });
  await markLicensed(app, hotel.id);
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, index) =>
      hotel.api.post('/api/hotel/bookings', stay(rooms['101'], `Racer, No${index}`, '2030-06-01', 1 + (index % 4))),
    ),
  );
  const em = app.orm.em.fork();
  const [{ stored, overlaps }] = await em.getConnection().execute(
    `select (select count(*)::int from booking where hotel_id = ?) as stored,
            (select count(*)::int from booking a join booking b on a.room_id = b.room_id and a.id < b.id
              and a.check_in_date < b.check_out_date and b.check_in_date < a.check_out_date where a.hotel_id = ?) as overlaps`,
    [hotel.id, hotel.id],
  );
  return { statuses: tally(answers.map((answer) => answer.status)), stored, overlaps };
}

/** `innkeep …args` as a child process, its DATABASE_URL and DATABASE_POOLER given. */
function innkeep(cli: CliSandbox, env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [cli.bin, ...args], { env: { ...cli.env, ...env }, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** `innkeep report statistics` of the night's hotel as CSV: its exit code, stderr and the file. */
async function statisticsByCli(cli: CliSandbox, env: Record<string, string>, out: string) {
  const range = ['--from', '2026-03-01', '--to', '2026-03-31', '--group-by', 'day'];
  const run = await innkeep(cli, env, 'report', 'statistics', '--hotel', 'night@pgbouncer.test', ...range, '--out', out);
  return { code: run.code, stderr: run.stderr, csv: run.code === 0 ? readFileSync(out, 'utf8') : '' };
}

/** Advisory locks held in the database, by any session: a session-level lock taken through the pooler outlives its client. */
async function advisoryLocks(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe.skipIf(!withPgBouncer)('behind PgBouncer in transaction-pooling mode', { timeout: 300_000 }, () => {
  let database: ScratchDatabase;
  let bouncer: PgBouncer;
  let direct: TestApp;
  let pooled: TestApp;
  let cli: CliSandbox;

  beforeAll(async () => {
    // Empty: the pooled server migrates it through PgBouncer, as a new install behind a managed pooler does.
    database = await createScratchDatabase(serverUrl);
    bouncer = await startPgBouncer(database.url, { poolSize: 5 });
    direct = await startTestApp();
    pooled = await startTestApp({ databaseUrl: bouncer.url, databasePooler: 'transaction' });
    cli = await createCliSandbox();
  });
  afterEach(() => setClock(null));
  afterAll(async () => {
    await pooled?.close();
    await direct?.close();
    await bouncer?.close();
    await database?.drop();
    await cli?.close();
  });

  it('a new install migrates through PgBouncer and leaves no lock behind', async () => {
    const [{ count }] = await pooled.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as count from mikro_orm_migrations');
    const [{ count: expected }] = await direct.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as count from mikro_orm_migrations');
    expect(count).toBe(expected);
    // The start-up lock must go with its transaction: held by a server connection PgBouncer hands on, it would
    // make the next server (or CLI command) to start wait for it forever.
    expect(await advisoryLocks(database.url)).toBe(0);
  });

  it('servers starting together behind PgBouncer take turns, and those waiting hold none of its connections', async () => {
    const config = { databaseUrl: bouncer.url, databasePooler: 'transaction' as const };
    let inside = 0;
    let most = 0;
    const turns: number[] = [];
    const turn = async (server: number, until: Promise<unknown>) => {
      inside += 1;
      most = Math.max(most, inside);
      turns.push(server);
      await until;
      inside -= 1;
    };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = withStartupLock(config, () => turn(0, held));
    await expect.poll(() => turns).toEqual([0]);
    // More servers than PgBouncer has connections (5) wait for the lock...
    const others = Array.from({ length: 7 }, (_, index) =>
      withStartupLock(config, () => turn(index + 1, new Promise((resolve) => setTimeout(resolve, 10)))),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    // ...and the one holding it still gets a connection for its migrations.
    const client = new pg.Client({ connectionString: bouncer.url, query_timeout: 5000 });
    await client.connect();
    try {
      expect((await client.query('select 1 as answer')).rows).toEqual([{ answer: 1 }]);
    } finally {
      await client.end();
    }
    release();
    await Promise.all([first, ...others]);
    expect({ most, turns: turns.length }).toEqual({ most: 1, turns: 8 });
    expect(await advisoryLocks(database.url)).toBe(0);
  });

  it('a night at the desk answers through PgBouncer what it answers directly: creates, a batch, the reads, the audit', async () => {
    const expected = await aNight(direct);
    for (const [name, answer] of Object.entries(expected)) {
      const status = name.startsWith('create') ? 201 : name === 'overlap refused' ? 409 : 200;
      expect(answer.status, `${name} (direct): ${JSON.stringify(answer.body)}`).toBe(status);
    }
    const answers = await aNight(pooled);
    for (const [name, answer] of Object.entries(answers)) expect(answer, name).toEqual(expected[name]);
  });

  it('100 racing creates for one room through PgBouncer: exactly one 201, 99 × 409, no overlap stored', async () => {
    const expected = { statuses: { 201: 1, 409: 99 }, stored: 1, overlaps: 0 };
    expect(await race(direct)).toEqual(expected);
    expect(await race(pooled)).toEqual(expected);
  });

  it('a CLI command through PgBouncer writes what it writes directly', async () => {
    const directly = await statisticsByCli(
      cli,
      { DATABASE_URL: direct.config.databaseUrl! },
      path.join(cli.dataDir, 'direct.csv'),
    );
    expect({ code: directly.code, stderr: directly.stderr }).toEqual({ code: 0, stderr: '' });
    expect(directly.csv).toContain('2026-03-07');
    const throughPooler = { DATABASE_URL: bouncer.url, DATABASE_POOLER: 'transaction' };
    const pooledRun = await statisticsByCli(cli, throughPooler, path.join(cli.dataDir, 'pooled.csv'));
    expect({ code: pooledRun.code, stderr: pooledRun.stderr }).toEqual({ code: 0, stderr: '' });
    expect(pooledRun.csv).toBe(directly.csv);
    expect(await advisoryLocks(database.url)).toBe(0);
  });

  it('innkeep backup behind the pooler connects pg_dump to DATABASE_DIRECT_URL, and refuses without it', async () => {
    const throughPooler = { DATABASE_URL: bouncer.url, DATABASE_POOLER: 'transaction' };
    const refused = await innkeep(cli, throughPooler, 'backup', '--out', path.join(cli.dataDir, 'refused.dump'));
    expect({ code: refused.code, stderr: refused.stderr.trim() }).toEqual({
      code: 1,
      stderr:
        'DATABASE_URL is a transaction pooler (DATABASE_POOLER=transaction): set DATABASE_DIRECT_URL to the database itself for pg_dump and pg_restore',
    });
    const made = await innkeep(
      cli,
      { ...throughPooler, DATABASE_DIRECT_URL: database.url },
      'backup',
      '--json',
      '--out',
      path.join(cli.dataDir, 'direct.dump'),
    );
    expect(made.stderr).toBe('');
    expect(JSON.parse(made.stdout)).toMatchObject({ database: 'postgresql', file: path.join(cli.dataDir, 'direct.dump') });
  });
});
