import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_HOTEL } from '../modules/demo/demo-hotel-data';
import { DEMO_SEEDING_MESSAGE } from '../modules/demo/demo-hotel.service';
import { ApiClient } from '../testing/api-client';
import { signUpHotel } from '../testing/hotels';
import { copyPgliteTemplate } from '../testing/database-template';
import { SERVER_READY, startServerProcess, type ServerProcess } from '../testing/server-process';

/**
 * The reliability review's figure, re-measured: 18 kill -9 of the embedded server (six while it writes, six
 * while it clears a hotel's operational data, six while it seeds the demo hotel on a first start), and every
 * restart comes up clean: what was acknowledged is there, a clear is all or nothing, the demo hotel is whole,
 * and amcheck finds every B-tree index and heap consistent.
 */
const KILLS_PER_PHASE = 6;
const WRITERS = 6;
const WRITES_PER_LIFE = 40;
/** Where in the clear (after its request left) and in the seeding (after it began) each kill lands. */
const KILL_DELAYS_MS = [0, 10, 40, 120, 300, 700];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dirs: string[] = [];
const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'innkeep-kills-'));
  dirs.push(dir);
  return dir;
}

async function start(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  running.push(server);
  return server;
}

async function killHard(server: ServerProcess): Promise<void> {
  server.kill('SIGKILL');
  expect(await server.exited).toBe('SIGKILL');
}

/** amcheck over the folder of a stopped server: every B-tree index against its heap, and every heap. */
async function amcheckProblems(dataDir: string): Promise<string[]> {
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { amcheck, btree_gin, btree_gist, pg_trgm } });
  try {
    await db.exec('create extension if not exists amcheck');
    const indexes = await db.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid
         join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
        where a.amname = 'btree' and n.nspname = 'public' and c.relpersistence <> 't'`,
    );
    const problems: string[] = [];
    for (const { name } of indexes.rows) {
      // heapallindexed: every heap row must be found in the index, as the review checked.
      await db.query(`select bt_index_check($1::regclass, true)`, [name]).catch((error: Error) => {
        problems.push(`${name}: ${error.message}`);
      });
    }
    const heaps = await db.query<{ relation: string; msg: string }>(
      `select c.oid::regclass::text as relation, v.msg from pg_class c join pg_namespace n on n.oid = c.relnamespace,
         lateral verify_heapam(c.oid) v where c.relkind = 'r' and n.nspname = 'public'`,
    );
    problems.push(...heaps.rows.map((row) => `${row.relation}: ${row.msg}`));
    expect(indexes.rows.length).toBeGreaterThan(20);
    return problems;
  } finally {
    await db.close();
  }
}

describe('18 kill -9 of the embedded server', { timeout: 900_000 }, () => {
  it(`seeds the demo whole after ${KILLS_PER_PHASE} kills during a first start's seeding`, async () => {
    const dataDir = newDataDir();
    copyPgliteTemplate(dataDir);
    const env = { DATA_DIR: dataDir, DEMO_SEED: '1' };
    let killedWhileSeeding = 0;
    for (const delay of KILL_DELAYS_MS) {
      const server = await start(env);
      // Each restart finds no hotel (the seeding is one transaction) and begins again.
      await server.waitFor(new RegExp(DEMO_SEEDING_MESSAGE));
      await wait(delay);
      if (!/Demo hotel ready/.test(server.output())) killedWhileSeeding += 1;
      await killHard(server);
    }
    expect(killedWhileSeeding, 'kills that landed before the seeding finished').toBeGreaterThanOrEqual(KILLS_PER_PHASE - 1);

    const server = await start(env);
    await server.waitFor(/Demo hotel ready/);
    const owner = new ApiClient(server.baseUrl);
    expect((await owner.post('/api/auth/login', { email: DEMO_HOTEL.email, password: DEMO_HOTEL.password })).status).toBe(200);
    const rooms = await owner.get('/api/hotel/rooms');
    const bookings = await owner.get('/api/hotel/bookings?limit=1');
    expect(rooms.body.length).toBeGreaterThanOrEqual(20);
    expect(Number(bookings.headers.get('x-total-count'))).toBeGreaterThan(1000);
    await killHard(server);
    // A second first start must not seed twice: one demo hotel.
    const again = await start(env);
    await again.waitFor(SERVER_READY);
    expect(again.output()).not.toContain(DEMO_SEEDING_MESSAGE);
    await killHard(again);
    expect(await amcheckProblems(dataDir)).toEqual([]);
  });

  it(`keeps every acknowledged write through ${KILLS_PER_PHASE} kills while writing and ${KILLS_PER_PHASE} during a clear`, async () => {
    const dataDir = newDataDir();
    copyPgliteTemplate(dataDir);
    const env = { DATA_DIR: dataDir, DEMO_SEED: '0' };
    const acknowledged = new Map<number, string>();
    let cookie = '';

    for (let life = 1; life <= KILLS_PER_PHASE; life += 1) {
      const server = await start(env);
      await server.waitFor(SERVER_READY);
      if (!cookie) {
        const session = (await signUpHotel({ url: server.baseUrl, dataDir }, 'kills@eighteen.test')).api.sessionCookie()!;
        cookie = `${session.name}=${session.value}`;
      }
      const before = acknowledged.size;
      let stop = false;
      void server.exited.then(() => (stop = true));
      const writers = Array.from({ length: WRITERS }, async (_, writer) => {
        for (let n = 0; !stop; n += 1) {
          const lastName = `Kill${life}w${writer}n${n}`;
          try {
            const response = await fetch(`${server.baseUrl}/api/hotel/guests`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ firstName: 'Eighteen', lastName }),
            });
            if (response.status === 201) acknowledged.set(((await response.json()) as { id: number }).id, lastName);
          } catch {
            return; // the connection died with the server: never acknowledged
          }
        }
      });
      const deadline = Date.now() + 120_000;
      while (acknowledged.size < before + WRITES_PER_LIFE && Date.now() < deadline) await wait(10);
      await killHard(server);
      await Promise.all(writers);
    }

    const guestCount = async (server: ServerProcess) => {
      const response = await fetch(`${server.baseUrl}/api/hotel/guests`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return ((await response.json()) as unknown[]).length;
    };
    let server = await start(env);
    await server.waitFor(SERVER_READY);
    const missing: string[] = [];
    const guests = (await (await fetch(`${server.baseUrl}/api/hotel/guests`, { headers: { cookie } })).json()) as {
      id: number;
      lastName: string;
    }[];
    const stored = new Map(guests.map((guest) => [guest.id, guest.lastName]));
    for (const [id, lastName] of acknowledged) if (stored.get(id) !== lastName) missing.push(`#${id} ${lastName}`);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS_PER_PHASE * WRITES_PER_LIFE);
    expect(missing).toEqual([]);

    // Six kills during DELETE /api/hotel/clear: afterwards the guests are all there or all gone, never half.
    const outcomes: string[] = [];
    for (const delay of KILL_DELAYS_MS) {
      const before = await guestCount(server);
      const clearing = fetch(`${server.baseUrl}/api/hotel/clear`, { method: 'DELETE', headers: { cookie } }).catch(() => null);
      await wait(delay);
      await killHard(server);
      const answer = await clearing;
      server = await start(env);
      await server.waitFor(SERVER_READY);
      const after = await guestCount(server);
      if (answer?.status === 200) expect(after, `acknowledged clear after ${delay} ms`).toBe(0);
      expect([0, before], `a clear killed after ${delay} ms left ${after} of ${before} guests`).toContain(after);
      outcomes.push(after === 0 ? 'cleared' : 'kept');
      if (after === 0) {
        // Give the next clear something to clear.
        await Promise.all(
          Array.from({ length: 30 }, (_, n) =>
            fetch(`${server.baseUrl}/api/hotel/guests`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ firstName: 'Again', lastName: `Refill${n}` }),
            }),
          ),
        );
      }
    }
    expect(outcomes).toHaveLength(KILLS_PER_PHASE);
    // At least one kill (the one sent with the request) landed before the clear committed, so the rollback
    // after a kill was exercised, not only clears that had finished.
    expect(outcomes).toContain('kept');
    expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
    await killHard(server);
    expect(await amcheckProblems(dataDir)).toEqual([]);
  });
});
