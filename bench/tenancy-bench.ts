/**
 * `npx tsx bench/tenancy-bench.ts`: what PostgreSQL row-level security would cost Innkeep's reads and its
 * booking create (docs/architecture.md, "Tenancy"). Builds a smaller copy of the benchmark's data set (BENCH_SCALE, 0.2 by
 * default) in a scratch database of DATABASE_URL's server, or in a temporary PGlite without it, then times each
 * read's strict-floor SQL (bench/scenarios.ts) and the create's INSERT three ways, interleaved round by round:
 *
 * - today: each statement on its own (autocommit), as the app sends them;
 * - in a transaction: the same statements between `begin` + `set_config('innkeep.hotel_id', …, true)` and
 *   `commit`, which is what "the request's hotel, set for its transaction" costs before any policy;
 * - RLS: the same transaction as a role that neither owns the tables nor is a superuser (`set local role`), with
 *   a policy `hotel_id = current_setting('innkeep.hotel_id')::int` on every table that has a hotel_id.
 *
 * Prints the medians (ms) and each mode's cost against today's, per read.
 */
import 'reflect-metadata';
import { CompiledQuery, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/src/config';
import { openDatabase, type Em } from '../server/src/db/orm';
import { createScratchDatabase } from '../server/src/testing/scratch-database';
import { benchHotelData, benchHotelPlans } from '../seeds/bench-data';
import { writeBenchHotels } from '../seeds/bench-seed';
import type { Statement } from './protocol';
import { READ_SCENARIOS, type ReadContext } from './scenarios';

const databaseUrl = process.env.DATABASE_URL || null;
const scale = Number(process.env.BENCH_SCALE ?? 0.2);
const rounds = Number(process.env.TENANCY_ROUNDS ?? 300);
const today = new Date().toISOString().slice(0, 10);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'innkeep-tenancy-'));
const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, 'bench') : null;
const config = {
  ...loadConfig({ DATA_DIR: dataDir, PORT: '0', DEMO_SEED: '0', PGLITE_FSYNC: 'off' }),
  databaseUrl: scratch?.url ?? null,
};
const orm = await openDatabase(config);
const plans = benchHotelPlans({ today, scale, smallHotels: 10 });
const data = [...plans.big, ...plans.small].map(benchHotelData);
const written = await writeBenchHotels(orm.em.fork() as Em, data);
await (orm.em.fork() as Em).execute('analyze', [], 'run');
console.log(
  `${databaseUrl ? 'postgresql' : 'pglite'}: ${written.reduce((sum, hotel) => sum + hotel.bookings, 0)} bookings in ${written.length} hotels`,
);

const client = scratch ? new pg.Client({ connectionString: scratch.url }) : null;
await client?.connect();
const kysely = client ? null : (orm.em.getConnection() as unknown as { getClient(): Kysely<unknown> }).getClient();
async function query(sql: string, params: readonly unknown[] = []): Promise<unknown[]> {
  if (client) return (await client.query(sql, params as unknown[])).rows;
  return (await kysely!.executeQuery(CompiledQuery.raw(sql, params as unknown[]))).rows;
}

// Every table with a hotel_id gets the policy; the role may read and write them all, as the app does.
const tables = (await query(
  `select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'hotel_id'`,
)) as { name: string }[];
await query(
  `do $$ begin if not exists (select from pg_roles where rolname = 'innkeep_tenant') then create role innkeep_tenant nologin; end if; end $$`,
);
await query('grant select, insert, update, delete on all tables in schema public to innkeep_tenant');
await query('grant usage, select on all sequences in schema public to innkeep_tenant');
await query('grant execute on all functions in schema public to innkeep_tenant');
// TENANCY_POLICY=subselect: the setting read once per statement, as an init plan, instead of per row.
const hotelSetting =
  process.env.TENANCY_POLICY === 'subselect'
    ? `(select current_setting('innkeep.hotel_id')::int)`
    : `current_setting('innkeep.hotel_id')::int`;
for (const { name } of tables) {
  await query(`alter table "${name}" enable row level security`);
  await query(`create policy tenant on "${name}" using (hotel_id = ${hotelSetting})`);
}
await query(`alter table hotel_account enable row level security`);
await query(`create policy tenant on hotel_account using (id = ${hotelSetting})`);
console.log(`policies on ${tables.length + 1} tables: hotel_id = ${hotelSetting}`);

type Mode = 'today' | 'transaction' | 'rls';
const MODES: Mode[] = ['today', 'transaction', 'rls'];

async function run(mode: Mode, hotelId: number, statements: Statement[]): Promise<number> {
  const started = performance.now();
  if (mode === 'today') {
    for (const statement of statements) await query(statement.sql, statement.params);
  } else {
    const role = mode === 'rls' ? 'set local role innkeep_tenant; ' : '';
    const opening = `begin; ${role}select set_config('innkeep.hotel_id', '${hotelId}', true)`;
    // One round trip on PostgreSQL (the simple protocol takes several statements); PGlite has no wire.
    if (client) await client.query(opening);
    else for (const part of opening.split('; ')) await query(part);
    try {
      for (const statement of statements) await query(statement.sql, statement.params);
    } finally {
      await query('commit');
    }
  }
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function measure(name: string, hotelId: number, statementsFor: (round: number) => Statement[]) {
  const times: Record<Mode, number[]> = { today: [], transaction: [], rls: [] };
  for (let round = 0; round < rounds + 20; round += 1) {
    for (let index = 0; index < MODES.length; index += 1) {
      const mode = MODES[(round + index) % MODES.length]!;
      const elapsed = await run(mode, hotelId, statementsFor(round * MODES.length + index));
      if (round >= 20) times[mode].push(elapsed);
    }
  }
  const [base, tx, rls] = MODES.map((mode) => median(times[mode])) as [number, number, number];
  const pct = (value: number) => `${value >= base ? '+' : ''}${(((value - base) / base) * 100).toFixed(0)}%`;
  console.log(
    `${name.padEnd(52)} today ${base.toFixed(3)}  transaction ${tx.toFixed(3)} (${pct(tx)})  RLS ${rls.toFixed(3)} (${pct(rls)})`,
  );
  return { name, today: base, transaction: tx, rls };
}

const hotel = written[0]!;
const stay = (await query(
  'select id, guest_id from booking where hotel_id = $1 and check_in_date <= $2 order by check_in_date desc, id desc limit 1',
  [hotel.hotelId, today],
)) as { id: number; guest_id: number | null }[];
const todayMs = Date.parse(`${today}T00:00:00Z`);
const context: ReadContext = {
  hotel: { ...hotel, kind: 'big', historyDays: data[0]!.plan.historyDays },
  today,
  tomorrow: isoDay(todayMs + 86_400_000),
  yesterday: isoDay(todayMs - 86_400_000),
  reportYear: Number(today.slice(0, 4)),
  monthStart: `${today.slice(0, 7)}-01`,
  nextMonthStart: isoDay(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1)),
  boardTo: isoDay(todayMs + 14 * 86_400_000),
  sessionHash: '',
  folioBookingId: stay[0]?.id ?? 0,
  statementGuestId: stay[0]?.guest_id ?? 0,
};

const seen = new Set<string>();
for (const scenario of READ_SCENARIOS) {
  // The session lookup comes before the hotel is known, so it is not part of the hotel's transaction.
  if (scenario.isSessionLookup || seen.has(scenario.name)) continue;
  seen.add(scenario.name);
  const statements = (scenario.bestSql ?? scenario.oldFloor)(context);
  await measure(scenario.name, hotel.hotelId, () => statements);
}

// The create: one booking row (its triggers keep the totals, its exclusion constraint refuses overlaps), each
// on the next free night of the hotel's last room, as bench/run.ts times the create's floor.
const room = hotel.roomIds.at(-1)!;
const firstFree = isoDay(todayMs + 400 * 86_400_000);
await measure('booking create (one INSERT, triggers)', hotel.hotelId, () => [
  {
    sql: `insert into booking (hotel_id, room_id, guest_name, guest_id, check_in_date, check_out_date, rate_type, nights,
        daily_weekly_amount_cents, monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents,
        paid_amount_cents, payment_method, status, created_at, updated_at)
      select $1, $2, 'Bench, Floor', null, d, d + 1, 'Daily', 1, 11900, 0, 11900, 1071, 238, 13209, 0, 'Credit Card', 'Unpaid', now(), now()
        from (select greatest(coalesce(max(check_out_date), $3::date), $3::date) as d from booking where hotel_id = $1 and room_id = $2) free`,
    params: [hotel.hotelId, room, firstFree],
  },
]);

await client?.end();
await orm.close(true);
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
