import type Handsontable from 'handsontable/base';
import type { ClipboardEvent, RefObject } from 'react';
import { PASTED_FIELDS, pastedBookingRows } from '@core/booking-paste';
import { isCalendarDate } from '@core/stay-dates';
import { ENTRY_FIELDS } from '../grid/entry-columns';
import { currentEvent } from '../grid/entry-grid-settings';
import type { EntryField, EntryRates, EntryRow, PricingSettings } from '../grid/entry-row';
import { entryRowFromPaste, withPastedRates } from '../grid/pasted-entry-row';
import type { BookingRoom } from './use-booking-setup';

type FetchRates = (room: BookingRoom, checkInDate: string) => Promise<EntryRates | null>;

export interface EntryPasteContext {
  pricing: PricingSettings;
  roomLabels: string[];
  roomByLabel: Map<string, BookingRoom>;
  fetchRates: FetchRates;
  newRow: () => EntryRow;
  canPasteRows?: () => boolean;
  /** Rows whose width is read no way: the message names the layouts that are. */
  onPasteRefused?: (message: string) => void;
  onEdited?: (rows: EntryRow[]) => void;
}

/** What the paste needs of the grid: its rows and the grid's own ways of changing them. */
export interface EntryPasteGrid {
  hot: () => Handsontable | null;
  latest: RefObject<EntryPasteContext>;
  data: RefObject<EntryRow[]>;
  touchedOf: (entry: EntryRow) => Set<EntryField>;
  /** Forgets the row the server refused (the rows are replaced). */
  forgetRefusal: () => void;
  /** Forgets the cell last left, so that the pasted rows' first selection marks nothing. */
  forgetLastCell: () => void;
  replaceRows: (rows: EntryRow[]) => void;
  showProblems: () => void;
  requestRates: (
    entry: EntryRow,
    room: BookingRoom,
    checkInDate: string,
    apply: (entry: EntryRow, rates: EntryRates, pricing: PricingSettings) => EntryRow,
    fetch: FetchRates,
  ) => void;
}

/** The entry grid's handling of rows copied from a spreadsheet: the wrapper's paste capture and Handsontable's beforePaste. */
export function useEntryPaste(grid: EntryPasteGrid) {
  /**
   * Rows copied from Excel or Google Sheets (several cells): each becomes an entry row as if typed, from the
   * row with the cursor down (a spreadsheet's paste), every input cell checked at once, priced with its
   * room's rates. True when the paste was taken so (a single cell is pasted into its cell as usual).
   */
  const pasteRows = (text: string): boolean => {
    const { hot, latest, data, touchedOf } = grid;
    if (!/[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''))) return false;
    const block = pastedBookingRows(text, ENTRY_FIELDS);
    if (!block.ok) {
      latest.current.onPasteRefused?.(block.message);
      return true;
    }
    const pasted = block.rows;
    if (!pasted.length || latest.current.canPasteRows?.() === false) return true;
    const instance = hot();
    instance?.getActiveEditor()?.finishEditing(true);
    const { pricing: currentPricing, roomLabels: labels, roomByLabel: rooms } = latest.current;
    const start = Math.max(0, instance?.getSelectedActive()?.[0] ?? 0);
    const built = pasted.map((cells) =>
      entryRowFromPaste(cells, latest.current.newRow(), { labels, byLabel: rooms }, currentPricing),
    );
    // Every input cell of a pasted row was given (or left blank) at once: each shows its problem at once.
    for (const entry of built) for (const field of PASTED_FIELDS) touchedOf(entry).add(field);
    grid.forgetRefusal();
    grid.replaceRows([...data.current.slice(0, start), ...built, ...data.current.slice(start + built.length)]);
    grid.showProblems();
    // One request per room type and date for the whole paste.
    const answers = new Map<string, Promise<EntryRates | null>>();
    const fetchOnce = (room: BookingRoom, checkInDate: string) => {
      const key = `${room.roomType?.id ?? room.id}|${checkInDate}`;
      if (!answers.has(key)) answers.set(key, latest.current.fetchRates(room, checkInDate));
      return answers.get(key)!;
    };
    for (const entry of built) {
      const room = rooms.get(entry.room);
      if (room && isCalendarDate(entry.checkInDate))
        grid.requestRates(entry, room, entry.checkInDate, withPastedRates, fetchOnce);
    }
    grid.forgetLastCell();
    instance?.selectCell(start, 0);
    latest.current.onEdited?.(data.current.map((row) => ({ ...row })));
    return true;
  };

  /** A paste into an open cell editor, or into a selected cell: rows of a spreadsheet are taken here. */
  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!pasteRows(event.clipboardData.getData('text/plain'))) return;
    event.preventDefault();
    event.stopPropagation();
  };

  /** A paste that reaches Handsontable another way (the page had the focus, the grid the keys). */
  const beforePaste = () => {
    const event = currentEvent();
    const text = event instanceof window.ClipboardEvent ? (event.clipboardData?.getData('text/plain') ?? '') : '';
    return !pasteRows(text);
  };

  return { onPasteCapture, beforePaste };
}
