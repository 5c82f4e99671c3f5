import { addDays, formatShortUs, nightsBetween, type CalendarDate } from '@core/stay-dates';
import { blockAtCell, segmentAtCell, type BoardModel, type BoardRoom } from './board-columns';
import type { BoardBooking } from './board-layout';

/**
 * What a press on the board started: a new booking over empty nights, a stay's bar grabbed at a night, or
 * a stay's right edge. Rows and columns are the grid's (column 0 is the room, night i is column i + 1).
 */
export type BoardGesture =
  | { kind: 'new'; row: number; col: number }
  | { kind: 'move'; booking: BoardBooking; row: number; col: number }
  | { kind: 'stretch'; booking: BoardBooking; row: number };

/** Where the gesture would put a stay, with the columns to highlight (which may run outside the window). */
export interface BoardProposal {
  kind: BoardGesture['kind'];
  booking: BoardBooking | null;
  row: number;
  room: BoardRoom;
  checkInDate: CalendarDate;
  nights: number;
  first: number;
  last: number;
}

/** The night a column shows, or the date `col` columns from the first night when it is outside the window. */
function dateAt(model: BoardModel, col: number): CalendarDate {
  return addDays(model.days[0]!, col - 1);
}

function columnOf(model: BoardModel, date: CalendarDate): number {
  return nightsBetween(model.days[0]!, date) + 1;
}

const isFree = (model: BoardModel, row: number, col: number) =>
  col >= 1 && col <= model.days.length && !segmentAtCell(model, row, col) && !blockAtCell(model, row, col);

/**
 * The stay the gesture proposes with the pointer over (row, col), or null when it would change nothing (a
 * click). New bookings stay on their room and stop before the first taken night; a moved stay keeps its
 * nights and shifts by as many nights as the pointer did; a stretched one ends on the pointer's night.
 */
export function proposalFor(model: BoardModel, gesture: BoardGesture, row: number, col: number): BoardProposal | null {
  if (model.days.length === 0) return null;
  const target = Math.min(Math.max(col, 1), model.days.length);
  if (gesture.kind === 'new') {
    const room = model.rooms[gesture.row];
    if (!room || !isFree(model, gesture.row, gesture.col)) return null;
    const step = target >= gesture.col ? 1 : -1;
    let reached = gesture.col;
    while (reached !== target && isFree(model, gesture.row, reached + step)) reached += step;
    const first = Math.min(gesture.col, reached);
    const last = Math.max(gesture.col, reached);
    return {
      kind: 'new',
      booking: null,
      row: gesture.row,
      room,
      checkInDate: dateAt(model, first),
      nights: last - first + 1,
      first,
      last,
    };
  }
  const { booking } = gesture;
  if (gesture.kind === 'move') {
    const room = model.rooms[row];
    if (!room) return null;
    const shift = target - gesture.col;
    if (shift === 0 && room.id === booking.room.id) return null;
    const checkInDate = addDays(booking.checkInDate, shift);
    const first = columnOf(model, checkInDate);
    return { kind: 'move', booking, row, room, checkInDate, nights: booking.nights, first, last: first + booking.nights - 1 };
  }
  const room = model.rooms[gesture.row];
  const first = columnOf(model, booking.checkInDate);
  const nights = Math.max(1, target - first + 1);
  if (!room || nights === booking.nights) return null;
  return {
    kind: 'stretch',
    booking,
    row: gesture.row,
    room,
    checkInDate: booking.checkInDate,
    nights,
    first,
    last: first + nights - 1,
  };
}

/**
 * What the clerk confirms: "Move booking #12 to Room 104, 12/15/26 – 12/18/26?" or, for a stretch,
 * "Change booking #12 to 4 nights, 12/15/26 – 12/19/26?" (check-out exclusive, as everywhere).
 */
export function changeQuestion(proposal: BoardProposal): string {
  const id = proposal.booking?.id ?? 0;
  const dates = `${formatShortUs(proposal.checkInDate)} – ${formatShortUs(addDays(proposal.checkInDate, proposal.nights))}`;
  if (proposal.kind === 'stretch') {
    return `Change booking #${id} to ${proposal.nights} night${proposal.nights === 1 ? '' : 's'}, ${dates}?`;
  }
  return `Move booking #${id} to Room ${proposal.room.roomNumber}, ${dates}?`;
}
