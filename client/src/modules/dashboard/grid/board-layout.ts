import type { BookingStatus } from '@core/booking-choices';
import { addDays, dayOfWeek, monthOf, type CalendarDate } from '@core/stay-dates';

/** The windows the availability board offers, in days from its first column. */
export const BOARD_WINDOWS = [14, 30] as const;
export type BoardWindow = (typeof BOARD_WINDOWS)[number];

/** How far the arrows move the board. */
export const BOARD_STEP_DAYS = 7;

/** A booking as its bar needs it (the GraphQL BoardStay, with the room of its row). */
export interface BoardBooking {
  id: number;
  guest: string;
  checkInDate: CalendarDate;
  checkOutDate: CalendarDate;
  nights: number;
  /** Fully Paid, Partially Paid or Unpaid, derived from the money by the server as the bookings table does (spec 4). */
  paymentStatus: BookingStatus;
  balance: string;
  /** Reserved, Checked In or Checked Out: cancelled and no-show stays hold no room and never reach the board. */
  stayStatus: string;
  /** The version the board drew: a move or stretch based on it is refused once someone else changed the stay. */
  version: number;
  room: { id: number; roomNumber: string };
}

/** One booking's run of nights inside the window: `start` is a column index, `length` how many nights show. */
export interface StaySegment {
  booking: BoardBooking;
  status: BookingStatus;
  start: number;
  length: number;
  /** The stay began before the window's first night / goes on after its last. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/**
 * Days since 1970-01-01 of a calendar date: plain arithmetic, because every page of the board lays out its
 * stays as it arrives, while the clerk scrolls.
 */
function dayNumber(date: CalendarDate): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

/** The board's nights: `count` calendar dates from `start`. */
export function boardDays(start: CalendarDate, count: number): CalendarDate[] {
  return Array.from({ length: count }, (_, index) => addDays(start, index));
}

/**
 * For each room, one entry per night of the window: the segment of the booking occupying it, or null.
 * Stays are clipped to the window (check-out exclusive); a night claimed twice keeps the first booking.
 */
export function layoutStays(
  bookings: readonly BoardBooking[],
  days: readonly CalendarDate[],
): Map<number, (StaySegment | null)[]> {
  const byRoom = new Map<number, (StaySegment | null)[]>();
  if (days.length === 0) return byRoom;
  const first = dayNumber(days[0]!);
  const end = dayNumber(days[days.length - 1]!) + 1;
  for (const booking of bookings) {
    const startOffset = dayNumber(booking.checkInDate) - first;
    const endOffset = dayNumber(booking.checkOutDate) - first;
    const start = Math.max(0, startOffset);
    const stop = Math.min(days.length, endOffset);
    if (stop <= start) continue;
    const cells = byRoom.get(booking.room.id) ?? Array.from({ length: days.length }, () => null);
    const segment: StaySegment = {
      booking,
      status: booking.paymentStatus,
      start,
      length: stop - start,
      continuesBefore: startOffset < 0,
      continuesAfter: dayNumber(booking.checkOutDate) > end,
    };
    for (let column = start; column < stop; column += 1) {
      if (cells[column] === null) cells[column] = segment;
    }
    byRoom.set(booking.room.id, cells);
  }
  return byRoom;
}

/** A room block as the board needs it (a subset of the GraphQL RoomBlock). */
export interface BoardBlock {
  id: number;
  roomId: number;
  startDate: CalendarDate;
  endDate: CalendarDate;
  reason: string;
}

/** One block's run of nights inside the window, as a stay's. */
export interface BlockSegment {
  block: BoardBlock;
  start: number;
  length: number;
}

/** For each room with a block in the window, one entry per night: the block's segment, or null. */
export function layoutBlocks(blocks: readonly BoardBlock[], days: readonly CalendarDate[]): Map<number, (BlockSegment | null)[]> {
  const byRoom = new Map<number, (BlockSegment | null)[]>();
  if (days.length === 0) return byRoom;
  const first = dayNumber(days[0]!);
  for (const block of blocks) {
    const start = Math.max(0, dayNumber(block.startDate) - first);
    const stop = Math.min(days.length, dayNumber(block.endDate) - first);
    if (stop <= start) continue;
    const cells = byRoom.get(block.roomId) ?? Array.from({ length: days.length }, () => null);
    const segment: BlockSegment = { block, start, length: stop - start };
    for (let column = start; column < stop; column += 1) {
      if (cells[column] === null) cells[column] = segment;
    }
    byRoom.set(block.roomId, cells);
  }
  return byRoom;
}

const WEEKDAY_SHORT: Record<string, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sat" for 2026-11-21. */
export function weekdayLabel(date: CalendarDate): string {
  return WEEKDAY_SHORT[dayOfWeek(date)] ?? '';
}

/** "Nov 21" for 2026-11-21. */
export function monthDayLabel(date: CalendarDate): string {
  return `${MONTH_SHORT[monthOf(date) - 1]} ${Number(date.slice(8, 10))}`;
}

/** "Nov 21 – Dec 4, 2026": the window's first night to its last. */
export function windowLabel(days: readonly CalendarDate[]): string {
  if (days.length === 0) return '';
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  return `${monthDayLabel(first)}${sameYear ? '' : `, ${first.slice(0, 4)}`} – ${monthDayLabel(last)}, ${last.slice(0, 4)}`;
}

/** Every night cell of the board asks, on every draw: luxon's parse of the date once per date, not per cell. */
const weekends = new Map<CalendarDate, boolean>();

export function isWeekend(date: CalendarDate): boolean {
  let weekend = weekends.get(date);
  if (weekend === undefined) {
    const day = dayOfWeek(date);
    weekend = day === 'saturday' || day === 'sunday';
    // A long session pages through many windows: the cache stays small.
    if (weekends.size > 1000) weekends.clear();
    weekends.set(date, weekend);
  }
  return weekend;
}
