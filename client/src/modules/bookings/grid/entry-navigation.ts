import type { EntryMode } from '@core/booking-engine';
import { editableEntryColumns, ENTRY_FIELDS } from './entry-columns';
import type { EntryRow } from './entry-row';

/**
 * Where Tab (step 1) or Shift+Tab (step -1) goes from column `from` of `row`: the next input of the row, else
 * the first input of the next row (Shift+Tab: the last input of the previous one), as a move of rows and
 * columns; no move (0, 0) past the first or last row.
 */
export function entryTabMove(
  row: EntryRow,
  from: number,
  step: number,
  otherRow: EntryRow | undefined,
  entryMode: EntryMode,
): { row: number; col: number } {
  const inputs = editableEntryColumns(row, entryMode);
  const target = step > 0 ? inputs.find((col) => col > from) : [...inputs].reverse().find((col) => col < from);
  if (target !== undefined) return { row: 0, col: target - from };
  const otherInputs = otherRow ? editableEntryColumns(otherRow, entryMode) : [];
  const wrapTo = step > 0 ? otherInputs[0] : otherInputs.at(-1);
  if (wrapTo === undefined) return { row: 0, col: 0 };
  return { row: Math.sign(step), col: wrapTo - from };
}

/**
 * After a rate type change, the input the cursor goes to from column `col` when that is no longer an input:
 * the first input after RateType, as Tab would now. Undefined when it stays.
 */
export function inputAfterRateTypeChange(row: EntryRow, col: number, entryMode: EntryMode): number | undefined {
  const inputs = editableEntryColumns(row, entryMode);
  if (inputs.includes(col)) return undefined;
  const rateTypeColumn = ENTRY_FIELDS.indexOf('rateType');
  return col > rateTypeColumn ? inputs.find((input) => input > rateTypeColumn) : inputs.find((input) => input > col);
}
