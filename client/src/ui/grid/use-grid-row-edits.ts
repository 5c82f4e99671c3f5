import type { HotTableRef } from '@handsontable/react-wrapper';
import type { CellChange, ChangeSource } from 'handsontable/settings';
import type { RefObject } from 'react';

/** What a grid row stands for once checked: the update to save, or the schema's message. */
export type RowParse<T> = { ok: true; input: T } | { ok: false; message: string };

/** Our own write of refused values back into their cells. */
export const ROLLBACK_SOURCE = 'grid.rollback';
/** Changes the grid makes itself when it is given new rows, and our rollbacks: not edits. */
const NOT_EDITS: ReadonlySet<string> = new Set<string>(['loadData', 'updateData', ROLLBACK_SOURCE]);

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
}

/**
 * Inline editing for a grid of records: the edits of one row (typed, pasted, undone) are grouped, checked
 * with the core schema before the grid takes them, then saved with one update; a refused save writes the
 * row's previous values back.
 */
export function useGridRowEdits<Row extends { id: number }, Input>(options: GridRowEditsOptions<Row, Input>) {
  const { hotRef, editable, normalise, parse, save, onInvalid } = options;

  const rowAt = (visualRow: number): Row | undefined => {
    const hot = hotRef.current?.hotInstance;
    if (!hot) return undefined;
    return hot.getSourceDataAtRow(hot.toPhysicalRow(visualRow)) as Row | undefined;
  };

  const beforeChange = (changes: (CellChange | null)[], source: ChangeSource): void => {
    if (NOT_EDITS.has(source)) return;
    changes.forEach((change, index) => {
      if (!change) return;
      const prop = String(change[1]);
      if (editable && !editable(prop)) changes[index] = null;
      else if (normalise) change[3] = normalise(prop, change[3]);
    });
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
    for (const [visualRow, rowChanges] of editsByRow(changes)) {
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
