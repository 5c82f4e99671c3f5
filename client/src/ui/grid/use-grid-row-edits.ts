import type { HotTableRef } from '@handsontable/react-wrapper';
import type { CellChange, ChangeSource } from 'handsontable/settings';
import type { RefObject } from 'react';

/** What a grid row stands for once checked: the update to save, or the schema's message. */
export type RowParse<T> = { ok: true; input: T } | { ok: false; message: string };

/** Our own write of refused values back into their cells. */
export const ROLLBACK_SOURCE = 'grid.rollback';
/** Our own write of a batch the server has saved: recorded for undo (one Ctrl+Z undoes it), not saved again. */
const BATCH_SOURCE = 'grid.batch';
/** Changes the grid makes itself when it is given new rows, our rollbacks and saved batches: not edits. */
const NOT_EDITS: ReadonlySet<string> = new Set<string>(['loadData', 'updateData', ROLLBACK_SOURCE, BATCH_SOURCE]);
/** A paste or a fill over saved records: shown and asked about first, then saved as one batch. */
const ASKING_SOURCES: ReadonlySet<string> = new Set<string>(['CopyPaste.paste', 'Autofill.fill']);
/** Undo and redo: saved again as they are, as one batch when they span several records. */
const REPLAY_SOURCES: ReadonlySet<string> = new Set<string>(['UndoRedo.undo', 'UndoRedo.redo']);

/** One cell a paste, fill or undo changes: the record's id, the cell, its value before and after. */
export interface CellEdit {
  id: number;
  prop: string;
  before: unknown;
  after: unknown;
}

/** One record a batch changes: the record with the batch's values in it, and the cells changed. */
export interface RowEdit<Row> {
  id: number;
  next: Row;
  cells: CellEdit[];
}

export interface GridBatchOptions<Row> {
  /** Shows the cells a paste or fill would change and asks once; resolves true to go ahead. */
  confirm: (cells: CellEdit[]) => Promise<boolean>;
  /** Saves the rows in one all-or-nothing request; resolves false when it was refused (and has said why). */
  save: (rows: RowEdit<Row>[]) => Promise<boolean>;
}

export interface GridRowEditsOptions<Row extends { id: number }, Input> {
  hotRef: RefObject<HotTableRef | null>;
  /** The cells that take edits; a paste over others changes just these. Every cell by default. */
  editable?: (prop: string) => boolean;
  /** What a typed or pasted value becomes before the cell takes it ("50" -> "50.00"). */
  normalise?: (prop: string, value: unknown) => unknown;
  /** The update a row stands for, checked with the core schema. */
  parse: (row: Row) => RowParse<Input>;
  /** Saves one row (as the grid holds it: its id and the version it was loaded at); resolves false when the
   * server refused it (and has said why). */
  save: (row: Row, input: Input) => Promise<boolean>;
  /** A change the schema refuses is not applied; the message is the schema's. */
  onInvalid: (message: string) => void;
  /**
   * Pastes and fills over saved records, and the undo of one: not saved row by row but as one batch (a paste
   * or fill only after `confirm`, and into the grid only once saved). Without it every row saves on its own.
   */
  batch?: GridBatchOptions<Row>;
}

/**
 * Inline editing for a grid of records: the edits of one row (typed, pasted, undone) are grouped, checked
 * with the core schema before the grid takes them, then saved with one update; a refused save writes the
 * row's previous values back. With `batch`, a paste or fill over saved records is asked about, then saved
 * whole or not at all, and its undo is saved back whole the same way.
 */
export function useGridRowEdits<Row extends { id: number }, Input>(options: GridRowEditsOptions<Row, Input>) {
  const { hotRef, editable, normalise, parse, save, onInvalid, batch } = options;

  const rowAt = (visualRow: number): Row | undefined => {
    const hot = hotRef.current?.hotInstance;
    if (!hot) return undefined;
    return hot.getSourceDataAtRow(hot.toPhysicalRow(visualRow)) as Row | undefined;
  };

  /** The records the changes change, each with its new values and its changed cells (no-ops left out). */
  const rowEditsOf = (changes: readonly (CellChange | null)[], applied: boolean): RowEdit<Row>[] => {
    const edits: RowEdit<Row>[] = [];
    for (const [visualRow, indexes] of changesByRow(changes)) {
      const current = rowAt(visualRow);
      if (!current) continue;
      const next: Record<string, unknown> = { ...current };
      const cells: CellEdit[] = [];
      for (const index of indexes) {
        const [, prop, before, after] = changes[index]!;
        if (before === after) continue;
        next[String(prop)] = after;
        cells.push({ id: current.id, prop: String(prop), before, after });
      }
      if (cells.length) edits.push({ id: current.id, next: (applied ? current : next) as Row, cells });
    }
    return edits;
  };

  /** A paste or fill over saved records: the grid takes it only once the clerk has agreed and the server saved it. */
  const askThenSave = async (edits: RowEdit<Row>[]) => {
    if (!batch) return;
    for (const edit of edits) {
      const parsed = parse(edit.next);
      if (!parsed.ok) {
        onInvalid(parsed.message);
        return;
      }
    }
    if (!(await batch.confirm(edits.flatMap((edit) => edit.cells)))) return;
    if (!(await batch.save(edits))) return;
    const hot = hotRef.current?.hotInstance;
    if (!hot || hot.isDestroyed) return;
    // The rows may have been refreshed meanwhile (with the saved values already): each cell is found again by
    // its record's id, given its value before the batch without a trace, then the batch's value in one
    // write, which is one entry in the undo history: one Ctrl+Z undoes the whole batch.
    const rows = hot.getSourceData() as Row[];
    const found = edits.flatMap((edit) => {
      const physical = rows.findIndex((candidate) => candidate?.id === edit.id);
      return physical < 0 ? [] : edit.cells.map((cell) => ({ physical, cell }));
    });
    if (!found.length) return;
    hot.setSourceDataAtCell(
      found.map(({ physical, cell }) => [physical, cell.prop, cell.before]),
      undefined,
      undefined,
      ROLLBACK_SOURCE,
    );
    hot.setDataAtRowProp(
      found.map(({ physical, cell }) => [hot.toVisualRow(physical), cell.prop, cell.after]),
      undefined,
      undefined,
      BATCH_SOURCE,
    );
  };

  const beforeChange = (changes: (CellChange | null)[], source: ChangeSource): void => {
    if (NOT_EDITS.has(source)) return;
    changes.forEach((change, index) => {
      if (!change) return;
      const prop = String(change[1]);
      if (editable && !editable(prop)) changes[index] = null;
      else if (normalise) change[3] = normalise(prop, change[3]);
    });
    if (batch && ASKING_SOURCES.has(source)) {
      const edits = rowEditsOf(changes, false);
      changes.fill(null);
      if (edits.length) void askThenSave(edits);
      return;
    }
    for (const [row, indexes] of changesByRow(changes)) {
      const current = rowAt(row);
      if (!current) continue;
      const next: Record<string, unknown> = { ...current };
      for (const index of indexes) {
        const [, prop, , value] = changes[index]!;
        next[String(prop)] = value;
      }
      const parsed = parse(next as Row);
      if (!parsed.ok) {
        for (const index of indexes) changes[index] = null;
        onInvalid(parsed.message);
      }
    }
  };

  /** Writes the values a refused row had before, into the source data: nothing is saved or recorded for undo. */
  const rollback = (id: number, changes: readonly CellChange[]): void => {
    const hot = hotRef.current?.hotInstance;
    if (!hot || hot.isDestroyed) return;
    // The rows may have been refreshed meanwhile: find the row again by its id.
    const physical = (hot.getSourceData() as Row[]).findIndex((candidate) => candidate?.id === id);
    if (physical < 0) return;
    hot.setSourceDataAtCell(
      changes.map(([, prop, before]) => [physical, String(prop), before]),
      undefined,
      undefined,
      ROLLBACK_SOURCE,
    );
    hot.render();
  };

  const afterChange = (changes: CellChange[] | null, source: ChangeSource): void => {
    if (!changes || NOT_EDITS.has(source)) return;
    const byRow = editsByRow(changes);
    if (batch && REPLAY_SOURCES.has(source) && byRow.size > 1) {
      const edits = rowEditsOf(changes, true);
      void batch.save(edits).then((saved) => {
        if (saved) return;
        for (const edit of edits)
          rollback(
            edit.id,
            edit.cells.map((cell): CellChange => [0, cell.prop, cell.before, cell.after]),
          );
      });
      return;
    }
    for (const [visualRow, rowChanges] of byRow) {
      const data = rowAt(visualRow);
      if (!data) continue;
      const parsed = parse(data);
      if (!parsed.ok) {
        onInvalid(parsed.message);
        rollback(data.id, rowChanges);
        continue;
      }
      void save(data, parsed.input).then((saved) => {
        if (!saved) rollback(data.id, rowChanges);
      });
    }
  };

  return { beforeChange, afterChange };
}

function changesByRow(changes: readonly (CellChange | null)[]): Map<number, number[]> {
  const byRow = new Map<number, number[]>();
  changes.forEach((change, index) => {
    if (!change) return;
    byRow.set(change[0], [...(byRow.get(change[0]) ?? []), index]);
  });
  return byRow;
}

/** The changes that changed something, by visual row. */
function editsByRow(changes: readonly CellChange[]): Map<number, CellChange[]> {
  const byRow = new Map<number, CellChange[]>();
  for (const change of changes) {
    if (change[2] === change[3]) continue;
    byRow.set(change[0], [...(byRow.get(change[0]) ?? []), change]);
  }
  return byRow;
}
