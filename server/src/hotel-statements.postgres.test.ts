import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from './modules/accounts/guards';
import { declaredAccess } from './graphql/access';
import { buildAppSchema } from './graphql/schema';
import { ROLES, type Role } from '@core/roles';
import { resolvers, routes } from './app';
import type { Em } from './db/orm';
import { hotelOwnedTables, TABLES_SQL } from './testing/distribution';
import { GRAPHQL, REST, type Vars } from './testing/endpoint-table';
import { operationFor } from './testing/graphql-walk';
import { walkPath } from './testing/walker-paths';
import { mark } from './testing/marked-hotel';
import { startTestApp, type TestApp } from './testing/test-app';
import { buildWalkWorld, ROLE_OF_CALLER, send, type CallerName, type WalkWorld } from './testing/walker-callers';

/**
 * Ready for Citus (docs/scale-out.md): every statement a hotel's request sends names its hotel_id, so that
 * Citus routes it to the one node that holds the hotel. The static tenancy test (db/tenant-sql.test.ts) proves
 * that raw SQL goes through hotelSql, which binds :hotel; this one watches what reaches the database. It walks
 * every REST route and GraphQL field a hotel's people may call (the access walker's table, as the least of
 * hotel A's people the endpoint admits), records every statement sent meanwhile (on PostgreSQL, where each
 * goes through a pooled pg.Client), and fails on one that names a hotel-owned table without naming hotel_id.
 */

const sent: string[] = [];
let listening = false;
const query = pg.Client.prototype.query;

let app: TestApp;
let world: WalkWorld;
let hotelTables: string[];

beforeAll(async () => {
  // Patched before the app starts: the query timer wraps each pooled client's query as first checked out.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const statement = args[0] as string | { text: string };
    if (listening) sent.push(typeof statement === 'string' ? statement : statement.text);
    return (query as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  app = await startTestApp();
  world = await buildWalkWorld(app);
  hotelTables = hotelOwnedTables(await (app.orm.em.fork() as Em).execute<{ name: string; hotel: boolean }[]>(TABLES_SQL));
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await app?.close();
});

/** The hotel-owned tables a statement reads or writes. */
const tablesOf = (statement: string, tables: readonly string[]) =>
  tables.filter((table) =>
    new RegExp(`\\b(?:from|join|into|update)\\s+(?:only\\s+)?"?${table}"?(?![\\w"])`, 'i').test(statement),
  );

/** The statements among `statements` that touch a hotel-owned table without naming hotel_id. */
function unrouted(statements: readonly string[], tables: readonly string[]): string[] {
  return statements.filter((statement) => tablesOf(statement, tables).length > 0 && !/\bhotel_id\b/i.test(statement));
}

const LEAST_FIRST = [...ROLES].reverse();
const CALLER_OF_ROLE = Object.fromEntries(
  Object.entries(ROLE_OF_CALLER).map(([caller, role]) => [role, caller as CallerName]),
) as Record<Role, CallerName>;
/** A hotel's endpoint (one its people call by role), and the least of A's people it admits. */
const hotelCaller = (access: Access): CallerName | null =>
  Array.isArray(access) ? CALLER_OF_ROLE[LEAST_FIRST.find((role) => access.includes(role))!] : null;

/** Each hotel endpoint's statements that name a hotel-owned table but not hotel_id, by endpoint. */
const findings: Record<string, string[]> = {};
let seen = 0;

async function recorded(key: string, call: () => Promise<unknown>): Promise<void> {
  sent.length = 0;
  listening = true;
  try {
    await call();
  } finally {
    listening = false;
  }
  seen += sent.length;
  const found = unrouted(sent, hotelTables);
  if (found.length > 0) findings[key] = found.map((statement) => statement.replace(/\s+/g, ' ').slice(0, 200));
}

describe("every statement of a hotel's request names its hotel_id", () => {
  it('tells a statement that names a hotel-owned table without hotel_id', () => {
    expect(
      unrouted(
        [
          'update "booking" set "notes" = $1 where "id" = $2',
          'update "booking" set "notes" = $1 where "id" = $2 and "hotel_id" = $3',
          'select * from auth_session where token_hash = $1',
          'select b.id from booking b join room r on r.id = b.room_id and r.hotel_id = b.hotel_id where b.hotel_id = $1',
          'begin',
        ],
        ['booking', 'room'],
      ),
    ).toEqual(['update "booking" set "notes" = $1 where "id" = $2']);
  });

  it('on every REST route and GraphQL field of a hotel, walked as the least of its people it admits', async () => {
    for (const route of routes) {
      const key = `${route.method.toUpperCase()} ${route.path}`;
      const c = REST[key];
      const caller = hotelCaller(route.access);
      if (!c || !caller || c.destroys) continue;
      const consumes = route.method === 'delete' && route.path.includes(':');
      const v: Vars = { ids: consumes || c.consumes ? world.spares.rest : world.ids, m: mark, world };
      const api = c.ownSession ? await world.callers[caller].fresh() : world.callers[caller].api;
      await recorded(key, () =>
        send(api, route.method.toUpperCase(), walkPath(route, v.ids, world) + (c.query?.(v) ?? ''), c.body?.(v)),
      );
    }
    const schema = await buildAppSchema(resolvers);
    for (const operation of ['query', 'mutation'] as const) {
      const type = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
      for (const field of Object.values(type?.getFields() ?? {})) {
        const c = GRAPHQL[field.name];
        const caller = hotelCaller(declaredAccess.get(field.name)!);
        if (!c || !caller || c.destroys) continue;
        const v: Vars = { ids: c.consumes ? world.spares.graphql : world.ids, m: mark, world };
        const api = c.ownSession ? await world.callers[caller].fresh() : world.callers[caller].api;
        const args = c.args?.(v) ?? {};
        await recorded(`graphql ${field.name}`, () =>
          send(api, 'POST', '/graphql', { query: operationFor(operation, field, args), variables: args }),
        );
      }
    }
    expect(seen).toBeGreaterThan(500);
    expect(findings).toEqual({});
  });
});
