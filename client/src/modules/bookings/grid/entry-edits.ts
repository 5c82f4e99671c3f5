import type Handsontable from 'handsontable/base';
import { withDerived, withRateType, type EntryField, type EntryRow, type PricingSettings } from './entry-row';

export interface EditedRow<Room> {
  /** The row recomputed with the changes. */
  next: EntryRow;
  /** The cells whose value changed (the clerk has touched them). */
  changed: EntryField[];
  /** The room whose rates the row now wants (a room picked, or a check-in date moved under a priced room). */
  fetchFor: Room | null;
  rateTypeChanged: boolean;
}

/**
 * The clerk's changes to one row: the row recomputed, and what else follows from them. `ratesAwaited`: the
 * rates of the room picked in this form are still on their way (asked for with the check-in date before).
 */
export function editedRow<Room extends { id: EntryRow['roomId'] }>(
  entry: EntryRow,
  changes: Handsontable.CellChange[],
  rooms: Map<string, Room>,
  pricing: PricingSettings,
  ratesAwaited = false,
): EditedRow<Room> {
  const next = { ...entry };
  const changed: EntryField[] = [];
  let rateTypeChanged = false;
  let fetchFor: Room | null = null;
  for (const [, prop, before, after] of changes) {
    if (before === after) continue;
    changed.push(prop as EntryField);
    switch (prop) {
      case 'room': {
        const room = rooms.get(String(after ?? '')) ?? null;
        next.roomId = room?.id ?? null;
        next.rates = null;
        fetchFor = room;
        break;
      }
      case 'guest':
        if (after !== next.pickedGuestName) Object.assign(next, { guestId: null, pickedGuestName: null });
        break;
      case 'checkInDate': {
        // The rate of a room picked in this form follows its check-in date (rate periods are by date).
        const picked = next.rates !== null || ratesAwaited;
        const room = picked && next.roomId ? [...rooms.values()].find((r) => r.id === next.roomId) : undefined;
        if (room) fetchFor = room;
        break;
      }
      case 'rateType':
        rateTypeChanged = true;
        break;
      case 'nights':
        next.typedNights = typeof after === 'number' ? after : null;
        break;
      case 'grandTotal':
        next.totalTyped = true;
        break;
    }
  }
  const recomputed = rateTypeChanged ? withRateType(next, pricing) : withDerived(next, pricing);
  return { next: recomputed, changed, fetchFor, rateTypeChanged };
}
