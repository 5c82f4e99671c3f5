import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from './testing/hotels';
import { parseMetrics, total, type Sample } from './testing/metrics-text';
import { serverChildren } from './testing/process-tree';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database';
import { SERVER_READY, startServerProcess, type ServerProcess } from './testing/server-process';

/**
 * `npm start` on PostgreSQL with WEB_CONCURRENCY=2: one primary and two workers sharing the port. Requests
 * racing for one room land on both workers, and the database still lets exactly one of them book it.
 */
describe('the server as several processes (PostgreSQL)', { timeout: 120_000 }, () => {
  let database: ScratchDatabase;
  let server: ServerProcess;
  let dataDir: string;
  let hotel: SignedInHotel;
  let roomId: number;

  beforeAll(async () => {
    database = await createScratchDatabase(process.env.DATABASE_URL!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-cluster-'));
    // TRUST_PROXY: signUpHotel stands for clients of their own addresses through X-Forwarded-For.
    server = await startServerProcess({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
      TRUST_PROXY: 'loopback',
    });
    await server.waitFor(SERVER_READY, 90_000);
    hotel = await signUpHotel({ url: server.baseUrl, dataDir }, 'desk@cluster.test');
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Double',
      dailyRate: '100.00',
      weeklyRate: '600.00',
      monthlyRate: '2000.00',
    });
    await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '', startNumber: 101, endNumber: 102, roomTypeId: type.body.id });
    const rooms = await hotel.api.get<{ id: number; roomNumber: string }[]>('/api/hotel/rooms');
    roomId = rooms.body.find((room) => room.roomNumber === '101')!.id;
  }, 120_000);

  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('says once that it runs, with two server processes below the one started', async () => {
    expect(server.output()).toContain('(database: postgresql');
    expect(server.output()).toContain('2 server processes)');
    expect(server.output().match(/Innkeep is running at/g)).toHaveLength(1);
    expect(serverChildren(server.child.pid!)).toHaveLength(2);
  });

  it('lets exactly one of 24 racing creates book the room, refuses the rest with the overlap message, on both workers', async () => {
    const stay = (index: number) => ({
      roomId,
      guest: `Racer, Guest ${index}`,
      checkInDate: '2031-05-10',
      rateType: 'Daily',
      nights: 2 + (index % 3),
      dailyWeeklyAmount: '100.00',
      paidAmount: '0.00',
      paymentMethod: 'Cash',
    });
    // Each request on a connection of its own (fetch opens one per request in flight), 24 at once: the
    // primary hands the connections to the workers in turn.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => hotel.api.post('/api/hotel/bookings', stay(index))),
    );

    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(23);
    const winner = created[0]!.body as { id: number; checkOutDate: string };
    for (const answer of refused) {
      expect(answer.body).toEqual({
        error: `Room 101 is already booked from 05/10/31 to ${usDate(winner.checkOutDate)} (booking #${winner.id})`,
      });
    }
    expect(new Set(answers.map((answer) => answer.headers.get('innkeep-worker')))).toEqual(new Set(['1', '2']));

    const bookings = await hotel.api.get<{ id: number; roomId: number }[]>('/api/hotel/bookings');
    expect(bookings.body.filter((booking) => booking.roomId === roomId).map((booking) => booking.id)).toEqual([winner.id]);
  });

  it('refuses every loser of 8 rounds of 12 creates racing for 2 rooms with the overlap message, never a 500', async () => {
    const rooms = (await hotel.api.get<{ id: number; roomNumber: string }[]>('/api/hotel/rooms')).body;
    // As the bench's contended run: each round's 12 requests want one of 2 rooms for one of three overlapping
    // stays; at most 2 a round can win. Two stays inserted at once may deadlock on the exclusion check.
    const statuses: number[] = [];
    const refusals: string[] = [];
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          hotel.api.post('/api/hotel/bookings', {
            roomId: rooms[index % 2]!.id,
            guest: `Rival, Guest ${index}`,
            checkInDate: `2032-0${1 + (round % 8)}-${String(10 + (index % 3)).padStart(2, '0')}`,
            rateType: 'Daily',
            nights: 3,
            dailyWeeklyAmount: '100.00',
            paidAmount: '0.00',
            paymentMethod: 'Cash',
          }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
      refusals.push(
        ...answers.filter((answer) => answer.status === 409).map((answer) => (answer.body as { error: string }).error),
      );
    }
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(16);
    for (const refusal of refusals)
      expect(refusal).toMatch(/^Room 10[12] is already booked from \d\d\/\d\d\/32 to \d\d\/\d\d\/32 \(booking #\d+\)$/);
  });

  it("sums every worker's figures in GET /metrics, whichever worker is asked", async () => {
    // Each scrape on a connection of its own: the primary hands them to the workers in turn.
    const scrapes: { worker: string; samples: Sample[] }[] = [];
    for (let i = 0; i < 4; i++) scrapes.push(await scrapeOnNewConnection(server.baseUrl));
    expect(new Set(scrapes.map((scrape) => scrape.worker))).toEqual(new Set(['1', '2']));
    const creates = { method: 'POST', route: '/api/hotel/bookings' };
    for (const { samples } of scrapes) {
      // The racers above: 1 + 16 created, 23 + 80 refused, served by both workers.
      expect(total(samples, 'innkeep_bookings_created_total')).toBe(17);
      expect(total(samples, 'http_request_duration_seconds_count', { ...creates, status: '2xx' })).toBe(17);
      expect(total(samples, 'http_request_duration_seconds_count', { ...creates, status: '4xx' })).toBe(103);
      expect(
        samples
          .filter((sample) => sample.name === 'innkeep_db_pool_connections')
          .map((sample) => sample.labels.state)
          .sort(),
      ).toEqual(['busy', 'idle', 'waiting']);
      expect(total(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    }
  });

  it('starts another worker when one dies, and keeps serving', async () => {
    const [victim] = serverChildren(server.child.pid!);
    process.kill(victim!, 'SIGKILL');
    await server.waitFor(new RegExp(`Server process ${victim} ended \\(SIGKILL\\): starting another`), 10_000);
    await server.waitFor(/Server process \d+ is serving in its place/, 60_000);
    const workers = serverChildren(server.child.pid!);
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(victim);
    // Each on a new connection (the client's kept-alive ones all lead to the surviving worker).
    const cookie = hotel.api.sessionCookie()!;
    const answers: { status: number; worker: string; email: string }[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(await getOnNewConnection(server.baseUrl, '/api/auth/me', `${cookie.name}=${cookie.value}`));
    expect(answers.map((answer) => [answer.status, answer.email])).toEqual(Array(6).fill([200, 'desk@cluster.test']));
    expect(new Set(answers.map((answer) => answer.worker))).toContain('3');
  });

  it('stops every worker and exits 0 on SIGTERM', async () => {
    const workers = serverChildren(server.child.pid!);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(workers.filter((pid) => serverChildren(1).includes(pid) || isAlive(pid))).toEqual([]);
  });
});

/** "2031-05-12" as the overlap message writes it: "05/12/31". */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(2, 4)}`;

describe('a server of several processes that cannot start', { timeout: 60_000 }, () => {
  it("ends with its workers' failure code, not 0, so that a supervisor sees it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-cluster-down-'));
    try {
      // Nothing listens on port 1: each worker gives up on PostgreSQL at once.
      const failing = await startServerProcess({
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing',
        DATABASE_WAIT_SECONDS: '0',
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: '2',
      });
      expect(await failing.exited).toBe(1);
      expect(failing.output()).toContain('A server process failed to start (exit 1): stopping');
      expect(failing.output()).not.toContain('Innkeep is running at');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function getOnNewConnection(baseUrl: string, path: string, cookie: string) {
  return new Promise<{ status: number; worker: string; email: string }>((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { agent: false, headers: { cookie } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            worker: String(response.headers['innkeep-worker']),
            email: (JSON.parse(body) as { email: string }).email,
          }),
        );
      })
      .on('error', reject);
  });
}

/** GET /metrics on a connection of its own, as a scraper on this host sends it, and which worker answered. */
function scrapeOnNewConnection(baseUrl: string) {
  return new Promise<{ worker: string; samples: Sample[] }>((resolve, reject) => {
    http
      .get(`${baseUrl}/metrics`, { agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`GET /metrics: ${response.statusCode} ${body}`));
          else resolve({ worker: String(response.headers['innkeep-worker']), samples: parseMetrics(body) });
        });
      })
      .on('error', reject);
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
