import type { Pool, PoolClient } from 'pg';

/**
 * Frees the pool slot of a connection the database server dropped while it was checked out (PostgreSQL
 * restarted, or pg_terminate_backend). Kysely hands a transaction's connection back to the pool only after a
 * COMMIT or ROLLBACK succeeded; on a dead connection neither can, so nobody would ever release it. Each such
 * drop would hold one of the pool's slots forever, and once all were held every request would wait for a
 * connection forever: the server would not recover without a restart.
 *
 * Here a checked-out client whose connection ends is released with an error (pg-pool then discards it and
 * serves the next waiting request with a fresh connection), and a release that comes later anyway is
 * ignored instead of throwing "Release called on client which has already been released".
 */
export function releaseDroppedConnections(pool: Pool): void {
  pool.on('connect', (client: PoolClient) => {
    let release: PoolClient['release'] | undefined;
    // pg-pool assigns a fresh release function at every checkout: wrap each one so that it runs once.
    Object.defineProperty(client, 'release', {
      configurable: true,
      get: () => release,
      set: (poolRelease: PoolClient['release']) => {
        let released = false;
        release = (error) => {
          if (released) return;
          released = true;
          poolRelease(error);
        };
      },
    });
    client.once('end', () => release?.(new Error('The database closed the connection')));
  });
}
