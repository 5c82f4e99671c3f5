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
  // Every integration test file opens its own database; two cores run two files at a time.
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
  env: { TZ: process.env.TZ ?? 'UTC' },
};

export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        resolve,
        test: {
          ...shared,
          name: 'unit-and-api',
          // Files about PostgreSQL alone run in the PostgreSQL pass only (see server/src/testing/database-pass.ts).
          exclude: process.env.DATABASE_URL ? shared.exclude : [...shared.exclude, '**/*.postgres.test.ts'],
          include: [
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'cli/**/*.test.ts',
            'seeds/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
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
          globalSetup: ['tests/browser/build-client.ts'],
          testTimeout: 60_000,
          // One Chromium at a time keeps two cores responsive.
          fileParallelism: false,
        },
      },
    ],
  },
});
