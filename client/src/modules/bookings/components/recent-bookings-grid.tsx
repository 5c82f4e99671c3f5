import type { BookingSort } from '@core/schemas/booking-search.schema';
import type { HotTableRef } from '@handsontable/react-wrapper';
import type Handsontable from 'handsontable/base';
import type { CellCoords } from 'handsontable/base';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import type { CellChange, ChangeSource } from 'handsontable/settings';
import { memo, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import type { BookingInput } from '../../../gql/graphql';
import { DataGrid } from '../../../ui/grid/data-grid';
import { gridActionKeyHandler, releasingGrid } from '../../../ui/grid/grid-action-keys';
import { gridHeight } from '../../../ui/grid/grid-height';
import { useGridRowEdits, type CellEdit, type RowEdit, type RowParse } from '../../../ui/grid/use-grid-row-edits';
import {
  BOOKING_ACTION_ATTRIBUTE,
  BOOKING_ACTIONS_PROP,
  BOOKING_ID_ATTRIBUTE,
  bookingColumns,
  bookingHeaders,
  decorateHeader,
  sortKeyOf,
  type BookingAction,
} from '../grid/booking-columns';
import {
  bookingInputFromRow,
  describeCellChange,
  IN_PLACE_FIELDS,
  inPlaceProblem,
  isInPlaceField,
  normaliseInPlace,
  PENDING_TEXT,
  type BookingRow,
} from '../grid/booking-row';
import type { Renderer } from '../grid/booking-renderers';
import type { TaxTitles } from '../grid/hotel-taxes';
import { nextSort } from '../hooks/booking-filters';
import { useStableCallback } from '../hooks/use-stable-callback';
import { BatchChangeDialog, type AskBatchChange } from './batch-change-dialog';

const FILL_DOWN = { direction: 'vertical', autoInsertRow: false } as const;
const refuseRow = () => false;

/**
 * The columns, each drawing "…" in a row whose page is still to be read (in the renderer, not in cell
 * settings: Handsontable keeps a cell's settings once given, and the row's booking arrives later).
 */
function sparseColumns(): Handsontable.ColumnSettings[] {
  return bookingColumns().map((column) => {
    const draw = typeof column.renderer === 'function' ? column.renderer : textRenderer;
    const renderer: Renderer = (hot, td, row, ...rest) => {
      const pending = !(hot.getSourceDataAtRow(hot.toPhysicalRow(row)) as BookingRow | null)?.booking;
      td.classList.toggle('booking-pending-cell', pending);
      if (!pending) return draw(hot, td, row, ...rest);
      td.replaceChildren(PENDING_TEXT);
      return td;
    };
    return { ...column, renderer };
  });
}
const ROW_HEIGHT_PX = 34;
const HEADER_HEIGHT_PX = 40;
/** Spec section 9: the area is 24rem (384 px) high: a header and ten rows, then it scrolls. */
const VISIBLE_ROWS = 10;

export interface RecentBookingsGridProps {
  /** A row for every matching booking, in the list's order; those not read yet are pending ("…"). */
  rows: BookingRow[];
  /** The search the rows answer: a new one shows its first rows. */
  listKey: string | null;
  /** Changes when bookings move to other places: undo's row positions no longer hold. */
  layout: number;
  taxTitles: TaxTitles;
  /** The order the server was asked for (null: most recently created first). */
  sort: BookingSort | null;
  /** A sortable header clicked, or Enter on it: the next order (ascending, descending, back to the default). */
  onSort: (sort: BookingSort | null) => void;
  /** Saves one row edited in place; resolves false when it was refused (the reason is already shown). */
  onSaveRow: (id: number, input: BookingInput) => Promise<boolean>;
  /**
   * Saves a paste or fill over saved bookings (once the clerk has agreed), or its undo, as one batch;
   * resolves false when it was refused (the reason is already shown).
   */
  onSaveBatch: (rows: RowEdit<BookingRow>[]) => Promise<boolean>;
  /** A refused value, refused here before it reaches the server. */
  onRefuse: (message: string) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  /** The clock: the booking's history (audit trail). */
  onHistory?: (id: number) => void;
  /** The receipt: the booking's folio of charges and payments. */
  onFolio?: (id: number) => void;
  /** The rows in view (first and last place) after each render: their pages are read. */
  onShowRows: (first: number, last: number) => void;
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
 * (Ctrl+Z / Ctrl+Y) and copying as tab-separated text. A paste or fill over saved bookings lists what it
 * changes and asks once, then saves as one batch; one Ctrl+Z undoes the whole batch, on the server too. A click on any other cell, or the pencil, opens the
 * booking in the entry form above; on an Actions cell, Enter edits and Delete asks to delete.
 */
export const RecentBookingsGrid = memo(function RecentBookingsGrid({
  rows,
  listKey,
  layout,
  taxTitles,
  sort,
  onSort,
  onSaveRow,
  onSaveBatch,
  onRefuse,
  onEdit,
  onDelete,
  onHistory,
  onFolio,
  onShowRows,
}: RecentBookingsGridProps) {
  const hotRef = useRef<HotTableRef>(null);
  const columns = useMemo(sparseColumns, []);
  const headers = useMemo(() => bookingHeaders(taxTitles), [taxTitles]);
  const latest = useRef({ rows, sort, onSort, onSaveRow, onSaveBatch, onRefuse, onEdit, onDelete, onShowRows, headers });
  latest.current = { rows, sort, onSort, onSaveRow, onSaveBatch, onRefuse, onEdit, onDelete, onShowRows, headers };
  const askRef = useRef<AskBatchChange | null>(null);

  /** The cells a paste or fill would change, listed by booking and column; asked once. */
  const confirmBatch = async (cells: CellEdit[]) => {
    const hot = hotRef.current?.hotInstance;
    const lines = cells.map(({ id, prop, before, after }) =>
      describeCellChange(id, latest.current.headers[hot?.propToCol(prop) ?? -1] ?? prop, prop, before, after),
    );
    const selected = hot?.getSelected();
    const save = (await askRef.current?.(new Set(cells.map((cell) => cell.id)).size, lines)) ?? false;
    // The dialog held the keys (a click on it left the grid): once it has closed and handed the focus back,
    // the grid takes the keys and its selection back, for the next edit or Ctrl+Z.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (hot && !hot.isDestroyed) {
      if (selected?.length) hot.selectCells(selected);
      hot.getFocusScopeManager().activateScope('grid');
      hot.listen();
    }
    return save;
  };

  // The headers show the order asked for as soon as it is asked, before the sorted rows arrive (not on mount:
  // the grid has just drawn them, and another draw of 10,000 rows held the first click back).
  const drawnSort = useRef(sort);
  useEffect(() => {
    if (drawnSort.current === sort) return;
    drawnSort.current = sort;
    hotRef.current?.hotInstance?.render();
  }, [sort]);

  // Undo replays changes by row position: once bookings move to other places (a booking added or deleted,
  // a new search), old positions would point at other bookings, so the history is dropped. A page read
  // into pending rows moves nothing.
  useEffect(() => {
    hotRef.current?.hotInstance?.getPlugin('undoRedo')?.clear();
  }, [layout]);

  // A new search, filter or sort shows its first rows.
  useEffect(() => {
    hotRef.current?.hotInstance?.scrollViewportTo({ row: 0 });
  }, [listKey]);

  const edits = useGridRowEdits<BookingRow, BookingInput>({
    hotRef,
    editable: isInPlaceField,
    normalise: (prop, value) => (isInPlaceField(prop) ? normaliseInPlace(prop, value) : value),
    parse: parseRow,
    save: (row, input) => latest.current.onSaveRow(row.id, input),
    onInvalid: (message) => latest.current.onRefuse(message),
    batch: { confirm: confirmBatch, save: (rows) => latest.current.onSaveBatch(rows) },
  });

  const onActionKey = gridActionKeyHandler(hotRef, BOOKING_ACTIONS_PROP, {
    onEnter: (id: number) => {
      hotRef.current?.hotInstance?.deselectCell();
      releasingGrid(hotRef, (booking: number) => latest.current.onEdit(booking))(id);
    },
    onDelete: releasingGrid(hotRef, (id: number) => latest.current.onDelete(id)),
  });

  /** The server sorts; the grid only shows the order (Handsontable's own sorting would sort the loaded rows). */
  const sortBy = (col: number) => {
    const key = sortKeyOf(hotRef.current?.hotInstance?.colToProp(col));
    if (key) latest.current.onSort(nextSort(latest.current.sort, key));
  };

  const afterGetColHeader = (col: number, th: HTMLTableCellElement) => {
    const hot = hotRef.current?.hotInstance;
    if (!hot || col < 0) return;
    decorateHeader(th, headers[col] ?? '', sortKeyOf(hot.colToProp(col)), latest.current.sort);
  };

  /** Enter on a header (the arrow keys reach them) sorts by it; on an Actions cell, Enter and Delete act. */
  const beforeKeyDown = (event: KeyboardEvent) => {
    const selected = hotRef.current?.hotInstance?.getSelectedLast();
    if (event.key === 'Enter' && selected && selected[0] < 0 && selected[1] >= 0) {
      event.preventDefault();
      event.stopImmediatePropagation();
      sortBy(selected[1]);
      return;
    }
    onActionKey(event);
  };

  const afterOnCellMouseDown = (event: globalThis.MouseEvent, coords: CellCoords) => {
    const hot = hotRef.current?.hotInstance;
    const { row: visualRow, col } = coords;
    if (hot && visualRow === -1 && col !== null && col >= 0 && event.button === 0) {
      sortBy(col);
      return;
    }
    if (!hot || visualRow === null || col === null || visualRow < 0 || col < 0) return;
    const prop = hot.colToProp(col);
    if (prop === BOOKING_ACTIONS_PROP || event.button !== 0 || isInPlaceField(prop)) return;
    const row = hot.getSourceDataAtRow(hot.toPhysicalRow(visualRow)) as BookingRow | null;
    if (row) openAfterClick(row.id);
  };

  /** Opens the booking once the click is over, with this grid no longer listening: the entry grid takes the keys. */
  const openAfterClick = (id: number) => {
    const open = () => {
      hotRef.current?.hotInstance?.deselectCell();
      releasingGrid(hotRef, (booking: number) => latest.current.onEdit(booking))(id);
    };
    document.addEventListener('mouseup', open, { once: true });
  };

  /**
   * After each render and each scroll (a jump with Ctrl+End, a page arrived, the scroll bar dragged): the rows
   * in view, for their pages. A scroll alone can render before the viewport has moved, so both report.
   */
  const showRows = useStableCallback(() => {
    const view = hotRef.current?.hotInstance?.view;
    const first = view?.getFirstPartiallyVisibleRow();
    const last = view?.getLastPartiallyVisibleRow();
    if (typeof first === 'number' && typeof last === 'number' && first >= 0) latest.current.onShowRows(first, last);
  });

  /** Pending rows take no edits (a paste, fill or undo reaching one leaves it as it is). */
  // Stable functions: a new one would make the Handsontable wrapper apply its settings again on every render.
  const pendingAt = (row: number) => !latest.current.rows[row]?.booking;
  const beforeChange = useStableCallback((changes: (CellChange | null)[], source: ChangeSource) => {
    changes.forEach((change, index) => {
      if (change && pendingAt(change[0])) changes[index] = null;
    });
    edits.beforeChange(changes, source);
  });
  const beforeBeginEditing = useStableCallback((row: number) => !pendingAt(row));

  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest(`button[${BOOKING_ACTION_ATTRIBUTE}]`);
    const id = Number(button?.getAttribute(BOOKING_ID_ATTRIBUTE));
    if (!button || !id) return;
    const action = button.getAttribute(BOOKING_ACTION_ATTRIBUTE) as BookingAction;
    // After this click's own handling, with this grid no longer listening: the form or dialog takes the keys.
    const act = action === 'edit' ? onEdit : action === 'history' ? onHistory : action === 'folio' ? onFolio : onDelete;
    if (!act) return;
    // Without a selected cell the grid has nothing to focus again once the entry form has taken the keys.
    if (action === 'edit') hotRef.current?.hotInstance?.deselectCell();
    releasingGrid(hotRef, act)(id);
  };

  return (
    <div className="recent-bookings-grid" onClick={onGridClick} data-testid="recent-bookings-grid">
      <DataGrid
        ref={hotRef}
        data={rows}
        dataByReference
        columns={columns}
        colHeaders={headers}
        height={gridHeight(rows.length, {
          maxRows: VISIBLE_ROWS,
          rowHeight: ROW_HEIGHT_PX,
          headerHeight: HEADER_HEIGHT_PX,
          fixed: true,
        })}
        rowHeights={ROW_HEIGHT_PX}
        columnHeaderHeight={HEADER_HEIGHT_PX}
        // ID, Room and Guest stay in view; the other columns scroll sideways on a narrower screen.
        fixedColumnsStart={3}
        allowInvalid
        undo
        copyPaste
        wordWrap={false}
        // A fill down the column goes through the same question and batch as a paste.
        fillHandle={FILL_DOWN}
        // A paste past the last row adds no rows: the rows are the server's bookings.
        beforeCreateRow={refuseRow}
        beforeChange={beforeChange}
        afterChange={edits.afterChange}
        beforeKeyDown={beforeKeyDown}
        afterGetColHeader={afterGetColHeader}
        afterOnCellMouseDown={afterOnCellMouseDown}
        afterRender={showRows}
        afterScrollVertically={showRows}
        beforeBeginEditing={beforeBeginEditing}
      />
      <BatchChangeDialog askRef={askRef} />
    </div>
  );
});
