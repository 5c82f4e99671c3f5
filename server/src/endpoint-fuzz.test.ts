import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '@core/parse-input';
import { DATE_RANGE_MESSAGE } from '@core/schemas/common';
import type { Em } from './db/orm';
import { declaredAccess } from './graphql/access';
import { NOT_UTF8_MESSAGE } from './http/json-requests';
import { buildAppSchema } from './graphql/schema';
import type { Access } from './modules/accounts/guards';
import { resolvers, routes } from './app';
import { GRAPHQL, REST, YEAR, type Case, type Vars } from './testing/endpoint-table';
import { operationFor } from './testing/graphql-walk';
import { mark } from './testing/marked-hotel';
import { startTestApp, type TestApp } from './testing/test-app';
import { buildWalkWorld, send, type CallerName, type Session, type WalkWorld } from './testing/walker-callers';

/**
 * Every endpoint — each REST route and each GraphQL query and mutation — called by its rightful caller with
 * hostile input: a body field, a path id, a query parameter or a GraphQL argument replaced by a wrong
 * type, a huge or strange string, an impossible date, negative or NaN money, SQL or HTML, an object that
 * breaks Number(). Every answer must be a success or a clear 4xx ({"error": "a sentence"}, or a GraphQL
 * error with a code), never a 500; and a refused call must leave the database exactly as it was. A fixed
 * seed and a few runs per endpoint keep it deterministic and quick.
 */

const RUNS_PER_ENDPOINT = 5;
const SEED = 20260214;

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  -0.01,
  0.001,
  1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  '',
  ' ',
  'NaN',
  '-5',
  'Infinity',
  '1e5',
  '12.345',
  '2026-02-30',
  '2025-02-29',
  '9999-99-99',
  "'; drop table booking; --",
  "1' OR '1'='1",
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'Zoë 漢字 🏨 \u202e\u200b',
  '\u0000',
  'A'.repeat(70_000),
  [],
  ['a', 1],
  {},
  { valueOf: 1, toString: 1 },
];
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer() },
);
const HOSTILE_SEGMENTS = ['-1', '0', 'abc', '1.5', '1e3', '99999999999999', '%00', "1'--", '%3Cscript%3E', '2026-02-30', 'NaN'];

/** Rows of every table but sessions and throttle counters, as one hash per table: "did anything change?" */
async function fingerprint(app: TestApp): Promise<Record<string, string>> {
  const em = app.orm.em.fork() as Em;
  const tables = [...new Set(Object.values(app.orm.getMetadata().getAll()).map((meta) => meta.tableName))]
    .filter((table) => table && !['auth_session', 'sign_in_attempt'].includes(table))
    .sort();
  const sql = tables
    .map(
      (table) =>
        `select '${table}' as t, count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${table}" x`,
    )
    .join(' union all ');
  const rows = (await em.getConnection().execute(sql)) as { t: string; n: number; h: string }[];
  return Object.fromEntries(rows.map((row) => [row.t, `${row.n}:${row.h}`]));
}

let app: TestApp;
let world: WalkWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildWalkWorld(app);
});
afterAll(async () => app?.close());

const ownerOf = (access: Access): CallerName => (access === 'admin' ? 'admin' : 'hotel A');
const varsFor = (): Vars => ({ ids: world.ids, m: mark, world });
const sessionFor = async (access: Access, c: Case): Promise<Session> => {
  const caller = world.callers[ownerOf(access)];
  return c.ownSession ? caller.fresh() : caller.api;
};

/** The same value with a NUL in each of its strings (object keys too): PostgreSQL text cannot store U+0000. */
function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNul(item)]));
  return value;
}

const hasText = (value: unknown): boolean =>
  typeof value === 'string' || (typeof value === 'object' && value !== null && Object.values(value).some(hasText));

/** Runs `call` under fast-check and checks each answer, and that a refused call changed nothing. */
async function fuzz<T>(inputs: fc.Arbitrary<T>, call: (input: T) => Promise<{ refused: boolean; describe: string }>) {
  let before = await fingerprint(app);
  await fc.assert(
    fc.asyncProperty(inputs, async (input) => {
      const outcome = await call(input);
      const after = await fingerprint(app);
      if (outcome.refused) expect(after, `${outcome.describe} was refused but changed the database`).toEqual(before);
      before = after;
    }),
    { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
  );
}

function checkRefusal(status: number, text: string, describe: string): boolean {
  expect(status, `${describe} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (status < 400) return false;
  expect([400, 401, 403, 404, 409, 413, 415, 422, 429], describe).toContain(status);
  const body = JSON.parse(text) as { error?: unknown };
  expect(typeof body.error, `${describe}: ${text.slice(0, 200)}`).toBe('string');
  expect((body.error as string).length, describe).toBeGreaterThan(3);
  expect((body.error as string).length, `${describe}: the message quotes too much input`).toBeLessThan(500);
  return true;
}

// ---------------------------------------------------------------- REST

type RestInput =
  | { kind: 'field'; key: string; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'segment'; value: string }
  | { kind: 'query'; value: unknown };

const restEntries = routes
  .map((route) => ({ route, key: `${route.method.toUpperCase()} ${route.path}` }))
  .filter(({ key }) => !REST[key]?.destroys);

function restInputs(hasBody: boolean, hasParams: boolean, keys: string[]): fc.Arbitrary<RestInput> {
  const options: fc.Arbitrary<RestInput>[] = [];
  if (hasBody && keys.length)
    options.push(fc.record({ kind: fc.constant('field' as const), key: fc.constantFrom(...keys), value: hostileValue }));
  if (hasBody)
    options.push(fc.record({ kind: fc.constant('body' as const), value: fc.constantFrom<unknown>([], 'text', 12, null, [{}]) }));
  if (hasParams) options.push(fc.record({ kind: fc.constant('segment' as const), value: fc.constantFrom(...HOSTILE_SEGMENTS) }));
  if (!hasBody) options.push(fc.record({ kind: fc.constant('query' as const), value: hostileValue }));
  return fc.oneof(...options);
}

describe('every REST route under hostile input', () => {
  it.each(restEntries.map((entry) => entry.key))(
    '%s answers a success or a clear 4xx, and a refusal changes nothing',
    async (key) => {
      const c = REST[key];
      expect(c, `${key} has no entry in testing/endpoint-table.ts`).toBeDefined();
      const { route } = restEntries.find((entry) => entry.key === key)!;
      const hasBody = route.method === 'post' || route.method === 'put';
      const hasParams = route.path.includes(':');
      const sample = c!.body?.(varsFor());
      const keys = sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : [];
      if (hasText(sample)) {
        const before = await fingerprint(app);
        const path = `/api${route.path}`
          .replace(':year', String(YEAR))
          .replace(':id', String(world.ids.roomId))
          .replace(':slug', world.publicPage.slug)
          .replace(':token', world.publicPage.token);
        const answer = await send(await sessionFor(route.access, c!), route.method.toUpperCase(), path, withNul(sample));
        expect([answer.status, answer.json], key).toEqual([422, { error: NUL_MESSAGE }]);
        expect(await fingerprint(app)).toEqual(before);
      }
      await fuzz(restInputs(hasBody, hasParams, keys), async (input) => {
        const v = varsFor();
        let path = `/api${route.path}`
          .replace(':year', String(YEAR))
          .replace(':id', String(world.ids.roomId))
          .replace(':slug', world.publicPage.slug)
          .replace(':token', world.publicPage.token);
        let body: unknown = hasBody ? (c!.body?.(v) ?? {}) : undefined;
        if (input.kind === 'field') body = { ...(body as object), [input.key]: input.value };
        if (input.kind === 'body') body = input.value;
        if (input.kind === 'segment') path = `/api${route.path}`.replace(/:\w+/, input.value);
        if (input.kind === 'query') {
          const value = typeof input.value === 'string' ? input.value : (JSON.stringify(input.value) ?? '');
          path += `?limit=${encodeURIComponent(value)}&offset=${encodeURIComponent(value)}&token=${encodeURIComponent(value)}`;
        }
        const answer = await send(await sessionFor(route.access, c!), route.method.toUpperCase(), path, body);
        const describe = `${key} with ${JSON.stringify(input).slice(0, 120)}`;
        return { refused: checkRefusal(answer.status, answer.text, describe), describe };
      });
    },
  );
});

// ---------------------------------------------------------------- GraphQL

const schema = await buildAppSchema(resolvers);
const graphqlEntries = (['query', 'mutation'] as const)
  .flatMap((operation) => {
    const type = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((field) => ({ operation, field, name: field.name }));
  })
  .filter((entry) => entry.field.args.length > 0 && !GRAPHQL[entry.name]?.destroys);

const ALLOWED_CODES = [
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'INVALID_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
];

describe('every GraphQL field with arguments under hostile input', () => {
  it.each(graphqlEntries.map((entry) => entry.name))(
    '%s answers data or a coded error, and a refusal changes nothing',
    async (name) => {
      const c = GRAPHQL[name];
      expect(c, `${name} has no entry in testing/endpoint-table.ts`).toBeDefined();
      const { operation, field } = graphqlEntries.find((entry) => entry.name === name)!;
      const access = declaredAccess.get(name)!;
      const sample = c!.args?.(varsFor()) ?? {};
      // An argument, or a field of an input object argument.
      const paths = field.args.flatMap((arg) => {
        const value = sample[arg.name];
        return value && typeof value === 'object' && !Array.isArray(value)
          ? Object.keys(value).map((key) => [arg.name, key])
          : [[arg.name]];
      });
      if (hasText(sample)) {
        const before = await fingerprint(app);
        const args = withNul(sample) as Record<string, unknown>;
        const answer = await send(await sessionFor(access, c!), 'POST', '/graphql', {
          query: operationFor(operation, field, args),
          variables: args,
        });
        const result = answer.json as { errors?: { message: string; extensions?: { code?: string } }[] };
        expect(result.errors?.[0], name).toMatchObject({ message: NUL_MESSAGE, extensions: { code: 'INVALID_INPUT' } });
        expect(await fingerprint(app)).toEqual(before);
      }
      await fuzz(fc.record({ path: fc.constantFrom(...paths), value: hostileValue }), async ({ path, value }) => {
        const args: Record<string, unknown> = { ...(c!.args?.(varsFor()) ?? {}) };
        if (path.length === 1) args[path[0]!] = value;
        else args[path[0]!] = { ...(args[path[0]!] as object), [path[1]!]: value };
        const document = operationFor(operation, field, Object.fromEntries(field.args.map((arg) => [arg.name, args[arg.name]])));
        const answer = await send(await sessionFor(access, c!), 'POST', '/graphql', { query: document, variables: args });
        const describe = `${name} with ${path.join('.')} = ${JSON.stringify(value)?.slice(0, 80)}`;
        expect(answer.status, `${describe}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
        const result = answer.json as { errors?: { message: string; extensions?: { code?: string } }[] } | null;
        const codes = (result?.errors ?? []).map((error) => error.extensions?.code ?? 'NO CODE');
        for (const code of codes) expect(ALLOWED_CODES, `${describe}: ${answer.text.slice(0, 300)}`).toContain(code);
        for (const error of result?.errors ?? []) expect(error.message.length, describe).toBeLessThan(600);
        return { refused: codes.length > 0, describe };
      });
    },
  );
});

// ---------------------------------------------------------------- dates beyond 2000–2100

const FAR_DATE = '9999-12-31';
/** A date field or parameter: date, from, to, checkInDate, hireDate, startDate, endDate (not a list of dates). */
const isDateKey = (key: string) => /^(date|from|to)$|[a-z]Date$/.test(key);
/** The GET routes that read a date from their query string. */
const DATE_QUERY_ROUTES = [
  'GET /hotel/audit',
  'GET /hotel/audit.csv',
  'GET /hotel/bookings',
  'GET /hotel/room-blocks',
  'GET /hotel/front-desk',
];
const STAY_MESSAGE = /must be between \d{4}-\d{2}-\d{2} and 2100-12-31$/;

describe('a date beyond 2000–2100', () => {
  it('is refused where the activity log filters, not answered 500', async () => {
    const api = world.callers['hotel A'].api;
    for (const path of [
      '/api/hotel/audit?to=9999-12-31',
      '/api/hotel/audit.csv?to=9999-12-31',
      '/api/hotel/audit?from=1000-01-01',
    ]) {
      const answer = await send(api, 'GET', path);
      expect([path, answer.status, answer.json]).toEqual([path, 422, { error: DATE_RANGE_MESSAGE }]);
    }
    const graphql = await send(api, 'POST', '/graphql', { query: '{ auditLog(to: "9999-12-31") { entries { id } } }' });
    expect((graphql.json as { errors?: unknown[] }).errors?.[0]).toMatchObject({
      message: DATE_RANGE_MESSAGE,
      extensions: { code: 'INVALID_INPUT' },
    });
  });

  it.each(restEntries.map((entry) => entry.key))('%s answers 422 for it in a date of its path, query or body', async (key) => {
    const c = REST[key]!;
    const { route } = restEntries.find((entry) => entry.key === key)!;
    const session = await sessionFor(route.access, c);
    const path = `/api${route.path}`
      .replace(':year', String(YEAR))
      .replace(':date', FAR_DATE)
      .replace(':id', String(world.ids.roomId))
      .replace(':slug', world.publicPage.slug)
      .replace(':token', world.publicPage.token);
    const before = await fingerprint(app);
    if (route.method === 'get' || route.method === 'delete') {
      const query = `?from=${FAR_DATE}&to=${FAR_DATE}&date=${FAR_DATE}&checkInDate=${FAR_DATE}`;
      const answer = await send(session, route.method.toUpperCase(), `${path}${query}`);
      const describe = `${key}${query}`;
      if (DATE_QUERY_ROUTES.includes(key) || route.path.includes(':date')) {
        expect([describe, answer.status], answer.text).toEqual([describe, 422]);
        expect((answer.json as { error: string }).error, describe).toMatch(STAY_MESSAGE);
      } else checkRefusal(answer.status, answer.text, describe);
    } else {
      const sample = c.body?.(varsFor());
      const dateKeys =
        sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample).filter(isDateKey) : [];
      for (const dateKey of dateKeys) {
        const answer = await send(session, route.method.toUpperCase(), path, { ...(sample as object), [dateKey]: FAR_DATE });
        const describe = `${key} with ${dateKey} ${FAR_DATE}`;
        expect([describe, answer.status], answer.text).toEqual([describe, 422]);
        expect((answer.json as { error: string }).error, describe).toMatch(STAY_MESSAGE);
      }
    }
    if (route.method === 'get') expect(await fingerprint(app)).toEqual(before);
  });

  const datedFields = graphqlEntries.filter(
    ({ field }) => field.args.some((arg) => isDateKey(arg.name)) || field.args.some((arg) => arg.name === 'input'),
  );
  it.each(datedFields.map((entry) => entry.name))('%s answers INVALID_INPUT for it in a date argument', async (name) => {
    const c = GRAPHQL[name]!;
    const { operation, field } = graphqlEntries.find((entry) => entry.name === name)!;
    const session = await sessionFor(declaredAccess.get(name)!, c);
    const sample = c.args?.(varsFor()) ?? {};
    const paths = field.args.flatMap((arg) => {
      const value = sample[arg.name];
      if (value && typeof value === 'object' && !Array.isArray(value))
        return Object.keys(value)
          .filter(isDateKey)
          .map((key) => [arg.name, key]);
      return isDateKey(arg.name) ? [[arg.name]] : [];
    });
    for (const path of paths) {
      const args: Record<string, unknown> = { ...sample };
      if (path.length === 1) args[path[0]!] = FAR_DATE;
      else args[path[0]!] = { ...(args[path[0]!] as object), [path[1]!]: FAR_DATE };
      const document = operationFor(operation, field, Object.fromEntries(field.args.map((arg) => [arg.name, args[arg.name]])));
      const answer = await send(session, 'POST', '/graphql', { query: document, variables: args });
      const describe = `${name} with ${path.join('.')} ${FAR_DATE}`;
      const errors = (answer.json as { errors?: { message: string; extensions?: { code?: string } }[] }).errors ?? [];
      expect([describe, errors[0]?.extensions?.code], answer.text.slice(0, 300)).toEqual([describe, 'INVALID_INPUT']);
      expect(errors[0]?.message, describe).toMatch(STAY_MESSAGE);
    }
  });
});

// ---------------------------------------------------------------- text that is not UTF-8

/** The same value with a lone UTF-16 surrogate in each of its strings: JSON can say it ("\ud800"), UTF-8 cannot. */
function withLoneSurrogate(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\ud800`;
  if (Array.isArray(value)) return value.map(withLoneSurrogate);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withLoneSurrogate(item)]));
  return value;
}

describe('a lone UTF-16 surrogate in the JSON', () => {
  it.each(restEntries.filter(({ route }) => route.method === 'post' || route.method === 'put').map((entry) => entry.key))(
    '%s answers 400 and changes nothing',
    async (key) => {
      const c = REST[key]!;
      const { route } = restEntries.find((entry) => entry.key === key)!;
      if (!hasText(c.body?.(varsFor()))) return;
      const path = `/api${route.path}`
        .replace(':year', String(YEAR))
        .replace(':id', String(world.ids.roomId))
        .replace(':slug', world.publicPage.slug)
        .replace(':token', world.publicPage.token);
      const before = await fingerprint(app);
      const answer = await send(
        await sessionFor(route.access, c),
        route.method.toUpperCase(),
        path,
        withLoneSurrogate(c.body!(varsFor())),
      );
      expect([key, answer.status, answer.json]).toEqual([key, 400, { error: NOT_UTF8_MESSAGE }]);
      expect(await fingerprint(app)).toEqual(before);
    },
  );

  it.each(graphqlEntries.map((entry) => entry.name))('%s answers 400 and changes nothing', async (name) => {
    const c = GRAPHQL[name]!;
    if (!hasText(c.args?.(varsFor()))) return;
    const { operation, field } = graphqlEntries.find((entry) => entry.name === name)!;
    const args = withLoneSurrogate(c.args!(varsFor())) as Record<string, unknown>;
    const before = await fingerprint(app);
    const answer = await send(await sessionFor(declaredAccess.get(name)!, c), 'POST', '/graphql', {
      query: operationFor(operation, field, args),
      variables: args,
    });
    expect([name, answer.status, answer.json]).toEqual([name, 400, { error: NOT_UTF8_MESSAGE }]);
    expect(await fingerprint(app)).toEqual(before);
  });
});

// ---------------------------------------------------------------- SQL and HTML are data

describe('SQL and HTML in names', () => {
  const HTML = '<img src=x onerror=alert(1)>';
  const SQL = "'; drop table booking; --";

  it('are stored and answered exactly as given, through REST, GraphQL and the PDF, and run nothing', async () => {
    const api = world.callers['hotel A'].api;
    const bookingsBefore = (await send(api, 'GET', '/api/hotel/bookings')).json as unknown[];
    const guest = await send(api, 'POST', '/api/hotel/guests', { firstName: HTML, lastName: SQL, notes: `${SQL} ${HTML}` });
    expect(guest.status).toBe(201);
    const id = (guest.json as { id: number }).id;
    expect((await send(api, 'GET', `/api/hotel/guests/${id}`)).json).toMatchObject({
      firstName: HTML,
      lastName: SQL,
      notes: `${SQL} ${HTML}`,
    });
    const roomType = await send(api, 'POST', '/api/hotel/room-types', {
      name: SQL,
      dailyRate: '1',
      weeklyRate: '1',
      monthlyRate: '1',
    });
    expect((roomType.json as { name: string }).name).toBe(SQL);

    const graphql = await send(api, 'POST', '/graphql', {
      query: 'query ($id: Int!) { guest(id: $id) { firstName lastName } roomTypes { name } }',
      variables: { id },
    });
    const data = (graphql.json as { data: { guest: { firstName: string; lastName: string }; roomTypes: { name: string }[] } })
      .data;
    expect(data.guest).toEqual({ firstName: HTML, lastName: SQL });
    expect(data.roomTypes.map((type) => type.name)).toContain(SQL);

    // The search is a LIKE pattern: its wildcards and quotes are matched literally.
    const search = await send(api, 'POST', '/graphql', {
      query: 'query ($text: String!) { guestSearch(text: $text) { id } }',
      variables: { text: "'; drop" },
    });
    expect((search.json as { data: { guestSearch: { id: number }[] } }).data.guestSearch.map((found) => found.id)).toEqual([id]);
    const wildcard = await send(api, 'POST', '/graphql', { query: '{ guestSearch(text: "%") { id } }' });
    expect((wildcard.json as { data: { guestSearch: unknown[] } }).data.guestSearch).toEqual([]);

    const pdf = await send(api, 'GET', '/api/hotel/guests/pdf');
    const printed = pdf.text.replace(/\s+/g, ' ');
    expect(printed).toContain(HTML);
    expect(printed).toContain(SQL);
    expect((await send(api, 'GET', '/api/hotel/bookings')).json).toEqual(bookingsBefore);
  });
});
