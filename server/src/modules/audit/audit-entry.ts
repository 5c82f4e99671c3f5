import type { EntityMetadata } from '@mikro-orm/core';
import type { AuditAction, AuditEntity } from '@core/audit-records';
import type { Em } from '../../db/orm';
import { joinSql, rawSql, sql, type SqlFragment } from '../../db/sql';
import { auditActorColumns, auditActorOf, type AuditActor, type AuditActorColumns } from './audit-actor';
import { AuditLog, type AuditValues } from './audit-log.entity';

export interface ManualAuditEntry {
  hotel: number;
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  before: AuditValues | null;
  after: AuditValues | null;
}

/** An entry as the trail stores it: the audit_log row's properties. */
export type AuditRow = ManualAuditEntry & AuditActorColumns & { createdAt: Date };

/**
 * The one shape of an entry, whoever writes it (the audit subscriber, recordAuditEntry, a statement's
 * auditCreatesSql): the change, who made it (auditActorColumns) and when.
 */
export function auditRow(actor: AuditActor | null, entry: ManualAuditEntry, at: Date): AuditRow {
  return { ...entry, ...auditActorColumns(actor, entry.hotel), createdAt: at };
}

/**
 * An entry for a change the unit of work does not see (a delete of many rows at once, an insert written in
 * SQL), written through the caller's EntityManager: inside its transaction, so it commits or rolls back with
 * the change. Everything the unit of work writes is recorded by the audit subscriber instead.
 */
export async function recordAuditEntry(em: Em, entry: ManualAuditEntry): Promise<void> {
  await em.insert(AuditLog, auditRow(auditActorOf(em), entry, new Date()));
}

/** A row one statement creates and records as it runs: its id, and any id it records, known only there. */
export interface CreatedInStatement {
  /** The created row's entity (Guest, Booking, FolioPayment). */
  meta: EntityMetadata;
  /** The statement's CTE that returns the created rows, with its alias: one entry per row ('new_guest g'). */
  rows: string;
  /** The created row's id in that CTE ('g.id'). */
  id: string;
  /** What the entry records (createdValues of the row), less the fields below. */
  after: AuditValues;
  /** Fields of `after` only the statement knows (a related row's id): property name and its SQL ('b.guest_id'). */
  afterFromStatement?: Record<string, string>;
}

/**
 * The insert of the entries of the rows one statement creates (create-booking.ts: the guest, the booking and
 * its payment written in one INSERT with CTEs), for its last CTE: each entry the auditRow every other writer
 * stores, its columns and their types read from the AuditLog entity, written in the order given. The hotel is
 * the statement's `:hotel`; every other value a parameter of the type of its column, as a prepared statement
 * needs.
 */
export function auditCreatesSql(em: Em, hotel: number, at: Date, created: readonly CreatedInStatement[]): SqlFragment {
  const meta = em.getMetadata().get(AuditLog);
  const actor = auditActorOf(em);
  const entries = created.map((row) =>
    auditRow(
      actor,
      { hotel, entity: row.meta.className as AuditEntity, entityId: 0, action: 'create', before: null, after: row.after },
      at,
    ),
  );
  const properties = Object.keys(entries[0] ?? {}) as (keyof AuditRow)[];
  const columnOf = (property: keyof AuditRow) => meta.properties[property];
  const list = rawSql(properties.map((property) => `"${columnOf(property).fieldNames[0]!}"`).join(', '));
  const branches = created.map((row, order) => {
    const values = properties.map((property) => {
      const type = rawSql(columnOf(property).columnTypes[0]!);
      if (property === 'hotel') return sql`:hotel::${type}`;
      if (property === 'entityId') return rawSql(row.id);
      const value = sql`${parameter(entries[order]![property])}::${type}`;
      const known = Object.entries(row.afterFromStatement ?? {});
      if (property !== 'after' || known.length === 0) return value;
      return sql`${value} || jsonb_build_object(${joinSql(
        known.map(([field, expression]) => sql`${field}::text, ${rawSql(expression)}`),
        ', ',
      )})`;
    });
    return sql`select ${rawSql(String(order))}, ${joinSql(values, ', ')} from ${rawSql(row.rows)}`;
  });
  // Column names from the first branch of the union; the order by keeps the entries' ids in the order given.
  return sql`insert into audit_log (${list})
      select ${list} from (${joinSql(branches, ' union all ')}) as entry (${rawSql('"order"')}, ${list}) order by entry."order"`;
}

/** A value as both drivers bind it alike: an instant as its ISO text, values as JSON text. */
const parameter = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
