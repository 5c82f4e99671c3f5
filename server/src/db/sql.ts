/**
 * The one way raw SQL is written (docs/architecture.md, "Hand-written SQL"): a statement, and every part of one,
 * is an SqlFragment built by the `sql` template. A value written into it becomes a `?` placeholder bound to it,
 * never text; another fragment is spliced in with its own values; SQL text written in code (a column list, an
 * order, a rule from core/) enters as `rawSql`. The hotel is the text `:hotel`, bound by hotelSql/hotelPrepared.
 *
 *   sql`select id from room where hotel_id = :hotel and room_number like ${prefix} and ${holdsRoom}`
 */
export class SqlFragment {
  constructor(
    readonly sql: string,
    /** The values of its `?`, in order. */
    readonly params: readonly unknown[],
  ) {}

  /** Spliced into a plain string its values would be lost: only the `sql` template splices a fragment. */
  toString(): string {
    throw new Error(`An SQL fragment was written into a string instead of the sql template: ${this.sql.slice(0, 80)}`);
  }
}

export function sql(strings: TemplateStringsArray, ...values: readonly unknown[]): SqlFragment {
  let text = strings[0]!;
  const params: unknown[] = [];
  values.forEach((value, index) => {
    if (value instanceof SqlFragment) {
      text += value.sql;
      params.push(...value.params);
    } else {
      text += '?';
      // An absent value is SQL's null, as both drivers bind it.
      params.push(value === undefined ? null : value);
    }
    text += strings[index + 1]!;
  });
  return new SqlFragment(text, params);
}

/** SQL text written in code, not a value: spliced as it is. Never anything a request sent. */
export const rawSql = (text: string): SqlFragment => new SqlFragment(text, []);

export const EMPTY_SQL = rawSql('');

/** The fragments one after another with `separator` between them (' and ', ', ', ' union all '). */
export function joinSql(fragments: readonly SqlFragment[], separator: string): SqlFragment {
  return new SqlFragment(
    fragments.map((fragment) => fragment.sql).join(separator),
    fragments.flatMap((fragment) => fragment.params),
  );
}

/**
 * A timestamptz as the API writes an instant: ISO 8601 in UTC with milliseconds, as Date.toISOString gives it
 * ('2027-03-10T09:30:00.000Z'), so a row read as text answers what an entity's Date would.
 */
export const isoTimestampSql = (column: string): SqlFragment =>
  rawSql(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
