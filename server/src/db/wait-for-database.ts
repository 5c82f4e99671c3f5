import type { AppConfig } from '../config';
import { isDatabaseUnavailable } from './database-unavailable';
import { openDatabase, type Orm } from './orm';

/** Where the server waits for PostgreSQL, without the password: "127.0.0.1:5432/innkeep". */
export function describeDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/**
 * Opens the database as openDatabase does, but when PostgreSQL cannot be reached yet (it is starting, or
 * restarting beside the app) tries again with a growing pause (1 s, 2 s, 4 s … at most 15 s), saying on
 * stderr what it waits for, for up to `waitSeconds`; then gives up with the last error. Like compose's
 * restart, so that `npm start` or a plain supervisor started before the database comes up by itself.
 */
export async function openDatabaseWhenReachable(
  config: AppConfig,
  waitSeconds: number,
  log: (line: string) => void = (line) => console.error(line),
): Promise<Orm> {
  const deadline = Date.now() + waitSeconds * 1000;
  for (let pause = 1000; ; pause = Math.min(pause * 2, 15_000)) {
    try {
      return await openDatabase(config);
    } catch (error) {
      if (!config.databaseUrl || !isDatabaseUnavailable(error)) throw error;
      const where = describeDatabaseUrl(config.databaseUrl);
      const reason = error instanceof Error && error.message ? error.message : String(error);
      if (Date.now() + pause > deadline) {
        log(`PostgreSQL at ${where} did not answer within ${waitSeconds} s (${reason}): giving up`);
        throw error;
      }
      log(`Waiting for PostgreSQL at ${where} (${reason}): trying again in ${pause / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
