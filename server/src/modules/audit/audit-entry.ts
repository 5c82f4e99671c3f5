import type { AuditAction, AuditEntity } from '@core/audit-records';
import type { Em } from '../../db/orm';
import { auditActorColumns, auditActorOf } from './audit-actor';
import { AuditLog, type AuditValues } from './audit-log.entity';

export interface ManualAuditEntry {
  hotel: number;
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  before: AuditValues | null;
  after: AuditValues | null;
}

/**
 * An entry for a change the unit of work does not see (a delete of many rows at once, an insert written in
 * SQL), written through the caller's EntityManager: inside its transaction, so it commits or rolls back with
 * the change. Everything the unit of work writes is recorded by the audit subscriber instead.
 */
export async function recordAuditEntry(em: Em, entry: ManualAuditEntry): Promise<void> {
  await em.insert(AuditLog, { ...entry, ...auditActorColumns(auditActorOf(em), entry.hotel), createdAt: new Date() });
}
