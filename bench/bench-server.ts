/**
 * The server side of `npm run bench`, started by bench/run.ts as a child process so that the load generator
 * and the server each have a core: opens the database (PGlite under a temporary DATA_DIR, or the scratch
 * PostgreSQL database of DATABASE_URL), writes the benchmark's data set, serves the real app on a loopback
 * port (on PostgreSQL as `npm start` does, in processes of its own: bench/app-process.ts), reports the app's
 * CPU time and resident memory, and answers the parent's requests for the floor: the bare SQL timed through
 * the database driver (pg on PostgreSQL; PGlite's own query() on the embedded database, which has no wire
 * protocol).
 */
import 'reflect-metadata';
import { CompiledQuery, type Kysely } from 'kysely';
import express, { type Express } from 'express';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { firstScreenHtml, readFirstScreenPreloads } from '../server/src/http/first-screen-preloads';
import { createLogger, useProcessLogger } from '../server/src/logging/logger';
import { openDatabase, type Em } from '../server/src/db/orm';
import { createMailer } from '../server/src/mail/mailer';
import { hashSecretToken } from '../server/src/modules/accounts/secret-token';
import { startPgBouncer, type PgBouncer } from '../server/src/testing/pgbouncer';
import {
  benchHotelData,
  benchHotelPlans,
  BOOKING_PAGE_SLUG,
  bookingPagePlan,
  browserBenchPlan,
  type BenchHotelData,
} from '../seeds/bench-data';
import { writeBenchHotels } from '../seeds/bench-seed';
import { addDays } from '../core/stay-dates';
import { hotelToday } from '../server/src/clock';
import { scopeToHotel } from '../server/src/context';
import { HOLDS_ROOM_SQL } from '../server/src/db/holds-room-sql';
import { hotelSql } from '../server/src/db/hotel-sql';
import { sql } from '../server/src/db/sql';
import { closeDaysInBulk } from '../server/src/modules/night-audit';
import { loadSettings } from '../server/src/modules/settings';
import { startAppProcess, type AppProcess } from './app-process';
import type { ChildMessage, ParentMessage, SeededHotel } from './protocol';

const send = (message: ChildMessage) => process.send!(message);
const progress = (message: string) => send({ type: 'progress', message });

const dataDir = process.env.BENCH_DATA_DIR!;
const databaseUrl = process.env.DATABASE_URL || null;
const today = process.env.BENCH_TODAY!;
const smallHotels = Number(process.env.BENCH_SMALL_HOTELS ?? 1000);
const scale = Number(process.env.BENCH_SCALE ?? 1);

const config = {
  ...loadConfig({ DATA_DIR: dataDir, PORT: '0', DEMO_SEED: '0', PGLITE_FSYNC: process.env.PGLITE_FSYNC }),
  databaseUrl,
  host: '127.0.0.1',
  // The booking page's guests each come from an address of their own (X-Forwarded-For from the loopback client).
  trustProxy: 'loopback',
};
let clock = performance.now();
let orm = await openDatabase(config);
progress(`database open and migrated in ${((performance.now() - clock) / 1000).toFixed(1)} s`);

clock = performance.now();
// BENCH_PLAN=browser: only the browser benchmark's hotel (bench/browser-bench.ts).
const plans =
  process.env.BENCH_PLAN === 'browser'
    ? { big: [browserBenchPlan(today)], small: [], page: [] }
    : { ...benchHotelPlans({ today, scale, smallHotels }), page: [bookingPagePlan(today)] };
const data: BenchHotelData[] = [...plans.big, ...plans.small, ...plans.page].map(benchHotelData);
const generated = data.reduce((sum, hotel) => sum + hotel.bookings.length, 0);
progress(`generated ${data.length} hotels, ${generated} bookings in ${((performance.now() - clock) / 1000).toFixed(1)} s`);

clock = performance.now();
const loadStarted = clock;
const written = await writeBenchHotels(orm.em.fork() as Em, data, {
  onProgress: (message) => {
    progress(`  ${message} (${((performance.now() - clock) / 1000).toFixed(1)} s)`);
    clock = performance.now();
  },
});
const loadSeconds = (performance.now() - loadStarted) / 1000;
// The booking page's hotel has its page on, every room type offered.
const pageHotel = written.at(-1);
if (plans.page.length > 0 && pageHotel) {
  await (orm.em.fork() as Em).execute(
    `insert into online_booking_page (hotel_id, enabled, slug, updated_at) values (?, true, ?, now())`,
    [pageHotel.hotelId, BOOKING_PAGE_SLUG],
    'run',
  );
}
// The big hotels keep their books as a hotel running the night audit does: their past stays checked in and
// out as they happened, and every day from January 1 through the hotel's yesterday closed at once
// (closeDaysInBulk, tested to write what closing the days one by one writes), so that the statistics over the
// past read closed days as a real hotel's would. (bench/run.ts reopens the last weeks to time closing them.)
if (process.env.BENCH_PLAN !== 'browser') {
  for (const hotel of written.slice(0, plans.big.length)) {
    clock = performance.now();
    const em = orm.em.fork() as Em;
    scopeToHotel(em, hotel.hotelId);
    const through = addDays(hotelToday((await loadSettings(em)).timezone), -1);
    const from = `${through.slice(0, 4)}-01-01`;
    await hotelSql(
      em,
      sql`update booking b set stay_status = case when b.check_out_date <= ${through}::date then 'Checked Out' else 'Checked In' end
           where b.hotel_id = :hotel and b.check_in_date <= ${through}::date and b.check_out_date >= ${from}::date and ${HOLDS_ROOM_SQL}`,
      'run',
    );
    const closed = await closeDaysInBulk(em, { from, through }, 'Bench');
    progress(
      `  hotel ${hotel.hotelId}: ${closed.closed} days closed (${from} to ${through}), ${closed.postings} postings (${((performance.now() - clock) / 1000).toFixed(1)} s)`,
    );
  }
}
// Fresh statistics, as autovacuum would gather after a bulk load, so the planner sees the real sizes.
await (orm.em.fork() as Em).execute('analyze', [], 'run');
progress(`loaded in ${loadSeconds.toFixed(1)} s and analyzed`);
if (!databaseUrl) {
  // As a server started on these files would be: PGlite's WebAssembly memory never shrinks, and the bulk load's
  // would otherwise stay in the memory measured (the server reopens it after seeding the demo as well).
  await orm.close();
  orm = await openDatabase(config);
}

// PostgreSQL: the app as `npm start` runs it, in processes of its own (a cluster of WEB_CONCURRENCY workers).
// PGlite: the app in this process, on the one database instance (its files admit one process, and the floor
// reads through that instance: it has no wire protocol).
const cpuProfileDir = process.env.BENCH_CPU_PROF || undefined;
const appProcess = databaseUrl ? await startAppProcess({ databaseUrl, dataDir, cpuProfileDir, log: progress }) : null;
if (appProcess) await orm.close(true);
const inProcess = appProcess ? null : await serveInProcess();
const url = appProcess?.url ?? inProcess!.url;

async function serveInProcess() {
  // A line a request, as `npm start` logs at its default level (JSON): written, to nowhere, so that the
  // measured requests pay for their log lines as a real server's do.
  useProcessLogger(createLogger({ level: 'info', format: 'json' }, openSync('/dev/null', 'w')));
  const { app, stop } = await createApp({ orm, config, mailer: createMailer(config, () => {}) });
  const server = withClient(app, process.env.BENCH_CLIENT_DIST).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { server, stop, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * BENCH_CLIENT_DIST: the browser benchmark's own production build, served in front of the app the way
 * app.ts serves client/dist (which the browser tests rebuild, so the benchmark leaves it alone).
 */
function withClient(app: Express, clientDist: string | undefined): Express {
  if (!clientDist) return app;
  const indexHtml = readFileSync(path.join(clientDist, 'index.html'), 'utf8').replace(
    '%HANDSONTABLE_LICENCE_KEY%',
    config.handsontableLicenceKey,
  );
  const htmlFor = firstScreenHtml(indexHtml, readFirstScreenPreloads(clientDist));
  const outer = express();
  outer.use(express.static(clientDist, { index: false }));
  outer.use((req, res, next) => {
    if (req.method !== 'GET' || req.path.startsWith('/api/') || req.path.startsWith('/graphql')) return next();
    res.type('html').send(htmlFor(req.path));
  });
  outer.use(app);
  return outer;
}

// The floor's own connection: the pg driver, or PGlite through its kysely driver (no ORM in between).
const pgClient = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
await pgClient?.connect();
const kysely = databaseUrl ? null : (orm.em.getConnection() as unknown as { getClient(): Kysely<unknown> }).getClient();
async function rawQuery(sql: string, params: readonly unknown[], client = pgClient): Promise<Record<string, unknown>[]> {
  if (client) return (await client.query(sql, params as unknown[])).rows;
  return (await kysely!.executeQuery(CompiledQuery.raw(sql, params as unknown[]))).rows as Record<string, unknown>[];
}

const hotels: SeededHotel[] = written.map((hotel, index) => ({
  ...hotel,
  kind: index < plans.big.length ? 'big' : index < plans.big.length + plans.small.length ? 'small' : 'page',
  historyDays: data[index]!.plan.historyDays,
  roomTypeIds: hotel.roomTypeIds,
  // The ids are only needed for the big hotels; the small ones' would bloat the message.
  guestIds: index < plans.big.length ? hotel.guestIds.slice(0, 1) : [],
}));
// Written: the generated rows need not stay in memory beside the in-process app whose memory is measured.
data.length = 0;
// BENCH_CPU_PROF=dir: a CPU profile of the server while it is measured (not while it loads), written on stop
// (the app's own processes on PostgreSQL write theirs with --cpu-prof as they exit).
const profiler = cpuProfileDir && !appProcess ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

send({ type: 'ready', url, hotels, loadSeconds, bookings: generated, database: databaseUrl ? 'postgresql' : 'pglite' });

/**
 * The app behind PgBouncer (pooler-start): a pool of ten server connections, as many as the app's own pool
 * (orm.ts), so that its figures are the pooler's hop and unnamed statements rather than waiting for a
 * connection; its floor's client connects through PgBouncer too.
 */
let pooler: { bouncer: PgBouncer; app: AppProcess; client: pg.Client } | null = null;

async function startPooler(): Promise<string> {
  if (!databaseUrl) throw new Error('PgBouncer stands in front of PostgreSQL only');
  const bouncer = await startPgBouncer(databaseUrl, { poolSize: 10 });
  const app = await startAppProcess({
    databaseUrl: bouncer.url,
    dataDir,
    env: { DATABASE_POOLER: 'transaction' },
    log: progress,
  });
  const client = new pg.Client({ connectionString: bouncer.url });
  await client.connect();
  pooler = { bouncer, app, client };
  return app.url;
}

async function stopPooler(): Promise<void> {
  const stopping = pooler;
  pooler = null;
  await stopping?.app.stop();
  await stopping?.client.end();
  await stopping?.bouncer.close();
}

process.on('message', async (message: ParentMessage) => {
  try {
    switch (message.type) {
      case 'floor': {
        const samples: number[] = [];
        const deadline = performance.now() + message.maxMs;
        while (samples.length < message.maxCount && (samples.length < message.minCount || performance.now() < deadline)) {
          const begin = performance.now();
          const client = message.pooled ? pooler!.client : pgClient;
          for (const statement of message.statements) await rawQuery(statement.sql, statement.params, client);
          samples.push(performance.now() - begin);
        }
        send({ type: 'result', id: message.id, value: samples });
        break;
      }
      case 'session-hash':
        send({ type: 'result', id: message.id, value: hashSecretToken(config.sessionSecret, message.token) });
        break;
      case 'cpu': {
        const usage = process.cpuUsage();
        const app = message.pooled ? pooler!.app : appProcess;
        send({ type: 'result', id: message.id, value: app?.cpuMs() ?? (usage.user + usage.system) / 1000 });
        break;
      }
      case 'memory': {
        const processes = appProcess?.residentBytes() ?? [process.memoryUsage().rss];
        send({
          type: 'result',
          id: message.id,
          value: { residentBytes: processes.reduce((a, b) => a + b, 0), processes: processes.length },
        });
        break;
      }
      case 'query':
        send({ type: 'result', id: message.id, value: await rawQuery(message.sql, message.params) });
        break;
      case 'pooler-start':
        send({ type: 'result', id: message.id, value: await startPooler() });
        break;
      case 'pooler-stop':
        await stopPooler();
        send({ type: 'result', id: message.id, value: null });
        break;
      case 'stop':
        if (profiler) {
          const { profile } = await profiler.post('Profiler.stop');
          writeFileSync(path.join(process.env.BENCH_CPU_PROF!, `bench-server-${Date.now()}.cpuprofile`), JSON.stringify(profile));
        }
        await stopPooler();
        await appProcess?.stop();
        inProcess?.server.closeAllConnections();
        inProcess?.server.close();
        await inProcess?.stop();
        await pgClient?.end();
        if (!appProcess) await orm.close(true);
        send({ type: 'result', id: message.id, value: null });
        process.exit(0);
    }
  } catch (error) {
    send({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) });
  }
});
