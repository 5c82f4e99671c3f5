import { formatShortUs, type CalendarDate, addDays } from './stay-dates';
import { cents, subtractMoney, ZERO, type Cents } from './money';
import { nightShare } from './folio';

/**
 * The night audit's rules: which day may close, what stops it, and what each in-house night posts. A hotel's
 * books start on the first day it closed; the business date is the day after the last closed one. Pure: the
 * service reads the books and the date's stays, asks here, and writes what it is told.
 */

export interface AuditBooks {
  /** The first day ever closed: days before it predate the books and are never closed. */
  firstClosedDate: CalendarDate | null;
  lastClosedDate: CalendarDate | null;
}

/** The oldest day not yet closed, or null before the first audit (any ended day may then start the books). */
export function businessDate(books: AuditBooks): CalendarDate | null {
  return books.lastClosedDate === null ? null : addDays(books.lastClosedDate, 1);
}

/**
 * Why `date` cannot close on the hotel's `today`, or null when it may. A day has ended once the hotel's today
 * is after it; after the first audit days close one by one in order.
 */
export function closeRefusal(date: CalendarDate, today: CalendarDate, books: AuditBooks): string | null {
  const day = formatShortUs(date);
  if (books.firstClosedDate !== null && date < books.firstClosedDate) {
    return `${day} is before the books, which start on ${formatShortUs(books.firstClosedDate)}`;
  }
  if (books.lastClosedDate !== null && date <= books.lastClosedDate) return `${day} is already closed`;
  if (date >= today) return `${day} has not ended yet`;
  const next = businessDate(books);
  if (next !== null && date !== next) return `Close ${formatShortUs(next)} first`;
  return null;
}

export const AUDIT_PROBLEM_KINDS = ['arrival', 'departure'] as const;
export type AuditProblemKind = (typeof AUDIT_PROBLEM_KINDS)[number];

export interface AuditProblem {
  kind: AuditProblemKind;
  bookingId: number;
  message: string;
}

/** A stay as the audit looks at it on one date. */
export interface AuditStay {
  bookingId: number;
  /** "Garcia, Ana", as the booking lists its guest. */
  guestName: string;
  roomNumber: string;
  checkInDate: CalendarDate;
  checkOutDate: CalendarDate;
  status: string;
}

/**
 * The hard stops of `date`: a stay in house that night or arriving on it that is still Reserved (an arrival
 * left hanging), and a stay leaving on it that is still Checked In (a departure left hanging).
 */
export function auditProblems(date: CalendarDate, stays: readonly AuditStay[]): AuditProblem[] {
  const problems: AuditProblem[] = [];
  for (const stay of stays) {
    const who = `Booking #${stay.bookingId} (${stay.guestName}, room ${stay.roomNumber})`;
    if (stay.status === 'Reserved' && stay.checkInDate <= date && date < stay.checkOutDate) {
      problems.push({
        kind: 'arrival',
        bookingId: stay.bookingId,
        message: `${who} was due to arrive on ${formatShortUs(stay.checkInDate)} and is still Reserved`,
      });
    } else if (stay.status === 'Checked In' && stay.checkOutDate === date) {
      problems.push({
        kind: 'departure',
        bookingId: stay.bookingId,
        message: `${who} was due to leave on ${formatShortUs(stay.checkOutDate)} and is still Checked In`,
      });
    }
  }
  return problems.sort((a, b) => a.bookingId - b.bookingId);
}

/**
 * What the audit does about `problems` when it closes a day. With the hotel's audit_no_shows on ('1'), the
 * arrivals left Reserved are no longer stops: the audit marks them No Show itself as the day closes
 * (`noShows`); departures still stop it. Off ('0', the default), every problem stops the day.
 */
export function settleProblems(
  problems: readonly AuditProblem[],
  auditNoShows: boolean,
): { noShows: number[]; stops: AuditProblem[] } {
  if (!auditNoShows) return { noShows: [], stops: [...problems] };
  return {
    noShows: problems.filter((problem) => problem.kind === 'arrival').map((problem) => problem.bookingId),
    stops: problems.filter((problem) => problem.kind !== 'arrival'),
  };
}

/** The hotel setting audit_no_shows as the audit reads it: '1' on, anything else off. */
export const auditMarksNoShows = (setting: string | undefined): boolean => setting === '1';

/**
 * The reason a stay marked No Show by the audit carries (the booking's cancelReason): it shows in the
 * booking's history and the activity log beside the status, so the change reads as the audit's doing.
 */
export function auditNoShowReason(date: CalendarDate): string {
  return `Marked No Show by the night audit of ${formatShortUs(date)}`;
}

/** "12/01/26 cannot be closed: 2 problems" (or "1 problem"). */
export function problemsHeadline(date: CalendarDate, count: number): string {
  return `${formatShortUs(date)} cannot be closed: ${count} ${count === 1 ? 'problem' : 'problems'}`;
}

/** The message of every change refused because it would alter a closed day. */
export function closedDayMessage(date: CalendarDate): string {
  return `${formatShortUs(date)} is closed: post an adjustment on an open day instead`;
}

/** The kinds a closed night posts, in the folio's words. */
export const POSTING_KINDS = ['Room', 'Tax 1', 'Tax 2'] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** What a booking already posted of one figure: the sum, over the nights `fromNight` .. fromNight+count-1. */
export interface PostedSoFar {
  amount: Cents;
  fromNight: number;
  count: number;
}

/**
 * The sum of the first `n` nights' shares of `amount` over `nights` (nightShare's running total): for `n` the
 * stay's first night in the books, the part of a figure its nights before the books hold, never posted.
 */
export function sharesThrough(amount: Cents, nights: number, n: number): Cents {
  return cents(Math.floor((amount * n) / nights));
}

/**
 * What night number `night` (0-based) of a stay posts of one of its figures (its subtotal, Tax 1 or Tax 2).
 * While what was posted is the stay's own shares, the night posts its own share, nightShare(figure, nights,
 * night), so a stay whose nights all close posts its figure exactly. Once the figure or the nights changed
 * after some nights were posted, the open nights share what is left of the figure:
 * nightShare(figure − posted − the share of nights before the books, open nights, j) for the j-th open night.
 *
 * A tax under a long-stay rule spreads over the stay's first `spread` nights only (its taxed nights,
 * core/long-stay.ts): the nights after them post none of it. Should what is left need posting when no taxed
 * night is open any more (the figure changed after the taxed nights closed), the open nights share it.
 */
export function nightPosting(
  figure: Cents,
  nights: number,
  night: number,
  posted: PostedSoFar | null,
  spread: number = nights,
): Cents {
  const over = Math.min(Math.max(spread, 0), nights);
  const through = (n: number) => (over === 0 ? ZERO : sharesThrough(figure, over, Math.min(n, over)));
  const own = () => (night < over ? subtractMoney(through(night + 1), through(night)) : ZERO);
  if (posted === null || posted.count === 0) return own();
  const openFrom = posted.fromNight + posted.count;
  const ownShares = subtractMoney(through(openFrom), through(posted.fromNight));
  if (posted.amount === ownShares) return own();
  const left = subtractMoney(subtractMoney(figure, posted.amount), through(posted.fromNight));
  const openOver = over > openFrom ? over : nights;
  if (night >= openOver) return ZERO;
  return nightShare(left, openOver - openFrom, night - openFrom);
}
