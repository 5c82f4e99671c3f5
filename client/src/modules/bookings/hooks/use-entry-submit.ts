import { useRef, useState } from 'react';
import { toast } from '../../../ui/toast';
import { checkEntry, isBlankEntry, type EntryCheck, type EntryRow, type PricingSettings } from '../grid/entry-row';
import type { BookingActions } from './use-booking-actions';
import type { BookingEntry, EditedBooking } from './use-booking-entry';
import { useStableCallback } from './use-stable-callback';

type CheckedEntry = Extract<EntryCheck, { ok: true }>;

export interface EntrySubmitOptions {
  entry: Pick<BookingEntry, 'gridRef' | 'edited' | 'startNew' | 'restore' | 'reload'>;
  pricing: PricingSettings;
  actions: Pick<BookingActions, 'createBooking' | 'updateBooking' | 'saveBatch'>;
  /** Whether a typed name is a guest on file already (the server adds one that is not, and the toast says so). */
  guestExists: (name: { firstName: string; lastName: string }) => Promise<boolean>;
}

const refusalToast = (message: string) => toast({ variant: 'destructive', title: 'Error', description: message });

/**
 * ADD NEW / UPDATE BOOKING (and Enter on Paid): the entry rows checked and saved. `pending` is true while
 * bookings entered are still being saved.
 */
export function useEntrySubmit({ entry, pricing, actions, guestExists }: EntrySubmitOptions) {
  const { gridRef } = entry;
  // Bookings entered and still being saved, and the chain that saves them in order.
  const [pending, setPending] = useState(0);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const batchSaving = useRef(false);

  /** Saves one checked booking; false when the server refused it (the reason is toasted). */
  const save = async ({ id, version }: EditedBooking, check: CheckedEntry): Promise<boolean> => {
    if (id !== null) return (await actions.updateBooking(id, { ...check.input, version }, { onStale: entry.reload })) !== null;
    // The server adds a guest when the typed name matches nobody; say so when that is what happens.
    const typed = check.typedGuest;
    const isNew = typed !== null && !(await guestExists(typed));
    const newGuestName = isNew && typed ? `${typed.firstName} ${typed.lastName}` : null;
    return (await actions.createBooking(check.input, newGuestName)) !== null;
  };

  /**
   * Rows pasted from a spreadsheet, once their rooms' rates are in: each checked as a single booking is, then
   * all saved as one batch, every one or none. They stay on screen until the batch is saved; a refused one is
   * marked, with the reason.
   */
  const submitBatch = async (settled: Promise<EntryRow[]>) => {
    if (batchSaving.current) return;
    batchSaving.current = true;
    setPending((count) => count + 1);
    try {
      const checks = (await settled).map((row) => checkEntry(row, pricing));
      const failed = checks.findIndex((check) => !check.ok);
      const refusal = checks[failed];
      if (refusal && !refusal.ok) {
        const message = `Row ${failed + 1}: ${refusal.message}`;
        refusalToast(message);
        gridRef.current?.markRefused(failed, message);
        return;
      }
      const inputs = checks.flatMap((check) => (check.ok ? [check.input] : []));
      const result = await actions.saveBatch(inputs, 'Failed to create bookings');
      if (result.ok) {
        toast({ title: 'Success', description: `${result.bookings.length} bookings created successfully` });
        entry.startNew();
      } else if (result.row !== null) {
        gridRef.current?.markRefused(result.row - 1, result.message);
      }
    } finally {
      batchSaving.current = false;
      setPending((count) => count - 1);
    }
  };

  /**
   * A checked booking leaves the grid at once, blank for the next one with the cursor on Room, and is saved
   * behind it: saves run one after another in the order entered. A refused one comes back into the grid
   * when the clerk has not started the next booking.
   */
  const submit = useStableCallback(() => {
    const grid = gridRef.current;
    // An amount asked about (far below the room type's rate) is answered first.
    if (!grid || grid.awaitsAnswer()) return;
    const rows = grid.getRows();
    if (rows.length > 1) {
      void submitBatch(grid.settledRows());
      return;
    }
    const row = rows[0];
    if (!row) return;
    const check = checkEntry(row, pricing);
    if (!check.ok) {
      refusalToast(check.message);
      return;
    }
    const edited = entry.edited();
    // Taken before the grid goes blank: the room's rate may still be on its way to this row.
    const settled = grid.settledRows();
    entry.startNew();
    setPending((count) => count + 1);
    saving.current = saving.current.then(async () => {
      try {
        const [entered = row] = await settled;
        const final = checkEntry(entered, pricing);
        if (!final.ok) refusalToast(final.message);
        const saved = final.ok && (await save(edited, final));
        // Read after the save: whatever the clerk has typed meanwhile is never replaced.
        const now = gridRef.current?.getRows() ?? [];
        if (!saved && now.length === 1 && isBlankEntry(now[0])) entry.restore(edited, entered);
      } finally {
        setPending((count) => count - 1);
      }
    });
  });

  return { submit, pending: pending > 0 };
}
