import { HotTable, type HotTableRef } from '@handsontable/react-wrapper';
import type Handsontable from 'handsontable/base';
import type { CellCoords } from 'handsontable/base';
import { memo, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import type { BookingInput } from '../../../gql/graphql';
import { GRID_THEME, handsontableLicenceKey } from '../../../ui/grid/handsontable-setup';
import {
  BOOKING_ACTION_ATTRIBUTE,
  BOOKING_ID_ATTRIBUTE,
  bookingColumns,
  bookingHeaders,
  type BookingAction,
} from '../grid/booking-columns';
import { bookingInputFromRow, inPlaceProblem, isInPlaceField, normaliseInPlace, type BookingRow } from '../grid/booking-row';
import type { TaxTitles } from '../grid/hotel-taxes';

/** Our own write of a refused value back into its cell, so that writing it does not save it again. */
const ROLLBACK_SOURCE = 'bookings.rollback';
const SKIPPED_SOURCES = new Set<string>(['loadData', 'updateData', ROLLBACK_SOURCE]);
/** Ask for the next page when the last rows come into view. */
const LOAD_AHEAD_ROWS = 25;
const ACTIONS_COLUMN = 14;

export interface RecentBookingsGridProps {
  rows: BookingRow[];
  taxTitles: TaxTitles;
  /** Saves one row edited in place; resolves false when it was refused (the reason is already shown). */
  onSaveRow: (id: number, input: BookingInput) => Promise<boolean>;
  /** A refused value, refused here before it reaches the server. */
  onRefuse: (message: string) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  /** The clock: the booking's history (audit trail). */
  onHistory?: (id: number) => void;
  onNearEnd: () => void;
}

/**
 * Recent Bookings as a Handsontable grid with virtual rendering: Guest, Check-in, Nights and Paid edit in
 * place like a spreadsheet (each edit saved through updateBooking, a refused one rolled back), with undo/redo
 * (Ctrl+Z / Ctrl+Y) and copying as tab-separated text. A click on any other cell, or the pencil, opens the
 * booking in the entry form above.
 */
export const RecentBookingsGrid = memo(function RecentBookingsGrid({
  rows,
  taxTitles,
  onSaveRow,
  onRefuse,
  onEdit,
  onDelete,
  onHistory,
  onNearEnd,
}: RecentBookingsGridProps) {
  const hotRef = useRef<HotTableRef>(null);
  const columns = useMemo(() => bookingColumns(), []);
  const headers = useMemo(() => bookingHeaders(taxTitles), [taxTitles]);
  const latest = useRef({ onSaveRow, onRefuse, onEdit, onNearEnd });
  latest.current = { onSaveRow, onRefuse, onEdit, onNearEnd };

  // Undo replays changes by row position: once the rows themselves change (a booking added or deleted,
  // a page loaded), old positions would point at other bookings, so the history is dropped.
  const rowIds = rows.map((row) => row.id).join(',');
  useEffect(() => {
    hotRef.current?.hotInstance?.getPlugin('undoRedo')?.clear();
  }, [rowIds]);

  const rollback = (hot: Handsontable, id: number, changes: Handsontable.CellChange[]) => {
    if (hot.isDestroyed) return;
    // The list may have been refreshed meanwhile: find the row again by its id.
    const physical = (hot.getSourceData() as BookingRow[]).findIndex((candidate) => candidate.id === id);
    if (physical < 0) return;
    // Written into the source data: no change event, so nothing is saved again or recorded for undo.
    const restored = changes.flatMap(([, prop, before]) => (typeof prop === 'string' ? [[physical, prop, before] as const] : []));
    hot.setSourceDataAtCell(
      restored.map(([row, prop, value]) => [row, prop, value]),
      undefined,
      undefined,
      ROLLBACK_SOURCE,
    );
    hot.validateRows([hot.toVisualRow(physical)]);
  };

  const beforeChange = (changes: (Handsontable.CellChange | null)[], source: string) => {
    if (SKIPPED_SOURCES.has(source)) return;
    changes.forEach((change, index) => {
      if (!change) return;
      const [, prop, , after] = change;
      // Only the in-place cells take values (a paste over a whole row changes just those).
      if (!isInPlaceField(prop)) changes[index] = null;
      else change[3] = normaliseInPlace(prop, after);
    });
  };

  const afterChange = (changes: Handsontable.CellChange[] | null, source: string) => {
    const hot = hotRef.current?.hotInstance;
    if (!hot || !changes || SKIPPED_SOURCES.has(source)) return;
    const byRow = new Map<number, Handsontable.CellChange[]>();
    for (const change of changes) {
      const [visualRow, , before, after] = change;
      if (before === after) continue;
      byRow.set(visualRow, [...(byRow.get(visualRow) ?? []), change]);
    }
    for (const [visualRow, rowChanges] of byRow) {
      const row = hot.getSourceDataAtRow(hot.toPhysicalRow(visualRow)) as BookingRow;
      const problem = rowChanges
        .map(([, prop, , after]) => (isInPlaceField(prop) ? inPlaceProblem(prop, after) : null))
        .find((message) => message !== null);
      if (problem) {
        latest.current.onRefuse(problem);
        rollback(hot, row.id, rowChanges);
        continue;
      }
      void latest.current.onSaveRow(row.id, bookingInputFromRow(row)).then((saved) => {
        if (!saved) rollback(hot, row.id, rowChanges);
      });
    }
  };

  const afterOnCellMouseDown = (event: globalThis.MouseEvent, coords: CellCoords) => {
    const hot = hotRef.current?.hotInstance;
    const { row: visualRow, col } = coords;
    if (!hot || visualRow === null || col === null || visualRow < 0 || col < 0) return;
    if (col === ACTIONS_COLUMN || event.button !== 0 || isInPlaceField(hot.colToProp(col))) return;
    const row = hot.getSourceDataAtRow(hot.toPhysicalRow(visualRow)) as BookingRow | null;
    if (row) openAfterClick(row.id);
  };

  /** Opens the booking once the click is over, so that the entry grid keeps the keyboard it takes. */
  const openAfterClick = (id: number) => {
    const open = () => setTimeout(() => latest.current.onEdit(id), 0);
    document.addEventListener('mouseup', open, { once: true });
  };

  const afterScrollVertically = () => {
    const hot = hotRef.current?.hotInstance;
    const last = hot?.view?.getLastFullyVisibleRow();
    if (hot && typeof last === 'number' && last >= hot.countRows() - LOAD_AHEAD_ROWS) latest.current.onNearEnd();
  };

  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest(`button[${BOOKING_ACTION_ATTRIBUTE}]`);
    const id = Number(button?.getAttribute(BOOKING_ID_ATTRIBUTE));
    if (!button || !id) return;
    const action = button.getAttribute(BOOKING_ACTION_ATTRIBUTE) as BookingAction;
    // After this click's own focus handling, so that the entry grid keeps the keyboard it takes.
    if (action === 'edit') setTimeout(() => onEdit(id), 0);
    else if (action === 'history') onHistory?.(id);
    else onDelete(id);
  };

  return (
    <div className="recent-bookings-grid" onClick={onGridClick} data-testid="recent-bookings-grid">
      <HotTable
        ref={hotRef}
        themeName={GRID_THEME}
        licenseKey={handsontableLicenceKey()}
        data={rows}
        columns={columns}
        colHeaders={headers}
        rowHeaders={false}
        width="100%"
        height="100%"
        stretchH="all"
        autoWrapRow
        autoWrapCol
        allowInvalid
        undo
        copyPaste
        wordWrap={false}
        fillHandle={false}
        beforeChange={beforeChange}
        afterChange={afterChange}
        afterOnCellMouseDown={afterOnCellMouseDown}
        afterScrollVertically={afterScrollVertically}
      />
    </div>
  );
});
