import { formatBalance, parseMoney } from '@core/money';
import { formatShortUs, type CalendarDate } from '@core/stay-dates';
import type Handsontable from 'handsontable/base';
import { isWeekend, monthDayLabel, weekdayLabel, type BlockSegment, type StaySegment } from './board-layout';

type Renderer = NonNullable<Exclude<Handsontable.ColumnSettings['renderer'], string>>;

/** The class of a bar's right edge, which stretches the stay. */
export const STRETCH_HANDLE_CLASS = 'board-bar-stretch';

/** The attribute a booking bar carries; the board listens for clicks on it. */
export const BOOKING_ID_ATTRIBUTE = 'data-booking-id';

export interface BoardRoom {
  id: number;
  roomNumber: string;
  roomTypeName: string | null;
  /** Housekeeping's status; shown under the room unless Clean. */
  housekeepingStatus?: string;
}

/** Everything the board's renderers read: the rows, the nights, today, and which booking holds each night. */
export interface BoardModel {
  /** By row; a hole is a row whose page has not arrived yet (drawn as a placeholder). */
  rooms: readonly (BoardRoom | undefined)[];
  days: readonly CalendarDate[];
  today: CalendarDate;
  layout: Map<number, (StaySegment | null)[]>;
  /** Which block holds each night of a room that has one in the window. */
  blocks: Map<number, (BlockSegment | null)[]>;
}

/** The block at a grid cell (column 0 is the room), or null. */
export function blockAtCell(model: BoardModel, row: number, col: number): BlockSegment | null {
  const room = model.rooms[row];
  if (!room || col < 1) return null;
  return model.blocks.get(room.id)?.[col - 1] ?? null;
}

/** The segment at a grid cell (column 0 is the room), or null. */
export function segmentAtCell(model: BoardModel, row: number, col: number): StaySegment | null {
  const room = model.rooms[row];
  if (!room || col < 1) return null;
  return model.layout.get(room.id)?.[col - 1] ?? null;
}

export const OUT_OF_ORDER = 'Out of order';

/** The class of a row whose page is on its way: a grey bar where the room and its nights will be. */
const PLACEHOLDER_CLASS = 'board-placeholder';

/** "Out of order · 12/15/26 – 12/18/26 · New carpet" */
export function blockDescription(segment: BlockSegment): string {
  const { block } = segment;
  return [OUT_OF_ORDER, `${formatShortUs(block.startDate)} – ${formatShortUs(block.endDate)}`, block.reason].join(' · ');
}

/** A block's bar: hatched, not a button (nothing opens from it); its text says what it is. */
function blockBar(segment: BlockSegment): HTMLElement {
  const bar = document.createElement('div');
  bar.className = 'board-bar board-block';
  bar.style.width = `calc(${segment.length} * (100% + 1px) - 5px)`;
  bar.title = blockDescription(segment);
  bar.dataset.blockId = String(segment.block.id);
  const text = document.createElement('span');
  text.className = 'board-bar-guest';
  text.textContent = segment.length >= 2 ? `${OUT_OF_ORDER}: ${segment.block.reason}` : OUT_OF_ORDER;
  bar.append(text);
  return bar;
}

/** The stay status's look on top of the payment colour: guests in the house stand out, departed ones fade. */
const STAY_CLASS: Readonly<Record<string, string>> = {
  'Checked In': 'board-bar-checked-in',
  'Checked Out': 'board-bar-checked-out',
};

const STATUS_CLASS: Record<StaySegment['status'], string> = {
  'Fully Paid': 'board-bar-paid',
  'Partially Paid': 'board-bar-partial',
  Unpaid: 'board-bar-unpaid',
};

/** "Lovelace, Ada · Checked In · Room 101 · 11/21/26 – 11/24/26 · 3 nights · Unpaid · Balance $339.00" */
export function stayDescription(segment: StaySegment): string {
  const { booking } = segment;
  const nights = `${booking.nights} night${booking.nights === 1 ? '' : 's'}`;
  const balance = parseMoney(booking.balance);
  return [
    booking.guest,
    booking.stayStatus,
    `Room ${booking.room.roomNumber}`,
    `${formatShortUs(booking.checkInDate)} – ${formatShortUs(booking.checkOutDate)}`,
    nights,
    segment.status,
    balance < 0 ? formatBalance(balance) : `Balance ${formatBalance(balance)}`,
  ].join(' · ');
}

function bookingBar(segment: StaySegment): HTMLElement {
  const bar = document.createElement('div');
  bar.className = [
    'board-bar',
    STATUS_CLASS[segment.status],
    STAY_CLASS[segment.booking.stayStatus] ?? '',
    segment.continuesBefore ? 'board-bar-continues-before' : '',
    segment.continuesAfter ? 'board-bar-continues-after' : '',
  ]
    .filter(Boolean)
    .join(' ');
  // One bar drawn from the first night across the stay's other cells (each cell is 100% plus a 1px border).
  bar.style.width = `calc(${segment.length} * (100% + 1px) - 5px)`;
  bar.setAttribute(BOOKING_ID_ATTRIBUTE, String(segment.booking.id));
  bar.setAttribute('role', 'button');
  const description = stayDescription(segment);
  bar.setAttribute('aria-label', `Open booking #${segment.booking.id}: ${description}`);
  bar.title = description;
  if (segment.booking.stayStatus === 'Checked In') {
    // A "key" dot: in the house (the status itself is in the bar's name and title).
    const mark = document.createElement('span');
    mark.className = 'board-bar-in-house';
    mark.setAttribute('aria-hidden', 'true');
    bar.append(mark);
  }
  const name = document.createElement('span');
  name.className = 'board-bar-guest';
  name.textContent = segment.booking.guest;
  bar.append(name);
  if (segment.length >= 3) {
    const nights = document.createElement('span');
    nights.className = 'board-bar-nights';
    // Drawn by CSS from the attribute: the bar's label says "3 nights" in full, and a button's visible text
    // must be part of its name (WCAG 2.5.3), which "3n" would not be.
    nights.dataset.nights = `${segment.booking.nights}n`;
    bar.append(nights);
  }
  if (!segment.continuesAfter) {
    // The stay's last night on the board: dragging this edge changes its nights (the pointer's alternative is
    // the Bookings tab, which the bar opens).
    const edge = document.createElement('span');
    edge.className = STRETCH_HANDLE_CLASS;
    edge.setAttribute('aria-hidden', 'true');
    edge.title = 'Drag to change the nights';
    bar.append(edge);
  }
  return bar;
}

/** Room number in bold with its type under it. */
export const roomRenderer =
  (model: BoardModel): Renderer =>
  (_hot, td, row) => {
    const room = model.rooms[row];
    td.replaceChildren();
    td.className = room ? 'board-room' : `board-room ${PLACEHOLDER_CLASS}`;
    if (!room) {
      const bar = document.createElement('span');
      bar.className = 'board-placeholder-bar';
      bar.setAttribute('aria-hidden', 'true');
      td.append(bar);
      return;
    }
    const number = document.createElement('span');
    number.className = 'board-room-number';
    number.textContent = room.roomNumber;
    const type = document.createElement('span');
    type.className = 'board-room-type';
    const status = room.housekeepingStatus && room.housekeepingStatus !== 'Clean' ? ` · ${room.housekeepingStatus}` : '';
    type.textContent = `${room.roomTypeName ?? 'No Type'}${status}`;
    td.append(number, type);
  };

/** A night of one room: tinted for today and weekends; the first booked night draws the stay's bar. */
export const nightRenderer =
  (model: BoardModel): Renderer =>
  (_hot, td, row, col) => {
    const date = model.days[col - 1];
    const segment = segmentAtCell(model, row, col);
    const block = segment ? null : blockAtCell(model, row, col);
    td.replaceChildren();
    td.className = [
      'board-night',
      date === model.today ? 'board-today' : '',
      date && isWeekend(date) ? 'board-weekend' : '',
      segment ? 'board-occupied' : '',
      block ? 'board-blocked' : '',
      model.rooms[row] ? '' : PLACEHOLDER_CLASS,
    ]
      .filter(Boolean)
      .join(' ');
    if (segment && segment.start === col - 1) td.append(bookingBar(segment));
    else if (block && block.start === col - 1) td.append(blockBar(block));
  };

/** Room column, then one read-only column per night. */
export function boardColumns(model: BoardModel, nightWidth: number, roomWidth: number): Handsontable.ColumnSettings[] {
  return [
    { readOnly: true, renderer: roomRenderer(model), width: roomWidth },
    ...model.days.map(() => ({ readOnly: true, renderer: nightRenderer(model), width: nightWidth })),
  ];
}

/**
 * Header HTML for a column: weekday over month and day; in narrow columns two letters of the weekday (or
 * the month, on the 1st and in the first column) over the day number. Built from dates only, never user text.
 */
export function boardColumnHeader(model: BoardModel, col: number, compact = false): string {
  if (col === 0) return '<span class="board-head-room">Room</span>';
  const date = model.days[col - 1];
  if (!date) return '';
  const [month, day] = monthDayLabel(date).split(' ');
  if (compact) {
    const monthStart = col === 1 || day === '1';
    const top = monthStart
      ? `<span class="board-head-month">${month}</span>`
      : `<span class="board-head-weekday">${weekdayLabel(date).slice(0, 2)}</span>`;
    return `<span class="board-head board-head-compact">${top}<span class="board-head-date">${day}</span></span>`;
  }
  return `<span class="board-head"><span class="board-head-weekday">${weekdayLabel(date)}</span><span class="board-head-date">${month} ${day}</span></span>`;
}

/** Marks today's and weekend headers so the stylesheet can tint them. */
export function decorateColumnHeader(model: BoardModel, col: number, th: HTMLTableCellElement): void {
  const date = col >= 1 ? model.days[col - 1] : undefined;
  th.classList.toggle('board-th-today', date === model.today);
  th.classList.toggle('board-th-weekend', date !== undefined && isWeekend(date));
}
