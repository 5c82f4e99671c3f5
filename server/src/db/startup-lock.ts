import pg from 'pg';
import type { AppConfig } from '../config';

/**
 * Runs `work` holding a PostgreSQL advisory lock, so that servers starting together (two replicas, a rolling
 * deploy, the CLI's `db migrate`) migrate and create the admin account one after another instead of racing
 * into "relation already exists" or a duplicate email. The lock lives on a connection of its own and goes
 * when that connection closes, even if the process dies. PGlite is one process: no lock needed.
 */
export async function withStartupLock<T>(config: Pick<AppConfig, 'databaseUrl'>, work: () => Promise<T>): Promise<T> {
  if (!config.databaseUrl) return work();
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('innkeep:startup'))");
    return await work();
  } finally {
    await client.end();
  }
}
