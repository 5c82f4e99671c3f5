/**
 * A PostgreSQL array literal ('{1,2,NULL}', '{"a","b"}') of one column's values, passed as one text parameter
 * and cast in the statement (`?::int[]`): an INSERT … SELECT FROM unnest of such arrays writes many rows in one
 * statement on both drivers (PGlite's too), with a fixed number of parameters.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}
