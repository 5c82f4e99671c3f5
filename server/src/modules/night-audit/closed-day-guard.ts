import {
  closedDayRefusal,
  closedLineRefusal,
  newStayRefusal,
  type GuardOptions,
  type GuardedStay,
  type PostedNights,
  type StayNights,
} from '@core/closed-days';
import { conflict } from '@core/errors';
import { cents } from '@core/money';
import type { AuditBooks } from '@core/night-audit';
import type { CalendarDate } from '@core/stay-dates';
import { addDays } from '@core/stay-dates';
import { hotelToday } from '../../clock';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import { loadSettings } from '../settings';
import type { Em } from '../../db/orm';

/**
 * The server's side of "closed days never change" (core/closed-days.ts): every write path of a booking and of
 * its folio asks here inside its transaction, the booking locked, before it writes.
 */

/** A booking's posted nights (their first and last dates, the sums by kind) and the hotel's books: one read. */
export async function postedNightsOf(em: Em, bookingId: number): Promise<{ posted: PostedNights | null; books: AuditBooks }> {
  const [row] = await hotelSql<{
    first: string | null;
    last: string | null;
    room: string | null;
    tax1: string | null;
    tax2: string | null;
    booksFirst: string | null;
    booksLast: string | null;
  }>(
    em,
    sql`select min(p.date)::text as "first", max(p.date)::text as "last",
            sum(case when p.kind = 'Room' then p.amount_cents else 0 end)::bigint as "room",
            sum(case when p.kind = 'Tax 1' then p.amount_cents else 0 end)::bigint as "tax1",
            sum(case when p.kind = 'Tax 2' then p.amount_cents else 0 end)::bigint as "tax2",
            (select min(d.date)::text from audit_day d where d.hotel_id = :hotel) as "booksFirst",
            (select max(d.date)::text from audit_day d where d.hotel_id = :hotel) as "booksLast"
       from night_posting p
      where p.hotel_id = :hotel and p.booking_id = ${bookingId}`,
  );
  const books = { firstClosedDate: row?.booksFirst ?? null, lastClosedDate: row?.booksLast ?? null };
  if (!row?.first || !row.last) return { posted: null, books };
  return {
    posted: {
      firstDate: row.first,
      lastDate: row.last,
      amounts: { Room: cents(Number(row.room)), 'Tax 1': cents(Number(row.tax1)), 'Tax 2': cents(Number(row.tax2)) },
    },
    books,
  };
}

/** The fields of a booking the guard compares (an entity or its new figures). */
export function guardedStayOf(booking: GuardedStay): GuardedStay {
  const { checkInDate, checkOutDate, rateType, dailyWeeklyAmountCents, monthlyAmountCents, stayStatus } = booking;
  const { subtotalCents, taxAmountCents, resortFeeCents, tax1TaxedNights, tax2TaxedNights } = booking;
  return {
    tax1TaxedNights,
    tax2TaxedNights,
    checkInDate,
    checkOutDate,
    rateType,
    dailyWeeklyAmountCents,
    monthlyAmountCents,
    stayStatus,
    subtotalCents,
    taxAmountCents,
    resortFeeCents,
  };
}

/** Refuses (409) a change of booking `id` from `before` to `after` (null: deleted) that would alter a closed day. */
export async function refuseClosedDayChange(
  em: Em,
  id: number,
  before: GuardedStay,
  after: GuardedStay | null,
  options: GuardOptions = {},
): Promise<void> {
  const { posted, books } = await postedNightsOf(em, id);
  const refusal = closedDayRefusal(guardedStayOf(before), after && guardedStayOf(after), posted, books, options);
  if (refusal !== null) throw conflict(refusal);
}

async function readBooksOf(em: Em): Promise<AuditBooks> {
  const [row] = await hotelSql<{ first: string | null; last: string | null }>(
    em,
    sql`select min(date)::text as "first", max(date)::text as "last" from audit_day where hotel_id = :hotel`,
  );
  return { firstClosedDate: row?.first ?? null, lastClosedDate: row?.last ?? null };
}

/** Refuses (409) a folio line added or voided on a closed `date`. */
export async function refuseClosedLine(em: Em, date: CalendarDate): Promise<void> {
  const refusal = closedLineRefusal(date, await readBooksOf(em));
  if (refusal !== null) throw conflict(refusal);
}

/**
 * Holds the hotel's books still until the caller's transaction ends: a day's close (which locks the hotel's
 * row FOR UPDATE, night-audit.service.ts) waits for it, and it for a close under way. A booking write that
 * may put a stay on past nights takes it before it locks any booking, so it never reads the books open while
 * a close posts the nights it is about to change (nor the close the stays before the write). FOR KEY SHARE
 * conflicts with FOR UPDATE only: such writes never wait on each other.
 */
export async function holdBooks(em: Em): Promise<void> {
  await hotelSql(em, sql`select id from hotel_account where id = :hotel for key share`);
}

/**
 * Refuses (409) a new booking whose stay holds closed nights, naming the first. Only a stay that starts
 * before the hotel's `today` can (days close once they have ended): the books are held and read then only.
 */
export async function refuseNewStayOnClosedNights(em: Em, stay: StayNights, today: CalendarDate): Promise<void> {
  if (stay.checkInDate >= today) return;
  await holdBooks(em);
  const refusal = newStayRefusal(stay, await readBooksOf(em));
  if (refusal !== null) throw conflict(refusal);
}

/** The date an adjustment is posted on: the business date, or the hotel's today before any audit. */
export async function businessDateOrToday(em: Em): Promise<CalendarDate> {
  const [row] = await hotelSql<{ last: string | null }>(
    em,
    sql`select max(date)::text as "last" from audit_day where hotel_id = :hotel`,
  );
  if (row?.last) return addDays(row.last, 1);
  return hotelToday((await loadSettings(em)).timezone);
}
