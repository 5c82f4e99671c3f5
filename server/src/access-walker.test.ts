import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredAccess } from './graphql/access';
import { buildAppSchema } from './graphql/schema';
import { ROLES, type Role } from '@core/roles';
import type { Access } from './modules/accounts/guards';
import { resolvers, routes } from './app';
import { ApiClient } from './testing/api-client';
import { routeUrl } from './rest/route';
import { GRAPHQL, REST, type Case, type Vars } from './testing/endpoint-table';
import { operationFor } from './testing/graphql-walk';
import { walkPath } from './testing/walker-paths';
import { carriesMarker, mark, plain } from './testing/marked-hotel';
import { startTestApp, type TestApp } from './testing/test-app';
import {
  buildWalkWorld,
  CALLERS,
  ROLE_OF_CALLER,
  send,
  type Answer,
  type CallerName,
  type WalkIds,
  type WalkWorld,
} from './testing/walker-callers';

/**
 * Every REST route (app.ts) and every GraphQL query and mutation (the built schema), called as each caller
 * of walker-callers.ts: signed out, hotel A's people of each role (A owns the data) and a deactivated one,
 * hotel B on A's ids, an admin in their own session, and an admin impersonating B. The status (or GraphQL error code) each caller gets follows
 * from the endpoint's declared access; no caller but A (and the admin on admin endpoints) may see a byte of
 * A's data: every string A stored carries MARKER, and every answer — JSON, PDF text, spreadsheet, CSV —
 * is searched for it. A new endpoint without an entry in testing/endpoint-table.ts fails this test.
 */

/** A's people from the least allowed to the most: the first an endpoint admits is the one who calls it. */
const LEAST_FIRST = [...ROLES].reverse();
const CALLER_OF_ROLE = Object.fromEntries(
  Object.entries(ROLE_OF_CALLER).map(([caller, role]) => [role, caller as CallerName]),
) as Record<Role, CallerName>;

/**
 * Who makes an endpoint's successful call, so whose answer may show A's marker: the admin for admin
 * endpoints, and for a hotel's the least of A's people it admits (the housekeeper for the housekeeping
 * list, the front desk for a booking, a manager for a report, the Owner to clear the data). Those above
 * them are admitted by the same declaration and are not called again (their calls would change A's data
 * twice); those below are refused, and are walked with everyone else.
 */
const ownerOf = (access: Access): CallerName => {
  if (access === 'admin') return 'admin';
  if (access === 'public' || access === 'self') return 'hotel A';
  return CALLER_OF_ROLE[LEAST_FIRST.find((role) => access.includes(role))!];
};

/** One of A's people whom this endpoint admits. */
const admitsAsA = (access: Access, caller: CallerName): boolean => {
  const role = ROLE_OF_CALLER[caller];
  return role !== undefined && access !== 'admin' && (access === 'public' || access === 'self' || access.includes(role));
};

const STATUS_CODE: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** A deactivated person's session opens nothing: they get what someone signed out gets. */
const answerKey = (caller: CallerName): CallerName => (caller === 'A deactivated' ? 'signed out' : caller);

/** What the declared access says this caller gets: the success status, 401, 403, or 404 on A's records. */
function expected(access: Access, caller: CallerName, c: Case, namesA: boolean): number | 'ok' {
  if (access === 'public') return 'ok';
  if (answerKey(caller) === 'signed out') return 401;
  if (access === 'self') return 'ok';
  if (access === 'admin') return caller === 'admin' ? 'ok' : 403;
  // A's people: their role decides, with the spec's 403 for a role the endpoint does not name.
  const role = ROLE_OF_CALLER[caller];
  if (role) return access.includes(role) ? 'ok' : 403;
  // Another hotel's Owner works on its own data (B's, or the admin's own account's); A's ids are not found.
  if (!namesA) return 'ok';
  return 404;
}

let app: TestApp;
let world: WalkWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildWalkWorld(app);
});
afterAll(async () => app?.close());

/** A's view of every list it has: compared before and after the others' calls. */
async function snapshotOfA(): Promise<string[]> {
  const paths = routes
    .filter((route) => route.method === 'get' && Array.isArray(route.access) && !/:|pdf|xlsx|csv/.test(route.path))
    .map((route) => routeUrl(route));
  return Promise.all(paths.map(async (path) => `${path} ${(await send(world.a.api, 'GET', path)).text}`));
}

function varsFor(caller: CallerName, access: Access, c: Case, spare: WalkIds): Vars {
  const owner = caller === ownerOf(access);
  return { ids: owner && c.consumes ? spare : world.ids, m: owner ? mark : plain, world };
}

function checkLeak(caller: CallerName, access: Access, what: string, answer: Answer | { text: string }) {
  if (caller === ownerOf(access) || admitsAsA(access, caller)) return;
  expect(carriesMarker(answer.text), `${caller}'s answer to ${what} carries A's data: ${answer.text.slice(0, 300)}`).toBe(false);
}

// ---------------------------------------------------------------- REST

const restKey = (route: (typeof routes)[number]) => `${route.method.toUpperCase()} ${route.path}`;
const restRoutes = routes.map((route) => ({ route, key: restKey(route) }));

async function callRest(key: string, caller: CallerName) {
  const { route } = restRoutes.find((entry) => entry.key === key)!;
  const c = REST[key]!;
  const consumes = route.method === 'delete' && route.path.includes(':');
  const v = varsFor(caller, route.access, { ...c, consumes }, world.spares.rest);
  const api = c.ownSession ? await world.callers[caller].fresh() : world.callers[caller].api;
  const path = walkPath(route, v.ids, world) + (c.query?.(v) ?? '');
  const body = c.body?.(v);
  const answer = await send(api, route.method.toUpperCase(), path, body);
  const rule = expected(route.access, caller, c, Boolean(c.namesA) || route.path.includes(':id'));
  const want = c.answers?.[answerKey(caller)] ?? (rule === 'ok' ? c.ok : rule);
  expect({ caller, key, status: answer.status, body: answer.status === want ? '' : answer.text.slice(0, 300) }).toEqual({
    caller,
    key,
    status: want,
    body: '',
  });
  checkLeak(caller, route.access, key, answer);
  if (caller === ownerOf(route.access) && c.showsA && route.access !== 'public') {
    expect(carriesMarker(answer.text), `${caller}'s ${key} should show A's marked data`).toBe(true);
  }
  if (key === 'GET /auth/me' && caller === 'hotel A') expect(carriesMarker(answer.text)).toBe(true);
}

/** Everyone but the endpoint's owner and the A people above them (see ownerOf). */
const othersOf = (access: Access) => CALLERS.filter((caller) => caller !== ownerOf(access) && !admitsAsA(access, caller));

describe('every REST route, as every caller', () => {
  it('has an entry in the walk table for each route, and none for a route that is gone', () => {
    const missing = restRoutes.filter((entry) => !REST[entry.key]).map((entry) => entry.key);
    expect(missing, 'add these routes to REST in testing/endpoint-table.ts').toEqual([]);
    const stale = Object.keys(REST).filter((key) => !restRoutes.some((entry) => entry.key === key));
    expect(stale).toEqual([]);
  });

  const walked = restRoutes.filter((entry) => !REST[entry.key]?.destroys).map((entry) => entry.key);

  it.each(walked)('%s: others get what the access rule says and nothing of A', async (key) => {
    expect(REST[key], `${key} has no entry in REST`).toBeDefined();
    const { route } = restRoutes.find((entry) => entry.key === key)!;
    for (const caller of othersOf(route.access)) await callRest(key, caller);
  });

  it("left A's data as it was", async () => {
    expect(await snapshotOfA()).toEqual(snapshotBefore);
  });

  it.each(walked)('%s: its owner succeeds', async (key) => {
    const { route } = restRoutes.find((entry) => entry.key === key)!;
    await callRest(key, ownerOf(route.access));
  });
});

let snapshotBefore: string[];
beforeAll(async () => {
  snapshotBefore = await snapshotOfA();
});

// ---------------------------------------------------------------- GraphQL

const schema = await buildAppSchema(resolvers);
const graphqlFields = (['query', 'mutation'] as const).flatMap((operation) => {
  const type = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(type?.getFields() ?? {}).map((field) => ({ operation, field, name: field.name }));
});

async function callGraphql(name: string, caller: CallerName) {
  const { operation, field } = graphqlFields.find((entry) => entry.name === name)!;
  const c = GRAPHQL[name]!;
  const access = declaredAccess.get(name)!;
  const v = varsFor(caller, access, c, world.spares.graphql);
  const api = c.ownSession ? await world.callers[caller].fresh() : world.callers[caller].api;
  const args = c.args?.(v) ?? {};
  const document = operationFor(operation, field, args);
  const answer = await send(api, 'POST', '/graphql', { query: document, variables: args });
  const result = answer.json as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
  const rule = expected(access, caller, c, Boolean(c.namesA));
  const want = c.answers?.[answerKey(caller)] ?? (rule === 'ok' ? (c.error ?? 'DATA') : STATUS_CODE[rule]!);
  const got = result.errors?.length
    ? (result.errors[0]!.extensions?.code ?? 'NO CODE')
    : result.data?.[name] === null
      ? 'NULL'
      : 'DATA';
  expect({ caller, name, got, answer: got === want ? '' : answer.text.slice(0, 300) }).toEqual({
    caller,
    name,
    got: want,
    answer: '',
  });
  expect(answer.text).not.toMatch(/stack|at .*\.ts:\d+|select .* from|insert into/i);
  checkLeak(caller, access, name, answer);
  if (caller === ownerOf(access) && c.showsA) {
    expect(carriesMarker(answer.text), `${caller}'s ${name} should show A's marked data`).toBe(true);
  }
}

describe('every GraphQL query and mutation, as every caller', () => {
  it('has an entry in the walk table for each field, and none for a field that is gone', () => {
    const missing = graphqlFields.filter((entry) => !GRAPHQL[entry.name]).map((entry) => entry.name);
    expect(missing, 'add these fields to GRAPHQL in testing/endpoint-table.ts').toEqual([]);
    const stale = Object.keys(GRAPHQL).filter((key) => !graphqlFields.some((entry) => entry.name === key));
    expect(stale).toEqual([]);
  });

  const walked = graphqlFields.filter((entry) => !GRAPHQL[entry.name]?.destroys).map((entry) => entry.name);

  it("takes A's data as the REST walk left it", async () => {
    graphqlSnapshotBefore = await snapshotOfA();
  });

  it.each(walked)('%s: others get what the access rule says and nothing of A', async (name) => {
    expect(GRAPHQL[name], `${name} has no entry in GRAPHQL`).toBeDefined();
    for (const caller of othersOf(declaredAccess.get(name)!)) await callGraphql(name, caller);
  });

  it("left A's data as it was", async () => {
    expect(await snapshotOfA()).toEqual(graphqlSnapshotBefore);
  });

  it.each(walked)('%s: its owner succeeds', async (name) => {
    await callGraphql(name, ownerOf(declaredAccess.get(name)!));
  });
});

let graphqlSnapshotBefore: string[];

// ---------------------------------------------------------------- last: the calls that destroy a hotel's data

describe('calls that destroy data, last', () => {
  const restDestroying = restRoutes.filter((entry) => REST[entry.key]?.destroys).map((entry) => entry.key);
  const graphqlDestroying = graphqlFields.filter((entry) => GRAPHQL[entry.name]?.destroys).map((entry) => entry.name);

  it.each(restDestroying)('REST %s: others first, then its owner', async (key) => {
    const { route } = restRoutes.find((entry) => entry.key === key)!;
    for (const caller of othersOf(route.access)) await callRest(key, caller);
    await callRest(key, ownerOf(route.access));
  });

  it.each(graphqlDestroying)('GraphQL %s: others first, then its owner', async (name) => {
    const access = declaredAccess.get(name)!;
    for (const caller of othersOf(access)) await callGraphql(name, caller);
    await callGraphql(name, ownerOf(access));
  });

  it('the admin deleted only the throwaway hotels', async () => {
    const hotels = (await send(world.callers.admin.api, 'GET', '/api/admin/hotels')).json as { id: number }[];
    const listed = hotels.map((hotel) => hotel.id);
    expect(listed).toContain(world.ids.hotelId);
    expect(listed).not.toContain(world.spares.rest.hotelId);
    expect(listed).not.toContain(world.spares.graphql.hotelId);
    expect((await new ApiClient(app.url).get('/api/health')).status).toBe(200);
  });
});
