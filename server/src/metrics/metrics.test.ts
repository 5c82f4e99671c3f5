import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../app';
import { ApiClient } from '../testing/api-client';
import { signUpHotelWithRooms, type SignedInHotel } from '../testing/hotels';
import { parseMetrics, scrape, total, type Sample } from '../testing/metrics-text';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Every route label there may be: the route table's, GraphQL's, this one's, and the fixed words. */
const ROUTE_LABELS = new Set([
  ...routes.map((route) => `/api${route.path}`),
  '/graphql',
  '/metrics',
  '/{*path}',
  'static',
  'unmatched',
]);
const LABEL_NAMES = new Set(['method', 'route', 'status', 'le', 'state', 'result']);
const OURS = /^(http_|innkeep_)/;

const stay = (roomId: number, checkInDate: string, guest: string) => ({
  roomId,
  guest,
  checkInDate,
  rateType: 'Daily',
  nights: 2,
  dailyWeeklyAmount: '100.00',
  paidAmount: '0.00',
  paymentMethod: 'Cash',
});

const CREATE = 'mutation($input: BookingInput!) { createBooking(input: $input) { id } }';

/** The change of a figure between two scrapes. */
const delta = (before: Sample[], after: Sample[], name: string, labels: Record<string, string> = {}) =>
  total(after, name, labels) - total(before, name, labels);

describe('GET /metrics under a bench-like load', { timeout: 120_000 }, () => {
  let app: TestApp;
  let inn: { hotel: SignedInHotel; rooms: Record<string, number> };
  let lodge: { hotel: SignedInHotel; rooms: Record<string, number> };
  let bookingId: number;

  beforeAll(async () => {
    app = await startTestApp();
    inn = await signUpHotelWithRooms(app, 'desk@metrics-inn.test');
    lodge = await signUpHotelWithRooms(app, 'desk@metrics-lodge.test');
    const seeded = await inn.hotel.api.post('/api/hotel/bookings', stay(inn.rooms['101']!, '2031-01-05', 'Seed, Sam'));
    bookingId = seeded.body.id;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('counts each request once under its route as declared, with sensible figures and no identifier in any label', async () => {
    const before = await scrape(app.url);

    // Concurrent requests of several kinds, as the bench sends them: creates (one refused as an overlap), a
    // batch, reads over REST and GraphQL, sign-ins that succeed, fail and are throttled, a PDF, unknown paths.
    const sent: Promise<{ status: number; route: string; method: string }>[] = [];
    const send = (route: string, method: string, request: Promise<{ status: number }>) =>
      sent.push(request.then((answer) => ({ status: answer.status, route, method })));
    for (const [index, number] of ['101', '102', '103', '104', '105', '106'].entries()) {
      send(
        '/api/hotel/bookings',
        'POST',
        inn.hotel.api.post('/api/hotel/bookings', stay(inn.rooms[number]!, '2031-02-01', `Guest, Inn ${index}`)),
      );
      send(
        '/api/hotel/bookings',
        'POST',
        lodge.hotel.api.post('/api/hotel/bookings', stay(lodge.rooms[number]!, '2031-02-01', `Guest, Lodge ${index}`)),
      );
    }
    send(
      '/api/hotel/bookings',
      'POST',
      inn.hotel.api.post('/api/hotel/bookings', stay(inn.rooms['101']!, '2031-01-06', 'Overlap, Olive')),
    );
    const graphqlCreates = [0, 1].map((index) =>
      lodge.hotel.api.graphql(CREATE, { input: stay(lodge.rooms['101']!, `2031-03-0${1 + 3 * index}`, `Graph, Gus ${index}`) }),
    );
    for (const create of graphqlCreates) send('/graphql', 'POST', create);
    const batch = inn.hotel.api.post('/api/hotel/bookings/batch', {
      bookings: [stay(inn.rooms['102']!, '2031-04-01', 'Batch, Bea'), stay(inn.rooms['103']!, '2031-04-01', 'Batch, Bo')],
    });
    send('/api/hotel/bookings/batch', 'POST', batch);
    for (let i = 0; i < 10; i++) send('/api/hotel/bookings/:id', 'GET', inn.hotel.api.get(`/api/hotel/bookings/${bookingId}`));
    for (let i = 0; i < 4; i++) send('/api/hotel/rooms', 'GET', lodge.hotel.api.get('/api/hotel/rooms'));
    for (let i = 0; i < 4; i++)
      send('/graphql', 'POST', inn.hotel.api.graphql('query($id: Int!) { booking(id: $id) { id } }', { id: bookingId }));
    const login = (email: string, password: string, address: string) =>
      new ApiClient(app.url, { 'x-forwarded-for': address }).post('/api/auth/login', { email, password });
    const signIns: Promise<{ status: number }>[] = [login(inn.hotel.email, 'secret123', '203.0.113.10')];
    for (let i = 0; i < 2; i++) signIns.push(login(lodge.hotel.email, 'wrong-password', '203.0.113.11'));
    // Seven wrong passwords for one email, one after another: the sixth and seventh are throttled.
    const guessing = (async () => {
      const answers: { status: number }[] = [];
      for (let i = 0; i < 7; i++) answers.push(await login('nobody@metrics-inn.test', 'wrong-guess', '203.0.113.12'));
      return answers;
    })();
    for (const signIn of signIns) send('/api/auth/login', 'POST', signIn);
    const pdf = inn.hotel.api.get('/api/hotel/guests/pdf');
    send('/api/hotel/guests/pdf', 'GET', pdf);
    send('unmatched', 'GET', inn.hotel.api.get('/api/no-such-thing'));
    send('unmatched', 'POST', inn.hotel.api.post('/no-such-page', {}));

    // Scrapes while it runs: what is in flight, and documents in the making.
    let running = true;
    const during: Sample[][] = [];
    const watching = (async () => {
      while (running) {
        during.push(await scrape(app.url));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const answers = await Promise.all(sent);
    const guesses = await guessing;
    await pdf;
    running = false;
    await watching;
    const after = await scrape(app.url);

    const all = [...answers, ...guesses.map((answer) => ({ ...answer, route: '/api/auth/login', method: 'POST' }))];
    const created = answers.filter((answer) => answer.route === '/api/hotel/bookings' && answer.status === 201).length;
    expect(created).toBe(12);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const graphqlIds = (await Promise.all(graphqlCreates)).map((answer) => answer.body.data?.createBooking?.id);
    expect(graphqlIds.every((id) => typeof id === 'number')).toBe(true);
    expect((await batch).status).toBe(200);

    // Each request counted once, under its route as declared and its status class.
    const requests = 'http_request_duration_seconds_count';
    const notScrapes = (samples: Sample[]) => total(samples, requests) - total(samples, requests, { route: '/metrics' });
    expect(notScrapes(after) - notScrapes(before)).toBe(all.length);
    const byRoute = new Map<string, number>();
    for (const answer of all) {
      const key = `${answer.method} ${answer.route} ${Math.floor(answer.status / 100)}xx`;
      byRoute.set(key, (byRoute.get(key) ?? 0) + 1);
    }
    for (const [key, count] of byRoute) {
      const [method, route, status] = key.split(' ') as [string, string, string];
      expect(delta(before, after, requests, { method, route, status }), key).toBe(count);
    }
    expect(delta(before, after, requests, { method: 'POST', route: '/api/hotel/bookings', status: '4xx' })).toBe(1);
    expect(delta(before, after, requests, { method: 'GET', route: '/api/hotel/bookings/:id', status: '2xx' })).toBe(10);
    expect(delta(before, after, requests, { route: 'unmatched', status: '4xx' })).toBe(2);
    // The scrape before, and each one during: a scrape is counted once it has answered.
    expect(delta(before, after, requests, { route: '/metrics' })).toBe(1 + during.length);
    const seconds = delta(before, after, 'http_request_duration_seconds_sum');
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(all.length * 30);
    // A histogram's buckets rise to its count.
    const createsBucket = (le: string) =>
      total(after, 'http_request_duration_seconds_bucket', { method: 'POST', route: '/api/hotel/bookings', status: '2xx', le });
    expect(createsBucket('0.005')).toBeLessThanOrEqual(createsBucket('1'));
    expect(createsBucket('+Inf')).toBe(total(after, requests, { method: 'POST', route: '/api/hotel/bookings', status: '2xx' }));

    // In flight: several while the load ran, the scrape itself once it is over.
    const inFlight = during.map((samples) => total(samples, 'http_requests_in_flight'));
    expect(Math.max(...inFlight)).toBeGreaterThanOrEqual(2);
    expect(total(after, 'http_requests_in_flight')).toBe(1);

    // The database's statements: more than the creates, each taking some time.
    const statements = delta(before, after, 'innkeep_db_query_duration_seconds_count');
    expect(statements).toBeGreaterThan(created + 2);
    expect(delta(before, after, 'innkeep_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    expect(total(after, 'innkeep_db_query_duration_seconds_bucket', { le: '+Inf' })).toBe(
      total(after, 'innkeep_db_query_duration_seconds_count'),
    );

    // The pool's connections on PostgreSQL (at most its 10); the embedded database has none.
    const pool = after.filter((sample) => sample.name === 'innkeep_db_pool_connections');
    if (process.env.DATABASE_URL) {
      expect(pool.map((sample) => sample.labels.state).sort()).toEqual(['busy', 'idle', 'waiting']);
      const open =
        total(after, 'innkeep_db_pool_connections', { state: 'idle' }) +
        total(after, 'innkeep_db_pool_connections', { state: 'busy' });
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(10);
      expect(total(after, 'innkeep_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    } else {
      expect(pool).toEqual([]);
    }

    // Bookings: the twelve creates over REST, two over GraphQL, two rows of the batch; the refused one is not.
    expect(delta(before, after, 'innkeep_bookings_created_total')).toBe(12 + 2 + 2);

    // Sign-ins: the one that opened a session, the wrong passwords, and the throttled guesses.
    const signInAnswers = [...(await Promise.all(signIns)), ...guesses];
    expect(signInAnswers.map((answer) => answer.status).filter((status) => status === 429)).toEqual([429, 429]);
    expect(delta(before, after, 'innkeep_logins_total', { result: 'ok' })).toBe(1);
    expect(delta(before, after, 'innkeep_logins_total', { result: 'refused' })).toBe(
      signInAnswers.filter((answer) => answer.status === 401).length,
    );
    expect(delta(before, after, 'innkeep_logins_total', { result: 'throttled' })).toBe(2);

    // The guest list's PDF was in the making while it was asked for, and no document is now.
    expect((await pdf).status).toBe(200);
    expect(Math.max(...during.map((samples) => total(samples, 'innkeep_documents_rendering')))).toBeGreaterThanOrEqual(1);
    expect(total(after, 'innkeep_documents_rendering')).toBe(0);

    // Node's and the process's own figures.
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(total(after, name), name).toBeGreaterThan(0);

    // No label names a hotel, a person or a guest: only the label names above, routes from the table, and
    // values that are words, never an id, an email or a name.
    const hotelIds = [inn.hotel.id, lodge.hotel.id, bookingId, ...graphqlIds].map(String);
    for (const sample of after.filter((entry) => OURS.test(entry.name))) {
      for (const [name, value] of Object.entries(sample.labels)) {
        expect(LABEL_NAMES.has(name), `${sample.name} label ${name}`).toBe(true);
        if (name === 'le') continue;
        expect(value, `${sample.name} ${name}`).toMatch(name === 'status' ? /^[1-5]xx$/ : /^[A-Za-z/_:{}*-]+$/);
        expect(hotelIds).not.toContain(value);
      }
      if (sample.labels.route !== undefined) expect(ROUTE_LABELS.has(sample.labels.route), sample.labels.route).toBe(true);
    }
    const text = await (await fetch(`${app.url}/metrics`)).text();
    expect(text).not.toMatch(/@|[0-9a-f]{8}-[0-9a-f]{4}-|Lodge|Inn \d|Gus|Batch|Olive/);
  });

  it('gives every answer its X-Request-Id, and takes a trusted proxy\u2019s', async () => {
    const own = await fetch(`${app.url}/api/health`);
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/);
    // The tests' server trusts the loopback proxy (TRUST_PROXY=loopback): its id is kept.
    const proxied = await fetch(`${app.url}/api/health`, { headers: { 'x-request-id': 'lb-7f3a-0001' } });
    expect(proxied.headers.get('x-request-id')).toBe('lb-7f3a-0001');
    // An id that could break a log line is not.
    const odd = await fetch(`${app.url}/api/health`, { headers: { 'x-request-id': 'a b"c' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('who may read GET /metrics', { timeout: 60_000 }, () => {
  let app: TestApp;
  const token = 'scraper-token-0b7e41';

  beforeAll(async () => {
    // On every interface, with a token, behind no trusted proxy.
    app = await startTestApp({ host: '0.0.0.0', metricsToken: token, trustProxy: null });
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/metrics`, { headers });

  it('answers a scraper on this host, and refuses with 404 one elsewhere that has not the token', async () => {
    expect((await get(app.url)).status).toBe(200);
    // A proxy on this host passing a request on from elsewhere is not a scraper on this host.
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    const refused = await get(app.url, forwarded);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe('Not found');
    expect((await get(app.url, { ...forwarded, authorization: 'Bearer not-the-token' })).status).toBe(404);
    expect((await get(app.url, { ...forwarded, authorization: token })).status).toBe(404);
    const allowed = await get(app.url, { ...forwarded, authorization: `Bearer ${token}` });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toContain('text/plain');
    expect(parseMetrics(await allowed.text()).some((sample) => sample.name === 'http_request_duration_seconds_count')).toBe(true);

    // From this machine's own network address: the connection's peer is not loopback, whatever a header says.
    const address = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
    if (address) {
      const outside = `http://${address}:${new URL(app.url).port}`;
      expect((await get(outside)).status).toBe(404);
      expect((await get(outside, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
      expect((await get(outside, { authorization: `Bearer ${token}` })).status).toBe(200);
    }
  });

  it('ignores a request id sent by a client that is not a trusted proxy', async () => {
    const answer = await fetch(`${app.url}/api/health`, { headers: { 'x-request-id': 'chosen-by-client' } });
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/);
  });
});
