import type { Cents } from '@core/money';
import type { RequestContext } from '../../context';
import { BOOKING_FIELD_SQL, bookingFieldsOfRow, type BookingFieldRow } from './booking-fields';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import type { BookingView } from './booking.mapper';
import { hotelSql } from '../../db/hotel-sql';
import { isoTimestampSql, joinSql, rawSql, sql, SqlFragment } from '../../db/sql';

/**
 * Bookings as lists show them (Recent Bookings, the availability board), read as plain rows with their
 * room and room type in one query: a page of 200 is 200 rows, not 200 entities to build, track and hydrate,
 * which cost ten times the query itself. Reads only; whatever changes a booking loads the entity.
 */
export const BOOKING_VIEW_COLUMNS = sql`b.id, b.room_id, r.room_number, t.name as room_type_name, b.guest_id, ${rawSql(BOOKING_FIELD_SQL)},
  b.adjustments_cents, b.version, ${isoTimestampSql('b.created_at')} as created_at`;

export interface BookingRow extends BookingFieldRow {
  id: number;
  room_id: number;
  room_number: string;
  room_type_name: string | null;
  guest_id: number | null;
  adjustments_cents: number;
  version: number;
  created_at: string;
}

export function toView(row: BookingRow): BookingView {
  return {
    id: row.id,
    room: {
      id: row.room_id,
      roomNumber: row.room_number,
      roomType: row.room_type_name === null ? null : { name: row.room_type_name },
    },
    guest: row.guest_id === null ? null : { id: row.guest_id },
    ...bookingFieldsOfRow(row),
    adjustmentsCents: row.adjustments_cents as Cents,
    version: row.version,
    createdAt: new Date(row.created_at),
  };
}

export const BOOKING_VIEW_FROM = rawSql(
  'from booking b join room r on r.id = b.room_id left join room_type t on t.id = r.room_type_id',
);

/**
 * The hotel's bookings that meet every condition, in this order, as list rows: one plain statement. The
 * lists are the hottest reads there are; building each through the query builder and the tenant filter cost
 * a tenth of a 200-booking page's CPU (bench/results/profile-*.md). The hotel is named in the statement.
 */
export async function selectBookingViews(
  ctx: RequestContext,
  conditions: readonly SqlFragment[],
  orderBy: SqlFragment,
  page: { limit: number; offset?: number } | null = null,
): Promise<BookingView[]> {
  return (await selectRows(ctx, conditions, orderBy, page)).map(toView);
}

/** The bookings in the order they were created, newest first (desc) or oldest first (asc). */
export interface BookingIdOrder {
  byId: 'asc' | 'desc';
}

/**
 * A hotel's bookings in id order are read from booking_hotel_id_id_index (hotel_id, id desc), and the
 * statement has to say so. With `hotel_id = :hotel` PostgreSQL drops hotel_id from any sort key (it is fixed) and
 * may then read `order by id desc` from the primary key backwards, filtering out every newer booking of other
 * hotels: at the benchmark's 250,000-booking hotel, whose rows hold the lowest ids under 500,000 of a
 * thousand newer hotels, 60 ms instead of 0.3. Written as a one-element `= any(array[?])` the condition plans
 * as the equality does (estimates, bitmaps, the GiST and trigram indexes of a search) but fixes nothing, so
 * the order keeps hotel_id in front, which only the hotel's own index gives without sorting.
 */
const ID_ORDER = { desc: rawSql('b.hotel_id asc, b.id desc'), asc: rawSql('b.hotel_id desc, b.id asc') } as const;

async function selectRows(
  ctx: RequestContext,
  conditions: readonly SqlFragment[],
  order: SqlFragment | BookingIdOrder,
  page: { limit: number; offset?: number } | null,
): Promise<BookingRow[]> {
  return hotelSql<BookingRow>(ctx.em, bookingListStatement(conditions, order, page));
}

/**
 * The room and room type of each booking looked up by key (`offset 0` keeps each lookup a subquery of its
 * own). A search's few hundred or thousand matches were joined to the rooms by hashing every hotel's
 * (21,500 at the benchmark), the most of a name search's time; a hotel's rooms alone cannot be named instead
 * (an equality would fix hotel_id for the id order, and a room-first plan reads all the hotel's bookings).
 * Not for an order by room, which sorts the whole list by the room's key.
 */
const BOOKING_VIEW_FROM_EACH_ROOM = rawSql(`from booking b
  join lateral (select room_number, room_type_id, sort_key from room where id = b.room_id offset 0) r on true
  left join lateral (select name from room_type where id = r.room_type_id offset 0) t on true`);

/**
 * The statement of a list: the hotel's bookings that meet every condition, in this order, as list rows, and
 * optionally a number read in the same statement (a scalar subquery, run once: a page's total without a
 * second round trip; null on an empty page, no row to carry it).
 */
export function bookingListStatement(
  conditions: readonly SqlFragment[],
  order: SqlFragment | BookingIdOrder,
  page: { limit: number; offset?: number } | null,
  total: SqlFragment | null = null,
): SqlFragment {
  const byId = !(order instanceof SqlFragment);
  const orderBy = byId ? ID_ORDER[order.byId] : order;
  const hotel = rawSql(byId ? 'b.hotel_id = any(array[:hotel::int])' : 'b.hotel_id = :hotel');
  const where = joinSql([hotel, ...conditions], ' and ');
  const paging = page ? sql` limit ${Math.trunc(page.limit)} offset ${Math.trunc(page.offset ?? 0)}` : rawSql('');
  const totalColumn = total ? sql`, (${total})::int as total` : rawSql('');
  const from = orderBy.sql.includes('r.') ? BOOKING_VIEW_FROM : BOOKING_VIEW_FROM_EACH_ROOM;
  return sql`select ${BOOKING_VIEW_COLUMNS}${totalColumn} ${from} where ${where} order by ${orderBy}${paging}`;
}

/**
 * Stays that overlap [from, to) (check-out exclusive) and hold their room (not cancelled or no-show), by check-in date: read through the GiST index on
 * (hotel_id, stay range), so a two-week window costs the same after ten years as after one.
 */
export async function bookingViewsOverlapping(ctx: RequestContext, from: string, to: string): Promise<BookingView[]> {
  return selectBookingViews(
    ctx,
    [sql`daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${from}, ${to}, '[)')`, HOLDS_ROOM_SQL],
    rawSql('b.check_in_date asc, b.id asc'),
  );
}

/** One booking as the lists show it, or null (another hotel's id finds nothing). */
export async function bookingViewById(ctx: RequestContext, id: number): Promise<BookingView | null> {
  const [view] = await selectBookingViews(ctx, [sql`b.id = ${id}`], rawSql('b.id'));
  return view ?? null;
}

/** Bookings by id, in the order of `ids` (ids of another hotel find nothing). */
export async function bookingViewsByIds(ctx: RequestContext, ids: readonly number[]): Promise<BookingView[]> {
  if (ids.length === 0) return [];
  const views = await selectBookingViews(ctx, [sql`b.id in (${[...new Set(ids)]})`], rawSql('b.id'));
  const byId = new Map(views.map((view) => [view.id, view]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
