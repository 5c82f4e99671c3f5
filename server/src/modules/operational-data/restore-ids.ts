import { conflict } from '@core/errors';
import type { EntityName } from '@mikro-orm/core';
import type { OperationalBackup } from '@core/schemas/operational-backup.schema';
import type { Em } from '../../db/orm';
import { Booking } from '../bookings';
import { FolioAdjustment, FolioCharge, FolioPayment } from '../folio';
import { NightPosting } from '../night-audit';
import { Guest } from '../guests';
import { RatePeriod } from '../rate-periods';
import { RoomType } from '../room-types';
import { RoomBlock } from '../housekeeping';
import { Room } from '../rooms';

/** The kinds of row a backup holds, with the words a refusal names them by. */
const KINDS: { entity: EntityName<{ id: number }>; label: string; rows: (backup: OperationalBackup) => { id: number }[] }[] = [
  { entity: RoomType, label: 'room types', rows: (backup) => backup.roomTypes },
  { entity: RatePeriod, label: 'rate periods', rows: (backup) => backup.ratePeriods },
  { entity: Room, label: 'rooms', rows: (backup) => backup.rooms },
  { entity: RoomBlock, label: 'room blocks', rows: (backup) => backup.roomBlocks },
  { entity: Guest, label: 'guests', rows: (backup) => backup.guests },
  { entity: Booking, label: 'bookings', rows: (backup) => backup.bookings },
  { entity: FolioCharge, label: 'folio charges', rows: (backup) => backup.folioCharges },
  { entity: FolioPayment, label: 'folio payments', rows: (backup) => backup.folioPayments },
  { entity: FolioAdjustment, label: 'adjustments', rows: (backup) => backup.folioAdjustments },
  { entity: NightPosting, label: 'night postings', rows: (backup) => backup.nightPostings },
];

const SHOWN_IDS = 10;
const ID_SLICE = 10_000;

/**
 * A restore keeps every row's id (a booking number is printed on receipts and the activity log refers to
 * it), so the ids must be free in the whole database, whichever hotel holds them: otherwise the restore is
 * refused, naming the ids that clash, before anything is written.
 */
export async function refuseTakenIds(em: Em, backup: OperationalBackup): Promise<void> {
  const clashes: string[] = [];
  for (const kind of KINDS) {
    const ids = kind.rows(backup).map((row) => row.id);
    if (!ids.length) continue;
    // In slices: a statement takes at most 65,535 parameters, and a big hotel has more bookings than that.
    const taken: { id: number }[] = [];
    for (let start = 0; start < ids.length; start += ID_SLICE) {
      const slice = ids.slice(start, start + ID_SLICE);
      taken.push(
        ...(await em.find(kind.entity, { id: { $in: slice } }, { filters: false, fields: ['id'], orderBy: { id: 'asc' } })),
      );
    }
    if (!taken.length) continue;
    const shown = taken.slice(0, SHOWN_IDS).map((row) => `#${row.id}`);
    const more = taken.length > SHOWN_IDS ? ` and ${taken.length - SHOWN_IDS} more` : '';
    clashes.push(`${kind.label} ${shown.join(', ')}${more}`);
  }
  if (clashes.length) {
    throw conflict(
      `This backup's records cannot keep their numbers: ${clashes.join('; ')} already exist in this database. Restore it into the hotel it was cleared from, after clearing that hotel`,
    );
  }
}

/**
 * Rows written with their own ids leave each table's sequence where it was: moved past the highest id, so
 * that the next booking, guest or payment does not take a restored number (never moved back).
 */
export async function advanceIdSequences(em: Em): Promise<void> {
  for (const kind of KINDS) {
    const table = em.getMetadata().get(kind.entity).tableName;
    const [{ sequence }] = await em.execute<{ sequence: string }[]>(`select pg_get_serial_sequence(?, 'id') as sequence`, [
      table,
    ]);
    await em.execute(
      `select setval(?::regclass, greatest((select coalesce(max(id), 0) from "${table}"), (select last_value from ${sequence})), true)`,
      [sequence],
    );
  }
}
