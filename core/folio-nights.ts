import { isClosedDay } from './closed-days';
import { addMoney, ZERO, type Cents } from './money';
import type { AuditBooks, PostingKind } from './night-audit';
import { addDays, nightsBetween, type CalendarDate } from './stay-dates';

/**
 * A stay's nights as its folio marks them (issue 25): which are closed, and what each closed night posted.
 * Pure: the server reads the booking's postings and the hotel's books and asks here; the screen shows a lock on
 * what a closed day holds, since the server refuses to change it.
 */

/** One of a booking's night postings as the folio reads it. */
export interface FolioPosting {
  date: CalendarDate;
  kind: PostingKind;
  amount: Cents;
  /** The room as it was that night. */
  roomNumber: string;
}

export interface FolioNight {
  date: CalendarDate;
  /** 1 for the night of the check-in date, as the ledger's "Night 1 of 3". */
  nightNumber: number;
  /** The night's date is a closed day. */
  closed: boolean;
  /** What the night posted of each kind (0 for a kind it has no line of); null while nothing is posted. */
  posted: Record<PostingKind, Cents> | null;
  /** The room the posting was made for; null while nothing is posted. */
  roomNumber: string | null;
}

const NO_AMOUNTS: Record<PostingKind, Cents> = { Room: ZERO, 'Tax 1': ZERO, 'Tax 2': ZERO };

/**
 * Every night of the stay (check-in inclusive, check-out exclusive), oldest first, each with its postings. A
 * posting dated outside the stay's nights (which the closed-day guard never lets happen) is listed too, so that
 * the nights always account for every posted cent.
 */
export function folioNights(
  checkInDate: CalendarDate,
  checkOutDate: CalendarDate,
  postings: readonly FolioPosting[],
  books: AuditBooks,
): FolioNight[] {
  const dates = new Set<CalendarDate>();
  for (let date = checkInDate; date < checkOutDate; date = addDays(date, 1)) dates.add(date);
  const byDate = new Map<CalendarDate, FolioPosting[]>();
  for (const posting of postings) {
    dates.add(posting.date);
    byDate.set(posting.date, [...(byDate.get(posting.date) ?? []), posting]);
  }
  return [...dates].sort().map((date) => {
    const posted = byDate.get(date) ?? [];
    return {
      date,
      nightNumber: nightsBetween(checkInDate, date) + 1,
      closed: isClosedDay(date, books),
      posted:
        posted.length === 0
          ? null
          : posted.reduce((sums, line) => ({ ...sums, [line.kind]: addMoney(sums[line.kind], line.amount) }), NO_AMOUNTS),
      roomNumber: posted[0]?.roomNumber ?? null,
    };
  });
}

/** Whether every night of the stay is a closed day: its room and tax lines are then final. */
export function stayClosed(checkInDate: CalendarDate, checkOutDate: CalendarDate, books: AuditBooks): boolean {
  return checkInDate < checkOutDate && isClosedDay(checkInDate, books) && isClosedDay(addDays(checkOutDate, -1), books);
}

/** A booking's taxed nights of each tax (core/long-stay.ts): the first so many of its nights carry it. */
export type TaxedNightsOf = Record<Exclude<PostingKind, 'Room'>, number>;

/**
 * The taxes night number `nightNumber` (1-based) of a stay is exempt from under the long-stay rules: those
 * whose taxed nights end before it. Such a night posts none of that tax, and the folio says so.
 */
export function exemptTaxesOn(nightNumber: number, taxed: TaxedNightsOf): Exclude<PostingKind, 'Room'>[] {
  return (['Tax 1', 'Tax 2'] as const).filter((kind) => nightNumber > taxed[kind]);
}

/**
 * The receipt's note of a tax's exempt nights under the long-stay rules: "Hotel Tax: nights 31–45 exempt (long
 * stay)"; null when every night carries it.
 */
export function exemptNightsNote(taxName: string, taxed: number, nights: number): string | null {
  if (taxed >= nights) return null;
  const from = taxed + 1;
  const which = from === nights ? `night ${from}` : `nights ${from}–${nights}`;
  return `${taxName}: ${which} exempt (long stay)`;
}
