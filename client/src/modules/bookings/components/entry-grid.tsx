import type { HotTableRef } from '@handsontable/react-wrapper';
import type Handsontable from 'handsontable/base';
import type { CellCoords } from 'handsontable/base';
import { memo, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
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
  fitColumnWidths,
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
import type { BookingRoom } from '../hooks/use-booking-setup';
import { useEntrySubmitKeys } from '../hooks/use-entry-submit-keys';
import { EntryCellMessages, type EntryMessageSink } from './entry-cell-messages';

/** Data loads, not a clerk's edits. (The computed cells are written straight into the row, with no change event.) */
const SKIPPED_SOURCES = new Set<string>(['loadData', 'updateData']);

/** Tab and Enter move along the row (read-only cells are skipped in modifyTransformStart). */
const NEXT_CELL = { col: 1, row: 0 };
const MONEY_FIELDS = new Set<string>(['dailyWeeklyAmount', 'monthlyAmount', 'grandTotal', 'paidAmount']);

/** The event being dispatched, if any (window.event: the handle's callers need not pass it down). */
const currentEvent = (): Event | undefined => (window as { event?: Event }).event;

/** The amounts a clerk types (a typed total is kept by totalTyped). */
const amountsOf = (row: EntryRow) => [row.dailyWeeklyAmount, row.monthlyAmount].join('|');

export interface EntryGridHandle {
  /** The row as typed and computed so far. */
  getRow: () => EntryRow;
  /** Replaces the row (a blank new booking, or a booking to edit) and puts the cursor on Room. */
  load: (row: EntryRow) => void;
  focus: () => void;
}

export interface EntryGridProps {
  ref?: Ref<EntryGridHandle>;
  initialRow: EntryRow;
  pricing: PricingSettings;
  taxTitles: TaxTitles;
  roomLabels: string[];
  roomByLabel: Map<string, BookingRoom>;
  guestLookup: GuestLookup;
  fetchRates: (room: BookingRoom, checkInDate: string) => Promise<EntryRates | null>;
  /** Enter on the last input of the row. */
  onSubmit: () => void;
  /** After each change the clerk makes to the row (not after a load), with the row as it now stands. */
  onEdited?: (row: EntryRow) => void;
  /** Selects the Room cell when the grid first appears. */
  autoFocus?: boolean;
}

/**
 * The entry row of spec section 2 as a one-row Handsontable grid. Tab and Enter move to the next input
 * (computed cells are skipped), Enter on the last input submits. Every edit recomputes the computed cells
 * with the booking engine, the very function the server prices with.
 */
export const EntryGrid = memo(function EntryGrid({
  ref,
  initialRow,
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
  // The row is always shown whole: on a narrower screen the columns narrow instead of scrolling away.
  const [available, setAvailable] = useState<number | null>(null);
  const colWidths = useMemo(() => fitColumnWidths(ENTRY_COLUMN_WIDTHS, available), [available]);
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(Math.floor(entry.contentRect.width) - 2));
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, []);
  // Handsontable owns this array and edits its one object in place; it is never replaced.
  const data = useRef<EntryRow[]>([initialRow]);
  const headers = useMemo(() => entryHeaders(taxTitles), [taxTitles]);
  const latest = useRef({ pricing, roomByLabel, roomLabels, fetchRates, onSubmit, onEdited, headers });
  latest.current = { pricing, roomByLabel, roomLabels, fetchRates, onSubmit, onEdited, headers };
  const rateRequest = useRef(0);
  // The cells the clerk has left (or changed): only these show their problem.
  const touched = useRef(new Set<EntryField>());
  const lastColumn = useRef<number | null>(null);
  const invalid = useRef(new Set<string>());
  const messageSink = useRef<EntryMessageSink | null>(null);

  const hot = () => hotRef.current?.hotInstance ?? null;
  const row = () => data.current[0];

  /** Puts a new state of the row into the grid's object, marks the cells left invalid, and repaints. */
  const write = (next: EntryRow) => {
    Object.assign(data.current[0], next);
    showProblems();
  };

  /** Each touched cell with a problem is marked, and its message shown under it. */
  const showProblems = () => {
    const instance = hot();
    const problems = entryProblems(row(), latest.current.pricing.entryMode);
    const shown = ENTRY_FIELDS.flatMap((field, col) => {
      const message = problems[field];
      return message && touched.current.has(field) ? [{ field, col, message }] : [];
    });
    invalid.current = new Set(shown.map(({ field }) => field));
    instance?.render();
    const gridLeft = wrapperRef.current?.getBoundingClientRect().left ?? 0;
    messageSink.current?.(
      shown.map(({ field, col, message }) => ({
        field,
        text: `${latest.current.headers[col]}: ${message}`,
        left: (instance?.getCell(0, col)?.getBoundingClientRect().left ?? gridLeft) - gridLeft,
      })),
    );
  };

  /** Leaving a cell is when its problem shows. */
  const afterSelection = (_row: number, col: number) => {
    const previous = lastColumn.current;
    lastColumn.current = col;
    if (previous === null || previous === col) return;
    const field = ENTRY_FIELDS[previous];
    if (!field || touched.current.has(field)) return;
    touched.current.add(field);
    showProblems();
  };

  const columns = useMemo(
    () =>
      entryColumns({
        roomLabels,
        guestLookup,
        // The cell keeps the name; the picked guest's id rides along until the name is typed over.
        onGuestPicked: (_visualRow: number, guest: GuestChoice) => {
          Object.assign(row(), { guestId: guest.id, pickedGuestName: guest.name });
        },
      }),
    [roomLabels, guestLookup],
  );
  /** Spec section 4: the room's rates for the check-in date; a later request wins over an earlier one. */
  const requestRates = (room: BookingRoom, checkInDate: string) => {
    const request = ++rateRequest.current;
    const typed = amountsOf(row());
    void latest.current.fetchRates(room, checkInDate).then((rates) => {
      if (!rates || request !== rateRequest.current || row().roomId !== room.id) return;
      // Amounts typed while the rate was on its way are the clerk's: they stay.
      if (amountsOf(row()) !== typed) return;
      write(withRates(row(), rates, latest.current.pricing));
    });
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
    getRow: () => ({ ...row() }),
    load: (next) => {
      rateRequest.current += 1;
      hot()?.getActiveEditor()?.finishEditing(true);
      touched.current.clear();
      lastColumn.current = null;
      write(next);
      hot()?.getPlugin('undoRedo')?.clear();
      focusRoom();
    },
    focus: focusRoom,
  }));

  // Prices and labels can arrive after the first paint: recompute with what is known now.
  useEffect(() => {
    write(withDerived(row(), pricing));
  }, [pricing]);

  useEntrySubmitKeys(
    hotRef,
    (col) => col === editableEntryColumns(row(), latest.current.pricing.entryMode).at(-1),
    () => latest.current.onSubmit(),
    () => {
      if (autoFocus) focusRoom();
    },
  );

  const cells = useMemo(
    () => (rowIndex: number, _col: number, prop: string | number) => {
      const meta = entryCellMeta(data.current[rowIndex], prop as EntryColumnField, latest.current.pricing.entryMode);
      return invalid.current.has(String(prop)) ? { ...meta, className: `${meta.className ?? ''} htInvalid` } : meta;
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
      else if (prop === 'guest' && value !== row().pickedGuestName) change[3] = normaliseGuestName(value);
      else if (typeof prop === 'string' && MONEY_FIELDS.has(prop)) change[3] = normaliseMoney(value);
    }
  };

  const afterChange = (changes: Handsontable.CellChange[] | null, source: string) => {
    if (!changes || SKIPPED_SOURCES.has(source)) return;
    const { pricing: currentPricing, roomByLabel: rooms } = latest.current;
    let next = { ...row() };
    let rateTypeChanged = false;
    let fetchFor: BookingRoom | null = null;
    for (const [, prop, before, after] of changes) {
      if (before === after) continue;
      touched.current.add(prop as EntryField);
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
    write(next);
    latest.current.onEdited?.({ ...row() });
    if (fetchFor) requestRates(fetchFor, next.checkInDate);
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
    const inputs = editableEntryColumns(row(), latest.current.pricing.entryMode);
    if (inputs.includes(active[1])) return;
    const rateTypeColumn = ENTRY_FIELDS.indexOf('rateType');
    const target =
      active[1] > rateTypeColumn ? inputs.find((col) => col > rateTypeColumn) : inputs.find((col) => col > active[1]);
    if (target !== undefined) instance.selectCell(0, target);
  };

  /** Tab, Enter and the arrows skip the cells that are not inputs in this row's state. */
  const modifyTransformStart = (delta: CellCoords) => {
    const instance = hot();
    const active = instance?.getSelectedActive();
    if (!instance || !active || !delta.col) return;
    // Tab out of an open RateType editor is worked out before its value is saved: count the typed type.
    const editor = instance.getActiveEditor();
    const pending =
      editor?.isOpened() && editor.prop === 'rateType' ? { ...row(), rateType: normaliseRateType(editor.getValue()) } : row();
    const inputs = editableEntryColumns(pending, latest.current.pricing.entryMode);
    const from = active[1];
    const target = delta.col > 0 ? inputs.find((col) => col > from) : [...inputs].reverse().find((col) => col < from);
    delta.col = target === undefined ? 0 : target - from;
  };

  return (
    <div className="entry-grid" data-testid="booking-entry-grid" ref={wrapperRef}>
      <DataGrid
        ref={hotRef}
        data={data.current}
        columns={columns}
        colHeaders={headers}
        colWidths={colWidths}
        cells={cells}
        // One row: the arrows and Tab stay on its inputs, never on the headers.
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
        afterSelection={afterSelection}
        modifyTransformStart={modifyTransformStart}
      />
      <EntryCellMessages sinkRef={messageSink} />
    </div>
  );
});
