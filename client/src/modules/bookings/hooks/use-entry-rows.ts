import type { HotTableRef } from '@handsontable/react-wrapper';
import { useRef, type RefObject } from 'react';
import { ENTRY_FIELDS } from '../grid/entry-columns';
import { gridHeightFor } from '../grid/entry-grid-settings';
import { entryProblems } from '../grid/entry-problems';
import {
  amountsOf,
  withLateRates,
  withRates,
  type ApplyRates,
  type EntryAmounts,
  type EntryField,
  type EntryRates,
  type EntryRow,
  type PricingSettings,
} from '../grid/entry-row';
import type { EntryMessageSink } from '../components/entry-cell-messages';
import type { BookingRoom } from './use-booking-setup';

export interface EntryRowsContext {
  pricing: PricingSettings;
  headers: string[];
  fetchRates: (room: BookingRoom, checkInDate: string) => Promise<EntryRates | null>;
  onEdited?: (rows: EntryRow[]) => void;
  onRowCount?: (count: number) => void;
}

/** A row's request for its room's rates, on its way. */
interface RateRequest {
  room: BookingRoom;
  answer: Promise<EntryRates | null>;
  /** The row's amounts when the rates were asked for: one changed since is the clerk's. */
  asked: EntryAmounts;
  apply: ApplyRates;
}

/**
 * The entry grid's rows and what it knows of them: the cells each row's clerk has left, the problems shown,
 * the row the server refused, the rate requests on their way; and the ways of changing them that keep all
 * of that true.
 */
export function useEntryRows(
  initialRows: EntryRow[],
  hotRef: RefObject<HotTableRef | null>,
  wrapperRef: RefObject<HTMLDivElement | null>,
  latest: RefObject<EntryRowsContext>,
) {
  // Handsontable owns this array and edits its objects in place; the array itself is never replaced (a
  // paste or a load changes its rows, then hands the same array back to the grid).
  const data = useRef<EntryRow[]>([...initialRows]);
  // The latest rate request of each row, until its answer is in: an older answer, or one for a row since
  // replaced, is dropped.
  const rateRequests = useRef(new WeakMap<EntryRow, RateRequest>());
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

  /** The row with the answer to its rate request; null when there is none, or the room is no longer the row's. */
  const answered = (entry: EntryRow, request: RateRequest, rates: EntryRates | null): EntryRow | null =>
    rates && entry.roomId === request.room.id
      ? withLateRates(entry, request.asked, rates, latest.current.pricing, request.apply)
      : null;

  /**
   * Spec section 4: the room's rates for the check-in date, into the row; a later request for the row wins
   * over an earlier one. `apply` puts them in (a typed room takes them all, a pasted row its blank amounts);
   * an amount typed while they were on their way stays.
   */
  const requestRates = (
    entry: EntryRow,
    room: BookingRoom,
    checkInDate: string,
    apply: ApplyRates = withRates,
    fetch = latest.current.fetchRates,
  ) => {
    // A request that replaces one still on its way keeps its amounts: none of the rates has come in between.
    const asked = rateRequests.current.get(entry)?.asked ?? amountsOf(entry);
    const request: RateRequest = { room, apply, asked, answer: fetch(room, checkInDate) };
    rateRequests.current.set(entry, request);
    void request.answer.then((rates) => {
      const index = data.current.indexOf(entry);
      if (index < 0 || rateRequests.current.get(entry) !== request) return;
      rateRequests.current.delete(entry);
      const next = answered(entry, request, rates);
      if (!next) return;
      write(index, next);
      if (apply !== withRates) latest.current.onEdited?.(data.current.map((row) => ({ ...row })));
    });
  };

  /** True while the row's rates are on their way. */
  const awaitsRates = (entry: EntryRow) => rateRequests.current.has(entry);

  /**
   * Copies of the rows as they stand now, each given the rates still on their way to it once they come, as
   * the grid would have put them in. What a save sends: the grid is blank for the next booking at once, and a
   * row saved before its room's rate came still gets the amounts the clerk did not type.
   */
  const settledRows = (): Promise<EntryRow[]> =>
    Promise.all(
      data.current.map((entry) => {
        const row = { ...entry };
        const request = rateRequests.current.get(entry);
        return request ? request.answer.then((rates) => answered(row, request, rates) ?? row) : row;
      }),
    );

  return {
    data,
    touched,
    lastCell,
    invalid,
    refused,
    messageSink,
    hot,
    rowAt,
    touchedOf,
    write,
    showProblems,
    afterSelection,
    replaceRows,
    requestRates,
    awaitsRates,
    settledRows,
  };
}
