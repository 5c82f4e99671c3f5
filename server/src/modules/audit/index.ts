/**
 * The audit module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export { auditActorColumns, auditActorOf, setAuditActor } from './audit-actor';
export { auditCreatesSql, recordAuditEntry } from './audit-entry';
export { AuditLog } from './audit-log.entity';
export { AuditSubscriber, createdValues } from './audit.subscriber';
