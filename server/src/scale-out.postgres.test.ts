import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './testing/api-client';
import { readOutbox } from './testing/outbox';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database';

/**
 * Two server processes on one PostgreSQL behind a round-robin proxy: consecutive requests of one browser
 * land on different servers, so nothing a later request needs may live in one server's memory (sessions,
 * sign-in throttles, impersonation). They start at the same moment on an empty database, as replicas do.
 * PostgreSQL only: PGlite's files belong to one process.
 */
const serverUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'ops@scale.test', password: 'admin-secret-1' };

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A reverse proxy in a few lines: each request goes to the next backend in turn, as nginx's default does. */
function roundRobinProxy(backends: number[]) {
  const servedBy: number[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    servedBy.push(index);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backends[index],
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'http', 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return { server, servedBy };
}

describe('two servers behind a round-robin proxy (PostgreSQL)', { timeout: 60_000 }, () => {
  let database: ScratchDatabase;
  let proxy: ReturnType<typeof roundRobinProxy>;
  let url: string;
  const dataDirs: string[] = [];
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl!);
    const ports = [await freePort(), await freePort()];
    proxy = roundRobinProxy(ports);
    proxy.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => proxy.server.once('listening', resolve));
    url = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;

    // Both at once, on an empty database: one migrates and makes the admin while the other waits its turn.
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-replica-'));
      dataDirs.push(dataDir);
      const env = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        DEMO_SEED: '0',
        // The proxy above is the only one whose X-Forwarded-* the replicas believe (docker-compose: nginx).
        TRUST_PROXY: '127.0.0.1',
        APP_URL: url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Every replica signs sessions and licence keys with the same secrets.
        SESSION_SECRET: 'scale-out-session-secret',
        LICENSE_SECRET: 'scale-out-licence-secret',
      };
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      servers.push(child);
      child.once('exit', (code) => {
        if (code !== null && code !== 0) console.error(`replica on port ${port} exited with ${code}:\n${output}`);
      });
    }
    for (const port of ports) {
      const deadline = Date.now() + 45_000;
      for (;;) {
        const ready = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline) throw new Error(`the replica on port ${port} did not start`);
        if (servers.some((child) => child.exitCode !== null)) throw new Error('a replica exited while starting');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 90_000);

  afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await Promise.all(
      servers.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
    );
    await new Promise((resolve) => proxy?.server.close(resolve));
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The newest mail to this address, whichever server sent it. */
  const mailTo = (email: string) =>
    dataDirs
      .flatMap((dir) => readOutbox(dir))
      .filter((mail) => mail.to.includes(email))
      .sort((a, b) => a.file.localeCompare(b.file))
      .at(-1)!;

  it('signs in, books and impersonates with every request on the other server than the one before', async () => {
    const desk = new ApiClient(url);
    const servedFrom = proxy.servedBy.length;
    const registered = await desk.post('/api/auth/register', {
      name: 'Twin Towers Inn',
      email: 'desk@scale.test',
      password: 'secret123',
      numberOfRooms: 20,
    });
    expect(registered.status).toBe(201);
    const token = new URL(mailTo('desk@scale.test').link!).searchParams.get('token')!;
    expect((await desk.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBeLessThan(400);
    expect((await desk.post('/api/auth/login', { email: 'desk@scale.test', password: 'secret123' })).status).toBe(200);
    // The session made by one server is known to the other, and to the first again.
    for (let i = 0; i < 2; i++) expect((await desk.get('/api/auth/me')).body).toMatchObject({ email: 'desk@scale.test' });

    const type = await desk.post('/api/hotel/room-types', {
      name: 'Twin',
      dailyRate: '90.00',
      weeklyRate: '540.00',
      monthlyRate: '1600.00',
    });
    expect(
      (await desk.post('/api/hotel/rooms/bulk', { prefix: '', startNumber: 1, endNumber: 4, roomTypeId: type.body.id })).status,
    ).toBe(201);
    const rooms = (await desk.get('/api/hotel/rooms')).body as { id: number }[];
    const booking = (room: number, checkInDate: string) => ({
      roomId: rooms[room]!.id,
      guest: `Guest, Room ${room}`,
      checkInDate,
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '90.00',
      monthlyAmount: '0',
      paidAmount: '0',
    });
    const ids: number[] = [];
    for (let room = 0; room < 4; room++) {
      const created = await desk.post('/api/hotel/bookings', booking(room, '2027-03-01'));
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    // The database, not a server, refuses the double booking, whichever server gets it.
    for (let i = 0; i < 2; i++) expect((await desk.post('/api/hotel/bookings', booking(0, '2027-03-02'))).status).toBe(409);
    for (let i = 0; i < 2; i++) {
      expect(((await desk.get('/api/hotel/bookings')).body as { id: number }[]).map((row) => row.id).sort()).toEqual(
        [...ids].sort(),
      );
    }

    // Failed sign-ins counted on both servers add up: the sixth is refused wherever it lands.
    const stranger = new ApiClient(url);
    for (let i = 0; i < 5; i++)
      expect((await stranger.post('/api/auth/login', { email: 'desk@scale.test', password: 'wrong-one' })).status).toBe(401);
    expect((await stranger.post('/api/auth/login', { email: 'desk@scale.test', password: 'wrong-one' })).status).toBe(429);

    // An admin impersonates the hotel on one server and works as the hotel on the other.
    const admin = new ApiClient(url);
    expect((await admin.post('/api/auth/login', ADMIN)).status).toBe(200);
    expect((await admin.post('/api/admin/impersonate-hotel', { hotelId: registered.body.id })).status).toBe(200);
    expect((await admin.get('/api/auth/me')).body).toMatchObject({ email: 'desk@scale.test' });
    expect((await admin.put(`/api/hotel/bookings/${ids[0]}`, { ...booking(0, '2027-03-01'), paidAmount: '50.00' })).status).toBe(
      200,
    );
    const history = await desk.get(`/api/hotel/bookings/${ids[0]}/history`);
    expect(history.body.at(-1)).toMatchObject({ action: 'update', impersonatedBy: { email: ADMIN.email } });
    expect((await admin.get('/api/admin/hotels')).status).toBe(403);
    expect((await admin.post('/api/admin/stop-impersonation')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await admin.get('/api/admin/hotels')).status).toBe(200);

    // Signing out on one server ends the session on both: its old cookie, replayed, is refused by each.
    const cookie = desk.sessionCookie()!;
    expect((await desk.post('/api/auth/logout')).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const replayed = await fetch(`${url}/api/auth/me`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
      expect(replayed.status).toBe(401);
    }

    // Every request alternated between the two servers.
    const served = proxy.servedBy.slice(servedFrom);
    expect(served.filter((index) => index === 0).length).toBeGreaterThan(10);
    expect(served.filter((index) => index === 1).length).toBeGreaterThan(10);
  });
});
