import { useMemo } from 'react';
import { toast } from '../../../ui/toast';
import type { EntryGridProps } from '../components/entry-grid';
import { blankEntryRow } from '../grid/entry-row';
import type { BookingEntry } from './use-booking-entry';
import type { BookingSetup } from './use-booking-setup';
import { useStableCallback } from './use-stable-callback';
import { useStableObject } from './use-stable-object';

export type EntryGridSettings = Omit<EntryGridProps, 'ref' | 'onSubmit'>;

export interface EntryGridSettingsOptions {
  entry: Pick<BookingEntry, 'initialRows' | 'editingId' | 'keepDraft' | 'setRowCount'>;
  setup: Pick<BookingSetup, 'today' | 'pricing' | 'taxTitles' | 'roomLabels' | 'roomByLabel'>;
  guestLookup: EntryGridProps['guestLookup'];
  fetchRates: EntryGridProps['fetchRates'];
  fetchNote: EntryGridProps['fetchNote'];
}

const refusalToast = (message: string) => toast({ variant: 'destructive', title: 'Error', description: message });

/**
 * The entry grid's settings, the same object between renders until one of them changes: each new object
 * makes Handsontable apply its settings again.
 */
export function useEntryGridSettings({ entry, setup, guestLookup, fetchRates, fetchNote }: EntryGridSettingsOptions) {
  const { initialRows, editingId, keepDraft, setRowCount } = entry;
  const { today, pricing, taxTitles, roomLabels, roomByLabel } = setup;

  /** Several rows are pasted as new bookings: not over a booking being edited (its row would be lost). */
  const canPasteRows = useStableCallback(() => {
    if (editingId === null) return true;
    refusalToast(`Finish or cancel the edit of Booking #${editingId} before pasting several bookings`);
    return false;
  });
  const pasteRefused = useStableCallback(refusalToast);
  const newRow = useStableCallback(() => blankEntryRow(today(), pricing));

  const firstRows = useMemo(() => initialRows ?? [blankEntryRow(today(), pricing)], [initialRows]);

  return useStableObject<EntryGridSettings>({
    initialRows: firstRows,
    newRow,
    canPasteRows,
    onPasteRefused: pasteRefused,
    onRowCount: setRowCount,
    pricing,
    taxTitles,
    roomLabels,
    roomByLabel,
    guestLookup,
    fetchRates,
    fetchNote,
    onEdited: keepDraft,
    autoFocus: true,
    editingId,
  });
}
