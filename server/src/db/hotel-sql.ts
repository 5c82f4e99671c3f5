import type { Em } from './orm';
import { runPrepared } from './prepared-statement';
import { SqlFragment } from './sql';
import { tenantIdOf } from './tenant';

/**
 * The one way raw SQL reaches a hotel's rows (docs/architecture.md, "Tenancy"). The statement, written with the
 * `sql` template (sql.ts), says where the hotel goes with `:hotel`; the helper binds it from the EntityManager's
 * tenant (context.ts scopeToHotel), the same hotel the MikroORM tenant filter uses. A caller cannot pass a hotel
 * of its own choosing, and a statement that names no hotel, or an EntityManager scoped to none, fails before it
 * reaches the database.
 *
 * tenant-sql.test.ts reads every raw statement in the code: one that touches a hotel-owned table goes through
 * here (or hotelPrepared), or is named there as reading across hotels on purpose.
 */
export const HOTEL = ':hotel';

/** `:hotel` (not a `::hotel` cast) or a `?` placeholder. */
const TOKENS = /(?<!:):hotel\b|\?/g;

/** The statement with the hotel bound: every `:hotel` a `?` of its own, its value in place among the others. */
export function bindHotel(hotelId: number, statement: SqlFragment): SqlFragment {
  const params: unknown[] = [];
  let given = 0;
  let named = false;
  const text = statement.sql.replace(TOKENS, (token) => {
    if (token === '?') {
      if (given >= statement.params.length)
        throw new Error(`A hotel statement has more ? than values: ${excerpt(statement.sql)}`);
      params.push(statement.params[given++]);
    } else {
      named = true;
      params.push(hotelId);
    }
    return '?';
  });
  if (!named) throw new Error(`A hotel statement names its hotel with ${HOTEL}: ${excerpt(statement.sql)}`);
  if (given !== statement.params.length) throw new Error(`A hotel statement has fewer ? than values: ${excerpt(statement.sql)}`);
  return new SqlFragment(text, params);
}

/** Runs a statement over the request's hotel's rows (see above), its rows typed as `Row`. */
export async function hotelSql<Row>(em: Em, statement: SqlFragment, method: 'all' | 'run' = 'all'): Promise<Row[]> {
  const bound = bindHotel(tenantIdOf(em), statement);
  return em.execute<Row[]>(bound.sql, [...bound.params], method);
}

/**
 * hotelSql for a hot statement: on PostgreSQL it is prepared once per connection under `name` (runPrepared).
 * Its text must be the same on every call; only its values change.
 */
export async function hotelPrepared<Row>(em: Em, name: string, statement: SqlFragment): Promise<Row[]> {
  return runPrepared<Row>(em, name, bindHotel(tenantIdOf(em), statement));
}

const excerpt = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 120);
