import type { HotTableRef } from '@handsontable/react-wrapper';
import { useRef, type RefObject } from 'react';
import { ENTRY_FIELDS } from '../grid/entry-columns';
import { gridHeightFor } from '../grid/entry-grid-settings';
import { entryProblems } from '../grid/entry-problems';
import { focusEntryCell } from '../grid/focus-entry-room';
import { lowAmountQuestion, type AmountQuestion } from '../grid/entry-questions';
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
import { isCalendarDate } from '@core/stay-dates';
import type { BookingRoom } from './use-booking-setup';

export interface EntryRowsContext {
  pricing: PricingSettings;
  headers: string[];
  fetchRates: (room: BookingRoom, checkInDate: string) => Promise<EntryRates | null>;
  roomByLabel: Map<string, BookingRoom>;
  /** The note on how a stay is priced (the dynamic rate's), or null. */
  fetchNote: (roomTypeId: number, checkInDate: string, rateType: string, nights: number) => Promise<string | null>;
  onSubmit: () => void;
  onEdited?: (rows: EntryRow[]) => void;
  onRowCount?: (count: number) => void;
}

/** A row's request for its room's rates, on its way. */
interface RateRequest {
  room: BookingRoom;
  answer: Promise<EntryRates | null>;
  /**
   * The row's amounts when the rates were asked for, as the rates (not the clerk) have set them since: one
   * that differs is the clerk's.
   */
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
  // The amounts the clerk has kept when asked, by row ("monthlyAmount:31.00"): each value is asked once.
  const kept = useRef(new WeakMap<EntryRow, Set<string>>());
  // A save waited for the clerk's answer: keeping the last amount asked about saves.
  const saveAfterAnswers = useRef(false);
  // Each row's pricing note, for the stay it was asked for (room type, date, rate type, nights).
  const notes = useRef(new WeakMap<EntryRow, { stay: string; text: string | null }>());

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

  /** The row's question about a typed amount, while it is unanswered and its cell has been left. */
  const questionOf = (entry: EntryRow): AmountQuestion | null => {
    const { pricing, roomByLabel } = latest.current;
    const question = lowAmountQuestion(entry, roomByLabel.get(entry.room)?.roomType, pricing.entryMode);
    if (!question || !touchedOf(entry).has(question.field) || kept.current.get(entry)?.has(question.key)) return null;
    return question;
  };

  const cellLeft = (index: number, col: number) => {
    const gridLeft = wrapperRef.current?.getBoundingClientRect().left ?? 0;
    return (hot()?.getCell(index, col)?.getBoundingClientRect().left ?? gridLeft) - gridLeft;
  };

  /** The clerk keeps the amount asked about: not asked again for that value; the save waiting for it goes on. */
  const keepAmount = (entry: EntryRow, key: string) => {
    const keys = kept.current.get(entry) ?? new Set<string>();
    kept.current.set(entry, keys.add(key));
    showProblems();
    if (!firstQuestion() && saveAfterAnswers.current) {
      saveAfterAnswers.current = false;
      hot()?.listen();
      latest.current.onSubmit();
    } else focusEntryCell(hot(), lastCell.current?.row ?? 0, lastCell.current?.col ?? 0);
  };

  /** The clerk will change the amount asked about: the cursor goes to its cell. */
  const changeAmount = (entry: EntryRow, field: EntryField) => {
    saveAfterAnswers.current = false;
    const index = data.current.indexOf(entry);
    if (index >= 0) focusEntryCell(hot(), index, ENTRY_FIELDS.indexOf(field as (typeof ENTRY_FIELDS)[number]));
  };

  const firstQuestion = () => data.current.map(questionOf).find((question) => question !== null) ?? null;

  /**
   * Before a save: true when an amount's question is still unanswered. The save waits for the answer (keeping
   * the amount saves); the keyboard goes to the question.
   */
  const awaitsAnswer = (): boolean => {
    if (!firstQuestion()) return false;
    saveAfterAnswers.current = true;
    const instance = hot();
    instance?.getActiveEditor()?.finishEditing(false);
    instance?.unlisten();
    showProblems();
    const focusKeep = () => {
      const keep = wrapperRef.current?.querySelector<HTMLButtonElement>('[data-question-answer=keep]');
      keep?.focus();
      return Boolean(keep);
    };
    // The question may be drawn after this key (its cell was left by it): then the keyboard goes to it once drawn.
    if (!focusKeep()) setTimeout(focusKeep, 0);
    return true;
  };

  /**
   * The row's pricing note when its stay surprises ("Weekly: priced as 1 week for 10 nights"): asked for when
   * its room type, date, rate type or nights change, shown once it comes (and still is the row's stay).
   */
  const noteOf = (entry: EntryRow): string | null => {
    const roomTypeId = latest.current.roomByLabel.get(entry.room)?.roomType?.id;
    const { checkInDate, rateType, nights } = entry;
    const priced = roomTypeId !== undefined && isCalendarDate(checkInDate) && (rateType === 'Daily' || rateType === 'Weekly');
    if (!priced || typeof nights !== 'number' || nights < 1) return null;
    const stay = `${roomTypeId}|${checkInDate}|${rateType}|${nights}`;
    const known = notes.current.get(entry);
    if (known?.stay === stay) return known.text;
    notes.current.set(entry, { stay, text: null });
    void latest.current.fetchNote(roomTypeId, checkInDate, rateType, nights).then((text) => {
      if (notes.current.get(entry)?.stay !== stay || !text) return;
      notes.current.set(entry, { stay, text });
      showProblems();
    });
    return null;
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
    const questions = data.current.flatMap((entry, index) => {
      const question = questionOf(entry);
      if (!question) return [];
      return [
        {
          field: `${index}:${question.field}:question`,
          text: `${several ? `Row ${index + 1} · ` : ''}${question.text}`,
          left: cellLeft(index, ENTRY_FIELDS.indexOf(question.field)),
          question: {
            keep: () => keepAmount(entry, question.key),
            change: () => changeAmount(entry, question.field),
          },
        },
      ];
    });
    const noted = data.current.flatMap((entry, index) => {
      const text = noteOf(entry);
      return text
        ? [{ field: `${index}:note`, text: `${several ? `Row ${index + 1} · ` : ''}${text}`, left: 0, note: true }]
        : [];
    });
    messageSink.current?.([
      ...noted,
      ...refusal.map((text) => ({ field: 'refused', text, left: 0 })),
      ...shown.map(({ index, field, col, message }) => ({
        field: `${index}:${field}`,
        text: `${several ? `Row ${index + 1} · ` : ''}${latest.current.headers[col]}: ${message}`,
        left: (instance?.getCell(index, col)?.getBoundingClientRect().left ?? gridLeft) - gridLeft,
      })),
      ...questions,
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
    kept.current = new WeakMap();
    saveAfterAnswers.current = false;
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

  /**
   * An edit changed the row's amounts without the clerk typing them (a rate type switch puts the rates last
   * in, those of the date before, into Daily/Weekly): they are not the clerk's, and the rates on their way
   * (those of the row's date now) replace them.
   */
  const followRates = (entry: EntryRow, before: EntryAmounts, typed: readonly EntryField[]) => {
    const request = rateRequests.current.get(entry);
    if (!request) return;
    const fields = (['dailyWeeklyAmount', 'monthlyAmount'] as const).filter(
      (field) => !typed.includes(field) && entry[field] !== before[field],
    );
    if (fields.length) request.asked = { ...request.asked, ...Object.fromEntries(fields.map((field) => [field, entry[field]])) };
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
    followRates,
    awaitsAnswer,
    awaitsRates,
    settledRows,
  };
}
