import { Secret, TOTP } from 'otpauth';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from '../testing/database-template';
import { signUpHotelWithRooms, type SignedInHotel } from '../testing/hotels';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database';
import { SERVER_READY, startServerProcess, type ServerProcess } from '../testing/server-process';

interface LogLine {
  time: string;
  level: string;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  hotelId?: number;
  personId?: number;
  err?: { type: string; message: string; stack: string };
}

const PASSWORD = 'secret123';
const GUEST = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@analytical.test', phone: '555-0199' };
const CREATE = 'mutation($input: BookingInput!) { createBooking(input: $input) { id } }';

/**
 * `npm start`'s server, its stdout read line by line as a log collector reads it: a signed-in person's
 * requests and two server errors (the fault point `fail:booking-create` makes every booking create fail).
 */
describe("the server's log lines", { timeout: 180_000 }, () => {
  let server: ServerProcess;
  let database: ScratchDatabase | undefined;
  let dataDir: string;
  let stdout = '';
  let hotel: SignedInHotel;
  let rooms: Record<string, number>;
  let totpSecret: string;
  let recoveryCodes: string[];

  const lines = () =>
    stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  const linesOf = (reqId: string) => lines().filter((line) => line.reqId === reqId);
  /** The request's line is written as its answer ends: it may reach the pipe a moment after the answer. */
  const lineOf = async (reqId: string) => {
    await server.waitFor(new RegExp(`"reqId":"${reqId}"`), 10_000);
    return linesOf(reqId);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-logs-'));
    copyPgliteTemplate(dataDir);
    database = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      TRUST_PROXY: 'loopback',
      INNKEEP_FAULT_POINT: 'fail:booking-create',
    });
    // Read from the start (no output can come before this listener: it needs a turn of the event loop).
    server.child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    await server.waitFor(SERVER_READY, 150_000);
    ({ hotel, rooms } = await signUpHotelWithRooms({ url: server.baseUrl, dataDir }, 'owner@log-inn.test'));
    const setup = await hotel.api.post('/api/auth/two-factor/setup');
    totpSecret = setup.body.secret;
    const code = new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const enabled = await hotel.api.post('/api/auth/two-factor/enable', { code });
    expect(enabled.status).toBe(200);
    recoveryCodes = enabled.body.recoveryCodes;
    expect((await hotel.api.post('/api/hotel/guests', GUEST)).status).toBe(201);
  }, 180_000);

  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one JSON object a line, the start-up lines readable in it', () => {
    const all = lines();
    expect(all.length).toBeGreaterThan(5);
    for (const line of all) {
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(['info', 'warn', 'error', 'fatal']).toContain(line.level);
      expect(typeof line.msg).toBe('string');
    }
    expect(
      all.some((line) => /^Innkeep is running at http:\/\/localhost:\d+ \(database: (pglite|postgresql), data: /.test(line.msg)),
    ).toBe(true);
  });

  it("logs a signed-in request with its id (a trusted proxy's), route as declared, status, time, hotel and person", async () => {
    const answer = await fetch(`${server.baseUrl}/api/hotel/guests?search=Lovelace`, {
      headers: { cookie: cookieOf(hotel), 'x-request-id': 'lb-0001-a7' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('lb-0001-a7');
    const [line, ...more] = await lineOf('lb-0001-a7');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request completed',
      method: 'GET',
      route: '/api/hotel/guests',
      status: 200,
      hotelId: hotel.id,
    });
    expect(line!.personId).toBeTypeOf('number');
    expect(line!.ms).toBeGreaterThan(0);
    expect(line!.err).toBeUndefined();
  });

  it('logs a 500 once, with its stack and the id the answer gives the clerk', async () => {
    const answer = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms['101'],
      guest: `${GUEST.lastName}, ${GUEST.firstName}`,
      checkInDate: '2031-06-01',
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100.00',
      paidAmount: '0.00',
      paymentMethod: 'Cash',
    });
    expect(answer.status).toBe(500);
    const reqId = answer.headers.get('x-request-id')!;
    expect(answer.body).toEqual({ error: 'Something went wrong on our side. Please try again.', reqId });
    const logged = await lineOf(reqId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 'error',
      msg: 'request failed',
      method: 'POST',
      route: '/api/hotel/bookings',
      status: 500,
      hotelId: hotel.id,
      err: { type: 'Error', message: 'The fault point booking-create failed on purpose' },
    });
    expect(logged[0]!.err!.stack).toMatch(/^Error: The fault point booking-create failed on purpose\n\s+at .*fault-point/);
  });

  it("logs a GraphQL internal error once, and gives its id beside GraphQL's message", async () => {
    const answer = await hotel.api.graphql(CREATE, {
      input: {
        roomId: rooms['102'],
        guest: 'Lovelace, Ada',
        checkInDate: '2031-06-01',
        rateType: 'Daily',
        nights: 2,
        dailyWeeklyAmount: '100.00',
        paidAmount: '0.00',
        paymentMethod: 'Cash',
      },
    });
    const [error] = answer.body.errors!;
    const reqId = answer.headers.get('x-request-id')!;
    expect(error).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', reqId } });
    const logged = await lineOf(reqId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'error', route: '/graphql', hotelId: hotel.id, err: { type: 'Error' } });
    expect(logged[0]!.err!.stack).toContain('at ');
  });

  it('holds no password, session cookie, TOTP secret, recovery code, email or guest field', async () => {
    // Every request of this file has been logged by now (the last test waited for its line).
    const text = stdout;
    const secrets = [
      PASSWORD,
      cookieOf(hotel).split('=')[1]!,
      totpSecret,
      ...recoveryCodes,
      'owner@log-inn.test',
      GUEST.firstName,
      GUEST.lastName,
      GUEST.email,
      GUEST.phone,
    ];
    for (const secret of secrets) expect(text.includes(secret), secret).toBe(false);
    // The sign-up, the sign-in, the two-factor set-up and the guest: each request has its line.
    const routes = lines().map((line) => `${line.method} ${line.route} ${line.status}`);
    for (const expected of [
      'POST /api/auth/register 201',
      'POST /api/auth/login 200',
      'POST /api/auth/two-factor/setup 200',
      'POST /api/auth/two-factor/enable 200',
      'POST /api/hotel/guests 201',
    ])
      expect(routes).toContain(expected);
  });
});

/** The session cookie as a browser sends it. */
function cookieOf(hotel: SignedInHotel): string {
  const cookie = hotel.api.sessionCookie()!;
  return `${cookie.name}=${cookie.value}`;
}
