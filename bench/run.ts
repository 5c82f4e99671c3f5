/**
 * `npm run bench`: Innkeep at real scale. Builds the benchmark's data set (seeds/bench-data.ts) in a fresh
 * embedded database and, when DATABASE_URL is set, in a scratch database on that PostgreSQL server; serves the
 * real app from a child process; drives it over loopback with a bounded HTTP client; times the bare SQL of
 * each answer (the floor); prints a table and writes it as JSON to bench/results/.
 *
 *   npm run bench                      PGlite, plus PostgreSQL when DATABASE_URL is set
 *   npm run bench -- --db=postgresql   one database only (pglite | postgresql)
 *   npm run bench -- --quick           a smaller, shorter run (a smoke test of the benchmark itself)
 *   npm run bench -- --no-browser      skip the browser benchmark (bench/browser-bench.ts)
 *   BENCH_ONLY='front desk|folio' npm run bench -- --no-browser
 *                                      only the calls whose "transport name" matches (written as bench-…-only.json,
 *                                      never as latest.json)
 *   BENCH_CPU_PROF=dir npm run bench   a CPU profile of the server while it is measured, written to dir
 *
 * Latency (p50, p99) is read at one connection, so that it is the time of one request and comparable with
 * the floor; requests per second at BENCH_CONNECTIONS (8) connections.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOOKING_PAGE_ROOMS, BOOKING_PAGE_SLUG, SMALL_HOTEL_ROOMS } from '../seeds/bench-data';
import { createScratchDatabase } from '../server/src/testing/scratch-database';
import { runBrowserBench, type BrowserBenchResult } from './browser-bench';
import { runLoad, type LoadResult, type RequestSpec } from './load-client';
import type { ParentMessage, SeededHotel, Statement } from './protocol';
import { pgbouncerAvailable, PGBOUNCER_PATH } from '../server/src/testing/pgbouncer';
import { BenchServer, signIn, type BenchTarget, type ServerMemory } from './server-process';
import {
  explainStatements,
  okJson,
  PUBLIC_SCENARIOS,
  READ_SCENARIOS,
  sessionSql,
  strictFloor,
  type ReadContext,
  type ReadScenario,
} from './scenarios';
import { formatTable, machineInfo, type BenchRow, type MachineInfo } from './report';
import { writePerformanceDoc } from './performance-figures';

const args = new Set(process.argv.slice(2));
const argValue = (name: string) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')[1];
const quick = args.has('--quick');
const databaseUrl = process.env.DATABASE_URL || null;
const databases = (argValue('db')?.split(',') ?? (databaseUrl ? ['pglite', 'postgresql'] : ['pglite'])) as (
  'pglite' | 'postgresql'
)[];
if (databases.includes('postgresql') && !databaseUrl) throw new Error('--db=postgresql needs DATABASE_URL');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
/** Seconds per latency run (one connection) and per throughput run; counts bound them too. */
const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? (quick ? 0.5 : 1));
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? (quick ? 1 : 2));
/** Enough runs of a call for V8 to compile its hot code, as on a server that has been answering for a while. */
const WARM_UP_REQUESTS = quick ? 20 : 100;
const WRITE_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? (quick ? 1 : 2.5));
const MIN_SAMPLES = 15;
/**
 * The embedded database loads about 10,000 bookings a second (PostgreSQL compiled to WASM), so it gets the
 * big hotel with its slices and 100 of the small hotels; PostgreSQL gets all 1,000.
 */
const PGLITE_SMALL_HOTELS = Number(process.env.BENCH_PGLITE_SMALL_HOTELS ?? 100);
/** BENCH_SMALL_HOTELS and BENCH_SCALE shrink the data set while working on one call (the full run that docs/performance.md shows uses neither). */
const SMALL_HOTELS = process.env.BENCH_SMALL_HOTELS ? Number(process.env.BENCH_SMALL_HOTELS) : null;
const SCALE = process.env.BENCH_SCALE ? Number(process.env.BENCH_SCALE) : null;
const CONTENDED_GROUP = 12;
const MAX_REQUESTS = 5000;

/** BENCH_ONLY=regex measures only the matching calls (while working on one of them). */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const selected = <T extends { name: string; transport: string }>(list: T[]) =>
  list.filter((item) => !only || only.test(`${item.transport} ${item.name}`));

const started = new Date();
const machineAtStart = machineInfo();
const log = (message: string) =>
  console.log(
    `[bench ${((Date.now() - started.getTime()) / 1000).toFixed(0).padStart(4)} s, load ${os.loadavg()[0]!.toFixed(2)}] ${message}`,
  );

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => {
  const list = sorted(values);
  return list[Math.floor((list.length - 1) / 2)] ?? NaN;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The stored hash of the session a sign-in's cookie carries (for the session lookup in the strict floors). */
function sessionHashOf(server: Pick<BenchServer, 'ask'>, cookie: string): Promise<string> {
  const token = decodeURIComponent(
    cookie
      .split('; ')
      .find((part) => part.startsWith('innkeep_session='))!
      .split('=')[1]!,
  );
  return server.ask<string>({ type: 'session-hash', token } as ParentMessage);
}

async function readContext(server: BenchServer, hotel: SeededHotel, today: string, cookie: string): Promise<ReadContext> {
  const sessionHash = await sessionHashOf(server, cookie);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = `${today.slice(0, 7)}-01`;
  const next = new Date(Date.UTC(year, month, 1));
  const boardTo = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000));
  const tomorrow = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000));
  const yesterday = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000));
  // The folio read: the latest stay that has begun (a guest at the desk asking for the bill).
  const [stay] = await server.query<{ id: number; guest_id: number | null }>(
    'select id, guest_id from booking where hotel_id = $1 and check_in_date <= $2 order by check_in_date desc, id desc limit 1',
    [hotel.hotelId, today],
  );
  const [books] = await server.query<{ first: string | null; last: string | null }>(
    `select to_char(min(date), 'YYYY-MM-DD') as first, to_char(max(date), 'YYYY-MM-DD') as last from audit_day where hotel_id = $1`,
    [hotel.hotelId],
  );
  return {
    hotel,
    today,
    tomorrow,
    yesterday,
    reportYear: year,
    monthStart,
    nextMonthStart: isoDay(next),
    boardTo,
    sessionHash,
    folioBookingId: stay?.id ?? 0,
    statementGuestId: stay?.guest_id ?? 0,
    books,
  };
}

async function measureRead(
  server: BenchServer,
  cookie: string,
  scenario: ReadScenario,
  context: ReadContext,
  options: { throughput: boolean; slice: string },
): Promise<BenchRow> {
  const base = { baseUrl: server.ready.url, cookie, request: () => scenario.request(context), check: scenario.check ?? okJson };
  // Warm-up: the JIT, the statement caches and the database's buffers, as a running server has them. Five
  // requests were too few for V8 to compile a call's code before the first hotel (the 10% cut) was measured.
  await runLoad({ ...base, connections: 1, maxRequests: WARM_UP_REQUESTS, maxSeconds: 1 });
  const load1 = os.loadavg()[0]!;
  const cpu = new CpuMeter(server);
  const latency = await cpu.during(() =>
    runLoad({
      ...base,
      connections: 1,
      maxRequests: MAX_REQUESTS,
      maxSeconds: LATENCY_SECONDS,
      minRequests: MIN_SAMPLES,
    }),
  );
  const floors = {
    strict: await server.floor(strictFloor(scenario, context), quick ? 300 : 500),
    old: await server.floor(scenario.oldFloor(context), quick ? 300 : 500),
  };
  const throughput = options.throughput
    ? await cpu.during(() =>
        runLoad({ ...base, connections: CONNECTIONS, maxRequests: MAX_REQUESTS * 4, maxSeconds: THROUGHPUT_SECONDS }),
      )
    : null;
  return {
    ...row(server, scenario.name, scenario.transport, options.slice, latency, throughput, floors, load1),
    serverCpuMs: cpu.perRequest(),
  };
}

/** The server's CPU time over the runs it wraps (not the floor's, which the server process times too), per request. */
class CpuMeter {
  private ms = 0;
  private requests = 0;
  constructor(private readonly server: Pick<BenchServer, 'cpuMs'>) {}

  async during(run: () => Promise<LoadResult>): Promise<LoadResult> {
    const before = await this.server.cpuMs();
    const result = await run();
    this.ms += (await this.server.cpuMs()) - before;
    this.requests += result.requests;
    return result;
  }

  perRequest(): number {
    return this.requests > 0 ? this.ms / this.requests : NaN;
  }
}

function row(
  server: Pick<BenchServer, 'ready'>,
  name: string,
  transport: string,
  slice: string,
  latency: LoadResult,
  throughput: LoadResult | null,
  floors: { strict: number[]; old: number[] },
  load1: number,
): BenchRow {
  const floorP50 = median(floors.strict);
  const errors = { ...latency.errors, ...(throughput?.errors ?? {}) };
  return {
    database: server.ready.database,
    name,
    transport,
    slice,
    requests: latency.requests,
    p50: latency.p50,
    p99: latency.p99,
    rps: throughput?.rps ?? latency.rps,
    rpsConnections: throughput ? CONNECTIONS : 1,
    loadedP50: throughput?.p50 ?? null,
    loadedP99: throughput?.p99 ?? null,
    floorP50,
    floorSamples: floors.strict.length,
    oldFloorP50: median(floors.old),
    ratio: latency.p50 / floorP50,
    statuses: { ...latency.statuses },
    errors,
    load1,
  };
}

interface WriteOutcome {
  row: BenchRow;
  created: number;
  refused: number;
  other: Record<string, number>;
}

/**
 * Booking create: `distinct` gives every request its own room and nights (all must be created); `contended`
 * sends every request at four rooms over the same few nights (one booking per room and night may win, the
 * others must be refused with 409). `via` names the way to the database when it is not direct ("PgBouncer").
 */
async function measureCreate(
  server: BenchTarget,
  cookie: string,
  hotel: SeededHotel,
  transport: 'REST' | 'GraphQL',
  mode: 'distinct' | 'contended',
  firstDay: string,
  via?: string,
): Promise<WriteOutcome> {
  const rooms = mode === 'distinct' ? hotel.roomIds : hotel.roomIds.slice(0, 4);
  const firstDayMs = Date.parse(`${firstDay}T00:00:00Z`);
  const bodyFor = (index: number) => {
    const room = rooms[index % rooms.length]!;
    // distinct: round r books night r of each room. contended: each group of 12 requests wants the same 4
    // rooms for one of three overlapping 3-night stays (groups 10 days apart), so at most 4 of 12 can win.
    const day = mode === 'distinct' ? Math.floor(index / rooms.length) : 10 * Math.floor(index / CONTENDED_GROUP) + (index % 3);
    return {
      roomId: room,
      guest: `Bench, Guest ${index % 50}`,
      checkInDate: isoDay(new Date(firstDayMs + day * 86_400_000)),
      rateType: 'Daily',
      nights: mode === 'distinct' ? 1 : 3,
      dailyWeeklyAmount: '119.00',
      paidAmount: '0.00',
      paymentMethod: 'Credit Card',
    };
  };
  const request = (index: number): RequestSpec =>
    transport === 'REST'
      ? { method: 'POST', path: '/api/hotel/bookings', body: bodyFor(index) }
      : {
          method: 'POST',
          path: '/graphql',
          body: {
            query: 'mutation Create($input: BookingInput!) { createBooking(input: $input) { id grandTotal } }',
            variables: { input: bodyFor(index) },
          },
        };
  let created = 0;
  let refused = 0;
  const other: Record<string, number> = {};
  const check = (status: number, body: string) => {
    const answer = parseJson(body) as {
      id?: number;
      data?: { createBooking?: { id: number } | null };
      errors?: { message: string }[];
    } | null;
    if (transport === 'REST' ? status === 201 && answer?.id : status === 200 && answer?.data?.createBooking?.id) {
      created += 1;
      return null;
    }
    // REST answers 409; GraphQL answers 200 with the same sentence in errors[0].message.
    if (status === 409 || answer?.errors?.[0]?.message.includes('is already booked')) {
      refused += 1;
      return mode === 'contended' ? null : `refused: ${body.slice(0, 120)}`;
    }
    other[String(status)] = (other[String(status)] ?? 0) + 1;
    return `status ${status}: ${body.slice(0, 160)}`;
  };
  const load1 = os.loadavg()[0]!;
  const maxRequests = mode === 'distinct' ? Math.min(MAX_REQUESTS * 4, rooms.length * 60) : CONTENDED_GROUP * 300;
  const base = { baseUrl: server.ready.url, cookie, check };
  // One connection for the latency of one create, then CONNECTIONS for the rate; the second run goes on
  // where the first stopped, so that distinct stays stay distinct.
  const cpu = new CpuMeter(server);
  const latency = await cpu.during(() =>
    runLoad({
      ...base,
      request,
      connections: 1,
      maxRequests: maxRequests / 4,
      maxSeconds: WRITE_SECONDS / 3,
      minRequests: MIN_SAMPLES,
    }),
  );
  const first = latency.requests;
  const result = await cpu.during(() =>
    runLoad({
      ...base,
      request: (index) => request(first + index),
      connections: CONNECTIONS,
      maxRequests,
      maxSeconds: WRITE_SECONDS,
    }),
  );
  // The old floor: the same booking row written by one INSERT (autocommit), each on the next free night of a
  // spare room; the strict floor looks the session up first, as every signed-in call must.
  const floorRoom = hotel.roomIds.at(-1)!;
  const insert: Statement[] = [
    {
      sql: `insert into booking (hotel_id, room_id, guest_name, guest_id, check_in_date, check_out_date, rate_type, nights,
          daily_weekly_amount_cents, monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents,
          paid_amount_cents, payment_method, status, created_at, updated_at)
        select $1, $2, 'Bench, Floor', null, d, d + 1, 'Daily', 1, 11900, 0, 11900, 1071, 238, 13209, 0, 'Credit Card', 'Unpaid', now(), now()
          from (select greatest(coalesce(max(check_out_date), $3::date), $3::date) as d from booking where hotel_id = $1 and room_id = $2) free`,
      params: [hotel.hotelId, floorRoom, isoDay(new Date(firstDayMs + 400 * 86_400_000))],
    },
  ];
  const session = sessionSql({ sessionHash: await sessionHashOf(server, cookie) } as ReadContext);
  const floors = {
    strict: await server.floor([session, ...insert], quick ? 300 : 800),
    old: await server.floor(insert, quick ? 300 : 800),
  };
  const name = mode === 'distinct' ? 'booking create, distinct rooms' : 'booking create, 4 contended rooms';
  return {
    row: {
      ...row(server, name, via ? `${transport}, ${via}` : transport, '100%', latency, result, floors, load1),
      serverCpuMs: cpu.perRequest(),
    },
    created,
    refused,
    other,
  };
}

/**
 * A guest's booking on the booking page (POST /api/public/hotels/{slug}/bookings) of the 200-room hotel, on the
 * public path as a guest's browser takes it: no session, each request from an address and with an email of its
 * own (the page allows 10 bookings an hour from one address and 5 a day for one email), one night of one of the
 * offered room types, at most 20 requests for a type and a night so that every request finds a free room. Its
 * floor: the guest and the booking written by two plain INSERTs (autocommit), on the next free night of a room.
 */
async function measurePublicCreate(server: BenchServer, hotel: SeededHotel, firstDay: string): Promise<WriteOutcome> {
  const types = hotel.roomTypeIds;
  const perNight = types.length * 20;
  const firstDayMs = Date.parse(`${firstDay}T00:00:00Z`);
  const request = (index: number): RequestSpec => ({
    method: 'POST',
    path: `/api/public/hotels/${BOOKING_PAGE_SLUG}/bookings`,
    headers: { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
    body: {
      roomTypeId: types[index % types.length],
      checkIn: isoDay(new Date(firstDayMs + Math.floor(index / perNight) * 86_400_000)),
      nights: 1,
      firstName: 'Bench',
      lastName: `Guest ${index}`,
      email: `guest-${index}@bench-page.test`,
      phone: '555-0100',
    },
  });
  let created = 0;
  let refused = 0;
  const other: Record<string, number> = {};
  const check = (status: number, body: string) => {
    if (status === 201 && body.includes('"reference"')) {
      created += 1;
      return null;
    }
    if (status === 409) refused += 1;
    else other[String(status)] = (other[String(status)] ?? 0) + 1;
    return `status ${status}: ${body.slice(0, 160)}`;
  };
  const load1 = os.loadavg()[0]!;
  const base = { baseUrl: server.ready.url, cookie: '', check };
  const cpu = new CpuMeter(server);
  const latency = await cpu.during(() =>
    runLoad({ ...base, request, connections: 1, maxRequests: 400, maxSeconds: WRITE_SECONDS / 3, minRequests: MIN_SAMPLES }),
  );
  const first = latency.requests;
  const result = await cpu.during(() =>
    runLoad({
      ...base,
      request: (index) => request(first + index),
      connections: CONNECTIONS,
      maxRequests: perNight * 200,
      maxSeconds: WRITE_SECONDS,
    }),
  );
  const floorRoom = hotel.roomIds.at(-1)!;
  const insert: Statement[] = [
    {
      sql: `insert into guest (hotel_id, first_name, last_name, email, phone, vip, created_at, updated_at)
        values ($1, 'Bench', 'Floor', 'floor@bench-page.test', '555-0100', false, now(), now()) returning id`,
      params: [hotel.hotelId],
    },
    {
      sql: `insert into booking (hotel_id, room_id, guest_name, guest_id, check_in_date, check_out_date, rate_type, nights,
          daily_weekly_amount_cents, monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents,
          paid_amount_cents, payment_method, status, source, created_at, updated_at)
        select $1, $2, 'Floor, Bench', null, d, d + 1, 'Daily', 1, 11900, 0, 11900, 1071, 238, 13209, 0, 'Cash', 'Unpaid', 'Online', now(), now()
          from (select greatest(coalesce(max(check_out_date), $3::date), $3::date) as d from booking where hotel_id = $1 and room_id = $2) free`,
      params: [hotel.hotelId, floorRoom, isoDay(new Date(firstDayMs + 250 * 86_400_000))],
    },
  ];
  const floors = { strict: await server.floor(insert, quick ? 300 : 800), old: await server.floor(insert, quick ? 300 : 800) };
  return {
    row: {
      ...row(server, 'public booking create', 'REST', `${BOOKING_PAGE_ROOMS} rooms`, latency, result, floors, load1),
      serverCpuMs: cpu.perRequest(),
    },
    created,
    refused,
    other,
  };
}

/**
 * Closing a day (POST /api/hotel/night-audit) at the hotel with ten years: each measured close needs an open
 * day with nothing left hanging, so the bench first settles the stays of the days it will close as the desk
 * would have (checked in, and out by their check-out day), reopens them (the bench's hotels are closed through
 * their yesterday), closes a few to warm up, then times the close of each following day, one after the other: the real work
 * of each (the night's postings of about the hotel's occupied rooms, the day's report kept). Its floor: the
 * session, then the night's postings and the day's row written by plain SQL in a transaction rolled back.
 */
async function measureCloseDay(server: BenchServer, cookie: string, hotel: SeededHotel, today: string): Promise<BenchRow> {
  const days = quick ? 25 : 60;
  const warmUp = 5;
  // `today` is the UTC date: two days back has ended in any of the hotel's time zones (New York by default).
  const day = (offset: number) => isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + (offset - 1) * 86_400_000));
  const first = day(-days);
  const last = day(-1);
  // The hotel's days are closed through its yesterday (bench-server.ts): the days to time are reopened first
  // (their kept rows and postings removed), which leaves the books closed through the day before them.
  await server.query('delete from night_posting where hotel_id = $1 and date >= $2', [hotel.hotelId, first]);
  await server.query('delete from audit_day where hotel_id = $1 and date >= $2', [hotel.hotelId, first]);
  await server.query(
    `update booking set stay_status = case when check_out_date <= $3 then 'Checked Out' else 'Checked In' end
      where hotel_id = $1 and check_in_date <= $3 and check_out_date >= $2 and stay_status not in ('Cancelled', 'No Show')`,
    [hotel.hotelId, first, last],
  );
  const check = (status: number, body: string) => (status === 200 ? null : `status ${status}: ${body.slice(0, 160)}`);
  const close = (offset: number): RequestSpec => ({
    method: 'POST',
    path: '/api/hotel/night-audit',
    body: { date: day(offset) },
  });
  const base = { baseUrl: server.ready.url, cookie, check, connections: 1 };
  await runLoad({ ...base, request: (index) => close(-days + index), maxRequests: warmUp, maxSeconds: 120 });
  const load1 = os.loadavg()[0]!;
  const cpu = new CpuMeter(server);
  const latency = await cpu.during(() =>
    runLoad({ ...base, request: (index) => close(-days + warmUp + index), maxRequests: days - warmUp, maxSeconds: 300 }),
  );
  // The floor closes the next day (still open) in a transaction it rolls back: the hotel's row locked, the
  // night's postings written by one INSERT … SELECT (each stay's share of its three figures, as the close
  // computes them), the day's row with its report; no rules checked, no report read.
  const night = day(0);
  const shareOf = (figure: string) =>
    `(${figure}::bigint * ($2::date - b.check_in_date + 1) / b.nights - ${figure}::bigint * ($2::date - b.check_in_date) / b.nights)`;
  const postings: Statement[] = [
    { sql: 'begin', params: [] },
    { sql: 'select id from hotel_account where id = $1 for update', params: [hotel.hotelId] },
    {
      sql: `insert into night_posting (hotel_id, booking_id, date, night, kind, amount_cents, room_number, created_at)
        select b.hotel_id, b.id, $2::date, $2::date - b.check_in_date, f.kind, f.amount, r.room_number, now()
          from booking b join room r on r.id = b.room_id,
               lateral (values ('Room', ${shareOf('b.subtotal_cents')}), ('Tax 1', ${shareOf('b.tax_amount_cents')}),
                               ('Tax 2', ${shareOf('b.resort_fee_cents')})) as f(kind, amount)
         where b.hotel_id = $1 and daterange(b.check_in_date, b.check_out_date, '[)') && daterange($2::date, $2::date + 1, '[)')
           and b.check_in_date <= $2::date and b.stay_status not in ('Cancelled', 'No Show') and f.amount <> 0`,
      params: [hotel.hotelId, night],
    },
    {
      // The day's row with its statistics figures (migration 0036), summed from the postings just written.
      sql: `insert into audit_day (hotel_id, date, closed_at, closed_by, report, rooms_sold, room_cents, tax1_cents, tax2_cents)
        select $1, $2, now(), 'Bench', '{}'::jsonb, count(distinct booking_id), coalesce(sum(amount_cents) filter (where kind = 'Room'), 0),
               coalesce(sum(amount_cents) filter (where kind = 'Tax 1'), 0), coalesce(sum(amount_cents) filter (where kind = 'Tax 2'), 0)
          from night_posting where hotel_id = $1 and date = $2`,
      params: [hotel.hotelId, night],
    },
    { sql: 'rollback', params: [] },
  ];
  const session = sessionSql({ sessionHash: await sessionHashOf(server, cookie) } as ReadContext);
  const floors = {
    strict: await server.floor([session, ...postings], quick ? 100 : 200),
    old: await server.floor(postings, quick ? 100 : 200),
  };
  return {
    ...row(server, 'close a day (night audit)', 'REST', '100%', latency, null, floors, load1),
    serverCpuMs: cpu.perRequest(),
  };
}

async function benchDatabase(kind: 'pglite' | 'postgresql', today: string): Promise<DatabaseReport> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'innkeep-bench-'));
  const scratch = kind === 'postgresql' ? await createScratchDatabase(databaseUrl!, 'bench') : null;
  log(`${kind}: building the data set`);
  const server = await BenchServer.start(log, {
    BENCH_DATA_DIR: dataDir,
    BENCH_TODAY: today,
    BENCH_SMALL_HOTELS: String(SMALL_HOTELS ?? (quick ? 50 : kind === 'pglite' ? PGLITE_SMALL_HOTELS : 1000)),
    BENCH_SCALE: String(SCALE ?? (quick ? 0.2 : 1)),
    DATABASE_URL: scratch?.url ?? '',
  });
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  const explain: { name: string; plan: string }[] = [];
  let serverMemory: DatabaseReport['serverMemory'] = null;
  let memoryAfterStart: DatabaseReport['memoryAfterStart'] = null;
  try {
    const { hotels } = server.ready;
    // Memory once the app serves the loaded data, before any read.
    const started = await server.memory();
    memoryAfterStart = { ...started, residentMB: Math.round(started.residentBytes / 1024 ** 2) };
    log(
      `${kind}: server resident memory after start: ${memoryAfterStart.residentMB} MB in ${started.processes} process${started.processes === 1 ? '' : 'es'}`,
    );
    log(
      `${kind}: ${server.ready.bookings} bookings in ${hotels.length} hotels loaded in ${server.ready.loadSeconds.toFixed(1)} s`,
    );
    const big = hotels.filter((hotel) => hotel.kind === 'big');
    const slices = ['10%', '30%', '100%'];

    for (const [index, hotel] of big.entries()) {
      const cookie = await signIn(server.ready.url, hotel);
      const context = await readContext(server, hotel, today, cookie);
      const slice = slices[index]!;
      for (const scenario of selected(READ_SCENARIOS)) {
        const result = await measureRead(server, cookie, scenario, context, { throughput: slice === '100%', slice });
        rows.push(result);
        log(
          `${kind} ${slice.padStart(4)} ${scenario.transport.padEnd(7)} ${scenario.name.padEnd(32)} p50 ${result.p50.toFixed(2)} ms, floor ${result.floorP50.toFixed(2)} ms (old ${result.oldFloorP50.toFixed(2)}), x${result.ratio.toFixed(1)}, server CPU ${result.serverCpuMs?.toFixed(2)} ms/req`,
        );
      }
      if (slice === '100%') {
        for (const { name, statement } of explainStatements(context)) {
          const plan = await server.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers, costs off, timing off) ${statement.sql}`,
            statement.params,
          );
          explain.push({ name, plan: plan.map((line) => line['QUERY PLAN']).join('\n') });
        }
      }
    }

    // One small hotel among a thousand: its reads must not see the others.
    const small = hotels.filter((hotel) => hotel.kind === 'small');
    const smallHotel = small[Math.floor(small.length / 2)];
    if (smallHotel) {
      const cookie = await signIn(server.ready.url, smallHotel);
      const context = await readContext(server, smallHotel, today, cookie);
      for (const scenario of selected(READ_SCENARIOS).filter((candidate) => candidate.transport === 'GraphQL')) {
        const result = await measureRead(server, cookie, scenario, context, {
          throughput: false,
          slice: `1 of ${small.length} (${SMALL_HOTEL_ROOMS} rooms)`,
        });
        rows.push(result);
        log(
          `${kind} small ${scenario.name.padEnd(32)} p50 ${result.p50.toFixed(2)} ms, floor ${result.floorP50.toFixed(2)} ms (old ${result.oldFloorP50.toFixed(2)}), x${result.ratio.toFixed(1)}`,
        );
      }
    }

    // The guests' booking page of the 200-room hotel: nobody signs in.
    const pageHotel = hotels.find((hotel) => hotel.kind === 'page');
    if (pageHotel) {
      const context = { hotel: pageHotel, today } as ReadContext;
      for (const scenario of selected(PUBLIC_SCENARIOS)) {
        const result = await measureRead(server, '', scenario, context, {
          throughput: true,
          slice: `${BOOKING_PAGE_ROOMS} rooms`,
        });
        rows.push(result);
        log(
          `${kind} page ${scenario.name.padEnd(32)} p50 ${result.p50.toFixed(2)} ms, floor ${result.floorP50.toFixed(2)} ms, x${result.ratio.toFixed(1)}, ${result.rps.toFixed(0)}/s at ${CONNECTIONS} conns`,
        );
      }
    }

    // Memory after the reads, before the writes: what the big hotel's screens leave resident in the app.
    const memory = await server.memory();
    serverMemory = { ...memory, residentMB: Math.round(memory.residentBytes / 1024 ** 2) };
    const memoryNote = `server resident memory after the read runs: ${serverMemory.residentMB} MB in ${memory.processes} process${memory.processes === 1 ? '' : 'es'}`;
    notes.push(memoryNote);
    log(`${kind}: ${memoryNote}`);

    // Booking create, far beyond the data set's dates so that only the benchmark's own bookings can collide.
    const hotel = big.at(-1)!;
    const cookie = await signIn(server.ready.url, hotel);
    const farDay = (days: number) => isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000));
    // Days from today where each write run starts: a contended run may span 3,000 days (300 groups, 10 days apart).
    const startDay = { distinct: { REST: 200, GraphQL: 300 }, contended: { REST: 1000, GraphQL: 5000 } };
    // Through PgBouncer: distinct after the direct runs' 60 nights a room, contended after their 3,000 days.
    const pooledStartDay = { distinct: 400, contended: 9000 };
    const creates: WriteOutcome[] = [];
    for (const mode of ['distinct', 'contended'] as const) {
      for (const transport of ['REST', 'GraphQL'] as const) {
        if (only && !only.test(`${transport} booking create ${mode}`)) continue;
        const outcome = await measureCreate(server, cookie, hotel, transport, mode, farDay(startDay[mode][transport]));
        creates.push(outcome);
        rows.push({ ...outcome.row, created: outcome.created, refused: outcome.refused });
        log(
          `${kind} ${transport.padEnd(7)} ${outcome.row.name.padEnd(34)} ${outcome.row.rps.toFixed(0)}/s, p99 at ${CONNECTIONS} conns ${outcome.row.loadedP99?.toFixed(1)} ms, created ${outcome.created}, refused ${outcome.refused}, server CPU ${outcome.row.serverCpuMs?.toFixed(2)} ms/req`,
        );
      }
    }
    // The same creates behind PgBouncer in transaction mode (docs/pgbouncer.md), beside the direct rows above.
    const pooledModes = (['distinct', 'contended'] as const).filter(
      (mode) => !only || only.test(`REST, PgBouncer booking create ${mode}`),
    );
    if (kind === 'postgresql' && pooledModes.length > 0 && !pgbouncerAvailable) {
      notes.push(`booking create through PgBouncer: not measured (no PgBouncer at ${PGBOUNCER_PATH})`);
    } else if (kind === 'postgresql' && pooledModes.length > 0) {
      const pooled = await server.throughPgBouncer();
      try {
        const pooledCookie = await signIn(pooled.ready.url, hotel);
        for (const mode of pooledModes) {
          const outcome = await measureCreate(
            pooled,
            pooledCookie,
            hotel,
            'REST',
            mode,
            farDay(pooledStartDay[mode]),
            'PgBouncer',
          );
          creates.push(outcome);
          rows.push({ ...outcome.row, created: outcome.created, refused: outcome.refused });
          log(
            `${kind} ${outcome.row.transport} ${outcome.row.name} ${outcome.row.rps.toFixed(0)}/s, p50 ${outcome.row.p50.toFixed(2)} ms, p99 at ${CONNECTIONS} conns ${outcome.row.loadedP99?.toFixed(1)} ms, created ${outcome.created}, refused ${outcome.refused}, server CPU ${outcome.row.serverCpuMs?.toFixed(2)} ms/req`,
          );
        }
      } finally {
        // Stopped before the night audit's runs, which measure the direct app alone again.
        await pooled.stop();
      }
    }
    if (pageHotel && (!only || only.test('REST public booking create'))) {
      const outcome = await measurePublicCreate(server, pageHotel, farDay(100));
      rows.push({ ...outcome.row, created: outcome.created, refused: outcome.refused });
      log(
        `${kind} REST    ${outcome.row.name.padEnd(34)} ${outcome.row.rps.toFixed(0)}/s, p50 at 1 conn ${outcome.row.p50.toFixed(1)} ms, p99 at ${CONNECTIONS} conns ${outcome.row.loadedP99?.toFixed(1)} ms, created ${outcome.created}, refused ${outcome.refused}, other ${JSON.stringify(outcome.other)}, server CPU ${outcome.row.serverCpuMs?.toFixed(2)} ms/req`,
      );
    }
    if (!only || only.test('REST close a day (night audit)')) {
      const closeRow = await measureCloseDay(server, cookie, hotel, today);
      rows.push({ ...closeRow, daysClosed: closeRow.requests });
      log(
        `${kind} REST    ${closeRow.name.padEnd(34)} p50 ${closeRow.p50.toFixed(1)} ms, p99 ${closeRow.p99.toFixed(1)} ms over ${closeRow.requests} days, floor ${closeRow.floorP50.toFixed(2)} ms, server CPU ${closeRow.serverCpuMs?.toFixed(2)} ms/req`,
      );
    }
    // No overlap was ever accepted: the database holds no two stays of one room that overlap.
    const [overlaps] = await server.query<{ count: number }>(
      `select count(*)::int as count from booking a join booking b
         on a.room_id = b.room_id and a.id < b.id and a.check_in_date < b.check_out_date and b.check_in_date < a.check_out_date
       where a.hotel_id = $1 and a.check_in_date >= $2`,
      [hotel.hotelId, farDay(190)],
    );
    const contendedCreated = creates
      .filter((outcome) => outcome.row.name.includes('contended'))
      .reduce((sum, outcome) => sum + outcome.created, 0);
    if (creates.length > 0) notes.push(`overlapping stays in the database after the write runs: ${overlaps!.count}`);
    const contendedGroups = creates
      .filter((outcome) => outcome.row.name.includes('contended'))
      .reduce((sum, outcome) => sum + Math.ceil((outcome.created + outcome.refused) / CONTENDED_GROUP), 0);
    if (contendedGroups > 0)
      notes.push(
        `contended runs: ${contendedCreated} bookings created in ${contendedGroups} groups of ${CONTENDED_GROUP} requests racing for 4 rooms ` +
          `(at most ${4 * contendedGroups} could win); every other request was refused with the overlap message`,
      );
    if (contendedCreated > 4 * contendedGroups) throw new Error('more contended bookings were created than rooms could hold');
    if (overlaps!.count !== 0) throw new Error(`${overlaps!.count} overlapping stays were accepted`);
  } finally {
    await server.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    database: kind,
    loadSeconds: server.ready.loadSeconds,
    bookings: server.ready.bookings,
    hotels: server.ready.hotels.length,
    rows,
    notes,
    explain,
    serverMemory,
    memoryAfterStart,
  };
}

export interface DatabaseReport {
  database: 'pglite' | 'postgresql';
  loadSeconds: number;
  bookings: number;
  hotels: number;
  rows: BenchRow[];
  notes: string[];
  explain: { name: string; plan: string }[];
  /** The app's resident memory after the read runs (all its processes), or null if the run ended before. */
  serverMemory: (ServerMemory & { residentMB: number }) | null;
  /** The same once the app serves the loaded data, before the reads (absent from runs before it was measured). */
  memoryAfterStart?: (ServerMemory & { residentMB: number }) | null;
}

export interface BenchReport {
  startedAt: string;
  seconds: number;
  quick: boolean;
  connections: number;
  machine: { atStart: MachineInfo; atEnd: MachineInfo };
  databases: DatabaseReport[];
  browser: BrowserBenchResult | { skipped: string } | null;
}

const today = isoDay(new Date());
const reports: DatabaseReport[] = [];
for (const kind of databases) reports.push(await benchDatabase(kind, today));
let browser: BenchReport['browser'] = null;
if (!args.has('--no-browser')) {
  log('browser: building the client and measuring the grids');
  browser = await runBrowserBench({ quick, log }).catch((error: unknown) => ({
    skipped: error instanceof Error ? error.message : String(error),
  }));
}

const report: BenchReport = {
  startedAt: started.toISOString(),
  seconds: (Date.now() - started.getTime()) / 1000,
  quick,
  connections: CONNECTIONS,
  machine: { atStart: machineAtStart, atEnd: machineInfo() },
  databases: reports,
  browser,
};
console.log(`\n${formatTable(report)}`);
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const stamp = report.startedAt.replace(/[:.]/g, '-').slice(0, 19);
const json = `${JSON.stringify(report, (key, value) => (key === 'latencies' ? undefined : value), 2)}\n`;
writeFileSync(path.join(resultsDir, `bench-${stamp}${quick ? '-quick' : ''}${only ? '-only' : ''}.json`), json);
// latest.json is the last full run, whose figures docs/performance.md shows; a BENCH_ONLY run measures a few calls.
if (!quick && !only) {
  writeFileSync(path.join(resultsDir, 'latest.json'), json);
  await writePerformanceDoc(report);
  log('docs/performance.md: figures of this run written');
}
log(`done in ${report.seconds.toFixed(0)} s; results in bench/results/`);
