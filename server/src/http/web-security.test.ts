import type { Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorHandler } from '../rest/error-handler';
import { runInRequestScope, type RequestScope } from '../logging/request-scope';
import { signUpHotel, type SignedInHotel } from '../testing/hotels';
import { startTestApp, type TestApp } from '../testing/test-app';
import { NOT_UTF8_MESSAGE } from './json-requests';
import { CROSS_SITE_REFUSED, GRAPHQL_NEEDS_JSON } from './same-origin';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@web-security.test', { name: 'Harbor Inn' });
});
afterAll(async () => app?.close());

/** A request with the hotel's session cookie and whatever headers a browser (or an attacker's page) would add. */
async function raw(method: string, path: string, headers: Record<string, string>, body?: string) {
  const cookie = hotel.api.sessionCookie()!;
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { cookie: `${cookie.name}=${cookie.value}`, ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

const cookieOf = () => {
  const cookie = hotel.api.sessionCookie()!;
  return { cookie: `${cookie.name}=${cookie.value}` };
};

const guestCount = async () => ((await hotel.api.get('/api/hotel/guests')).body as unknown[]).length;
const GUEST = JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' });
const JSON_TYPE = { 'content-type': 'application/json' };
const CREATE_GUEST = JSON.stringify({
  query: 'mutation { createGuest(input: { firstName: "Ada", lastName: "Lovelace" }) { id } }',
});

describe('cross-site requests (CSRF)', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin of another port', { origin: 'http://127.0.0.1:1' }],
    ['an opaque Origin', { origin: 'null' }],
    ['a Referer of another site', { referer: 'https://evil.example/page.html' }],
  ])('refuses a state-changing call to /api and /graphql with %s, and changes nothing', async (_what, header) => {
    const before = await guestCount();
    for (const [method, path] of [
      ['POST', '/api/hotel/guests'],
      ['PUT', '/api/hotel/settings'],
      ['DELETE', '/api/hotel/clear'],
    ] as const) {
      const refused = await raw(method, path, { ...JSON_TYPE, ...header }, method === 'DELETE' ? undefined : GUEST);
      expect({ method, path, status: refused.status, body: JSON.parse(refused.text) }).toEqual({
        method,
        path,
        status: 403,
        body: { error: CROSS_SITE_REFUSED },
      });
    }
    const graphql = await raw('POST', '/graphql', { ...JSON_TYPE, ...header }, CREATE_GUEST);
    expect([graphql.status, JSON.parse(graphql.text)]).toEqual([403, { error: CROSS_SITE_REFUSED }]);
    expect(await guestCount()).toBe(before);
  });

  it('lets through its own origin (APP_URL or the Host it was reached at), no Origin at all, and reads from anywhere', async () => {
    const before = await guestCount();
    const host = new URL(app.url).host;
    expect((await raw('POST', '/api/hotel/guests', { ...JSON_TYPE, origin: app.config.appUrl }, GUEST)).status).toBe(201);
    expect((await raw('POST', '/api/hotel/guests', { ...JSON_TYPE, referer: `http://${host}/hotel/guests` }, GUEST)).status).toBe(
      201,
    );
    expect((await raw('POST', '/api/hotel/guests', JSON_TYPE, GUEST)).status).toBe(201);
    const graphql = await raw('POST', '/graphql', { ...JSON_TYPE, origin: `http://${host}` }, CREATE_GUEST);
    expect(JSON.parse(graphql.text).data.createGuest.id).toBeGreaterThan(0);
    expect(await guestCount()).toBe(before + 4);
    // Reads are not state-changing: a cross-site GET still needs the session, which SameSite=Lax does not send on sub-requests.
    expect((await raw('GET', '/api/hotel/guests', { origin: 'https://evil.example' })).status).toBe(200);
  });

  it('answers a GraphQL POST only when it is application/json, so an HTML form cannot reach it', async () => {
    const before = await guestCount();
    const form = `query=${encodeURIComponent('mutation { createGuest(input: { firstName: "A", lastName: "B" }) { id } }')}`;
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const refused = await raw('POST', '/graphql', { 'content-type': type }, form);
      expect({ type, status: refused.status, body: JSON.parse(refused.text) }).toEqual({
        type,
        status: 415,
        body: { error: GRAPHQL_NEEDS_JSON },
      });
    }
    expect(await guestCount()).toBe(before);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ email: 'desk@web-security.test', password: 'secret123' }),
    });
    expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(login.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
  });
});

describe('security headers', () => {
  it.each(['/', '/hotel/guests', '/api/health', '/api/hotel/guests'])(
    '%s carries the CSP, nosniff, frame and referrer rules',
    async (path) => {
      const response = await raw('GET', path, {});
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('x-powered-by')).toBeNull();
      // HSTS only where the app is served over HTTPS.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('keeps JSON answers out of every cache: REST, its errors and GraphQL', async () => {
    const answers = [
      await raw('GET', '/api/health', {}),
      await raw('GET', '/api/hotel/guests', {}),
      await raw('GET', '/api/hotel/nowhere', {}),
      await raw('POST', '/api/hotel/guests', JSON_TYPE, '{}'),
      await raw('POST', '/graphql', JSON_TYPE, JSON.stringify({ query: '{ me { id } }' })),
    ];
    expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [404, 'no-store'],
      [422, 'no-store'],
      [200, 'no-store'],
    ]);
  });

  it('lets only this app frame a document shown inline; a download may not be framed at all', async () => {
    const inline = await raw('GET', '/api/hotel/guests/pdf?inline=1', {});
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(inline.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const attachment = await raw('GET', '/api/hotel/guests/pdf', {});
    expect(attachment.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(attachment.headers.get('x-frame-options')).toBe('DENY');
  });

  it('adds HSTS when APP_URL is https', async () => {
    const secure = await startTestApp({ secureCookies: true });
    try {
      const response = await fetch(`${secure.url}/api/health`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});

describe('oversized and malformed bodies', () => {
  const huge = JSON.stringify({ firstName: 'A'.repeat(1_100_000), lastName: 'B' });

  it('answers 413 with a sentence for a body over 1 MB, on /api and on /graphql, and stores nothing', async () => {
    const before = await guestCount();
    const api = await raw('POST', '/api/hotel/guests', JSON_TYPE, huge);
    expect([api.status, JSON.parse(api.text)]).toEqual([413, { error: 'Request body is too large' }]);
    const graphql = await raw('POST', '/graphql', JSON_TYPE, JSON.stringify({ query: `{ me { id } }`, pad: huge }));
    expect([graphql.status, JSON.parse(graphql.text)]).toEqual([413, { error: 'Request body is too large' }]);
    expect(await guestCount()).toBe(before);
  });

  it('answers 400 for malformed JSON on /api and /graphql', async () => {
    for (const path of ['/api/hotel/guests', '/graphql']) {
      const response = await raw('POST', path, JSON_TYPE, '{"firstName": ');
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.text).not.toMatch(/at .*\.(ts|js):\d+|SyntaxError/);
    }
  });
});

describe('text that is not UTF-8', () => {
  const notUtf8 = [400, { error: NOT_UTF8_MESSAGE }];

  it('answers 400 for a lone surrogate in the JSON or bytes that are not UTF-8, on /api and /graphql, and stores nothing', async () => {
    const before = await guestCount();
    const escaped = '{"firstName": "\\ud800", "lastName": "Lovelace"}';
    const rawBytes = Buffer.concat([
      Buffer.from('{"firstName": "Ad'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('a", "lastName": "L"}'),
    ]);
    for (const body of [escaped, rawBytes]) {
      const api = await fetch(`${app.url}/api/hotel/guests`, { method: 'POST', headers: { ...cookieOf(), ...JSON_TYPE }, body });
      expect([api.status, await api.json()]).toEqual(notUtf8);
    }
    const graphql = await raw(
      'POST',
      '/graphql',
      JSON_TYPE,
      '{"query": "mutation ($f: String!) { createGuest(input: { firstName: $f, lastName: \\"L\\" }) { id } }", "variables": {"f": "\\udc00"}}',
    );
    expect([graphql.status, JSON.parse(graphql.text)]).toEqual(notUtf8);
    expect(await guestCount()).toBe(before);
  });

  it('answers 400 for a query string whose escapes are not UTF-8, and takes a plain % as text', async () => {
    for (const query of ['?search=%ED%A0%80', '?search=%FF', '?from=2026-01-01%C0%AF']) {
      const answer = await raw('GET', `/api/hotel/bookings${query}`, {});
      expect([query, answer.status, JSON.parse(answer.text)]).toEqual([query, ...notUtf8]);
    }
    expect((await raw('GET', '/api/hotel/bookings?search=100%25%20off%', {})).status).toBe(200);
    expect((await raw('GET', '/api/hotel/bookings?search=Zo%C3%AB', {})).status).toBe(200);
  });
});

describe('an unexpected failure in /api', () => {
  it("answers a generic sentence and the request's reference: the SQL and the stack stay in the server log", () => {
    const sqlError = new Error(
      'insert into "guest" ("first_name") values ($1) - invalid byte sequence for encoding "UTF8": 0x00',
    );
    let sent: { status?: number; body?: unknown } = {};
    const res = {
      status: (status: number) => ({ json: (body: unknown) => (sent = { status, body }) }),
      setHeader: () => undefined,
    } as unknown as Response;
    const scope: RequestScope = { reqId: '0a1b2c3d4e5f', route: null, hotelId: null, personId: null, serverError: undefined };
    runInRequestScope(scope, () => apiErrorHandler(sqlError, {} as Request, res, () => undefined));
    expect(sent).toEqual({
      status: 500,
      body: { error: 'Something went wrong on our side. Please try again.', reqId: '0a1b2c3d4e5f' },
    });
    // Kept for the request's one log line (http/request-log.ts), which writes it with its stack.
    expect(scope.serverError).toBe(sqlError);
  });
});
