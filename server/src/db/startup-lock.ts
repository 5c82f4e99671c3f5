import pg from 'pg';
import type { AppConfig } from '../config';

const STARTUP_LOCK = "hashtext('innkeep:startup')";

/**
 * Runs `work` holding a PostgreSQL advisory lock, so that servers starting together (two replicas, a rolling
 * deploy, the CLI's `db migrate`) migrate and create the admin account one after another instead of racing
 * into "relation already exists" or a duplicate email. The lock lives on a connection of its own and goes
 * when that connection closes, even if the process dies. PGlite is one process: no lock needed.
 *
 * Behind a transaction pooler (DATABASE_POOLER=transaction) a session's lock would stay with the server
 * connection PgBouncer hands on after the statement, held for nobody, and the next start would wait for it for
 * good: there the lock is the transaction's (pg_advisory_xact_lock), the transaction kept open while `work`
 * runs, so that it keeps its server connection and ends with the transaction, or with the server connection
 * PgBouncer closes when this client goes away. A server that finds it taken does not wait inside a transaction
 * (each waiter would hold one of PgBouncer's server connections, and with as many waiters as the pool has, the
 * holder's migrations would find none): it tries again a moment later.
 */
export async function withStartupLock<T>(
  config: Pick<AppConfig, 'databaseUrl'> & Partial<Pick<AppConfig, 'databasePooler'>>,
  work: () => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) return work();
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    if (config.databasePooler !== 'transaction') {
      await client.query(`select pg_advisory_lock(${STARTUP_LOCK})`);
      return await work();
    }
    await takeTransactionLock(client);
    const result = await work();
    await client.query('commit');
    return result;
  } finally {
    // Without a commit (work failed), closing the connection rolls the transaction back and frees the lock.
    await client.end();
  }
}

const RETRY_MS = 200;

/** Opens a transaction that holds the start-up lock, trying again every RETRY_MS while another holds it. */
async function takeTransactionLock(client: pg.Client): Promise<void> {
  for (;;) {
    await client.query('begin');
    const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_xact_lock(${STARTUP_LOCK}) as locked`);
    if (rows[0]!.locked) return;
    await client.query('rollback');
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
