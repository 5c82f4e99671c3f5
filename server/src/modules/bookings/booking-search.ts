import { BOOKING_STATUSES, type BookingStatus } from '@core/booking-choices';
import { bookingTextMatch, escapeLike } from '@core/booking-search';
import { paymentStatusCondition } from '@core/payment-status';
import type { BookingSearch, BookingSortKey } from '@core/schemas/booking-search.schema';
import type { RequestContext } from '../../context';
import { bookingListStatement, toView, type BookingIdOrder, type BookingRow } from './booking-list';
import type { BookingView } from './booking.mapper';
import { hotelSql } from '../../db/hotel-sql';
import { EMPTY_SQL, joinSql, rawSql, sql, type SqlFragment } from '../../db/sql';

/**
 * Recent Bookings over the whole history: the conditions and orders below are each answered by an index of
 * migration 0012 (trigrams of the guest's name, the stay range's GiST, one b-tree per sort column), so a page
 * and its total cost milliseconds at a quarter of a million bookings.
 */

/**
 * The columns of each sort, the booking id last as the tie-break (in the same direction: one index serves).
 * The id order itself is booking-list.ts's: it names the hotel's id index.
 */
const ORDER_COLUMNS: Record<Exclude<BookingSortKey, 'id'>, readonly string[]> = {
  checkInDate: ['b.check_in_date', 'b.id'],
  checkOutDate: ['b.check_out_date', 'b.id'],
  room: ['r.sort_key', 'b.id'],
  guest: ['b.guest_last_sort', 'b.guest_first_sort', 'b.id'],
  grandTotal: ['b.grand_total_cents', 'b.id'],
  balance: ['b.balance_cents', 'b.id'],
};

/**
 * The payment status as the badge derives it (core's rule, core/payment-status.ts), not as stored: asked of the
 * database over the balance and the paid amount, so that a page filtered by status and its count read the
 * balance's index rather than every booking of the hotel.
 */
const STATUS_CONDITIONS = Object.fromEntries(
  BOOKING_STATUSES.map((status) => [
    status,
    rawSql(paymentStatusCondition(status, { balance: 'b.balance_cents', paid: 'b.paid_amount_cents' })),
  ]),
) as Record<BookingStatus, SqlFragment>;

function conditionsOf(query: BookingSearch): SqlFragment[] {
  const conditions: SqlFragment[] = [];
  if (query.search) {
    const match = bookingTextMatch(query.search);
    const either: SqlFragment[] = [];
    if (match.nameContains) either.push(sql`b.guest_search like ${`%${escapeLike(match.nameContains)}%`}`);
    if (match.roomNumber) {
      // An array, not IN (subquery): a plain parameter the planner can OR with the name's bitmap.
      either.push(sql`b.room_id = any(array(select id from room where hotel_id = :hotel and room_number = ${match.roomNumber}))`);
    }
    if (match.id !== null) either.push(sql`b.id = ${match.id}`);
    conditions.push(either.length ? sql`(${joinSql(either, ' or ')})` : rawSql('false'));
  }
  if (query.from || query.to) {
    conditions.push(
      sql`daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${query.from}::date, ${query.to}::date, '[)')`,
    );
  }
  if (query.rateType) conditions.push(sql`b.rate_type = ${query.rateType}`);
  if (query.status) conditions.push(STATUS_CONDITIONS[query.status]);
  if (query.stayStatus) conditions.push(sql`b.stay_status = ${query.stayStatus}`);
  // Read through (hotel_id, source, id desc): migration 0034.
  if (query.source) conditions.push(sql`b.source = ${query.source}`);
  return conditions;
}

export function isFiltered(query: BookingSearch): boolean {
  return Boolean(query.search || query.from || query.to || query.rateType || query.status || query.stayStatus || query.source);
}

/**
 * One page of the bookings that match, in the order asked (most recently created first by default), and how
 * many match in all, in one statement: the count (or, when nothing filters, the kept total of
 * booking_totals) rides along as a scalar subquery. Null total: the page is empty, count on its own.
 */
export async function searchBookingPage(
  ctx: RequestContext,
  query: BookingSearch,
  /** GraphQL's cursor: bookings created before this one (the default order only). */
  beforeId: number | null = null,
): Promise<{ nodes: BookingView[]; total: number | null }> {
  const rows = await hotelSql<BookingRow & { total: number }>(ctx.em, searchPageStatement(query, beforeId));
  return { nodes: rows.map(toView), total: rows[0]?.total ?? null };
}

/** The statement of searchBookingPage: the page and its total. */
export function searchPageStatement(query: BookingSearch, beforeId: number | null = null): SqlFragment {
  const byWord = nameWordSearchStatement(query, beforeId);
  if (byWord) return byWord;
  const conditions = conditionsOf(query);
  const total = isFiltered(query) ? countStatement(conditions) : sql`select bookings from booking_totals where hotel_id = :hotel`;
  const pageConditions = beforeId === null ? conditions : [...conditions, sql`b.id < ${beforeId}`];
  const direction: BookingIdOrder['byId'] = query.sort ? (query.sort.descending ? 'desc' : 'asc') : 'desc';
  const key = query.sort?.key ?? 'id';
  const order: SqlFragment | BookingIdOrder =
    key === 'id' ? { byId: direction } : rawSql(ORDER_COLUMNS[key].map((column) => `${column} ${direction}`).join(', '));
  return bookingListStatement(pageConditions, order, { limit: query.limit, offset: query.offset }, total);
}

/**
 * A search by one word of a name ("garcia"), in id order with nothing else to filter: the bookings of the
 * hotel's name words that contain it (the kept words of migration 0026: narrow index rows, the same bookings
 * as the trigram match) or of the room of that number, gathered once for both the count and the page, so
 * that only the page's bookings are read from the table. Null when the search is anything else.
 */
function nameWordSearchStatement(query: BookingSearch, beforeId: number | null): SqlFragment | null {
  if (!query.search || query.from || query.to || query.rateType || query.status || query.stayStatus || query.source) {
    return null;
  }
  if (query.sort && query.sort.key !== 'id') return null;
  const match = bookingTextMatch(query.search);
  if (!match.nameContains || !match.nameIsOneWord) return null;
  const direction: BookingIdOrder['byId'] = query.sort && !query.sort.descending ? 'asc' : 'desc';
  const before = beforeId === null ? EMPTY_SQL : sql`where id < ${beforeId}`;
  const page = bookingListStatement(
    [rawSql('b.id in (select id from "page")')],
    { byId: direction },
    null,
    rawSql('select count(*) from "matches"'),
  );
  return sql`with "words" as (select word from booking_name_vocabulary where hotel_id = :hotel and word like ${`%${escapeLike(match.nameContains)}%`}),
      "matches" as materialized (
        select booking_id as id from booking_name_word where hotel_id = :hotel and word = any(array(select word from "words"))
        union
        select id from booking where hotel_id = :hotel
          and room_id = any(array(select id from room where hotel_id = :hotel and room_number = ${match.roomNumber}))),
      "page" as (select id from "matches" ${before} order by id ${rawSql(direction)}
        limit ${Math.trunc(query.limit)} offset ${Math.trunc(query.offset ?? 0)})
      ${page}`;
}

/** How many bookings match (the X-Total-Count of the list); the caller reads the kept total when nothing filters. */
export async function countMatchingBookings(ctx: RequestContext, query: BookingSearch): Promise<number> {
  // A plain statement like the page's: the query builder and tenant filter cost more than this count's SQL.
  const [row] = await hotelSql<{ total: number }>(ctx.em, sql`select (${countStatement(conditionsOf(query))})::int as total`);
  return row?.total ?? 0;
}

/**
 * The count of the bookings that meet the conditions, as a statement. Inside the page's statement its own
 * "booking b" hides the page's alias, so it counts on its own (run once, not per row).
 */
function countStatement(conditions: readonly SqlFragment[]): SqlFragment {
  return sql`select count(*) from booking b where ${joinSql([rawSql('b.hotel_id = :hotel'), ...conditions], ' and ')}`;
}
