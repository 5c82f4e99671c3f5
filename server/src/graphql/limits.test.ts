import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery, Kind, parse, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@core/errors';
import { runInRequestScope, type RequestScope } from '../logging/request-scope';
import { signUpHotel, type SignedInHotel } from '../testing/hotels';
import { startTestApp, type TestApp } from '../testing/test-app';
import { formatGraphqlError } from './format-error';
import {
  MAX_ALIASES,
  MAX_DOCUMENT_BYTES,
  MAX_INTROSPECTION_DEPTH,
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  MAX_TOKENS,
  operationSizes,
} from './limits';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@graphql-limits.test', { name: 'Harbor Inn' });
});
afterAll(async () => app?.close());

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function post(body: unknown, base = app.url): Promise<{ status: number; text: string; json: GraphqlAnswer }> {
  const cookie = hotel.api.sessionCookie()!;
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${cookie.name}=${cookie.value}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as GraphqlAnswer };
}

/**
 * __type { ofType { ofType { ... name } } }, exactly `levels` fields deep: the schema's own types do not nest
 * that deep, and graphql-js already refuses cycles of fields { type { fields ... } } on its own.
 */
function introspectionChain(levels: number): string {
  const inner = Array.from({ length: levels - 2 }).reduce<string>((selection) => `ofType { ${selection} }`, 'name');
  return `__type(name: "Query") { ${inner} }`;
}

const sizeOf = (document: string) => operationSizes({ getDocument: () => parse(document) })[0]!;

describe('the size of a GraphQL document', () => {
  it('counts depth through fragments and aliases, and each spread of a fragment in the cost', () => {
    expect(sizeOf('{ me { id name } }')).toMatchObject({ depth: 2, cost: 12 });
    const withFragments = 'query Q { a: rooms { ...R } b: rooms { ...R } } fragment R on Room { id roomType { id name } }';
    expect(sizeOf(withFragments)).toMatchObject({ depth: 3, cost: 2 * 10 + 2 * 4 });
    expect(sizeOf(getIntrospectionQuery())).toMatchObject({ depth: MAX_INTROSPECTION_DEPTH, introspection: true });
  });

  it('counts every field and alias, __typename included', () => {
    expect(sizeOf('{ __typename }')).toMatchObject({ depth: 1, cost: 1 });
    expect(sizeOf('{ a: __typename b: __typename c: __typename }')).toMatchObject({ cost: 3 });
    expect(sizeOf('{ me { __typename id } }')).toMatchObject({ cost: sizeOf('{ me { id name } }').cost });
  });

  it('measures a fragment bomb (each fragment spreading the next twice) without expanding it', () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, level) =>
      level === levels - 1
        ? `fragment F${level} on Guest { id }`
        : `fragment F${level} on Guest { ...F${level + 1} ...F${level + 1} }`,
    );
    const started = performance.now();
    const size = sizeOf(`{ guests { ...F0 } } ${fragments.join(' ')}`);
    expect(size.cost).toBeGreaterThan(2 ** 38);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('keeps every document the client sends well inside the limits', () => {
    const documents = clientDocuments();
    expect(documents.length).toBeGreaterThan(30);
    const fragments = documents.flatMap((document) =>
      document.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION),
    );
    for (const document of documents) {
      for (const operation of document.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)) {
        const size = operationSizes({ getDocument: () => ({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] }) })[0]!;
        expect({ name: size.name, tooDeep: size.depth > MAX_QUERY_DEPTH / 2, tooCostly: size.cost > MAX_QUERY_COST / 2 }).toEqual(
          {
            name: size.name,
            tooDeep: false,
            tooCostly: false,
          },
        );
      }
    }
  });
});

/** The GraphQL documents of client/src (read as text: the server does not import the client). */
function clientDocuments(): DefinitionNode[][] {
  const root = path.resolve(import.meta.dirname, '../../../client/src/modules');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (full.includes(`${path.sep}graphql${path.sep}`) && name.endsWith('.ts')) files.push(full);
    }
  };
  walk(root);
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/graphql\(\s*`([^`]*)`/g)].map((match) => [
      ...withTypenames(parse(match[1]!, { maxTokens: MAX_TOKENS / 2 })).definitions,
    ]),
  );
}

/** What Apollo Client sends: __typename added to every selection set below the operation's root. */
function withTypenames(document: ReturnType<typeof parse>): ReturnType<typeof parse> {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

describe('GraphQL over HTTP', () => {
  it(`refuses a query deeper than ${MAX_QUERY_DEPTH} levels with 400, before running anything`, async () => {
    const deep = await post({ query: `{ me { id } ${introspectionChain(MAX_QUERY_DEPTH + 1)} }` });
    expect(deep.status).toBe(400);
    expect(deep.json.errors?.map((error) => error.message)).toEqual([
      `Query is too deep: ${MAX_QUERY_DEPTH + 1} levels, at most ${MAX_QUERY_DEPTH} are allowed`,
    ]);
    expect(deep.json.data).toBeUndefined();
    expect((await post({ query: `{ me { id } ${introspectionChain(MAX_QUERY_DEPTH)} }` })).status).toBe(200);
    // Introspection alone may go as deep as the standard introspection query, in development.
    expect((await post({ query: `{ ${introspectionChain(MAX_INTROSPECTION_DEPTH + 1)} }` })).status).toBe(400);
    expect((await post({ query: getIntrospectionQuery() })).status).toBe(200);
  });

  it(`refuses a document costing more than ${MAX_QUERY_COST} (aliases of a list, a fragment bomb)`, async () => {
    const aliases = Array.from({ length: 60 }, (_, index) => `g${index}: guests(limit: 1000) { id }`).join(' ');
    const many = await post({ query: `{ ${aliases} }` });
    expect(many.status).toBe(400);
    expect(many.json.errors?.map((error) => error.message)).toContainEqual(
      expect.stringMatching(/^Query is too large: cost \d+, at most 600 is allowed$/),
    );

    const levels = 12;
    const fragments = Array.from({ length: levels }, (_, level) =>
      level === levels - 1
        ? `fragment F${level} on Guest { id }`
        : `fragment F${level} on Guest { ...F${level + 1} ...F${level + 1} }`,
    ).join(' ');
    const bomb = await post({ query: `{ guests { ...F0 } } ${fragments}` });
    expect(bomb.status).toBe(400);
    expect(bomb.json.errors?.[0]?.message).toMatch(/^Query is too large/);
  });

  it('refuses a signed-out flood of aliased __typename: cost, aliases, tokens, then size', async () => {
    const signedOut = (query: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }).then(async (response) => ({
        status: response.status,
        json: (await response.json()) as GraphqlAnswer & { error?: string },
      }));
    const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: __typename`).join(' ')} }`;

    const costly = await signedOut(aliased(MAX_QUERY_COST + 1));
    expect(costly.status).toBe(400);
    expect(costly.json.errors?.map((error) => error.message)).toEqual([
      `Query has too many aliases: ${MAX_QUERY_COST + 1}, at most ${MAX_ALIASES} are allowed`,
      `Query is too large: cost ${MAX_QUERY_COST + 1}, at most ${MAX_QUERY_COST} is allowed`,
    ]);
    const aliases = await signedOut(aliased(MAX_ALIASES + 1));
    expect(aliases.status).toBe(400);
    expect(aliases.json.errors?.[0]?.message).toBe(
      `Query has too many aliases: ${MAX_ALIASES + 1}, at most ${MAX_ALIASES} are allowed`,
    );
    expect((await signedOut(aliased(MAX_ALIASES))).json.data).toMatchObject({ a0: 'Query' });

    // Past MAX_TOKENS graphql-js stops parsing (3 tokens per alias).
    const tokens = await signedOut(aliased(Math.ceil(MAX_TOKENS / 3) + 10));
    expect(tokens.status).toBe(400);
    expect(tokens.json.errors?.[0]?.message).toMatch(/^Syntax Error: Document contains more tha[nt] 5000 tokens/);

    // 55,000 aliases (the reported 0.98 MB document): refused before graphql-js parses it.
    const huge = await signedOut(aliased(55_000));
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ error: `The GraphQL document is too large: at most ${MAX_DOCUMENT_BYTES / 1000} kB` });
  });

  it('refuses a batch (an array of operations) instead of running each', async () => {
    const before = ((await hotel.api.get('/api/hotel/guests')).body as unknown[]).length;
    const create = { query: 'mutation { createGuest(input: { firstName: "Ada", lastName: "Lovelace" }) { id } }' };
    const batch = await post([create, create, create]);
    expect(batch.status).toBe(400);
    expect(batch.text).not.toMatch(/createGuest"\s*:\s*\{/);
    expect(((await hotel.api.get('/api/hotel/guests')).body as unknown[]).length).toBe(before);
  });

  it('answers errors with a message and a code only: no stack trace, no SQL, in development too', async () => {
    const invalid = await post({ query: '{ guest(id: "x") { id } }' });
    const unknown = await post({ query: '{ guest(id: 999999) { id } }' });
    for (const answer of [invalid, unknown]) {
      for (const error of answer.json.errors ?? []) {
        expect(Object.keys(error.extensions ?? {})).toEqual(['code']);
      }
      expect(answer.text).not.toMatch(/stacktrace|\.ts:\d+|\.js:\d+|select |insert into/i);
    }
    expect(unknown.json.errors?.[0]).toMatchObject({ message: 'Guest could not be found', extensions: { code: 'NOT_FOUND' } });
  });

  it("hides an unexpected error behind a generic message and the request's reference", () => {
    const sqlError = new Error('insert into "guest" ("first_name") values ($1) - duplicate key value violates unique constraint');
    const scope: RequestScope = {
      reqId: '9c0ffee01234',
      route: '/graphql',
      hotelId: null,
      personId: null,
      serverError: undefined,
    };
    const formatted = runInRequestScope(scope, () =>
      formatGraphqlError(
        { message: sqlError.message, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x.ts:1'] } },
        sqlError,
      ),
    );
    expect(formatted).toEqual({
      message: 'Internal server error',
      path: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR', reqId: '9c0ffee01234' },
    });
    // The whole error goes to the server's log instead, on the request's line, for whoever runs it.
    expect(scope.serverError).toBe(sqlError);
    const domain = formatGraphqlError({ message: 'x' }, new DomainError('RATE_LIMITED', 'Too many', 60));
    expect(domain.extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: 60 });
  });
});

describe('GraphQL in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({ production: true });
  });
  afterAll(async () => production?.close());

  it('turns introspection off and does not suggest field names', async () => {
    const introspection = await post({ query: '{ __schema { types { name } } }' }, production.url);
    expect(introspection.status).toBe(400);
    expect(introspection.text).not.toContain('"types"');
    const typo = await post({ query: '{ guestz { id } }' }, production.url);
    expect(typo.status).toBe(400);
    expect(typo.text).not.toMatch(/Did you mean/i);
    expect(typo.text).not.toMatch(/stacktrace/i);
    // __typename still answers: clients use it.
    expect((await post({ query: '{ __typename }' }, production.url)).json.data).toEqual({ __typename: 'Query' });
  });
});
