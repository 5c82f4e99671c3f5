import type { BookingSort } from '@core/schemas/booking-search.schema';
import type { HotTableRef } from '@handsontable/react-wrapper';
import type Handsontable from 'handsontable/base';
import type { CellCoords } from 'handsontable/base';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import type { CellChange, ChangeSource } from 'handsontable/settings';
import { memo, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { BookingInput } from '../../../gql/graphql';
import { DataGrid } from '../../../ui/grid/data-grid';
import { gridActionKeyHandler, releasingGrid } from '../../../ui/grid/grid-action-keys';
import { takeKeysBack } from '../../../ui/grid/grid-exit-keys';
import { GridRowMenu, type GridRowMenuState } from '../../../ui/grid/grid-row-menu';
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
  inPlaceRefusal,
  isInPlaceField,
  normaliseInPlace,
  PENDING_TEXT,
  type BookingRow,
} from '../grid/booking-row';
import type { Renderer } from '../grid/booking-renderers';
import { bookingRowActions, type BookingRowAction, type BookingStayAction } from '../grid/booking-row-actions';
import type { TaxTitles } from '../grid/hotel-taxes';
import { nextSort } from '../hooks/booking-filters';
import { useStableCallback } from '../hooks/use-stable-callback';
import { BatchChangeDialog, type AskBatchChange } from './batch-change-dialog';

const FILL_DOWN = { direction: 'vertical', autoInsertRow: false } as const;
/** The Actions header says what the keys do on its cells. */
const ACTIONS_KEYS_TITLE = 'Actions: Enter edits, Space opens the menu of all actions, Delete deletes';
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
  /** A change to the stay chosen in the row's menu (cancel a reserved booking, reinstate a cancelled one). */
  onStayAction?: (action: BookingStayAction, id: number) => void;
  /** Mails the booking's guest their confirmation. */
  onSendConfirmation?: (id: number) => void;
}

/** The update a row stands for: each in-place cell checked with the core booking schema. */
function parseRow(row: BookingRow): RowParse<BookingInput> {
  for (const field of IN_PLACE_FIELDS) {
    const message = inPlaceRefusal(row.id, field, row[field]);
    if (message) return { ok: false, message };
  }
  return { ok: true, input: bookingInputFromRow(row) };
}

/**
 * Recent Bookings on the grid kit, with virtual rendering: Guest, Check-in, Nights and Paid edit in place
 * like a spreadsheet, and Space ticks or clears Agreement (the long-stay agreement) and Auto-renew (each row's edit saved
 * through updateBooking, a refused one rolled back), with undo/redo
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
  onStayAction,
  onSendConfirmation,
}: RecentBookingsGridProps) {
  const hotRef = useRef<HotTableRef>(null);
  const [menu, setMenu] = useState<GridRowMenuState | null>(null);
  /** The row whose menu is open: the cursor goes back to its Actions cell as the menu closes. */
  const menuRow = useRef<number | null>(null);
  const columns = useMemo(sparseColumns, []);
  const headers = useMemo(() => bookingHeaders(taxTitles), [taxTitles]);
  const handlers = { onEdit, onDelete, onHistory, onFolio, onStayAction, onSendConfirmation };
  const latest = useRef({ rows, sort, onSort, onSaveRow, onSaveBatch, onRefuse, onShowRows, headers, ...handlers });
  latest.current = { rows, sort, onSort, onSaveRow, onSaveBatch, onRefuse, onShowRows, headers, ...handlers };
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

  /** Opens a booking in the entry form, which takes the keys: this grid lets go of them and of its cursor. */
  const editBooking = (id: number) => {
    hotRef.current?.hotInstance?.deselectCell();
    releasingGrid(hotRef, (booking: number) => latest.current.onEdit(booking))(id);
  };

  /**
   * A row's menu action. The cursor is back on the row's Actions cell (the menu has closed), so a dialog it opens
   * hands the focus back there as it closes, and the clerk goes on from the same row.
   */
  const runRowAction = (action: BookingRowAction, id: number) => {
    const current = latest.current;
    if (action === 'edit') editBooking(id);
    else if (action === 'delete') current.onDelete(id);
    else if (action === 'folio') current.onFolio?.(id);
    else if (action === 'history') current.onHistory?.(id);
    else if (action === 'send-confirmation') current.onSendConfirmation?.(id);
    else current.onStayAction?.(action, id);
  };

  /** The actions this screen can run: the menu leaves out those it was given no handler for. */
  const handles = (action: BookingRowAction) => {
    const current = latest.current;
    if (action === 'folio') return Boolean(current.onFolio);
    if (action === 'history') return Boolean(current.onHistory);
    if (action === 'cancel' || action === 'reinstate') return Boolean(current.onStayAction);
    if (action === 'send-confirmation') return Boolean(current.onSendConfirmation);
    return true;
  };

  const openMenu = (id: number, row: number, anchor: Element) => {
    const booking = latest.current.rows[row]?.booking;
    if (!booking || booking.id !== id) return;
    menuRow.current = row;
    setMenu({
      label: `Actions for booking #${id}`,
      anchor: anchor.getBoundingClientRect(),
      items: bookingRowActions(booking)
        .filter((entry) => handles(entry.action))
        .map((entry) => ({
          key: entry.action,
          label: entry.label,
          destructive: entry.destructive,
          onSelect: () => runRowAction(entry.action, id),
        })),
    });
  };

  const closeMenu = (refocus: boolean) => {
    setMenu(null);
    const hot = hotRef.current?.hotInstance;
    const row = menuRow.current;
    menuRow.current = null;
    if (!refocus || !hot || row === null || row >= hot.countRows()) return;
    hot.selectCell(row, hot.propToCol(BOOKING_ACTIONS_PROP));
    takeKeysBack(hot);
  };

  const onActionKey = gridActionKeyHandler(hotRef, BOOKING_ACTIONS_PROP, {
    onEnter: editBooking,
    onDelete: releasingGrid(hotRef, (id: number) => latest.current.onDelete(id)),
    onMenu: openMenu,
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
    if (hot.colToProp(col) === BOOKING_ACTIONS_PROP) th.title = ACTIONS_KEYS_TITLE;
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
    if (action === 'menu') {
      // The cursor goes to the row's Actions cell, where the menu hands it back.
      const hot = hotRef.current?.hotInstance;
      const td = button.closest('td');
      const coords = td ? hot?.getCoords(td) : null;
      if (!hot || !coords || coords.row === null || coords.row < 0) return;
      hot.selectCell(coords.row, hot.propToCol(BOOKING_ACTIONS_PROP));
      openMenu(id, coords.row, button);
      return;
    }
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
        groupLabel="Recent bookings"
        // One Tab stop: Tab goes on past the grid, the arrow keys move between its cells.
        tabNavigation={false}
        // Every column drawn, also those scrolled out of view: the Actions' buttons are always there to reach.
        viewportColumnRenderingOffset={columns.length}
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
      <GridRowMenu menu={menu} onClose={closeMenu} />
    </div>
  );
});
