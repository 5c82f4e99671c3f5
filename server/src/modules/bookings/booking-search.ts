import { bookingTextMatch, escapeLike } from '@core/booking-search';
import type { BookingSearch, BookingSortKey } from '@core/schemas/booking-search.schema';
import type { RequestContext } from '../../context';
import { bookingListStatement, toView, type BookingIdOrder, type BookingRow, type Condition } from './booking-list';
import type { BookingView } from './booking.mapper';

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

/** The payment status as the badge derives it (core/booking-engine.ts paymentStatus), not as stored. */
const STATUS_CONDITIONS = {
  'Fully Paid': 'b.balance_cents <= 0',
  'Partially Paid': 'b.balance_cents > 0 and b.paid_amount_cents > 0',
  Unpaid: 'b.balance_cents > 0 and b.paid_amount_cents <= 0',
} as const;

function conditionsOf(query: BookingSearch, hotelId: number): Condition[] {
  const conditions: Condition[] = [];
  if (query.search) {
    const match = bookingTextMatch(query.search);
    const either: Condition[] = [];
    if (match.nameContains) either.push({ sql: 'b.guest_search like ?', params: [`%${escapeLike(match.nameContains)}%`] });
    if (match.roomNumber) {
      // An array, not IN (subquery): a plain parameter the planner can OR with the name's bitmap.
      either.push({
        sql: 'b.room_id = any(array(select id from room where hotel_id = ? and room_number = ?))',
        params: [hotelId, match.roomNumber],
      });
    }
    if (match.id !== null) either.push({ sql: 'b.id = ?', params: [match.id] });
    conditions.push(
      either.length
        ? { sql: `(${either.map((c) => c.sql).join(' or ')})`, params: either.flatMap((c) => c.params) }
        : { sql: 'false', params: [] },
    );
  }
  if (query.from || query.to) {
    conditions.push({
      sql: `daterange(b.check_in_date, b.check_out_date, '[)') && daterange(?::date, ?::date, '[)')`,
      params: [query.from, query.to],
    });
  }
  if (query.rateType) conditions.push({ sql: 'b.rate_type = ?', params: [query.rateType] });
  if (query.status) conditions.push({ sql: STATUS_CONDITIONS[query.status], params: [] });
  if (query.stayStatus) conditions.push({ sql: 'b.stay_status = ?', params: [query.stayStatus] });
  return conditions;
}

export function isFiltered(query: BookingSearch): boolean {
  return Boolean(query.search || query.from || query.to || query.rateType || query.status || query.stayStatus);
}

/**
 * One page of the bookings that match, in the order asked (most recently created first by default), and how
 * many match in all, in one statement: the count (or, when nothing filters, the kept total of
 * booking_totals) rides along as a scalar subquery. Null total: the page is empty, count on its own.
 */
export async function searchBookingPage(
  ctx: RequestContext,
  query: BookingSearch,
  hotelId: number,
  /** GraphQL's cursor: bookings created before this one (the default order only). */
  beforeId: number | null = null,
): Promise<{ nodes: BookingView[]; total: number | null }> {
  const statement = searchPageStatement(query, hotelId, beforeId);
  const rows = await ctx.em.execute<(BookingRow & { total: number })[]>(statement.sql, statement.params);
  return { nodes: rows.map(toView), total: rows[0]?.total ?? null };
}

/** The statement of searchBookingPage: the page and its total. */
export function searchPageStatement(query: BookingSearch, hotelId: number, beforeId: number | null = null): Condition {
  const byWord = nameWordSearchStatement(query, hotelId, beforeId);
  if (byWord) return byWord;
  const conditions = conditionsOf(query, hotelId);
  const total = isFiltered(query)
    ? countStatement(conditions, hotelId)
    : { sql: 'select bookings from booking_totals where hotel_id = ?', params: [hotelId] };
  const pageConditions = beforeId === null ? conditions : [...conditions, { sql: 'b.id < ?', params: [beforeId] }];
  const direction: BookingIdOrder['byId'] = query.sort ? (query.sort.descending ? 'desc' : 'asc') : 'desc';
  const key = query.sort?.key ?? 'id';
  const order: string | BookingIdOrder =
    key === 'id' ? { byId: direction } : ORDER_COLUMNS[key].map((column) => `${column} ${direction}`).join(', ');
  return bookingListStatement(hotelId, pageConditions, order, { limit: query.limit, offset: query.offset }, total);
}

/**
 * A search by one word of a name ("garcia"), in id order with nothing else to filter: the bookings of the
 * hotel's name words that contain it (the kept words of migration 0026: narrow index rows, the same bookings
 * as the trigram match) or of the room of that number, gathered once for both the count and the page, so
 * that only the page's bookings are read from the table. Null when the search is anything else.
 */
function nameWordSearchStatement(query: BookingSearch, hotelId: number, beforeId: number | null): Condition | null {
  if (!query.search || query.from || query.to || query.rateType || query.status || query.stayStatus) return null;
  if (query.sort && query.sort.key !== 'id') return null;
  const match = bookingTextMatch(query.search);
  if (!match.nameContains || !match.nameIsOneWord) return null;
  const direction: BookingIdOrder['byId'] = query.sort && !query.sort.descending ? 'asc' : 'desc';
  const before = beforeId === null ? { sql: '', params: [] } : { sql: 'where id < ?', params: [beforeId] };
  const page = bookingListStatement(
    hotelId,
    [{ sql: 'b.id in (select id from "page")', params: [] }],
    { byId: direction },
    null,
    { sql: 'select count(*) from "matches"', params: [] },
  );
  return {
    sql: `with "words" as (select word from booking_name_vocabulary where hotel_id = ? and word like ?),
      "matches" as materialized (
        select booking_id as id from booking_name_word where hotel_id = ? and word = any(array(select word from "words"))
        union
        select id from booking where hotel_id = ? and room_id = any(array(select id from room where hotel_id = ? and room_number = ?))),
      "page" as (select id from "matches" ${before.sql} order by id ${direction}
        limit ${Math.trunc(query.limit)} offset ${Math.trunc(query.offset ?? 0)})
      ${page.sql}`,
    params: [
      hotelId,
      `%${escapeLike(match.nameContains)}%`,
      hotelId,
      hotelId,
      hotelId,
      match.roomNumber,
      ...before.params,
      ...page.params,
    ],
  };
}

/** How many bookings match (the X-Total-Count of the list); the caller reads the kept total when nothing filters. */
export async function countMatchingBookings(ctx: RequestContext, query: BookingSearch, hotelId: number): Promise<number> {
  // A plain statement like the page's: the query builder and tenant filter cost more than this count's SQL.
  const count = countStatement(conditionsOf(query, hotelId), hotelId);
  const [row] = await ctx.em.execute<{ total: number }[]>(`select (${count.sql})::int as total`, count.params);
  return row?.total ?? 0;
}

/**
 * The count of the bookings that meet the conditions, as a statement. Inside the page's statement its own
 * "booking b" hides the page's alias, so it counts on its own (run once, not per row).
 */
function countStatement(conditions: readonly Condition[], hotelId: number): Condition {
  const where = ['b.hotel_id = ?', ...conditions.map((condition) => condition.sql)].join(' and ');
  return { sql: `select count(*) from booking b where ${where}`, params: [hotelId, ...conditions.flatMap((c) => c.params)] };
}
