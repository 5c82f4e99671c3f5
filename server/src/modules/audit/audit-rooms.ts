import type { Em } from '../../db/orm';
import { AuditLog, type AuditValues } from './audit-log.entity';

/** The ids of the rooms the entries name (a booking's room, a block's room). */
export function roomIdsOf(entries: readonly { before?: AuditValues | null; after?: AuditValues | null }[]): Set<number> {
  const roomIds = new Set<number>();
  for (const entry of entries) {
    for (const values of [entry.before, entry.after]) {
      if (typeof values?.room === 'number') roomIds.add(values.room);
    }
  }
  return roomIds;
}

/**
 * The room numbers found, and those of the rooms named but not found: a room deleted since (or cleared with
 * the operational data) is named by its own last entry.
 */
export async function roomNumbersOfGone(
  em: Em,
  roomIds: ReadonlySet<number>,
  found: Map<number, string>,
): Promise<Map<number, string>> {
  const numbers = new Map(found);
  const gone = [...roomIds].filter((id) => !numbers.has(id));
  if (gone.length) {
    const trail = await em.find(AuditLog, { entity: 'Room', entityId: { $in: gone } }, { orderBy: { id: 'asc' } });
    for (const entry of trail) {
      const roomNumber = entry.after?.roomNumber ?? entry.before?.roomNumber;
      if (typeof roomNumber === 'string') numbers.set(entry.entityId, roomNumber);
    }
  }
  return numbers;
}
