import type { HotTableRef } from '@handsontable/react-wrapper';
import type { CellChange, ChangeSource } from 'handsontable/settings';
import type { RefObject } from 'react';
import type { RowParse } from '../grid/room-rows';

/** Changes the grid makes itself when it is given new rows: not edits. */
const NOT_EDITS: ReadonlySet<string> = new Set<ChangeSource>(['loadData', 'updateData']);

export interface GridRowEditsOptions<Row extends { id: number }, Input> {
  hotRef: RefObject<HotTableRef | null>;
  /** The update a row stands for, checked with the core schema. */
  parse: (row: Row) => RowParse<Input>;
  /** Saves through the same mutation as the dialog; resolves false when the server refused. */
  save: (id: number, input: Input) => Promise<boolean>;
  /** A change the schema refuses is not applied; the message is the schema's. */
  onInvalid: (message: string) => void;
  /** The server refused: the grid goes back to the saved rows. */
  onRefused: () => void;
}

/**
 * Inline editing for a grid of records: every edited row (typed, pasted, undone) is checked with the
 * core schema before the grid takes it, then saved with one update; a refused save rolls the row back.
 */
export function useGridRowEdits<Row extends { id: number }, Input>(options: GridRowEditsOptions<Row, Input>) {
  const { hotRef, parse, save, onInvalid, onRefused } = options;

  const rowAt = (visualRow: number): Row | undefined => {
    const hot = hotRef.current?.hotInstance;
    if (!hot) return undefined;
    return hot.getSourceDataAtRow(hot.toPhysicalRow(visualRow)) as Row | undefined;
  };

  const beforeChange = (changes: (CellChange | null)[], source: ChangeSource): void => {
    if (NOT_EDITS.has(source)) return;
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

  const afterChange = (changes: CellChange[] | null, source: ChangeSource): void => {
    if (!changes || NOT_EDITS.has(source)) return;
    const edited = changes.filter(([, , before, after]) => before !== after);
    for (const row of new Set(edited.map(([visualRow]) => visualRow))) {
      const data = rowAt(row);
      if (!data) continue;
      const parsed = parse(data);
      if (!parsed.ok) {
        onRefused();
        continue;
      }
      void save(data.id, parsed.input).then((saved) => {
        if (!saved) onRefused();
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
