import { it } from 'vitest';

const notRegistered = (() => undefined) as unknown as typeof it;

/**
 * Tests about one database are registered only in that database's pass of CI, so no pass reports a skipped
 * test. Whole files about PostgreSQL are named *.postgres.test.ts and included only when DATABASE_URL is set.
 */
export const itOnPostgres: typeof it = process.env.DATABASE_URL ? it : notRegistered;
export const itOnPglite: typeof it = process.env.DATABASE_URL ? notRegistered : it;
