import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { isDatabaseUnavailable } from './database-unavailable';
import type { Em } from './orm';
import type { SqlFragment } from './sql';

/**
 * A hot statement, written as any other (the `sql` template, `?` placeholders). On PostgreSQL, outside a
 * transaction, it goes to the pool as a named prepared statement: parsed and planned once per connection, not
 * on every call (MikroORM sends every statement as text with its values inlined). Inside a transaction, and on
 * PGlite (one connection that MikroORM shares out, so nothing may go round it), it goes through the
 * EntityManager as any other. `name` is unique per statement in the process: PostgreSQL keeps each
 * connection's prepared statements by name, so one name always stands for one text.
 *
 * Behind a transaction pooler (DATABASE_POOLER=transaction) the pool's connection is PgBouncer's, and each
 * statement may reach another server connection than the one that prepared it ("prepared statement … does not
 * exist", or "already exists"): there it is sent unnamed, parsed with its values in the same round trip.
 */
export async function runPrepared<Row>(em: Em, name: string, statement: SqlFragment): Promise<Row[]> {
  const connection = em.getConnection();
  if (connection instanceof PostgreSqlConnection && !em.isInTransaction()) {
    const pool = (await connection.getNativeClient()) as Pool;
    const client = await pool.connect();
    let broken: unknown;
    try {
      const text = numberedText(name, statement.sql);
      const values = [...statement.params];
      const result = await client.query<Row & object>(transactionPooled.has(pool) ? { text, values } : { name, text, values });
      return result.rows;
    } catch (error) {
      // pool.query would close the connection after any error; a refused statement (an overlap: most creates
      // racing for a room) leaves it fit, and opening a new one cost each refusal 20–30 ms.
      if (isDatabaseUnavailable(error)) broken = error;
      throw error;
    } finally {
      client.release(broken as Error | undefined);
    }
  }
  return em.execute<Row[]>(statement.sql, [...statement.params]);
}

const transactionPooled = new WeakSet<Pool>();

/** The pool reaches PostgreSQL through a transaction pooler: its statements go unnamed (orm.ts marks it). */
export function markTransactionPooled(pool: Pool): void {
  transactionPooled.add(pool);
}

const prepared = new Map<string, { sql: string; text: string }>();

/** PostgreSQL's numbered placeholders ($1…$n) for the `?`s; refuses a second text under a name already used. */
function numberedText(name: string, sql: string): string {
  const known = prepared.get(name);
  if (known) {
    if (known.sql !== sql) throw new Error(`The prepared statement ${name} was given another text`);
    return known.text;
  }
  let position = 0;
  const text = sql.replace(/\?/g, () => `$${++position}`);
  prepared.set(name, { sql, text });
  return text;
}
