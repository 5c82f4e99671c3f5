import type { HotTableRef } from '@handsontable/react-wrapper';
import type Handsontable from 'handsontable/base';
import { memo, useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { DataGrid } from '../../../ui/grid/data-grid';
import { normaliseChanges } from '../grid/cell-values';
import {
  entryCellMeta,
  isSavingEntryColumn,
  entryColumns,
  entryHeaders,
  ENTRY_FIELDS,
  type EntryColumnField,
} from '../grid/entry-columns';
import { editedRow } from '../grid/entry-edits';
import {
  COLUMN_WIDTHS,
  entryCellClassName,
  FROZEN_COLUMNS,
  gridHeightFor,
  NEXT_CELL,
  refuseRow,
  SKIPPED_SOURCES,
  titleHeader,
} from '../grid/entry-grid-settings';
import { amountsOf, withDerived, type EntryRates, type EntryRow, type PricingSettings } from '../grid/entry-row';
import type { GuestChoice, GuestLookup } from '../grid/guest-editor';
import type { TaxTitles } from '../grid/hotel-taxes';
import type { BookingRoom } from '../hooks/use-booking-setup';
import { useEntryNavigation } from '../hooks/use-entry-navigation';
import { useEntryPaste } from '../hooks/use-entry-paste';
import { useEntryRows } from '../hooks/use-entry-rows';
import { useEntrySubmitKeys } from '../hooks/use-entry-submit-keys';
import { useLatest } from '../hooks/use-latest';
import { useRoomPicker } from '../hooks/use-room-picker';
import { focusEntryRoom, keysAreElsewhere } from '../grid/focus-entry-room';
import { EntryCellMessages } from './entry-cell-messages';

export interface EntryGridHandle {
  /** The rows as typed and computed so far: one, or several after a paste of spreadsheet rows. */
  getRows: () => EntryRow[];
  /**
   * The rows as getRows gives them, once the room rates still on their way to them have come and filled the
   * amounts the clerk did not type: what a save sends (a row saved before its rate came would lack them).
   */
  settledRows: () => Promise<EntryRow[]>;
  /**
   * Replaces every row with these (a blank new booking, a booking to edit, a kept draft) and puts the cursor on
   * Room, or on Guest when the caller has given the room (a booking started from the board's empty nights).
   */
  load: (rows: EntryRow | EntryRow[], cursor?: 'room' | 'guest') => void;
  /**
   * Before a save: true when an amount far below its room type's rate is still asked about (the keyboard goes
   * to the question; keeping the amount saves).
   */
  awaitsAnswer: () => boolean;
  /** Marks the row (0-based) that stopped a save, says why under the grid, and puts the cursor on its Room. */
  markRefused: (index: number, message: string) => void;
  focus: () => void;
}

export interface EntryGridProps {
  ref?: Ref<EntryGridHandle>;
  /** One row, or the rows of a kept draft. */
  initialRows: EntryRow[];
  /** A blank new booking (today, Daily, 1 night): what the blank cells of a pasted row start from. */
  newRow: () => EntryRow;
  /** Before rows copied from a spreadsheet replace the entry rows: false keeps them out (the caller says why). */
  canPasteRows?: () => boolean;
  /** Rows copied from a spreadsheet whose width is read no way: the message says which layouts are. */
  onPasteRefused?: (message: string) => void;
  pricing: PricingSettings;
  taxTitles: TaxTitles;
  roomLabels: string[];
  roomByLabel: Map<string, BookingRoom>;
  guestLookup: GuestLookup;
  fetchRates: (room: BookingRoom, checkInDate: string) => Promise<EntryRates | null>;
  /** The note on how a row's stay is priced, when its rules surprise (the dynamic rate's note), or null. */
  fetchNote: (roomTypeId: number, checkInDate: string, rateType: string, nights: number) => Promise<string | null>;
  /** Enter on Paid (or Method) of the last row. */
  onSubmit: () => void;
  /** After each change the clerk makes to the rows (not after a load), with the rows as they now stand. */
  onEdited?: (rows: EntryRow[]) => void;
  /** The number of rows, whenever it changes (a paste of several rows, a load). */
  onRowCount?: (count: number) => void;
  /** Selects the Room cell when the grid first appears, unless the clerk is already at work elsewhere on the page. */
  autoFocus?: boolean;
  /** The booking being edited (null for a new one): the room picker does not count its own stay as in the way. */
  editingId?: number | null;
}

/**
 * The entry row of spec section 2 as a Handsontable grid of one row, or of the several rows a spreadsheet
 * copy pasted into it. Tab and Enter move to the next input (computed cells are skipped; past a row's
 * last input, to the next row's Room), Enter on the last row's last input submits. Every edit recomputes
 * the computed cells with the booking engine, the very function the server prices with.
 */
export const EntryGrid = memo(function EntryGrid({
  ref,
  initialRows,
  newRow,
  canPasteRows,
  onPasteRefused,
  onRowCount,
  pricing,
  taxTitles,
  roomLabels,
  roomByLabel,
  guestLookup,
  fetchRates,
  fetchNote,
  onSubmit,
  onEdited,
  autoFocus,
  editingId = null,
}: EntryGridProps) {
  const hotRef = useRef<HotTableRef>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const headers = useMemo(() => entryHeaders(taxTitles), [taxTitles]);
  const latest = useLatest({
    pricing,
    roomByLabel,
    roomLabels,
    fetchRates,
    fetchNote,
    onSubmit,
    onEdited,
    onRowCount,
    newRow,
    canPasteRows,
    onPasteRefused,
    headers,
    editingId,
  });
  const rows = useEntryRows(initialRows, hotRef, wrapperRef, latest);
  const { data, refused, lastCell, hot, rowAt, touchedOf, showProblems, replaceRows } = rows;
  const picker = useRoomPicker(latest, data, touchedOf, hot);

  const columns = useMemo(
    () =>
      entryColumns({
        roomLabels,
        guestLookup,
        roomChoicesOf: picker.choicesOf,
        // The cell keeps the name; the picked guest's id rides along until the name is typed over.
        onGuestPicked: (visualRow: number, guest: GuestChoice) => {
          Object.assign(rowAt(visualRow), { guestId: guest.id, pickedGuestName: guest.name });
        },
      }),
    [roomLabels, guestLookup],
  );

  const { onPasteCapture, beforePaste } = useEntryPaste({
    hot,
    latest,
    data,
    touchedOf,
    forgetRefusal: () => {
      refused.current = null;
    },
    forgetLastCell: () => {
      lastCell.current = null;
    },
    replaceRows,
    showProblems,
    requestRates: rows.requestRates,
  });

  const focusRoom = (cursor: 'room' | 'guest' = 'room') =>
    focusEntryRoom(hot(), cursor === 'guest' ? ENTRY_FIELDS.indexOf('guest') : 0);
  const { leaveDisabledCell, modifyTransformStart } = useEntryNavigation(hot, data, rowAt, latest);

  useImperativeHandle(ref, () => ({
    getRows: () => data.current.map((entry) => ({ ...entry })),
    settledRows: rows.settledRows,
    awaitsAnswer: rows.awaitsAnswer,
    load: (next, cursor) => {
      hot()?.getActiveEditor()?.finishEditing(true);
      rows.touched.current = new WeakMap();
      picker.forget();
      refused.current = null;
      lastCell.current = null;
      replaceRows(Array.isArray(next) ? next : [next]);
      showProblems();
      hot()?.getPlugin('undoRedo')?.clear();
      focusRoom(cursor);
    },
    markRefused: (index, message) => {
      const entry = data.current[index];
      if (!entry) return;
      refused.current = { row: entry, message };
      showProblems();
      hot()?.selectCell(index, 0);
    },
    focus: () => focusRoom(),
  }));

  // Prices and labels can arrive after the first paint: recompute with what is known now.
  useEffect(() => {
    for (const entry of data.current) Object.assign(entry, withDerived(entry, pricing));
    showProblems();
  }, [pricing]);

  // A kept draft of several rows: the page shows their count from the start.
  useEffect(() => {
    if (data.current.length > 1) onRowCount?.(data.current.length);
  }, []);

  useEntrySubmitKeys(
    hotRef,
    (rowIndex, col) =>
      rowIndex === data.current.length - 1 && isSavingEntryColumn(rowAt(rowIndex), col, latest.current.pricing.entryMode),
    () => latest.current.onSubmit(),
    () => {
      if (autoFocus && !keysAreElsewhere(wrapperRef.current)) focusRoom();
    },
  );

  const cells = useMemo(
    () => (rowIndex: number, _col: number, prop: string | number) => {
      const entry = data.current[rowIndex];
      const meta = entryCellMeta(entry, prop as EntryColumnField, latest.current.pricing.entryMode);
      const className = entryCellClassName(
        meta.className,
        rows.invalid.current.has(`${rowIndex}:${String(prop)}`),
        Boolean(entry && refused.current?.row === entry),
      );
      return { ...meta, className };
    },
    [],
  );

  const afterSelection = (rowIndex: number, col: number) => {
    rows.afterSelection(rowIndex, col);
    picker.cellSelected(rowIndex, col);
  };

  const beforeChange = (changes: (Handsontable.CellChange | null)[], source: string) => {
    if (SKIPPED_SOURCES.has(source)) return;
    normaliseChanges(changes, latest.current.roomLabels, (index) => rowAt(index).pickedGuestName);
  };

  const afterChange = (changes: Handsontable.CellChange[] | null, source: string) => {
    if (!changes || SKIPPED_SOURCES.has(source)) return;
    const byRow = new Map<number, Handsontable.CellChange[]>();
    for (const change of changes) byRow.set(change[0], [...(byRow.get(change[0]) ?? []), change]);
    for (const [index, rowChanges] of byRow) applyEdits(index, rowChanges);
    latest.current.onEdited?.(data.current.map((entry) => ({ ...entry })));
  };

  /** The clerk's changes to one row: the row recomputed, its room's rates asked for when the room or date changed. */
  const applyEdits = (index: number, changes: Handsontable.CellChange[]) => {
    const entry = rowAt(index);
    const { next, changed, fetchFor, rateTypeChanged } = editedRow(
      entry,
      changes,
      latest.current.roomByLabel,
      latest.current.pricing,
      rows.awaitsRates(entry),
    );
    for (const field of changed) touchedOf(entry).add(field);
    if (changed.length && refused.current?.row === entry) refused.current = null;
    const before = amountsOf(entry);
    rows.write(index, next);
    rows.followRates(entry, before, changed);
    if (fetchFor) rows.requestRates(entry, fetchFor, next.checkInDate);
    if (rateTypeChanged) queueMicrotask(leaveDisabledCell);
  };

  return (
    <div
      className="entry-grid"
      data-testid="booking-entry-grid"
      ref={wrapperRef}
      // The number of rows, for whoever reads the page (the grid draws only the rows in view).
      data-rows={initialRows.length}
      onPasteCapture={onPasteCapture}
    >
      <DataGrid
        ref={hotRef}
        groupLabel="Booking entry"
        data={data.current}
        columns={columns}
        colHeaders={headers}
        // Widths that show every figure whole; on a narrower screen the row scrolls sideways inside its card,
        // Room and Guest staying in view, and Handsontable scrolls the cell with the cursor into view.
        colWidths={COLUMN_WIDTHS}
        fixedColumnsStart={FROZEN_COLUMNS}
        // A height of its own gives the grid its own sideways scrollbar (else the page would scroll).
        height={gridHeightFor(initialRows.length)}
        // Fifteen cells: all rendered, also those scrolled out of view (their messages are placed by them).
        viewportColumnRenderingOffset={ENTRY_FIELDS.length}
        afterGetColHeader={titleHeader}
        cells={cells}
        // The arrows and Tab stay on the inputs, never on the headers.
        navigableHeaders={false}
        enterMoves={NEXT_CELL}
        tabMoves={NEXT_CELL}
        autoWrapRow={false}
        autoWrapCol={false}
        allowInvalid
        undo={false}
        copyPaste
        wordWrap={false}
        fillHandle={false}
        beforeChange={beforeChange}
        afterChange={afterChange}
        beforePaste={beforePaste}
        // Rows come from the clerk's paste and CLEAR only, never from Handsontable's own paste or fill.
        beforeCreateRow={refuseRow}
        afterSelection={afterSelection}
        modifyTransformStart={modifyTransformStart}
      />
      <EntryCellMessages sinkRef={rows.messageSink} />
    </div>
  );
});
