import type Handsontable from 'handsontable/base';
import type { CellCoords } from 'handsontable/base';
import type { RefObject } from 'react';
import { normaliseRateType } from '../grid/cell-values';
import { entryTabMove, inputAfterRateTypeChange } from '../grid/entry-navigation';
import type { EntryRow, PricingSettings } from '../grid/entry-row';

/** Where the entry grid's cursor goes: Tab and the arrows over the inputs only, and off a cell a rate type change disabled. */
export function useEntryNavigation(
  hot: () => Handsontable | null,
  data: RefObject<EntryRow[]>,
  rowAt: (index: number) => EntryRow,
  latest: RefObject<{ pricing: PricingSettings }>,
) {
  /**
   * After a rate type change the cursor may sit on a cell that is no longer an input (Tab was worked out
   * before the new type applied): it goes to the first input after RateType, as Tab would now.
   */
  const leaveDisabledCell = () => {
    const instance = hot();
    const active = instance?.getSelectedActive();
    if (!instance || !active || instance.getActiveEditor()?.isOpened()) return;
    const target = inputAfterRateTypeChange(rowAt(active[0]), active[1], latest.current.pricing.entryMode);
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
    // Tab out of an open RateType editor is worked out before its value is saved: count the typed type.
    const editor = instance.getActiveEditor();
    const entry = rowAt(rowIndex);
    const pending =
      editor?.isOpened() && editor.prop === 'rateType' ? { ...entry, rateType: normaliseRateType(editor.getValue()) } : entry;
    const otherRow = data.current[rowIndex + Math.sign(delta.col)];
    const move = entryTabMove(pending, from, delta.col, otherRow, latest.current.pricing.entryMode);
    delta.row = move.row;
    delta.col = move.col;
  };

  return { leaveDisabledCell, modifyTransformStart };
}
