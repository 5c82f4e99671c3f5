import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PgliteConnection } from '@mikro-orm/pglite';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool, PoolClient } from 'pg';
import { countPoolConnections, dbQueryDuration } from '../metrics/metrics';
import type { Orm } from './orm';

type Call = (...args: never[]) => unknown;

/** `call` of `target`, replaced by one that observes how long each promise it returns takes to settle. */
function timeCalls<T extends object>(target: T, name: keyof T & string): void {
  const original = target[name] as Call;
  Object.assign(target, {
    [name]: function (this: unknown, ...args: never[]) {
      const started = performance.now();
      const result = original.apply(this, args);
      // A pg query given a callback, or a cursor, answers no promise: it is not timed.
      if (result instanceof Promise) {
        const observe = () => dbQueryDuration.observe((performance.now() - started) / 1000);
        result.then(observe, observe);
      }
      return result;
    },
  });
}

const TIMED = Symbol('innkeep.timed');

/**
 * Times every statement the server sends (innkeep_db_query_duration_seconds), below the ORM, so that the
 * ORM's statements, hotelSql's and the prepared ones of runPrepared (which go to the pool directly) are all
 * counted, once each. On PostgreSQL each client the pool hands out is timed (once), and the pool's
 * connections are counted (innkeep_db_pool_connections); on PGlite, its one instance's calls are.
 */
export async function timeDatabaseCalls(orm: Orm): Promise<void> {
  const connection = orm.em.getConnection();
  if (connection instanceof PostgreSqlConnection) {
    const pool = (await connection.getNativeClient()) as Pool;
    countPoolConnections(pool);
    const timed = (client: PoolClient & { [TIMED]?: true }) => {
      if (!client[TIMED]) {
        client[TIMED] = true;
        timeCalls(client, 'query');
      }
      return client;
    };
    const connect = pool.connect.bind(pool) as (callback?: (...args: never[]) => void) => Promise<PoolClient> | void;
    // pool.query checks out with a callback; Kysely and runPrepared with the promise.
    Object.assign(pool, {
      connect: (callback?: (error: Error | undefined, client: PoolClient | undefined, done: unknown) => void) =>
        callback
          ? connect(((error: Error | undefined, client: PoolClient | undefined, done: unknown) =>
              callback(error, client && timed(client), done)) as never)
          : (connect() as Promise<PoolClient>).then(timed),
    });
    return;
  }
  const pglite = (await (connection as unknown as PgliteConnection).getNativeClient()) as PGlite;
  timeCalls(pglite, 'query');
  timeCalls(pglite, 'exec');
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      timeCalls(tx, 'query');
      timeCalls(tx, 'exec');
      return callback(tx);
    });
}
