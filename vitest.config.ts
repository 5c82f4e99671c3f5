import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const resolve = {
  alias: [
    { find: '@core', replacement: path.resolve(root, 'core') },
    // Node loads graphql's CommonJS build for type-graphql and Apollo; our code must share that one instance.
    { find: /^graphql$/, replacement: path.resolve(root, 'node_modules/graphql/index.js') },
  ],
};
const shared = {
  exclude: ['**/node_modules/**', '.tools/**', 'data/**'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
  // What every entry point loads first (start-server.ts, cli-context.ts): a module's index may bring GraphQL
  // types, whose decorators need it, into a test that never asked for GraphQL.
  setupFiles: ['reflect-metadata'],
  // Tests are about behaviour, not power loss: PGlite skips the fsync of every commit (the server syncs by
  // default; server/src/db/durable-nodefs.test.ts tests that path). On a busy disk it made each commit 60 ms.
  env: { TZ: process.env.TZ ?? 'UTC', PGLITE_FSYNC: process.env.PGLITE_FSYNC ?? 'off' },
};

export default defineConfig({
  resolve,
  test: {
    // Every integration test file opens its own database and server, and waits on them, on child processes
    // and on Chromium much of its time: two files at a time keep both cores busy. (Vitest's default on two
    // cores is one worker.)
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          ...shared,
          name: 'unit-and-api',
          globalSetup: ['server/src/testing/database-template.ts', 'cli/src/testing/build-cli.ts'],
          // Files about one database run in its pass only (see server/src/testing/database-pass.ts): a file
          // that registers no test fails.
          exclude: [...shared.exclude, process.env.DATABASE_URL ? '**/*.pglite.test.ts' : '**/*.postgres.test.ts'],
          // core/ and the client's unit tests touch no database: the PostgreSQL pass leaves them to the
          // PGlite pass rather than run them twice.
          include: [
            'server/**/*.test.ts',
            'cli/**/*.test.ts',
            'seeds/**/*.test.ts',
            ...(process.env.DATABASE_URL ? [] : ['core/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}']),
          ],
        },
      },
      {
        resolve,
        test: {
          ...shared,
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          // The browser tests serve the built client; it is built once per run.
          globalSetup: ['tests/browser/build-client.ts', 'server/src/testing/database-template.ts'],
          // A ceiling, not a goal: CI runs the PGlite and PostgreSQL passes side by side on two cores, and a
          // keyboard walk through a dozen bookings then takes well over the minute it takes alone.
          testTimeout: 150_000,
          // Two browser files may run at once beside each other's servers: a screen can take longer than
          // expect.poll's default second to show what it fetched.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
