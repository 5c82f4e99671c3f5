import { ENTRY_COLUMN_WIDTHS } from './entry-columns';

/** Data loads, not a clerk's edits. (The computed cells are written straight into the row, with no change event.) */
export const SKIPPED_SOURCES = new Set<string>(['loadData', 'updateData']);

/** Tab and Enter move along the row (read-only cells are skipped in modifyTransformStart). */
export const NEXT_CELL = { col: 1, row: 0 };

export const COLUMN_WIDTHS = [...ENTRY_COLUMN_WIDTHS];
export const FROZEN_COLUMNS = 2;
/** The header, the row and a horizontal scrollbar, px. */
const GRID_HEIGHT = 74;
/** Each further row of a paste, px; past MAX_VISIBLE_ROWS the rows scroll inside the grid. */
const ROW_HEIGHT = 29;
const MAX_VISIBLE_ROWS = 10;
export const gridHeightFor = (rows: number) => GRID_HEIGHT + (Math.min(rows, MAX_VISIBLE_ROWS) - 1) * ROW_HEIGHT;

/** Each header carries its whole text as a tooltip, for when its column is narrower than the words. */
export function titleHeader(_col: number, th: HTMLTableCellElement) {
  const text = th.querySelector('.colHeader')?.textContent;
  if (text) th.title = text;
}

/** The event being dispatched, if any (window.event: the handle's callers need not pass it down). */
export const currentEvent = (): Event | undefined => (window as { event?: Event }).event;

/** Handsontable adds no row of its own (a paste past the last row would leave rows CLEAR does not know). */
export const refuseRow = () => false;

/** A cell's classes: its column's own, htInvalid when its problem shows, entry-row-refused on the refused row. */
export const entryCellClassName = (own: string | string[] | undefined, invalid: boolean, refused: boolean) =>
  [own ?? '', invalid ? 'htInvalid' : '', refused ? 'entry-row-refused' : ''].join(' ').trim();
