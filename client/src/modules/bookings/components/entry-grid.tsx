import type { HotTableRef } from '@handsontable/react-wrapper';
import type Handsontable from 'handsontable/base';
import type { CellCoords } from 'handsontable/base';
import { memo, useEffect, useImperativeHandle, useMemo, useRef, type ClipboardEvent, type Ref } from 'react';
import { PASTED_FIELDS, pastedBookingRows } from '@core/booking-paste';
import { isCalendarDate } from '@core/stay-dates';
import { DataGrid } from '../../../ui/grid/data-grid';
import {
  normaliseDate,
  normaliseGuestName,
  normaliseMoney,
  normaliseNights,
  normaliseRateType,
  normaliseRoom,
} from '../grid/cell-values';
import {
  editableEntryColumns,
  entryCellMeta,
  entryColumns,
  entryHeaders,
  ENTRY_COLUMN_WIDTHS,
  ENTRY_FIELDS,
  type EntryColumnField,
} from '../grid/entry-columns';
import {
  withDerived,
  withRates,
  withRateType,
  type EntryField,
  type EntryRates,
  type EntryRow,
  type PricingSettings,
} from '../grid/entry-row';
import type { GuestChoice, GuestLookup } from '../grid/guest-editor';
import type { TaxTitles } from '../grid/hotel-taxes';
import { entryProblems } from '../grid/entry-problems';
import { entryRowFromPaste, withPastedRates } from '../grid/pasted-entry-row';
import type { BookingRoom } from '../hooks/use-booking-setup';
import { useEntrySubmitKeys } from '../hooks/use-entry-submit-keys';
import { EntryCellMessages, type EntryMessageSink } from './entry-cell-messages';

/** Data loads, not a clerk's edits. (The computed cells are written straight into the row, with no change event.) */
const SKIPPED_SOURCES = new Set<string>(['loadData', 'updateData']);

/** Tab and Enter move along the row (read-only cells are skipped in modifyTransformStart). */
const NEXT_CELL = { col: 1, row: 0 };
const MONEY_FIELDS = new Set<string>(['dailyWeeklyAmount', 'monthlyAmount', 'grandTotal', 'paidAmount']);

const COLUMN_WIDTHS = [...ENTRY_COLUMN_WIDTHS];
const FROZEN_COLUMNS = 2;
/** The header, the row and a horizontal scrollbar, px. */
const GRID_HEIGHT = 74;
/** Each further row of a paste, px; past MAX_VISIBLE_ROWS the rows scroll inside the grid. */
const ROW_HEIGHT = 29;
const MAX_VISIBLE_ROWS = 10;
const gridHeightFor = (rows: number) => GRID_HEIGHT + (Math.min(rows, MAX_VISIBLE_ROWS) - 1) * ROW_HEIGHT;

/** Each header carries its whole text as a tooltip, for when its column is narrower than the words. */
function titleHeader(_col: number, th: HTMLTableCellElement) {
  const text = th.querySelector('.colHeader')?.textContent;
  if (text) th.title = text;
}

/** The event being dispatched, if any (window.event: the handle's callers need not pass it down). */
const currentEvent = (): Event | undefined => (window as { event?: Event }).event;

/** Handsontable adds no row of its own (a paste past the last row would leave rows CLEAR does not know). */
const refuseRow = () => false;

/** The amounts a clerk types (a typed total is kept by totalTyped). */
const amountsOf = (row: EntryRow) => [row.dailyWeeklyAmount, row.monthlyAmount].join('|');

export interface EntryGridHandle {
  /** The rows as typed and computed so far: one, or several after a paste of spreadsheet rows. */
  getRows: () => EntryRow[];
  /** Replaces every row with these (a blank new booking, a booking to edit, a kept draft) and puts the cursor on Room. */
  load: (rows: EntryRow | EntryRow[]) => void;
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
  pricing: PricingSettings;
  taxTitles: TaxTitles;
  roomLabels: string[];
  roomByLabel: Map<string, BookingRoom>;
  guestLookup: GuestLookup;
  fetchRates: (room: BookingRoom, checkInDate: string) => Promise<EntryRates | null>;
  /** Enter on the last input of the last row. */
  onSubmit: () => void;
  /** After each change the clerk makes to the rows (not after a load), with the rows as they now stand. */
  onEdited?: (rows: EntryRow[]) => void;
  /** The number of rows, whenever it changes (a paste of several rows, a load). */
  onRowCount?: (count: number) => void;
  /** Selects the Room cell when the grid first appears. */
  autoFocus?: boolean;
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
  onRowCount,
  pricing,
  taxTitles,
  roomLabels,
  roomByLabel,
  guestLookup,
  fetchRates,
  onSubmit,
  onEdited,
  autoFocus,
}: EntryGridProps) {
  const hotRef = useRef<HotTableRef>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  // Handsontable owns this array and edits its objects in place; the array itself is never replaced (a
  // paste or a load changes its rows, then hands the same array back to the grid).
  const data = useRef<EntryRow[]>([...initialRows]);
  const headers = useMemo(() => entryHeaders(taxTitles), [taxTitles]);
  const latest = useRef({
    pricing,
    roomByLabel,
    roomLabels,
    fetchRates,
    onSubmit,
    onEdited,
    onRowCount,
    newRow,
    canPasteRows,
    headers,
  });
  latest.current = {
    pricing,
    roomByLabel,
    roomLabels,
    fetchRates,
    onSubmit,
    onEdited,
    onRowCount,
    newRow,
    canPasteRows,
    headers,
  };
  // The latest rate request of each row: an older answer, or one for a row since replaced, is dropped.
  const rateRequests = useRef(new WeakMap<EntryRow, number>());
  const rateRequest = useRef(0);
  // The cells the clerk has left (or changed), by row: only these show their problem.
  const touched = useRef(new WeakMap<EntryRow, Set<EntryField>>());
  const lastCell = useRef<{ row: number; col: number } | null>(null);
  const invalid = useRef(new Set<string>());
  // The row the server refused on the last save, and why, until it is edited or the rows are replaced.
  const refused = useRef<{ row: EntryRow; message: string } | null>(null);
  const messageSink = useRef<EntryMessageSink | null>(null);

  const hot = () => hotRef.current?.hotInstance ?? null;
  const rowAt = (index: number): EntryRow => data.current[index] ?? data.current[0];
  const touchedOf = (entry: EntryRow) => {
    let fields = touched.current.get(entry);
    if (!fields) touched.current.set(entry, (fields = new Set()));
    return fields;
  };

  /** Puts a new state of a row into the grid's object, marks the cells left invalid, and repaints. */
  const write = (index: number, next: EntryRow) => {
    Object.assign(rowAt(index), next);
    showProblems();
  };

  /** Each touched cell with a problem is marked, and its message shown under it (with its row when there are several). */
  const showProblems = () => {
    const instance = hot();
    const several = data.current.length > 1;
    const shown = data.current.flatMap((entry, index) => {
      const problems = entryProblems(entry, latest.current.pricing.entryMode);
      const fields = touchedOf(entry);
      return ENTRY_FIELDS.flatMap((field, col) => {
        const message = problems[field];
        return message && fields.has(field) ? [{ index, field, col, message }] : [];
      });
    });
    invalid.current = new Set(shown.map(({ index, field }) => `${index}:${field}`));
    instance?.render();
    const gridLeft = wrapperRef.current?.getBoundingClientRect().left ?? 0;
    const refusal = refused.current && data.current.includes(refused.current.row) ? [refused.current.message] : [];
    messageSink.current?.([
      ...refusal.map((text) => ({ field: 'refused', text, left: 0 })),
      ...shown.map(({ index, field, col, message }) => ({
        field: `${index}:${field}`,
        text: `${several ? `Row ${index + 1} · ` : ''}${latest.current.headers[col]}: ${message}`,
        left: (instance?.getCell(index, col)?.getBoundingClientRect().left ?? gridLeft) - gridLeft,
      })),
    ]);
  };

  /** Leaving a cell is when its problem shows. */
  const afterSelection = (rowIndex: number, col: number) => {
    const previous = lastCell.current;
    lastCell.current = { row: rowIndex, col };
    if (previous === null || (previous.row === rowIndex && previous.col === col)) return;
    const field = ENTRY_FIELDS[previous.col];
    const entry = data.current[previous.row];
    if (!field || !entry || touchedOf(entry).has(field)) return;
    touchedOf(entry).add(field);
    showProblems();
  };

  /**
   * Puts these rows in the grid. One row over one row is written into the same object (the grid is not
   * given new data while the clerk types on); any other count gives the grid the new rows.
   */
  const replaceRows = (rows: EntryRow[]) => {
    const instance = hot();
    rateRequests.current = new WeakMap();
    if (rows.length === 1 && data.current.length === 1) {
      Object.assign(data.current[0], rows[0]);
      return;
    }
    data.current.splice(0, data.current.length, ...rows);
    wrapperRef.current?.setAttribute('data-rows', String(rows.length));
    instance?.updateSettings({ height: gridHeightFor(rows.length) });
    instance?.updateData(data.current);
    latest.current.onRowCount?.(rows.length);
  };

  const columns = useMemo(
    () =>
      entryColumns({
        roomLabels,
        guestLookup,
        // The cell keeps the name; the picked guest's id rides along until the name is typed over.
        onGuestPicked: (visualRow: number, guest: GuestChoice) => {
          Object.assign(rowAt(visualRow), { guestId: guest.id, pickedGuestName: guest.name });
        },
      }),
    [roomLabels, guestLookup],
  );
  /**
   * Spec section 4: the room's rates for the check-in date, into the row; a later request for the row wins
   * over an earlier one. `apply` puts them in (a typed room takes them all, a pasted row its blank amounts).
   */
  const requestRates = (
    entry: EntryRow,
    room: BookingRoom,
    checkInDate: string,
    apply: (entry: EntryRow, rates: EntryRates, pricing: PricingSettings) => EntryRow = withRates,
    fetch = latest.current.fetchRates,
  ) => {
    const request = ++rateRequest.current;
    rateRequests.current.set(entry, request);
    const typed = amountsOf(entry);
    void fetch(room, checkInDate).then((rates) => {
      const index = data.current.indexOf(entry);
      if (!rates || index < 0 || rateRequests.current.get(entry) !== request || entry.roomId !== room.id) return;
      // Amounts typed while the rate was on its way are the clerk's: they stay.
      if (amountsOf(entry) !== typed) return;
      write(index, apply(entry, rates, latest.current.pricing));
      if (apply !== withRates) latest.current.onEdited?.(data.current.map((row) => ({ ...row })));
    });
  };

  /**
   * Rows copied from Excel or Google Sheets (several cells): each becomes an entry row as if typed, from the
   * row with the cursor down (a spreadsheet's paste), every input cell checked at once, priced with its
   * room's rates. True when the paste was taken so (a single cell is pasted into its cell as usual).
   */
  const pasteRows = (text: string): boolean => {
    if (!/[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''))) return false;
    const pasted = pastedBookingRows(text);
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
    refused.current = null;
    replaceRows([...data.current.slice(0, start), ...built, ...data.current.slice(start + built.length)]);
    showProblems();
    // One request per room type and date for the whole paste.
    const answers = new Map<string, Promise<EntryRates | null>>();
    const fetchOnce = (room: BookingRoom, checkInDate: string) => {
      const key = `${room.roomType?.id ?? room.id}|${checkInDate}`;
      if (!answers.has(key)) answers.set(key, latest.current.fetchRates(room, checkInDate));
      return answers.get(key)!;
    };
    for (const entry of built) {
      const room = rooms.get(entry.room);
      if (room && isCalendarDate(entry.checkInDate)) requestRates(entry, room, entry.checkInDate, withPastedRates, fetchOnce);
    }
    lastCell.current = null;
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

  const focusRoom = () => {
    const instance = hot();
    if (!instance) return;
    instance.selectCell(0, 0);
    instance.listen();
    // Called from a click (CLEAR, New Booking, CANCEL EDIT, clicked or pressed): when that click reaches the
    // document, Handsontable leaves the grid's focus scope and stops listening, as for any click outside it;
    // the first key would then open an editor whose Tab the grid ignores. Take the grid back when the click
    // reaches the window, within the same click: a timer could come after the next key.
    if (currentEvent()?.type === 'click') {
      window.addEventListener(
        'click',
        () => {
          if (instance.isDestroyed) return;
          instance.getFocusScopeManager().activateScope('grid');
          instance.listen();
        },
        { once: true },
      );
    }
  };

  useImperativeHandle(ref, () => ({
    getRows: () => data.current.map((entry) => ({ ...entry })),
    load: (next) => {
      hot()?.getActiveEditor()?.finishEditing(true);
      touched.current = new WeakMap();
      refused.current = null;
      lastCell.current = null;
      replaceRows(Array.isArray(next) ? next : [next]);
      showProblems();
      hot()?.getPlugin('undoRedo')?.clear();
      focusRoom();
    },
    markRefused: (index, message) => {
      const entry = data.current[index];
      if (!entry) return;
      refused.current = { row: entry, message };
      showProblems();
      hot()?.selectCell(index, 0);
    },
    focus: focusRoom,
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
      rowIndex === data.current.length - 1 &&
      col === editableEntryColumns(rowAt(rowIndex), latest.current.pricing.entryMode).at(-1),
    () => latest.current.onSubmit(),
    () => {
      if (autoFocus) focusRoom();
    },
  );

  const cells = useMemo(
    () => (rowIndex: number, _col: number, prop: string | number) => {
      const entry = data.current[rowIndex];
      const meta = entryCellMeta(entry, prop as EntryColumnField, latest.current.pricing.entryMode);
      const classes = [
        meta.className ?? '',
        invalid.current.has(`${rowIndex}:${String(prop)}`) ? 'htInvalid' : '',
        entry && refused.current?.row === entry ? 'entry-row-refused' : '',
      ];
      return { ...meta, className: classes.join(' ').trim() };
    },
    [],
  );

  const beforeChange = (changes: (Handsontable.CellChange | null)[], source: string) => {
    if (SKIPPED_SOURCES.has(source)) return;
    for (const change of changes) {
      if (!change) continue;
      const prop = change[1];
      const value = change[3];
      if (prop === 'room') change[3] = normaliseRoom(value, latest.current.roomLabels);
      else if (prop === 'rateType') change[3] = normaliseRateType(value);
      else if (prop === 'nights') change[3] = normaliseNights(value);
      else if (prop === 'checkInDate') change[3] = normaliseDate(value);
      // A picked guest keeps the name on file; a typed one shows at once as the booking will store it.
      else if (prop === 'guest' && value !== rowAt(change[0]).pickedGuestName) change[3] = normaliseGuestName(value);
      else if (typeof prop === 'string' && MONEY_FIELDS.has(prop)) change[3] = normaliseMoney(value);
    }
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
    const { pricing: currentPricing, roomByLabel: rooms } = latest.current;
    const entry = rowAt(index);
    let next = { ...entry };
    let rateTypeChanged = false;
    let fetchFor: BookingRoom | null = null;
    for (const [, prop, before, after] of changes) {
      if (before === after) continue;
      touchedOf(entry).add(prop as EntryField);
      if (refused.current?.row === entry) refused.current = null;
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
          const room = next.rates && next.roomId ? [...rooms.values()].find((r) => r.id === next.roomId) : undefined;
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
    next = rateTypeChanged ? withRateType(next, currentPricing) : withDerived(next, currentPricing);
    write(index, next);
    if (fetchFor) requestRates(entry, fetchFor, next.checkInDate);
    if (rateTypeChanged) queueMicrotask(leaveDisabledCell);
  };

  /**
   * After a rate type change the cursor may sit on a cell that is no longer an input (Tab was worked out
   * before the new type applied): it goes to the first input after RateType, as Tab would now.
   */
  const leaveDisabledCell = () => {
    const instance = hot();
    const active = instance?.getSelectedActive();
    if (!instance || !active || instance.getActiveEditor()?.isOpened()) return;
    const inputs = editableEntryColumns(rowAt(active[0]), latest.current.pricing.entryMode);
    if (inputs.includes(active[1])) return;
    const rateTypeColumn = ENTRY_FIELDS.indexOf('rateType');
    const target =
      active[1] > rateTypeColumn ? inputs.find((col) => col > rateTypeColumn) : inputs.find((col) => col > active[1]);
    if (target !== undefined) instance.selectCell(active[0], target);
  };

  /**
   * Tab, Enter and the arrows skip the cells that are not inputs in this row's state; past a row's last
   * input they go on to the next row's first (Shift+Tab: back to the previous row's last).
   */
  const modifyTransformStart = (delta: CellCoords) => {
    const instance = hot();
    const active = instance?.getSelectedActive();
    if (!instance || !active || !delta.col || delta.row) return;
    const [rowIndex, from] = active;
    const { entryMode } = latest.current.pricing;
    // Tab out of an open RateType editor is worked out before its value is saved: count the typed type.
    const editor = instance.getActiveEditor();
    const entry = rowAt(rowIndex);
    const pending =
      editor?.isOpened() && editor.prop === 'rateType' ? { ...entry, rateType: normaliseRateType(editor.getValue()) } : entry;
    const inputs = editableEntryColumns(pending, entryMode);
    const target = delta.col > 0 ? inputs.find((col) => col > from) : [...inputs].reverse().find((col) => col < from);
    if (target !== undefined) {
      delta.col = target - from;
      return;
    }
    const otherRow = rowIndex + Math.sign(delta.col);
    const other = data.current[otherRow];
    const otherInputs = other ? editableEntryColumns(other, entryMode) : [];
    const wrapTo = delta.col > 0 ? otherInputs[0] : otherInputs.at(-1);
    if (wrapTo === undefined) {
      delta.col = 0;
      return;
    }
    delta.row = otherRow - rowIndex;
    delta.col = wrapTo - from;
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
      <EntryCellMessages sinkRef={messageSink} />
    </div>
  );
});
