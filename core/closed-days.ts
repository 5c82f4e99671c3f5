import { cents, subtractMoney, type Cents } from './money';
import { closedDayMessage, sharesThrough, type AuditBooks, type PostingKind } from './night-audit';
import { addDays, nightsBetween, type CalendarDate } from './stay-dates';
import { ROOM_FREEING_STATUSES } from './stay-status';

/**
 * Closed days never change (issue 25): what a change of a booking with posted nights may not do, and the
 * earliest closed date it would alter. Pure: the server reads the booking before and after the change, what
 * it posted, and the hotel's books, and refuses with the message answered here.
 */

/** A booking as the guard compares it: its stay, its rate, its status and its figures. */
export interface GuardedStay {
  checkInDate: CalendarDate;
  checkOutDate: CalendarDate;
  rateType: string;
  dailyWeeklyAmountCents: Cents;
  monthlyAmountCents: Cents;
  stayStatus: string;
  /** The figures its nights post: the subtotal (Room), Tax 1 and Tax 2. */
  subtotalCents: Cents;
  taxAmountCents: Cents;
  resortFeeCents: Cents;
  /** The nights Tax 1 and Tax 2 spread over under a long-stay rule (core/long-stay.ts); left out, every night. */
  tax1TaxedNights?: number | null;
  tax2TaxedNights?: number | null;
}

/** What a booking has posted: the dates of its first and last posted nights and the sums of each kind. */
export interface PostedNights {
  firstDate: CalendarDate;
  lastDate: CalendarDate;
  amounts: Record<PostingKind, Cents>;
}

export interface GuardOptions {
  /**
   * A Weekly or Monthly stay checked out early keeps the figures of its periods (stay-actions.ts): what they
   * exceed its postings by stays unposted rather than the desk being unable to check the guest out.
   */
  unpostedRest?: boolean;
}

const FIGURE_OF: Record<PostingKind, keyof GuardedStay> = {
  Room: 'subtotalCents',
  'Tax 1': 'taxAmountCents',
  'Tax 2': 'resortFeeCents',
};

/** Whether `date` is a closed day: within the books (from the first closed day through the last). */
export const isClosedDay = (date: CalendarDate, books: AuditBooks): boolean =>
  books.firstClosedDate !== null &&
  books.lastClosedDate !== null &&
  books.firstClosedDate <= date &&
  date <= books.lastClosedDate;

/**
 * The earliest closed date a change of a booking would alter, or null when the change leaves every closed
 * day as it was. `after` is null for a deletion. A booking with no posted nights may change freely. With
 * posted nights: its check-in date, rate type and amounts are fixed; its check-out may not come before the
 * day after its last posted night; its new figures may not fall below what is posted of them (nor differ from it
 * when no open night is left to post the difference: named by the last posted night); it may not be
 * deleted, cancelled or marked No Show (the first posted night is the date named, or for a check-out, the
 * first posted night it cuts; an earlier check-in, the closed day it moves onto). Its room, its guest and its open nights may change.
 */
export function closedDayDate(
  before: GuardedStay,
  after: GuardedStay | null,
  posted: PostedNights | null,
  books: AuditBooks,
  options: GuardOptions = {},
): CalendarDate | null {
  if (posted === null) return null;
  const first = posted.firstDate;
  if (after === null || after.stayStatus === 'Cancelled' || after.stayStatus === 'No Show') return first;
  const altered: CalendarDate[] = [];
  if (after.checkInDate !== before.checkInDate) {
    altered.push(after.checkInDate < first && isClosedDay(after.checkInDate, books) ? after.checkInDate : first);
  }
  if (
    after.rateType !== before.rateType ||
    after.dailyWeeklyAmountCents !== before.dailyWeeklyAmountCents ||
    after.monthlyAmountCents !== before.monthlyAmountCents
  ) {
    altered.push(first);
  }
  const cut = after.checkOutDate <= posted.lastDate;
  if (cut) altered.push(after.checkOutDate < first ? first : after.checkOutDate);
  // Figures below the posted amounts alter the first posted night; a check-out that cuts posted nights
  // lowers them too, and is named by the first night it cuts.
  // A stay left with no open night cannot post what its figures exceed the postings by: they must be equal.
  // A figure is compared without the part its nights before the books hold (never posted: nightPosting).
  const noOpenNight = !options.unpostedRest && after.checkOutDate === addDays(posted.lastDate, 1);
  if (!cut && after.checkInDate <= first) {
    const nights = nightsBetween(after.checkInDate, after.checkOutDate);
    const booksFrom = nightsBetween(after.checkInDate, first);
    const spread: Record<PostingKind, number> = {
      Room: nights,
      'Tax 1': after.tax1TaxedNights ?? nights,
      'Tax 2': after.tax2TaxedNights ?? nights,
    };
    for (const [kind, figure] of Object.entries(FIGURE_OF) as [PostingKind, keyof GuardedStay][]) {
      const amount = after[figure] as Cents;
      const inBooks = subtractMoney(amount, spreadThrough(amount, Math.min(spread[kind], nights), booksFrom));
      if (inBooks < posted.amounts[kind]) altered.push(first);
      else if (noOpenNight && inBooks !== posted.amounts[kind]) altered.push(posted.lastDate);
    }
  }
  return altered.length === 0 ? null : altered.sort()[0]!;
}

/** The first `n` nights' part of `amount` spread over `over` nights (none spread over none). */
const spreadThrough = (amount: Cents, over: number, n: number): Cents =>
  over <= 0 || n <= 0 ? cents(0) : sharesThrough(amount, over, Math.min(n, over));

/** A stay's nights as the closed days see them: [check-in, check-out), held only while its status holds the room. */
export type StayNights = Pick<GuardedStay, 'checkInDate' | 'checkOutDate' | 'stayStatus'>;

const holdsItsRoom = (stay: StayNights | null): stay is StayNights =>
  stay !== null && !(ROOM_FREEING_STATUSES as readonly string[]).includes(stay.stayStatus);

/**
 * The earliest closed night a write would put a stay on that it was not on before (`before` null: a new
 * booking), or null. A closed night's stays are what it posted: a stay created, reinstated or moved onto it
 * afterwards would change the day (its in-house count, its revenue as the statistics read it) without a
 * posting. Nights before the books are open and may take stays; a stay that frees its room adds none.
 */
export function closedNightAdded(before: StayNights | null, after: StayNights | null, books: AuditBooks): CalendarDate | null {
  const { firstClosedDate: first, lastClosedDate: last } = books;
  if (first === null || last === null || !holdsItsRoom(after)) return null;
  // The closed nights the stay holds after the write: [from, to], empty when from > to.
  const from = after.checkInDate > first ? after.checkInDate : first;
  const lastNight = addDays(after.checkOutDate, -1);
  const to = lastNight < last ? lastNight : last;
  if (from > to) return null;
  if (!holdsItsRoom(before) || before.checkOutDate <= from || to < before.checkInDate) return from;
  // Both hold the room and overlap: the first closed night held after and not before.
  if (from < before.checkInDate) return from;
  const next = before.checkOutDate;
  return next <= to ? next : null;
}

/** The refusal of a change that would alter a closed day (409), or null. */
export function closedDayRefusal(
  before: GuardedStay,
  after: GuardedStay | null,
  posted: PostedNights | null,
  books: AuditBooks,
  options: GuardOptions = {},
): string | null {
  const dates = [closedDayDate(before, after, posted, books, options), closedNightAdded(before, after, books)];
  const date = dates.filter((found): found is CalendarDate => found !== null).sort()[0];
  return date === undefined ? null : closedDayMessage(date);
}

/** The refusal of a new booking whose stay holds closed nights (409), or null. */
export function newStayRefusal(stay: StayNights, books: AuditBooks): string | null {
  const date = closedNightAdded(null, stay, books);
  return date === null ? null : closedDayMessage(date);
}

/** The refusal of a folio line (a charge or a payment) added or voided on `date`, or null on an open day. */
export function closedLineRefusal(date: CalendarDate, books: AuditBooks): string | null {
  return isClosedDay(date, books) ? closedDayMessage(date) : null;
}

/**
 * The figure of a stay left with no open night whose nights in the books posted `posted`: a figure whose
 * shares of those nights add up to `posted` exactly (closedDayDate's rule), its nights before the books
 * (the first `booksFrom` of `nights`) taking the rest at the posted nights' rate. `posted` itself when every
 * night is in the books.
 */
export function figureOfPostedNights(posted: Cents, nights: number, booksFrom: number): Cents {
  if (booksFrom <= 0) return posted;
  return cents(Math.floor((posted * nights) / (nights - booksFrom)));
}
