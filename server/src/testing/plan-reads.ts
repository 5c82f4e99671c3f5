import type { TestApp } from './test-app';

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/**
 * The rows a statement read of each table, returned or filtered out, from the server's own EXPLAIN ANALYZE
 * (PostgreSQL): what a plan test asserts instead of a time, which a loaded machine would blur.
 */
export async function rowsReadByTable(
  app: TestApp,
  statement: { sql: string; params: unknown[] },
): Promise<Record<string, number>> {
  const [row] = await app.orm.em
    .fork()
    .getConnection()
    .execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (analyze, format json) ${statement.sql}`, statement.params);
  const read: Record<string, number> = {};
  const walk = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table) {
      const rows = node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
      read[table] = (read[table] ?? 0) + rows * node['Actual Loops'];
    }
    node.Plans?.forEach(walk);
  };
  walk(row!['QUERY PLAN'][0].Plan);
  return read;
}
