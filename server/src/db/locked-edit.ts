import { LockMode, type EntityClass } from '@mikro-orm/core';
import { notFound } from '@core/errors';
import { isStaleEdit, staleEdit, type EditedRecord } from '@core/record-version';
import { loadSettings } from '../modules/settings';
import type { Em } from './orm';

/** A record the hotel edits: raised by one with every change, and when that was. */
interface Versioned {
  id: number;
  version: number;
  updatedAt: Date;
}

/**
 * The record an edit is about to change, its row locked (SELECT … FOR UPDATE) until the caller's
 * transaction ends: concurrent edits of one record queue here and each reads the row as the one before
 * left it, so the history's before and after values chain and no edit is lost between a read and a write.
 * An edit that names the version it was based on is refused (409) when the record has changed since,
 * saying when, on the hotel's clock; one that names none goes ahead. 404 when the hotel has no such record.
 */
export async function lockForEdit<T extends Versioned>(
  em: Em,
  entity: EntityClass<T>,
  record: EditedRecord,
  id: number,
  expectedVersion: number | null,
): Promise<T> {
  // Alone, without joins: PostgreSQL cannot lock the nullable side of an outer join.
  const found = (await em.findOne(entity, { id } as never, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })) as T | null;
  if (!found) throw notFound(record.charAt(0).toUpperCase() + record.slice(1));
  if (isStaleEdit(expectedVersion, found.version)) {
    // The hotel's timezone is read only for a refusal.
    throw staleEdit(record, found.updatedAt, (await loadSettings(em)).timezone);
  }
  return found;
}

/**
 * Deletes a record as an edit would change it: its row locked, refused (409) when the deletion names a
 * version older than the record's, so that a clerk never deletes what someone else changed a moment ago
 * unseen, and no racing edit slips between the check and the delete. `beforeRemove` runs inside the lock.
 */
export async function deleteLocked<T extends Versioned>(
  em: Em,
  entity: EntityClass<T>,
  record: EditedRecord,
  id: number,
  expectedVersion: number | null,
  beforeRemove?: (found: T, em: Em) => Promise<void>,
): Promise<void> {
  await em.transactional(async (tx) => {
    const found = await lockForEdit(tx as Em, entity, record, id, expectedVersion);
    await beforeRemove?.(found, tx as Em);
    tx.remove(found);
  });
}
