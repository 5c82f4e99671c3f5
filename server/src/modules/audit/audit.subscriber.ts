import {
  ChangeSetType,
  helper,
  ReferenceKind,
  type ChangeSet,
  type EntityMetadata,
  type EntityManager,
  type EventSubscriber,
  type FlushEventArgs,
  type TransactionEventArgs,
  type Transaction,
  type UnitOfWork,
} from '@mikro-orm/core';
import { auditNameFields, type AuditAction, type AuditEntity } from '@core/audit-records';
import { auditActorOf, type AuditActor } from './audit-actor';
import { auditRow } from './audit-entry';
import { AuditLog, type AuditValues } from './audit-log.entity';

interface AuditedEntity {
  /** Fields an update always records besides the changed ones, so an entry reads on its own (which setting). */
  identity: readonly string[];
  /** Never written to the trail, not even as "changed": secrets. */
  secret?: readonly string[];
}

/**
 * Every kind of hotel record, by class name (issue 15). Stay actions (check-in/out, cancel, no-show,
 * reinstate) are updates of the booking; a payment or charge and its void are rows of the folio; room status
 * is the room's. Clear Operational Data, which deletes without the unit of work, writes its own entry
 * ("Hotel", action clear: see audit-entry.ts).
 */
export const AUDITED: Record<Exclude<AuditEntity, 'Hotel'>, AuditedEntity> = {
  Booking: { identity: [] },
  // A folio line reads with its booking, a block with its room (ids): they have no name of their own.
  FolioCharge: { identity: ['booking'] },
  FolioPayment: { identity: ['booking'] },
  FolioAdjustment: { identity: ['booking'] },
  Guest: { identity: auditNameFields('Guest') },
  Room: { identity: auditNameFields('Room') },
  RoomBlock: { identity: ['room'] },
  RoomType: { identity: auditNameFields('RoomType') },
  // A change from a date reads with its room type or tax rate (ids) and its date.
  RoomTypeRateChange: { identity: ['roomType', ...auditNameFields('RoomTypeRateChange')] },
  RatePeriod: { identity: auditNameFields('RatePeriod') },
  TaxRate: { identity: auditNameFields('TaxRate') },
  TaxRateChange: { identity: ['taxRate', ...auditNameFields('TaxRateChange')] },
  Amenity: { identity: auditNameFields('Amenity') },
  Employee: { identity: auditNameFields('Employee') },
  HotelSetting: { identity: auditNameFields('HotelSetting') },
  HotelUser: { identity: auditNameFields('HotelUser'), secret: ['passwordHash', 'totpSecret', 'totpLastStep'] },
};
const auditedOf = (className: string): AuditedEntity | undefined =>
  Object.hasOwn(AUDITED, className) ? AUDITED[className as keyof typeof AUDITED] : undefined;
/** Not a change anyone made: keys, the tenant, and the timestamps and version the row keeps itself. */
const NOT_RECORDED = new Set(['id', 'hotel', 'createdAt', 'updatedAt', 'version']);

interface PendingEntry {
  changeSet: ChangeSet<object>;
  action: AuditAction;
  /** Null until written when the hotel itself is new (its Owner is created with it). */
  hotel: number | null;
  /** Known before the write except for a new row (a deleted row loses its id in the entity). */
  entityId: number | null;
  /** For an update: the changed fields (identity fields added); the after values are read once written. */
  fields: string[];
  before: AuditValues | null;
  actor: AuditActor | null;
  at: Date;
}

/**
 * The one place the audit trail is written. On every flush it notes the changes of audited rows, with
 * the values they had before (the unit of work's snapshot) and the actor of the EntityManager (set per
 * request in context.ts); once the rows are written it inserts the entries in the same transaction:
 * right after the flush when the flush ran inside a transaction, or just before the commit of the
 * transaction a flush opens for itself. A change that rolls back takes its entries with it.
 */
export class AuditSubscriber implements EventSubscriber {
  private readonly pending = new WeakMap<UnitOfWork, PendingEntry[]>();

  onFlush({ em, uow }: FlushEventArgs): void {
    const actor = auditActorOf(em);
    const at = new Date();
    const entries: PendingEntry[] = [];
    for (const changeSet of uow.getChangeSets()) {
      const audited = auditedOf(changeSet.meta.className);
      const action = actionOf(changeSet.type);
      if (!audited || !action) continue;
      const recorded = (field: string) => !NOT_RECORDED.has(field) && !audited.secret?.includes(field);
      // A deletion's change set carries no snapshot; the entity's own is the row as it was loaded.
      const original = (changeSet.originalEntity ?? helper(changeSet.entity).__originalEntityData ?? {}) as AuditValues;
      // A person's hotel is a reference (the other rows map it to its id); a new hotel's id comes with its insert.
      const hotel = (plain(original.hotel ?? (changeSet.entity as AuditValues).hotel) as number | null) ?? null;
      const entityId = action === 'create' ? null : (helper(changeSet.entity).getPrimaryKey() as number);
      const base = { changeSet, action, hotel, entityId, actor, at };
      if (action === 'update') {
        const changed = Object.keys(changeSet.payload).filter(recorded);
        if (changed.length === 0) continue;
        const fields = [...new Set([...audited.identity, ...changed])];
        entries.push({ ...base, fields, before: pick(original, fields) });
      } else if (action === 'create') {
        const fields = Object.keys(changeSet.meta.properties).filter((field) => recorded(field) && isColumn(changeSet, field));
        entries.push({ ...base, fields, before: null });
      } else {
        const fields = Object.keys(original).filter(recorded);
        entries.push({ ...base, fields, before: pick(original, fields) });
      }
    }
    // Replaces what a failed earlier flush of this unit of work may have left.
    if (entries.length) this.pending.set(uow, entries);
    else this.pending.delete(uow);
  }

  async beforeTransactionCommit({ em, uow, transaction }: TransactionEventArgs): Promise<void> {
    if (uow) await this.write(em, uow, transaction);
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    // Inside a transaction (em.transactional) the entries join it now. Otherwise the flush's own
    // transaction has already written them before its commit, and nothing is left here.
    await this.write(em, uow, undefined);
  }

  afterTransactionRollback({ uow }: TransactionEventArgs): void {
    if (uow) this.pending.delete(uow);
  }

  private async write(em: EntityManager, uow: UnitOfWork, transaction: Transaction | undefined): Promise<void> {
    const entries = this.pending.get(uow);
    if (!entries?.length) return;
    this.pending.delete(uow);
    const rows = entries.map((entry) => {
      const { changeSet } = entry;
      const hotel = entry.hotel ?? (plain((changeSet.entity as AuditValues).hotel) as number);
      const change = {
        hotel,
        entity: changeSet.meta.className as AuditEntity,
        entityId: entry.entityId ?? (helper(changeSet.entity).getPrimaryKey() as number),
        action: entry.action,
        before: entry.before,
        after: entry.action === 'delete' ? null : currentValues(changeSet, entry.fields),
      };
      return auditRow(entry.actor, change, entry.at);
    });
    await em.insertMany(AuditLog, rows, transaction ? { ctx: transaction } : {});
  }
}

/**
 * What a create's entry records of a new row written in SQL, not by the unit of work (create-booking.ts):
 * the same fields onFlush takes from a change set, from the row's values by property name (a related row as
 * its id; a field not given as null).
 */
export function createdValues(meta: EntityMetadata, values: Readonly<Record<string, unknown>>): AuditValues {
  const audited = auditedOf(meta.className);
  if (!audited) throw new Error(`${meta.className} is not in the audit trail`);
  const fields = Object.keys(meta.properties).filter(
    (field) => !NOT_RECORDED.has(field) && !audited.secret?.includes(field) && isColumnOf(meta, field),
  );
  return pick(values, fields);
}

function actionOf(type: ChangeSetType): AuditAction | null {
  if (type === ChangeSetType.CREATE) return 'create';
  if (type === ChangeSetType.UPDATE || type === ChangeSetType.UPDATE_EARLY) return 'update';
  if (type === ChangeSetType.DELETE || type === ChangeSetType.DELETE_EARLY) return 'delete';
  return null;
}

function isColumn(changeSet: ChangeSet<object>, field: string): boolean {
  return isColumnOf(changeSet.meta, field);
}

function isColumnOf(meta: EntityMetadata, field: string): boolean {
  const kind = (meta.properties as Record<string, { kind: ReferenceKind } | undefined>)[field]?.kind;
  return kind === ReferenceKind.SCALAR || kind === ReferenceKind.MANY_TO_ONE || kind === ReferenceKind.EMBEDDED;
}

function pick(values: AuditValues, fields: readonly string[]): AuditValues {
  return Object.fromEntries(fields.map((field) => [field, plain(values[field])]));
}

/** The written values of these fields: a related row as its id, a date as its ISO text. */
function currentValues(changeSet: ChangeSet<object>, fields: readonly string[]): AuditValues {
  const entity = changeSet.entity as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, plain(entity[field])]));
}

function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && '__helper' in value) return helper(value).getPrimaryKey();
  if (value !== null && typeof value === 'object' && 'unwrap' in value && typeof value.unwrap === 'function') {
    return plain(value.unwrap());
  }
  return value;
}
