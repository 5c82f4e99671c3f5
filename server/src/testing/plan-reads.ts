import { bindHotel } from '../db/hotel-sql';
import type { SqlFragment } from '../db/sql';
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
 * The rows a hotel statement (hotelSql's, with :hotel) read of each table for this hotel, returned or
 * filtered out, from the server's own EXPLAIN ANALYZE (PostgreSQL): what a plan test asserts instead of a
 * time, which a loaded machine would blur.
 */
export async function rowsReadByTable(app: TestApp, hotelId: number, statement: SqlFragment): Promise<Record<string, number>> {
  const bound = bindHotel(hotelId, statement);
  const [row] = await app.orm.em
    .fork()
    .getConnection()
    .execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (analyze, format json) ${bound.sql}`, [...bound.params]);
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
