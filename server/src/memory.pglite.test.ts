import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleNode } from '../../scripts/bundle-node.mjs';
import { SERVER_ENV } from './node-flags';
import { residentTreeBytes } from './testing/process-memory';
import { SERVER_READY, startServerProcess, type ServerProcess } from './testing/server-process';

const root = path.resolve(import.meta.dirname, '../..');
/** Two levels below the root, as dist/server/main.js is (app.ts finds client/dist from there). */
const bundle = path.join(root, 'dist/memory-test/main.js');
const MB = 1024 * 1024;
/** The goal for the embedded database with the demo hotel (docs/performance.md, "Memory"). */
const LIMIT_MB = 300;
const READS = 1_000;

/**
 * `npm start` as a new user runs it: the bundle, its Node flags and environment, a fresh DATA_DIR on the
 * embedded database (each commit synced), the demo hotel seeded on the first start. Started again on that data,
 * its whole process tree must stay under 300 MB resident right after start and after a thousand of the desk's reads.
 */
describe('the embedded server on the demo hotel', { timeout: 400_000 }, () => {
  let dataDir: string;
  let server: ServerProcess;
  let cookie = '';
  const residentMB = () => Math.round(residentTreeBytes(server.child.pid!).bytes / MB);

  beforeAll(async () => {
    await bundleNode('server/src/main.ts', bundle);
    await bundleNode('server/src/serve.ts', path.join(path.dirname(bundle), 'serve.js'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-memory-'));
    const start = async () => {
      const started = await startServerProcess(
        { ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_SEED: '', PGLITE_FSYNC: '', NODE_ENV: 'production' },
        bundle,
      );
      await started.waitFor(SERVER_READY, 180_000);
      return started;
    };
    // The first start seeds five years of the demo hotel, once in a hotel's life, and stands at the limit right
    // after it (docs/performance.md, "Memory"); the server a hotel runs every day is the one started on its data.
    const seeding = await start();
    seeding.kill('SIGTERM');
    await seeding.exited;
    server = await start();
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@innkeep.local', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }, 400_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`holds under ${LIMIT_MB} MB resident after start and after ${READS} desk reads`, async () => {
    const afterStart = residentMB();
    expect(afterStart, `resident after start: ${afterStart} MB`).toBeLessThan(LIMIT_MB);

    const get = async (url: string, init: RequestInit = {}) => {
      const answer = await fetch(`${server.baseUrl}${url}`, {
        ...init,
        headers: { cookie, 'content-type': 'application/json' },
      });
      const body = await answer.text();
      expect(answer.status, `${url}: ${body.slice(0, 200)}`).toBe(200);
      expect(body).not.toContain('"errors"');
      return body;
    };
    const today = new Date().toISOString().slice(0, 10);
    const year = today.slice(0, 4);
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const bookings = JSON.parse(await get('/api/hotel/bookings?limit=200&offset=0')) as { id: number }[];
    expect(bookings.length).toBe(200);
    const board = JSON.stringify({
      query: `query Board($from: String!, $to: String!) { availabilityBoardTotals(from: $from, to: $to) { rooms bookedNights }
        availabilityBoard(from: $from, to: $to, offset: 0, limit: 100) { id roomNumber stays { id guest checkInDate checkOutDate balance } } }`,
      variables: { from: today, to: inTwoWeeks },
    });
    // What the desk reads through a day: its screens, a stay's folio, the board and the reports.
    const reads: ((round: number) => Promise<unknown>)[] = [
      () => get('/api/auth/me'),
      () => get('/api/hotel/dashboard'),
      () => get(`/api/hotel/front-desk?date=${today}`),
      () => get('/api/hotel/bookings?limit=200&offset=0'),
      (round) => get(`/api/hotel/bookings/${bookings[round % bookings.length]!.id}/folio`),
      () => get('/graphql', { method: 'POST', body: board }),
      () => get('/api/hotel/room-types'),
      () => get(`/api/hotel/reports/daily/${today}`),
      () => get(`/api/hotel/reports/monthly/${year}`),
      () => get('/api/hotel/audit?limit=50'),
      () => get(`/api/hotel/reports/statistics?from=${year}-01-01&to=${year}-12-31&groupBy=month`),
      (round) => get(`/api/hotel/bookings?search=${'abcdefghij'[round % 10]}&limit=50`),
    ];
    for (let index = 0; index < READS; index++) await reads[index % reads.length]!(Math.floor(index / reads.length));

    const afterReads = residentMB();
    expect(afterReads, `resident after ${READS} reads: ${afterReads} MB (after start: ${afterStart} MB)`).toBeLessThan(LIMIT_MB);
  });
});
