import type { HotTableRef } from '@handsontable/react-wrapper';
import { MANAGERS } from '@core/roles';
import { addDays } from '@core/stay-dates';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRoleAllows } from '../../../app/use-role';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { cx } from '../../../ui/class-names';
import { DataGrid } from '../../../ui/grid/data-grid';
import { Skeleton } from '../../../ui/skeleton';
import { newBookingPath } from '../../bookings/hooks/use-start-from-link';
import { useBoardDrag } from '../hooks/use-board-drag';
import { useBoardPages } from '../hooks/use-board-pages';
import { FIRST_BOARD_WINDOW_DAYS } from '../first-board-page';
import { useStayChange } from '../hooks/use-stay-change';
import type { BoardProposal } from '../grid/board-drag';
import {
  BOOKING_ID_ATTRIBUTE,
  blockAtCell,
  boardColumnHeader,
  boardColumns,
  decorateColumnHeader,
  segmentAtCell,
  type BoardModel,
} from '../grid/board-columns';
import { BOARD_STEP_DAYS, BOARD_WINDOWS, boardDays, windowLabel, type BoardWindow } from '../grid/board-layout';

const ROOM_COLUMN_PX = 124;
const MIN_NIGHT_PX = 40;
/** Narrower nights get the short two-line header. */
const COMPACT_HEADER_BELOW_PX = 64;
const ROW_HEIGHT_PX = 40;
const HEADER_HEIGHT_PX = 48;
const MAX_VISIBLE_ROWS = 12;
/** Room for a horizontal scrollbar under the last row. */
const SCROLLBAR_ALLOWANCE_PX = 18;

const EMPTY_MODEL: BoardModel = { rooms: [], days: [], today: '', layout: new Map(), blocks: new Map() };

/** Where clicking a booking takes the clerk: the bookings screen in edit mode. */
export const bookingEditPath = (id: number) => `/hotel/bookings?edit=${id}`;

export interface AvailabilityBoardProps {
  /** The hotel's today (its timezone), YYYY-MM-DD. */
  today: string;
}

/**
 * Rooms down, nights across, each booking one bar over its nights coloured by payment status, framed by its
 * stay status (checked-in stays stand out, checked-out ones fade; cancelled and no-show stays hold no room
 * and the server leaves them out). A place to work: a click (or Enter on a selected night) opens the booking
 * on the Bookings tab, a click or drag across empty nights starts one there, and a bar dragged to another
 * room or other dates, or by its right edge, moves or stretches the stay once the clerk confirms.
 */
// Memoized: the page around it re-renders as the summary, the licence and the set-up flag answer, and each
// render of the board had its grid apply its settings again and redraw 10,000 rooms, holding a click back.
export const AvailabilityBoard = memo(function AvailabilityBoard({ today }: AvailabilityBoardProps) {
  const navigate = useNavigate();
  const setsUp = useRoleAllows(MANAGERS);
  const hotRef = useRef<HotTableRef>(null);
  const [windowDays, setWindowDays] = useState<BoardWindow>(FIRST_BOARD_WINDOW_DAYS);
  const [offset, setOffset] = useState(0);
  const width = useElementWidth();

  const start = addDays(today, offset);
  const wantedDays = useMemo(() => boardDays(start, windowDays), [start, windowDays]);
  // A 10,000-room hotel is read a page of rooms at a time as the clerk scrolls, outside Apollo's normalized
  // cache (issue 16): the first screen is one small request, and rows no screen shows are never read.
  const visibleRows = useCallback(() => {
    const view = hotRef.current?.hotInstance?.view;
    const first = view?.getFirstRenderedVisibleRow();
    const last = view?.getLastRenderedVisibleRow();
    return typeof first === 'number' && typeof last === 'number' ? ([first, last] as const) : null;
  }, []);
  const repaint = useCallback(() => hotRef.current?.hotInstance?.render(), []);
  const pages = useBoardPages(wantedDays, today, visibleRows, repaint);
  const store = pages.store;
  // The board on screen is the last one read: while another window loads its nights and rows stay.
  const model = store?.model ?? EMPTY_MODEL;
  const days = model.days.length > 0 ? model.days : wantedDays;

  // Nights share the width evenly; the room column takes what is left over, so the grid fills its card.
  const available = width.value - 2;
  const nightWidth = Math.max(MIN_NIGHT_PX, Math.floor((available - ROOM_COLUMN_PX) / days.length));
  const roomWidth = Math.max(ROOM_COLUMN_PX, available - nightWidth * days.length);
  const compactHeaders = nightWidth < COMPACT_HEADER_BELOW_PX;
  const columns = useMemo(() => boardColumns(model, nightWidth, roomWidth), [model, nightWidth, roomWidth]);
  const data = store?.data;
  const overflows = ROOM_COLUMN_PX + nightWidth * days.length > available;
  const shownRows = Math.min(model.rooms.length, MAX_VISIBLE_ROWS);
  const height = HEADER_HEIGHT_PX + shownRows * ROW_HEIGHT_PX + (overflows ? SCROLLBAR_ALLOWANCE_PX : 2);

  const booked = store?.bookedNights ?? 0;
  const capacity = model.rooms.length * days.length;

  const openBooking = (id: number) => void navigate(bookingEditPath(id));
  const changeStay = useStayChange(pages.refresh);
  const onRelease = (proposal: BoardProposal) => {
    if (proposal.kind === 'new') void navigate(newBookingPath(proposal.room.id, proposal.checkInDate, proposal.nights));
    else void changeStay(proposal);
  };
  const drag = useBoardDrag(hotRef, model, onRelease);
  const onBoardClick = (event: MouseEvent<HTMLDivElement>) => {
    if (drag.takeDrag()) return;
    const bar = (event.target as Element).closest(`[${BOOKING_ID_ATTRIBUTE}]`);
    const id = Number(bar?.getAttribute(BOOKING_ID_ATTRIBUTE));
    if (id) openBooking(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    const selected = hotRef.current?.hotInstance?.getSelectedLast();
    if (!selected) return;
    const [row, col] = selected;
    const segment = segmentAtCell(model, row, col);
    const room = model.rooms[row];
    const date = model.days[col - 1];
    // Enter on a bar opens its booking; on an empty night it starts a one-night booking there, as a click does.
    const action = segment
      ? () => openBooking(segment.booking.id)
      : room && date && !blockAtCell(model, row, col)
        ? () => void navigate(newBookingPath(room.id, date, 1))
        : null;
    if (!action) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    action();
  };

  const { loading } = pages;
  const failed = pages.failed && !store;

  return (
    <Card className="availability-board">
      <CardHeader className="board-header">
        <div className="board-heading">
          <CardTitle>
            <CalendarDays aria-hidden="true" className="board-title-icon" />
            Room Availability
          </CardTitle>
          <CardDescription>
            {windowLabel(days)}
            {capacity > 0 && !loading && (
              <span className="board-summary">
                {' '}
                · {booked} of {capacity} room-nights booked ({Math.round((booked / capacity) * 1000) / 10}%)
              </span>
            )}
          </CardDescription>
        </div>
        <div className="board-controls">
          <div className="board-nav" role="group" aria-label="Move the board">
            <Button
              variant="outline"
              size="icon"
              aria-label="Earlier"
              onClick={() => setOffset((value) => value - BOARD_STEP_DAYS)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="sm" onClick={() => setOffset(0)} disabled={offset === 0}>
              Today
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Later"
              onClick={() => setOffset((value) => value + BOARD_STEP_DAYS)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div className="board-window-toggle" role="group" aria-label="Days shown">
            {BOARD_WINDOWS.map((option) => (
              <button
                key={option}
                type="button"
                className={cx('board-window-option', option === windowDays && 'is-active')}
                aria-pressed={option === windowDays}
                onClick={() => setWindowDays(option)}
              >
                {option} days
              </button>
            ))}
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <div ref={width.ref} className="board-frame">
          {loading ? (
            <div className="board-loading" role="status" aria-label="Loading room availability">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="board-skeleton-row" />
              ))}
            </div>
          ) : failed ? (
            <p className="board-message board-message-error" role="alert">
              Failed to load room availability
            </p>
          ) : model.rooms.length === 0 ? (
            <div className="board-message">
              <p>No rooms yet. Add your rooms to see who stays where, night by night.</p>
              {setsUp && <Link to="/hotel/settings">Set up room types and rooms in Settings</Link>}
            </div>
          ) : (
            width.value > 0 && (
              <div className="board-grid" onClick={onBoardClick} onMouseDown={drag.onMouseDown}>
                <DataGrid
                  ref={hotRef}
                  data={data}
                  dataByReference
                  columns={columns}
                  colHeaders={(index: number) => boardColumnHeader(model, index, compactHeaders)}
                  afterGetColHeader={(col: number, th: HTMLTableCellElement) => decorateColumnHeader(model, col, th)}
                  // Its columns have their own widths, set to fill the card.
                  stretchH="none"
                  readOnly
                  // The board styles its own cells; the default read-only grey would hide today and weekends.
                  readOnlyCellClassName="board-readonly"
                  disableVisualSelection={false}
                  selectionMode="single"
                  fixedColumnsStart={1}
                  rowHeights={ROW_HEIGHT_PX}
                  columnHeaderHeight={HEADER_HEIGHT_PX}
                  // All nights render, so a bar whose first night is scrolled away still exists; rooms stay virtual.
                  viewportColumnRenderingOffset={days.length + 1}
                  height={height}
                  beforeKeyDown={onKeyDown}
                  afterRender={() => {
                    const rows = visibleRows();
                    if (rows) pages.showRows(rows[0], rows[1]);
                  }}
                />
              </div>
            )
          )}
        </div>
        {model.rooms.length > 0 && !loading && !failed && (
          <ul className="board-legend" aria-label="Legend">
            <li>
              <span className="board-swatch board-bar-unpaid" /> Unpaid
            </li>
            <li>
              <span className="board-swatch board-bar-partial" /> Partially Paid
            </li>
            <li>
              <span className="board-swatch board-bar-paid" /> Fully Paid
            </li>
            <li>
              <span className="board-swatch board-bar-checked-in" /> Checked In
            </li>
            <li>
              <span className="board-swatch board-bar-checked-out" /> Checked Out
            </li>
            <li>
              <span className="board-swatch board-block" /> Out of order
            </li>
            <li>
              <span className="board-swatch board-swatch-today" /> Today
            </li>
            <li className="board-legend-hint">
              Click a booking to open it, drag it to move it or its end to change its nights; click or drag across empty nights to
              book them
            </li>
          </ul>
        )}
      </CardContent>
    </Card>
  );
});

/** The width of an element, kept current as the window resizes. */
function useElementWidth() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!element) return;
    setValue(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setValue(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, value };
}
