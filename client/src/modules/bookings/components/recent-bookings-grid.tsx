import type { HotTableRef } from '@handsontable/react-wrapper';
import type { CellCoords } from 'handsontable/base';
import { memo, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import type { BookingInput } from '../../../gql/graphql';
import { DataGrid } from '../../../ui/grid/data-grid';
import { gridActionKeyHandler, releasingGrid } from '../../../ui/grid/grid-action-keys';
import { gridHeight } from '../../../ui/grid/grid-height';
import { useGridRowEdits, type RowParse } from '../../../ui/grid/use-grid-row-edits';
import {
  BOOKING_ACTION_ATTRIBUTE,
  BOOKING_ACTIONS_PROP,
  BOOKING_ID_ATTRIBUTE,
  bookingColumns,
  bookingHeaders,
  type BookingAction,
} from '../grid/booking-columns';
import {
  bookingInputFromRow,
  IN_PLACE_FIELDS,
  inPlaceProblem,
  isInPlaceField,
  normaliseInPlace,
  type BookingRow,
} from '../grid/booking-row';
import type { TaxTitles } from '../grid/hotel-taxes';

/** Ask for the next page when the last rows come into view. */
const LOAD_AHEAD_ROWS = 25;
const ROW_HEIGHT_PX = 34;
const HEADER_HEIGHT_PX = 40;
/** Spec section 9: the area is 24rem (384 px) high: a header and ten rows, then it scrolls. */
const VISIBLE_ROWS = 10;

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

/** The update a row stands for: each in-place cell checked with the core booking schema. */
function parseRow(row: BookingRow): RowParse<BookingInput> {
  for (const field of IN_PLACE_FIELDS) {
    const message = inPlaceProblem(field, row[field]);
    if (message) return { ok: false, message };
  }
  return { ok: true, input: bookingInputFromRow(row) };
}

/**
 * Recent Bookings on the grid kit, with virtual rendering: Guest, Check-in, Nights and Paid edit in place
 * like a spreadsheet (each row's edit saved through updateBooking, a refused one rolled back), with undo/redo
 * (Ctrl+Z / Ctrl+Y) and copying as tab-separated text. A click on any other cell, or the pencil, opens the
 * booking in the entry form above; on an Actions cell, Enter edits and Delete asks to delete.
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
  const latest = useRef({ onSaveRow, onRefuse, onEdit, onDelete, onNearEnd });
  latest.current = { onSaveRow, onRefuse, onEdit, onDelete, onNearEnd };

  // Undo replays changes by row position: once the rows themselves change (a booking added or deleted,
  // a page loaded), old positions would point at other bookings, so the history is dropped.
  const rowIds = rows.map((row) => row.id).join(',');
  useEffect(() => {
    hotRef.current?.hotInstance?.getPlugin('undoRedo')?.clear();
  }, [rowIds]);

  const edits = useGridRowEdits<BookingRow, BookingInput>({
    hotRef,
    editable: isInPlaceField,
    normalise: (prop, value) => (isInPlaceField(prop) ? normaliseInPlace(prop, value) : value),
    parse: parseRow,
    save: (id, input) => latest.current.onSaveRow(id, input),
    onInvalid: (message) => latest.current.onRefuse(message),
  });

  const onActionKey = gridActionKeyHandler(hotRef, BOOKING_ACTIONS_PROP, {
    onEnter: releasingGrid(hotRef, (id: number) => latest.current.onEdit(id)),
    onDelete: releasingGrid(hotRef, (id: number) => latest.current.onDelete(id)),
  });

  const afterOnCellMouseDown = (event: globalThis.MouseEvent, coords: CellCoords) => {
    const hot = hotRef.current?.hotInstance;
    const { row: visualRow, col } = coords;
    if (!hot || visualRow === null || col === null || visualRow < 0 || col < 0) return;
    const prop = hot.colToProp(col);
    if (prop === BOOKING_ACTIONS_PROP || event.button !== 0 || isInPlaceField(prop)) return;
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
      <DataGrid
        ref={hotRef}
        data={rows}
        columns={columns}
        colHeaders={headers}
        height={gridHeight(rows.length, { maxRows: VISIBLE_ROWS, rowHeight: ROW_HEIGHT_PX, headerHeight: HEADER_HEIGHT_PX })}
        rowHeights={ROW_HEIGHT_PX}
        columnHeaderHeight={HEADER_HEIGHT_PX}
        allowInvalid
        undo
        copyPaste
        wordWrap={false}
        fillHandle={false}
        beforeChange={edits.beforeChange}
        afterChange={edits.afterChange}
        beforeKeyDown={onActionKey}
        afterOnCellMouseDown={afterOnCellMouseDown}
        afterScrollVertically={afterScrollVertically}
      />
    </div>
  );
});
