import { it } from 'vitest';

const notRegistered = (() => undefined) as unknown as typeof it;

/**
 * Tests about one database are registered only in that database's pass of CI, so no pass reports a skipped
 * test. Whole files about one database are named *.postgres.test.ts or *.pglite.test.ts (vitest.config.ts runs
 * each in its own pass only: a file that registers no test fails).
 */
export const itOnPostgres: typeof it = process.env.DATABASE_URL ? it : notRegistered;
export const itOnPglite: typeof it = process.env.DATABASE_URL ? notRegistered : it;
