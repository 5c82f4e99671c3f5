import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../testing/hotels';
import { createScratchDatabase, startTestApp, type ScratchDatabase, type TestApp } from '../testing/test-app';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable';

/**
 * PostgreSQL going away under load: its backends terminated (what a restart or a fail-over does to open
 * connections), then unreachable for a moment (connections refused). Every answer is a success that
 * committed, or a 503 with Retry-After; afterwards the same server process works again by itself.
 * The server reaches PostgreSQL through a TCP relay that the test can take down, so that no other test's
 * database is disturbed. PostgreSQL only (on PGlite the database lives in the server's own process).
 */
const serverUrl = process.env.DATABASE_URL;

/** A TCP relay to PostgreSQL: `down()` drops every connection and refuses new ones until `up()`. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    port,
    down: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: async () => {
      await listen(port);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Outcome {
  via: 'rest' | 'graphql';
  guest: string;
  response: ApiResponse;
}

describe('the database dropping out under load (PostgreSQL)', { timeout: 30_000 }, () => {
  let database: ScratchDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let app: TestApp;
  let hotel: SignedInHotel;
  let admin: pg.Client;
  let roomIds: number[];
  const databaseName = () => new URL(database.url).pathname.slice(1);

  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl!);
    relay = await startRelay(new URL(database.url));
    const relayed = new URL(database.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    app = await startTestApp({ databaseUrl: relayed.toString() });
    hotel = await signUpHotel(app, 'night@outage.test', { numberOfRooms: 40 });
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Twin',
      dailyRate: '80.00',
      weeklyRate: '480.00',
      monthlyRate: '1500.00',
    });
    await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '', startNumber: 1, endNumber: 40, roomTypeId: type.body.id });
    roomIds = ((await hotel.api.get('/api/hotel/rooms')).body as { id: number }[]).map((room) => room.id);
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    // A demo hotel may make 100 bookings; this test makes more.
    await admin.query(`update hotel_setting set value = '100000' where key = 'transaction_limit'`);
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await relay?.close();
    await database?.drop();
  });

  it('answers 503 with Retry-After while it is gone, never a success that did not commit, and recovers by itself', async () => {
    let next = 0;
    let running = true;
    const outcomes: Outcome[] = [];
    const stay = () => {
      const k = next++;
      const checkIn = new Date(Date.UTC(2027, 0, 1 + 2 * Math.floor(k / roomIds.length))).toISOString().slice(0, 10);
      const guest = `Load, Guest ${k}`;
      const input = { roomId: roomIds[k % roomIds.length]!, guest, checkInDate: checkIn, rateType: 'Daily', nights: 1 };
      return { guest, input: { ...input, dailyWeeklyAmount: '80.00', monthlyAmount: '0', paidAmount: '0' } };
    };
    const worker = async (index: number) => {
      while (running) {
        const { guest, input } = stay();
        const response =
          index % 2 === 0
            ? await hotel.api.post('/api/hotel/bookings', input)
            : await hotel.api.graphql('mutation ($input: BookingInput!) { createBooking(input: $input) { id } }', { input });
        outcomes.push({ via: index % 2 === 0 ? 'rest' : 'graphql', guest, response });
        const reader = await hotel.api.get('/api/hotel/bookings?limit=5');
        expect([200, 503]).toContain(reader.status);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    const terminate = () =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        databaseName(),
      ]);

    /** Waits until the load has answered `count` more requests since `since` that meet `meets` (any, by default). */
    const answered = async (since: number, count: number, meets: (outcome: Outcome) => boolean = () => true) => {
      const deadline = Date.now() + 30_000;
      while (outcomes.slice(since).filter(meets).length < count) {
        if (Date.now() > deadline) throw new Error(`the load did not answer ${count} requests as expected`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const unavailable = (outcome: Outcome) => outcome.response.status === 503;
    const created = (outcome: Outcome) => outcome.response.status === (outcome.via === 'rest' ? 201 : 200);
    // The load is running: the writers have each been answered.
    await answered(0, 6, created);
    // A restart's first effect: every open connection is cut, in the middle of queries and transactions;
    // each cut lands among requests (each round waits for answers after it).
    for (let round = 0; round < 4; round++) {
      await terminate();
      await answered(outcomes.length, 3);
    }
    // Then the server is gone for a moment: new connections are refused, until requests were answered 503.
    await relay.down();
    await answered(outcomes.length, 3, unavailable);
    // Back: the load stops once it sees creates succeed again.
    const back = outcomes.length;
    await relay.up();
    await answered(back, 3, created);
    running = false;
    await load;

    const failed = outcomes.filter((outcome) => outcome.response.status !== (outcome.via === 'rest' ? 201 : 200));
    const succeeded = outcomes.filter((outcome) => !failed.includes(outcome));
    // Nothing but success or 503: no 500, no half-written answer.
    expect(failed.map((outcome) => outcome.response.status)).toEqual(failed.map(() => 503));
    expect(failed.length).toBeGreaterThan(0);
    for (const { via, response } of failed) {
      expect(response.headers.get('retry-after')).toBe('5');
      // Beside the sentence, the request's id (its X-Request-Id), under which the server logged the failure.
      const reqId = response.headers.get('x-request-id');
      expect(reqId).toMatch(/^[0-9a-f]{12}$/);
      if (via === 'rest') expect(response.body).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, reqId });
      else
        expect(response.body.errors[0]).toMatchObject({
          message: DATABASE_UNAVAILABLE_MESSAGE,
          extensions: { code: 'DATABASE_UNAVAILABLE', reqId },
        });
    }
    expect(failed.some((outcome) => outcome.via === 'graphql')).toBe(true);
    // Every success is a committed row, with the guest it was made for.
    for (const { via, response } of succeeded)
      expect(via === 'rest' ? response.body.id : response.body.data?.createBooking?.id).toBeTypeOf('number');
    const ids = succeeded.map(
      ({ via, response }) => (via === 'rest' ? response.body.id : response.body.data.createBooking.id) as number,
    );
    const rows = await admin.query<{ id: number; guest_name: string }>('select id, guest_name from booking where id = any($1)', [
      ids,
    ]);
    const guestOf = new Map(rows.rows.map((row) => [row.id, row.guest_name]));
    expect(succeeded.map((outcome, index) => guestOf.get(ids[index]!) === outcome.guest)).toEqual(succeeded.map(() => true));
    expect(succeeded.length).toBeGreaterThan(0);

    // The same process works again: reads, writes, and the session that was signed in before.
    const health = await new ApiClient(app.url).get('/api/health');
    expect(health.status).toBe(200);
    const after = await hotel.api.post('/api/hotel/bookings', stay().input);
    expect(after.status).toBe(201);
    expect((await hotel.api.get(`/api/hotel/bookings/${after.body.id}`)).status).toBe(200);
  });
});
