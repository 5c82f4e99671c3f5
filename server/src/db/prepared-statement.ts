import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { isDatabaseUnavailable } from './database-unavailable';
import type { Em } from './orm';

/**
 * A hot statement written once with $1…$n. On PostgreSQL, outside a transaction, it goes to the pool as a
 * named prepared statement: parsed and planned once per connection, not on every call (MikroORM sends every
 * statement as text with its values inlined). Inside a transaction, and on PGlite (one connection that
 * MikroORM shares out, so nothing may go round it), it goes through the EntityManager as any other.
 */
export interface PreparedStatement {
  /** Unique per text in the process: PostgreSQL keeps each connection's prepared statements by name. */
  name: string;
  text: string;
}

export async function runPrepared<Row>(em: Em, statement: PreparedStatement, values: readonly unknown[]): Promise<Row[]> {
  const connection = em.getConnection();
  if (connection instanceof PostgreSqlConnection && !em.isInTransaction()) {
    const pool = (await connection.getNativeClient()) as Pool;
    const client = await pool.connect();
    let broken: unknown;
    try {
      const result = await client.query<Row & object>({ name: statement.name, text: statement.text, values: [...values] });
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
  // MikroORM's placeholders are positional '?': each $n becomes one, its value repeated where it is used again.
  const inlined: unknown[] = [];
  const sql = statement.text.replace(/\$(\d+)/g, (_, position: string) => {
    inlined.push(values[Number(position) - 1]);
    return '?';
  });
  return em.execute<Row[]>(sql, inlined);
}
