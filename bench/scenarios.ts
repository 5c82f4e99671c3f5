/**
 * What `npm run bench` measures: each call as the client makes it (REST and GraphQL), and beside it two
 * floors, bare SQL timed through the driver with the same parameters (issue 16):
 * - the strict floor: the best plain SQL for the answer over the best schema for it (a summary the database
 *   keeps in the same transaction as the writes counts, as booking_totals and booking_month_totals), with the
 *   session lookup in front for every signed-in call: an authorized answer has to find its session. "× floor"
 *   is against this one.
 * - the old floor: the service's own query as it was written out before issue 16, so that a slow query was
 *   its own floor; kept to show what the strict floor changed.
 */
import type { RequestSpec } from './load-client';
import type { SeededHotel, Statement } from './protocol';
import { BOOKING_PAGE_ROOMS, BOOKING_PAGE_SLUG } from '../seeds/bench-data';

export interface ReadContext {
  hotel: SeededHotel;
  today: string;
  tomorrow: string;
  /** This calendar year: twelve months of stays in every slice (the 10% slice's year of history starts last November). */
  reportYear: number;
  monthStart: string;
  nextMonthStart: string;
  boardTo: string;
  /** The stored hash of the benchmark's session token (for the session lookup's floor). */
  sessionHash: string;
  yesterday: string;
  /** A stay that has begun, whose folio is read. */
  folioBookingId: number;
  /** That stay's guest, whose statement of this month is read. */
  statementGuestId: number;
  /** The hotel's first and last closed days (none: a hotel that never ran the audit). */
  books?: { first: string | null; last: string | null };
}

export interface ReadScenario {
  name: string;
  transport: 'REST' | 'GraphQL';
  request: (context: ReadContext) => RequestSpec;
  /** The old floor: the service's query (before issue 16), written out. */
  oldFloor: (context: ReadContext) => Statement[];
  /** The best plain SQL for the answer, where it is not the old floor; strictFloor() puts the session lookup in front. */
  bestSql?: (context: ReadContext) => Statement[];
  /** The call is the session lookup itself (auth/me): its strict floor does not look the session up twice. */
  isSessionLookup?: true;
  /** A call of the guests' booking page: nobody signs in, so its strict floor looks no session up. */
  isPublic?: true;
  /** A problem with an answer (an error where data was expected), or null. */
  check?: (status: number, body: string) => string | null;
}

const gql = (query: string, variables: Record<string, unknown> = {}): RequestSpec => ({
  method: 'POST',
  path: '/graphql',
  body: { query, variables },
});

export const okJson = (status: number, body: string): string | null => {
  if (status !== 200) return `status ${status}: ${body.slice(0, 120)}`;
  if (body.includes('"errors"')) return `GraphQL errors: ${body.slice(0, 160)}`;
  return null;
};

const BOOKING_FIELDS = `id roomId room { id roomNumber roomTypeName } guest guestId checkInDate rateType nights checkOutDate
  dailyWeeklyAmount monthlyAmount subtotal taxAmount resortFee grandTotal paidAmount balance paymentMethod status`;
/** A Front Desk row as the screen asks for it (client/src/modules/front-desk/graphql/front-desk-stay-fragment.ts). */
const FRONT_DESK_STAY_FIELDS = `id room { id roomNumber } guest checkInDate checkOutDate nights grandTotal balance stayStatus version`;
/** The Recent Bookings grid's page (client/src/modules/bookings/hooks/use-booking-pages.ts). */
export const BOOKINGS_PAGE = 200;
/** The booking screen's autocomplete: three typed letters, at most eight guests (core/guest-name.ts). */
export const GUEST_SEARCH_TEXT = 'mar';
/** The autocomplete starts at two letters, where a trigram index cannot help. */
export const GUEST_SEARCH_SHORT = 'ma';
const GUEST_SEARCH_LIMIT = 8;

/** The session lookup of every signed-in request (session.service.ts), by the stored hash of its token. */
export const sessionSql = (c: ReadContext): Statement => ({
  sql: `select s.*, u.*, a.*, i.* from auth_session s join hotel_user u on u.id = s.user_id
      join hotel_account a on a.id = u.hotel_id left join hotel_account i on i.id = s.impersonated_hotel_id
      where s.token_hash = $1 and u.is_active limit 1`,
  params: [c.sessionHash],
});

/** The strict floor of a read: the session lookup, then the best plain SQL for its answer. */
export function strictFloor(scenario: ReadScenario, c: ReadContext): Statement[] {
  const answer = (scenario.bestSql ?? scenario.oldFloor)(c);
  return scenario.isSessionLookup || scenario.isPublic ? answer : [sessionSql(c), ...answer];
}

// The old floors: the services' SQL as it was before issue 16, written out.
const settingsSql = (hotel: string): Statement => ({
  sql: 'select key, value from hotel_setting where hotel_id = $1',
  params: [hotel],
});
const taxRatesSql = (hotelId: number): Statement => ({
  sql: 'select * from tax_rate where hotel_id = $1 order by sort_order, id',
  params: [hotelId],
});
const dashboardSql = (c: ReadContext): Statement[] => [
  settingsSql(String(c.hotel.hotelId)),
  { sql: 'select count(*)::int as "totalRooms" from room where hotel_id = $1', params: [c.hotel.hotelId] },
  {
    sql: `select stays, coalesce(round(nights::numeric / nullif(stays, 0), 1), 0)::float8 as "averageStay", with_balance
      from booking_totals where hotel_id = $1`,
    params: [c.hotel.hotelId],
  },
  {
    sql: `select coalesce(sum(grand_total_cents) filter (where check_in_date >= $2 and check_in_date < $3), 0)::bigint as "revenueCents",
        coalesce(sum(greatest(0, least(check_out_date, $3::date) - greatest(check_in_date, $2::date))), 0)::int as "occupiedNights"
      from booking where hotel_id = $1 and daterange(check_in_date, check_out_date, '[)') && daterange($2, $3, '[)')
        and ${HOLDS_ROOM}`,
    params: [c.hotel.hotelId, c.monthStart, c.nextMonthStart],
  },
];
/**
 * The strict floors of the dashboard and the reports: the settings each needs (the hotel's timezone for "this
 * month"; the tax names, from the tax rates or else the settings), then one-row reads of the kept totals,
 * booking_totals (migration 0011) and booking_month_totals (0023), instead of sums over the bookings.
 */
const settingSql = (c: ReadContext, keys: string[]): Statement => ({
  sql: 'select key, value from hotel_setting where hotel_id = $1 and key = any($2)',
  params: [String(c.hotel.hotelId), keys],
});
const dashboardBestSql = (c: ReadContext): Statement[] => [
  settingSql(c, ['timezone']),
  {
    sql: `select (select count(*)::int from room where hotel_id = $1) as rooms, t.stays, t.nights, t.with_balance,
        m.grand_total_cents, m.occupied_nights
      from booking_totals t left join booking_month_totals m on m.hotel_id = t.hotel_id and m.month = $2
      where t.hotel_id = $1`,
    params: [c.hotel.hotelId, c.monthStart],
  },
];
const reportBestSql = (c: ReadContext): Statement[] => [
  {
    sql: `select month, taxable_cents, non_taxable_cents, tax_cents, resort_fee_cents, grand_total_cents
      from booking_month_totals where hotel_id = $1 and month >= $2 and month < $3`,
    params: [c.hotel.hotelId, `${c.reportYear}-01-01`, `${c.reportYear + 1}-01-01`],
  },
  taxRatesSql(c.hotel.hotelId),
  settingSql(c, ['tax_rate', 'resort_fee_rate', 'tax_name', 'resort_fee_name']),
];
/** The old floors of the reports and the dashboard's month: the year's, or the month's, bookings summed. */
const reportSql = (c: ReadContext): Statement[] => [
  {
    sql: `select extract(month from check_in_date)::int as month,
        coalesce(sum(subtotal_cents) filter (where rate_type in ('Daily', 'Weekly')), 0)::bigint as taxable,
        coalesce(sum(subtotal_cents) filter (where rate_type = 'Monthly'), 0)::bigint as non_taxable,
        coalesce(sum(tax_amount_cents), 0)::bigint as tax1, coalesce(sum(resort_fee_cents), 0)::bigint as tax2,
        coalesce(sum(grand_total_cents), 0)::bigint as grand_total
      from booking where hotel_id = $1 and check_in_date >= $2 and check_in_date < $3 and ${HOLDS_ROOM}
      group by extract(month from check_in_date)`,
    params: [c.hotel.hotelId, `${c.reportYear}-01-01`, `${c.reportYear + 1}-01-01`],
  },
  taxRatesSql(c.hotel.hotelId),
  settingsSql(String(c.hotel.hotelId)),
];
const bookingsPageSql = (c: ReadContext): Statement => ({
  sql: `select b.*, r.room_number, t.name as room_type_name
      from booking b join room r on r.id = b.room_id left join room_type t on t.id = r.room_type_id
      where b.hotel_id = $1 order by b.id desc limit $2`,
  params: [c.hotel.hotelId, BOOKINGS_PAGE],
});
/**
 * The strict floor of a page in id order: the hotel's id index named by the order (booking-list.ts ID_ORDER);
 * with `hotel_id = $1` PostgreSQL may walk the primary key backwards through every newer booking of other hotels.
 */
const HOTEL_BY_ID = 'b.hotel_id = any(array[$1::int])';
const BY_ID_DESC = 'b.hotel_id, b.id desc';
/** Each page row's room and room type by key (booking-list.ts): a search's matches no longer hash every hotel's rooms. */
const FROM_EACH_ROOM = `from booking b
  join lateral (select room_number, room_type_id from room where id = b.room_id offset 0) r on true
  left join lateral (select name from room_type where id = r.room_type_id offset 0) t on true`;
const bookingsPageBestSql = (c: ReadContext): Statement => ({
  sql: `select b.*, r.room_number, t.name as room_type_name
      from booking b join room r on r.id = b.room_id left join room_type t on t.id = r.room_type_id
      where ${HOTEL_BY_ID} order by ${BY_ID_DESC} limit $2`,
  params: [c.hotel.hotelId, BOOKINGS_PAGE],
});
const bookingsCountSql = (c: ReadContext): Statement => ({
  sql: 'select bookings from booking_totals where hotel_id = $1',
  params: [c.hotel.hotelId],
});
const dynamicRateSql = (c: ReadContext): Statement[] => [
  { sql: 'select * from room_type where hotel_id = $1 and id = $2', params: [c.hotel.hotelId, c.hotel.roomTypeIds[1]] },
  {
    sql: 'select * from rate_period where hotel_id = $1 and room_type_id = $2 and is_active',
    params: [c.hotel.hotelId, c.hotel.roomTypeIds[1]],
  },
];
/**
 * The settings screens' lists (issue 26): the records, the timezone for today, and each record's change in force
 * today and those to come (room-type-rates.ts), or every change of the hotel's tax rates (tax-rates.service.ts).
 */
const roomTypesSql = (c: ReadContext): Statement[] => [
  { sql: 'select * from room_type where hotel_id = $1 order by name, id limit 200', params: [c.hotel.hotelId] },
  settingsSql(String(c.hotel.hotelId)),
  {
    sql: `select c.room_type_id, c.effective_from::text, c.daily_rate_cents, c.weekly_rate_cents, c.monthly_rate_cents
      from room_type_rate_change c where c.hotel_id = $1
        and (c.effective_from > $2 or c.effective_from = (select max(l.effective_from) from room_type_rate_change l
          where l.hotel_id = c.hotel_id and l.room_type_id = c.room_type_id and l.effective_from <= $2))
      order by c.room_type_id, c.effective_from`,
    params: [c.hotel.hotelId, c.today],
  },
];
const taxRatesListSql = (c: ReadContext): Statement[] => [
  taxRatesSql(c.hotel.hotelId),
  {
    sql: 'select * from tax_rate_change where hotel_id = $1 order by tax_rate_id, effective_from',
    params: [c.hotel.hotelId],
  },
  settingsSql(String(c.hotel.hotelId)),
];
const guestSearchSql = (c: ReadContext, text = GUEST_SEARCH_TEXT): Statement[] => [
  {
    sql: `select * from guest where hotel_id = $1
        and ((first_name || ' ' || last_name) ilike $2 or (last_name || ' ' || first_name) ilike $2)
      order by vip desc, last_name, first_name limit $3`,
    params: [c.hotel.hotelId, `%${text}%`, GUEST_SEARCH_LIMIT],
  },
];
/** The stays that hold their room (cancelled and no-show ones do not: migration 0017). */
const HOLDS_ROOM = `stay_status not in ('Cancelled', 'No Show')`;
/** The front desk's old floor: its three lists of one date, each through its index, in room order. */
const frontDeskSql = (c: ReadContext): Statement[] =>
  [
    ['b.check_in_date = $2', [c.today]],
    ['b.check_out_date = $2', [c.today]],
    [`daterange(b.check_in_date, b.check_out_date, '[)') && daterange($2, $3, '[)')`, [c.today, c.tomorrow]],
  ].map(([where, params]) => ({
    sql: `select b.*, r.room_number, t.name as room_type_name
      from booking b join room r on r.id = b.room_id left join room_type t on t.id = r.room_type_id
      where b.hotel_id = $1 and ${where as string} and b.${HOLDS_ROOM}
      order by r.sort_key, b.id`,
    params: [c.hotel.hotelId, ...(params as string[])],
  }));
/**
 * The front desk's strict floor: one read of the stays that touch the date (check-in <= date <= check-out: their
 * range meets the night before it or its own night), each once, through the (hotel, stay range) GiST index,
 * with the hotel's rooms and room types read once; a row says which lists it is in. The old floor's three reads
 * hashed every hotel's rooms (21,500) and room types for each list and read each arrival twice.
 */
const frontDeskBestSql = (c: ReadContext): Statement[] => [
  {
    sql: `select b.check_in_date = $2 as arrival, b.check_out_date = $2 as departure, b.check_out_date > $2 as in_house,
        b.*, r.room_number, r.sort_key, t.name as room_type_name
      from booking b join room r on r.id = b.room_id and r.hotel_id = $1
        left join room_type t on t.id = r.room_type_id and t.hotel_id = $1
      where b.hotel_id = $1 and daterange(b.check_in_date, b.check_out_date, '[)') && daterange($3, $4, '[)')
        and b.${HOLDS_ROOM}
      order by r.sort_key, b.id`,
    params: [c.hotel.hotelId, c.today, c.yesterday, c.tomorrow],
  },
];
/** A stay's folio: the booking as the lists read it, its extras and payments (by booking), the tax names. */
/** The last day of the month of `monthStart` (the statement's range is the month, both ends counted). */
const monthEnd = (c: ReadContext) =>
  new Date(Date.parse(`${c.nextMonthStart}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/**
 * A guest's statement of this month (issue 26): the guest, the folios of its stays with a night in the month
 * (each stay with its extras, payments and adjustments, by booking), what its earlier stays leave owing,
 * through the guest's index (booking_guest_id_index).
 */
const statementSql = (c: ReadContext): Statement[] => [
  { sql: 'select * from guest where hotel_id = $1 and id = $2', params: [c.hotel.hotelId, c.statementGuestId] },
  {
    sql: `select b.*, r.room_number,
        (select json_agg(l) from folio_charge l where l.hotel_id = b.hotel_id and l.booking_id = b.id) as charges,
        (select json_agg(l) from folio_payment l where l.hotel_id = b.hotel_id and l.booking_id = b.id) as payments,
        (select json_agg(l) from folio_adjustment l where l.hotel_id = b.hotel_id and l.booking_id = b.id) as adjustments
      from booking b join room r on r.id = b.room_id
      where b.hotel_id = $1 and b.guest_id = $2 and b.${HOLDS_ROOM} and b.check_in_date <= $4 and b.check_out_date > $3
      order by b.check_in_date, b.id`,
    params: [c.hotel.hotelId, c.statementGuestId, c.monthStart, monthEnd(c)],
  },
  {
    sql: `select coalesce(sum(balance_cents), 0) from booking
      where hotel_id = $1 and guest_id = $2 and ${HOLDS_ROOM} and check_out_date <= $3`,
    params: [c.hotel.hotelId, c.statementGuestId, c.monthStart],
  },
  taxRatesSql(c.hotel.hotelId),
];
/**
 * The Front Desk's Residents (issue 26): the guests in house tonight (the GiST stay index), all their stays in
 * check-in order (booking_guest_id_index), cut into chains by a window, the chains of 28 nights or
 * more that hold tonight.
 */
const residentsSql = (c: ReadContext): Statement[] => [
  {
    sql: `with tonight as (
        select distinct guest_id from booking where hotel_id = $1 and guest_id is not null and ${HOLDS_ROOM}
          and daterange(check_in_date, check_out_date, '[)') && daterange($2, $3, '[)') and stay_status <> 'Checked Out'
      ), stays as (
        select b.id, b.guest_id, b.check_in_date, b.check_out_date, b.stay_status, b.balance_cents,
          max(b.check_out_date) over (partition by b.guest_id order by b.check_in_date, b.id
            rows between unbounded preceding and 1 preceding) as reached
        from booking b where b.hotel_id = $1 and b.guest_id in (select guest_id from tonight) and b.${HOLDS_ROOM}
      ), chains as (
        select s.*, count(*) filter (where reached is null or check_in_date > reached)
          over (partition by guest_id order by check_in_date, id) as chain
        from stays s
      )
      select guest_id, min(check_in_date), max(check_out_date), sum(balance_cents), array_agg(id order by check_in_date, id),
        max(id) filter (where check_in_date <= $2 and check_out_date > $2 and stay_status <> 'Checked Out') as tonight_id
      from chains group by guest_id, chain
      having max(check_out_date) - min(check_in_date) >= 28
        and bool_or(check_in_date <= $2 and check_out_date > $2 and stay_status <> 'Checked Out')`,
    params: [c.hotel.hotelId, c.today, c.tomorrow],
  },
];
/** The Activity screen's page (client/src/modules/audit/components/activity-page.tsx). */
const AUDIT_PAGE = 50;
/** The activity log's page: the newest entries with their people, the count, the rooms they name. */
const auditLogSql = (c: ReadContext): Statement[] => [
  {
    sql: `select l.*, u.name, u.email from audit_log l left join hotel_user u on u.id = l.actor_user_id
      where l.hotel_id = $1 order by l.created_at desc, l.id desc limit ${AUDIT_PAGE}`,
    params: [c.hotel.hotelId],
  },
  { sql: 'select count(*) from audit_log where hotel_id = $1', params: [c.hotel.hotelId] },
  {
    sql: `select id, room_number from room where hotel_id = $1 and id = any(
      select (after->>'room')::int from audit_log where hotel_id = $1 order by created_at desc, id desc limit ${AUDIT_PAGE})`,
    params: [c.hotel.hotelId],
  },
];
/** Its strict floor: the hotel's number of entries is the one row audit_log_totals keeps (migration 0024). */
const auditLogBestSql = (c: ReadContext): Statement[] => {
  const [page, , rooms] = auditLogSql(c);
  return [page!, { sql: 'select entries from audit_log_totals where hotel_id = $1', params: [c.hotel.hotelId] }, rooms!];
};

const folioSql = (c: ReadContext): Statement[] => [
  {
    sql: `select b.*, r.room_number, t.name as room_type_name
      from booking b join room r on r.id = b.room_id left join room_type t on t.id = r.room_type_id
      where b.hotel_id = $1 and b.id = $2`,
    params: [c.hotel.hotelId, c.folioBookingId],
  },
  {
    sql: 'select * from folio_charge where hotel_id = $1 and booking_id = $2 order by date, id',
    params: [c.hotel.hotelId, c.folioBookingId],
  },
  {
    sql: 'select * from folio_payment where hotel_id = $1 and booking_id = $2 order by date, id',
    params: [c.hotel.hotelId, c.folioBookingId],
  },
  taxRatesSql(c.hotel.hotelId),
  settingsSql(String(c.hotel.hotelId)),
];
/**
 * The daily report of one date: the stays touching it (one pass), the rooms, the day's extras and payments.
 * Its strict floor too: the stays read are those of one night through the GiST stay-range index (as many as
 * the rooms, whatever the history); a per-night summary would cost a row per night of every stay written.
 */
const dailyReportSql = (c: ReadContext): Statement[] => [
  {
    sql: `select count(*) filter (where check_in_date = $2) as arrivals, count(*) filter (where check_out_date = $2) as departures,
        count(*) filter (where check_in_date <= $2 and check_out_date > $2) as in_house,
        sum(subtotal_cents::bigint * ($2::date - check_in_date + 1) / nights - subtotal_cents::bigint * ($2::date - check_in_date) / nights)
          filter (where check_in_date <= $2 and check_out_date > $2) as room_revenue,
        sum((tax_amount_cents + resort_fee_cents)::bigint * ($2::date - check_in_date + 1) / nights
          - (tax_amount_cents + resort_fee_cents)::bigint * ($2::date - check_in_date) / nights)
          filter (where check_in_date <= $2 and check_out_date > $2) as taxes
      from booking where hotel_id = $1 and daterange(check_in_date, check_out_date, '[)') && daterange($3, $4, '[)')
        and ${HOLDS_ROOM}`,
    params: [c.hotel.hotelId, c.today, c.yesterday, c.tomorrow],
  },
  { sql: 'select count(*)::int from room where hotel_id = $1', params: [c.hotel.hotelId] },
  {
    sql: 'select coalesce(sum(amount_cents), 0) from folio_charge where hotel_id = $1 and date = $2 and voided_at is null',
    params: [c.hotel.hotelId, c.today],
  },
  {
    sql: 'select method, sum(amount_cents) from folio_payment where hotel_id = $1 and date = $2 and voided_at is null group by method',
    params: [c.hotel.hotelId, c.today],
  },
];
/** The statistics' ranges: a year of months, and the 31 days to yesterday. */
const statisticsYear = (c: ReadContext) => ({
  from: `${c.reportYear}-01-01`,
  to: `${c.reportYear}-12-31`,
  groupBy: 'month',
});
const statisticsDays = (c: ReadContext) => ({ from: addDaysIso(c.yesterday, -30), to: c.yesterday, groupBy: 'day' });
function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The statistics of a range (statistics.service.ts), and their strict floor too: the closed days' figures as
 * each kept them at close (migration 0036; the bench's hotels are closed from January 1 through yesterday),
 * summed by period and, for the channel mix, by source; then the open nights only (after the last closed day,
 * and before the first), each open window's stays through the GiST stay-range index with each period's nights
 * and its shares of the figures (the running total floor(figure × n / nights) at the period's end less at its
 * start: the sum of the nights' shares in one step, no row per night) by period and source, its room blocks
 * and its extras. Every piece the answer needs, each the plainest SQL for it.
 */
const statisticsSql = (c: ReadContext, range: { from: string; to: string; groupBy: string }): Statement[] => {
  const unit = range.groupBy === 'day' ? 'day' : 'month';
  const label = unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const to = addDaysIso(range.to, 1);
  const first = c.books?.first ?? null;
  const last = c.books?.last ?? null;
  // The open windows of [from, to): before the books, and after the last closed day (the whole range with none).
  const windows = (
    first === null || last === null
      ? [[range.from, to]]
      : [
          [range.from, first < to ? first : to],
          [addDaysIso(last, 1) > range.from ? addDaysIso(last, 1) : range.from, to],
        ]
  ).filter(([start, stop]) => start! < stop!) as [string, string][];
  const periods = `periods as (
    select to_char(g, '${label}') as period, greatest(g::date, $2::date) as start,
           least((g + '1 ${unit}'::interval)::date, $3::date) as stop
      from generate_series(date_trunc('${unit}', $2::timestamp), ($3::date - 1)::timestamp, '1 ${unit}'::interval) as g)`;
  const through = (figure: string, day: string) =>
    `(b.${figure}::bigint * least(greatest(${day} - b.check_in_date, 0), b.nights) / b.nights)`;
  const shares = (figure: string) => `${through(figure, 'p.stop')} - ${through(figure, 'p.start')}`;
  const params = [c.hotel.hotelId, range.from, to];
  const closed: Statement[] =
    last === null
      ? []
      : [
          {
            sql: `select to_char(date, '${label}') as period, sum(rooms_sold)::int, sum(out_of_order)::int, sum(room_cents)::bigint,
                    sum(tax1_cents)::bigint, sum(tax2_cents)::bigint, sum(extras_cents)::bigint
               from audit_day where hotel_id = $1 and date >= $2 and date < $3 group by 1`,
            params,
          },
          {
            sql: `select c.key, sum((c.value->>'roomsSold')::int)::int, sum((c.value->>'roomRevenue')::bigint)::bigint
               from audit_day d cross join lateral jsonb_each(d.channels) as c
              where d.hotel_id = $1 and d.date >= $2 and d.date < $3 group by c.key`,
            params,
          },
        ];
  const open = windows.flatMap(([start, stop]): Statement[] => {
    const windowParams = [c.hotel.hotelId, start, stop];
    return [
      {
        sql: `with ${periods}
          select p.period, b.source, sum(least(b.check_out_date, p.stop) - greatest(b.check_in_date, p.start))::int as sold,
                 sum(${shares('subtotal_cents')})::bigint as room, sum(${shares('tax_amount_cents')})::bigint as tax1,
                 sum(${shares('resort_fee_cents')})::bigint as tax2
            from periods p join booking b on b.hotel_id = $1 and b.${HOLDS_ROOM}
             and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(p.start, p.stop, '[)')
           group by p.period, b.source`,
        params: windowParams,
      },
      {
        sql: `with ${periods}
          select p.period, sum(least(k.end_date, p.stop) - greatest(k.start_date, p.start))::int from periods p
            join room_block k on k.hotel_id = $1 and k.kind = 'Out of Order'
             and daterange(k.start_date, k.end_date, '[)') && daterange(p.start, p.stop, '[)')
           group by p.period`,
        params: windowParams,
      },
      {
        sql: `with ${periods}
          select p.period, sum(f.amount_cents)::bigint from periods p
            join folio_charge f on f.hotel_id = $1 and f.date >= p.start and f.date < p.stop and f.voided_at is null
           group by p.period`,
        params: windowParams,
      },
    ];
  });
  return [{ sql: 'select count(*)::int from room where hotel_id = $1', params: [c.hotel.hotelId] }, ...closed, ...open];
};

/**
 * The tax report of this month (tax-report.service.ts): the month's stays through the GiST stay-range index,
 * each with its nights' shares of its room revenue (all of it, and that of each tax's taxed nights), of its
 * two taxes (over their taxed nights) and its exempt nights, in one step per stay as the statistics do; the
 * month's long-stay lines through (hotel_id, date); the tax rates and the settings. Its strict floor too: the
 * closed nights' postings left out (the bench's stays were not changed after their nights closed, so each closed
 * night's postings are its shares and the answer is the same).
 */
const taxReportSql = (c: ReadContext): Statement[] => {
  const through = (figure: string, over: string, day: string) =>
    `(b.${figure}::bigint * least(greatest(${day} - b.check_in_date, 0), ${over}) / nullif(${over}, 0))`;
  const shares = (figure: string, over: string, stop = '$3::date') =>
    `case when $2::date < ${stop} then coalesce(${through(figure, over, stop)} - ${through(figure, over, '$2::date')}, 0) else 0 end`;
  const taxed = (slot: 1 | 2) => `coalesce(b.tax${slot}_taxed_nights, b.nights)`;
  const exempt = (slot: 1 | 2) =>
    `greatest(least(b.check_out_date, $3::date) - greatest(b.check_in_date + ${taxed(slot)}, $2::date), 0)`;
  const params = [c.hotel.hotelId, c.monthStart, c.nextMonthStart];
  return [
    {
      sql: `select b.id, b.guest_name, r.room_number, b.rate_type, b.long_stay_agreement, b.tax1_rate_id, b.tax2_rate_id,
               least(b.check_out_date, $3::date) - greatest(b.check_in_date, $2::date) as nights, ${exempt(1)} as exempt1, ${exempt(2)} as exempt2,
               ${shares('subtotal_cents', 'b.nights')} as room,
               ${shares('subtotal_cents', 'b.nights', `least($3::date, b.check_in_date + ${taxed(1)})`)} as taxed1,
               ${shares('subtotal_cents', 'b.nights', `least($3::date, b.check_in_date + ${taxed(2)})`)} as taxed2,
               ${shares('tax_amount_cents', taxed(1))} as tax1, ${shares('resort_fee_cents', taxed(2))} as tax2
          from booking b join room r on r.id = b.room_id
         where b.hotel_id = $1 and b.${HOLDS_ROOM} and daterange(b.check_in_date, b.check_out_date, '[)') && daterange($2::date, $3::date, '[)')`,
      params,
    },
    {
      sql: `select tax_rate_id, kind, sum(amount_cents)::bigint from folio_adjustment
         where hotel_id = $1 and date >= $2 and date < $3 and kind in ('Long-stay refund', 'Long-stay tax due') group by tax_rate_id, kind`,
      params,
    },
    {
      sql: 'select id, name, rate, is_percentage, flat_amount_cents, apply_to, is_active, sort_order, long_stay from tax_rate where hotel_id = $1 order by sort_order, id',
      params: [c.hotel.hotelId],
    },
    { sql: 'select key, value from hotel_setting where hotel_id = $1', params: [c.hotel.hotelId] },
  ];
};

/** The board's first read (client/src/modules/dashboard/grid/board-store.ts): a page of rooms and the totals. */
const BOARD_PAGE_ROWS = 100;
const boardSql = (c: ReadContext): Statement[] => [
  {
    sql: `select r.id, r.room_number, t.name as room_type_name, r.housekeeping_status,
      coalesce((select json_agg(json_build_object('id', b.id, 'guest', b.guest_name, 'checkInDate', b.check_in_date,
          'checkOutDate', b.check_out_date, 'nights', b.nights, 'grandTotal', b.grand_total_cents, 'extras', b.extras_cents,
          'paid', b.paid_amount_cents, 'stayStatus', b.stay_status, 'version', b.version) order by b.check_in_date)
        from booking b where b.room_id = r.id and daterange(b.check_in_date, b.check_out_date, '[)') && daterange($2, $3, '[)')
          and b.${HOLDS_ROOM}), '[]') as stays,
      coalesce((select json_agg(json_build_object('id', k.id, 'startDate', k.start_date, 'endDate', k.end_date,
          'reason', k.reason) order by k.start_date)
        from room_block k where k.room_id = r.id and daterange(k.start_date, k.end_date, '[)') && daterange($2, $3, '[)')), '[]') as blocks
      from room r left join room_type t on t.id = r.room_type_id
      where r.hotel_id = $1 order by r.sort_key, r.id limit ${BOARD_PAGE_ROWS} offset 0`,
    params: [c.hotel.hotelId, c.today, c.boardTo],
  },
  {
    sql: `select (select count(*)::int from room where hotel_id = $1) as rooms,
      (select coalesce(sum(least(b.check_out_date, $3::date) - greatest(b.check_in_date, $2::date)), 0)::int
        from booking b where b.hotel_id = $1 and daterange(b.check_in_date, b.check_out_date, '[)') && daterange($2, $3, '[)')
          and b.${HOLDS_ROOM}) as booked_nights`,
    params: [c.hotel.hotelId, c.today, c.boardTo],
  },
];

/** Recent Bookings' search over the whole history (GET /api/hotel/bookings with search, filters and sort). */
export const SEARCH_SURNAME = 'garcia';
export const SEARCH_ROOM = '305';
/** A search's page and count; `byIdIndex`: the page in id order as the strict floor reads it (the hotel's id index). */
const searchFloor = (c: ReadContext, where: string, params: unknown[], orderBy = 'b.id desc', byIdIndex = false): Statement[] => [
  {
    sql: `select b.*, r.room_number, t.name as room_type_name
      ${byIdIndex ? FROM_EACH_ROOM : 'from booking b join room r on r.id = b.room_id left join room_type t on t.id = r.room_type_id'}
      where ${byIdIndex ? HOTEL_BY_ID : 'b.hotel_id = $1'} ${where} order by ${byIdIndex ? BY_ID_DESC : orderBy} limit ${BOOKINGS_PAGE}`,
    params: [c.hotel.hotelId, ...params],
  },
  where
    ? { sql: `select count(*)::int from booking b where b.hotel_id = $1 ${where}`, params: [c.hotel.hotelId, ...params] }
    : bookingsCountSql(c),
];
const NAME_WHERE = 'and b.guest_search like $2';
/**
 * A one-word name search's strict floor over migration 0026's kept name words (10.3 ms before, as the trigram
 * match over the hotel's id index, searchFloor(…, true)): the hotel's words that contain the text, their
 * bookings from the word index with those of a room of that number, gathered once for the count and the page;
 * only the page's 200 bookings are read from the table.
 */
const nameWordsFloor = (c: ReadContext, text: string): Statement[] => [
  {
    sql: `with words as (select word from booking_name_vocabulary where hotel_id = $1 and word like $2),
      matches as materialized (
        select booking_id as id from booking_name_word where hotel_id = $1 and word = any(array(select word from words))
        union
        select id from booking where hotel_id = $1 and room_id = any(array(select id from room where hotel_id = $1 and room_number = $3))),
      page as (select id from matches order by id desc limit ${BOOKINGS_PAGE})
      select b.*, r.room_number, t.name as room_type_name, (select count(*) from matches)::int as total
      ${FROM_EACH_ROOM} where ${HOTEL_BY_ID} and b.id in (select id from page) order by ${BY_ID_DESC}`,
    params: [c.hotel.hotelId, `%${text}%`, text],
  },
];
const ROOM_WHERE = 'and b.room_id = (select id from room where hotel_id = $1 and room_number = $2)';
const STAYS_WHERE = `and daterange(b.check_in_date, b.check_out_date, '[)') && daterange($2, $3, '[)')`;
const SEARCHES: {
  name: string;
  query: (c: ReadContext) => string;
  oldFloor: (c: ReadContext) => Statement[];
  bestSql?: (c: ReadContext) => Statement[];
}[] = [
  {
    name: `find bookings: name '${SEARCH_SURNAME}'`,
    query: () => `search=${SEARCH_SURNAME}`,
    oldFloor: (c) => searchFloor(c, NAME_WHERE, [`%${SEARCH_SURNAME}%`]),
    bestSql: (c) => nameWordsFloor(c, SEARCH_SURNAME),
  },
  {
    name: `find bookings: room ${SEARCH_ROOM}`,
    query: () => `search=${SEARCH_ROOM}`,
    oldFloor: (c) => searchFloor(c, ROOM_WHERE, [SEARCH_ROOM]),
    bestSql: (c) => searchFloor(c, ROOM_WHERE, [SEARCH_ROOM], undefined, true),
  },
  {
    name: 'find bookings: stays this month',
    query: (c) => `from=${c.monthStart}&to=${c.nextMonthStart}`,
    oldFloor: (c) => searchFloor(c, STAYS_WHERE, [c.monthStart, c.nextMonthStart]),
    bestSql: (c) => searchFloor(c, STAYS_WHERE, [c.monthStart, c.nextMonthStart], undefined, true),
  },
  {
    name: 'find bookings: by balance',
    query: () => 'sort=-balance',
    oldFloor: (c) => searchFloor(c, '', [], 'b.balance_cents desc, b.id desc'),
  },
];

export const READ_SCENARIOS: ReadScenario[] = [
  {
    // The fixed cost of any signed-in request: the session lookup, and nothing else.
    name: 'session only (auth/me)',
    transport: 'REST',
    request: () => ({ method: 'GET', path: '/api/auth/me' }),
    oldFloor: (c) => [sessionSql(c)],
    isSessionLookup: true,
  },
  {
    name: 'dashboard',
    transport: 'REST',
    request: () => ({ method: 'GET', path: '/api/hotel/dashboard' }),
    oldFloor: dashboardSql,
    bestSql: dashboardBestSql,
  },
  {
    name: 'dashboard',
    transport: 'GraphQL',
    request: () =>
      gql(
        'query Dashboard { dashboard { totalRooms totalBookings monthlyRevenue revenueLabel averageStay occupancyRate pendingPayments } }',
      ),
    oldFloor: dashboardSql,
    bestSql: dashboardBestSql,
  },
  {
    name: 'monthly report',
    transport: 'REST',
    request: (c) => ({ method: 'GET', path: `/api/hotel/reports/monthly/${c.reportYear}` }),
    oldFloor: reportSql,
    bestSql: reportBestSql,
  },
  {
    name: 'monthly report',
    transport: 'GraphQL',
    request: (c) =>
      gql(
        `query Monthly($year: Int!) { monthlyReport(year: $year) { year tax1Name tax2Name
          months { month taxable nonTaxable subtotal tax1 tax2 grandTotal } totalGrandTotal } }`,
        { year: c.reportYear },
      ),
    oldFloor: reportSql,
    bestSql: reportBestSql,
  },
  {
    name: 'quarterly report',
    transport: 'REST',
    request: (c) => ({ method: 'GET', path: `/api/hotel/reports/quarterly/${c.reportYear}` }),
    oldFloor: reportSql,
    bestSql: reportBestSql,
  },
  {
    name: 'quarterly report',
    transport: 'GraphQL',
    request: (c) =>
      gql(
        `query Quarterly($year: Int!) { quarterlyReport(year: $year) { year
          quarters { quarter taxable nonTaxable subtotal tax1 tax2 grandTotal } totalGrandTotal } }`,
        { year: c.reportYear },
      ),
    oldFloor: reportSql,
    bestSql: reportBestSql,
  },
  {
    name: `recent bookings (${BOOKINGS_PAGE})`,
    transport: 'REST',
    request: () => ({ method: 'GET', path: `/api/hotel/bookings?limit=${BOOKINGS_PAGE}&offset=0` }),
    oldFloor: (c) => [bookingsPageSql(c)],
    bestSql: (c) => [bookingsPageBestSql(c)],
  },
  {
    name: `recent bookings (${BOOKINGS_PAGE})`,
    transport: 'GraphQL',
    request: () =>
      gql(
        `query Bookings($first: Int, $after: String) { bookings(first: $first, after: $after) {
          nodes { ${BOOKING_FIELDS} } pageInfo { hasNextPage endCursor } totalCount } }`,
        { first: BOOKINGS_PAGE },
      ),
    oldFloor: (c) => [bookingsPageSql(c), bookingsCountSql(c)],
    bestSql: (c) => [bookingsPageBestSql(c), bookingsCountSql(c)],
  },
  {
    name: 'dynamic rate',
    transport: 'REST',
    request: (c) => ({
      method: 'POST',
      path: '/api/hotel/calculate-dynamic-rate',
      body: { roomTypeId: c.hotel.roomTypeIds[1], checkInDate: c.today },
    }),
    oldFloor: dynamicRateSql,
  },
  {
    name: 'dynamic rate',
    transport: 'GraphQL',
    request: (c) =>
      gql(
        `query Rate($roomTypeId: Int!, $checkInDate: String!) { dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate) {
          dailyRate weeklyRate monthlyRate rateType ratePeriodName } }`,
        { roomTypeId: c.hotel.roomTypeIds[1], checkInDate: c.today },
      ),
    oldFloor: dynamicRateSql,
  },
  ...[GUEST_SEARCH_TEXT, GUEST_SEARCH_SHORT].map((text): ReadScenario => ({
    name: `guest search '${text}'`,
    transport: 'GraphQL',
    request: () =>
      gql(
        `query Search($text: String!, $limit: Int) { guestSearch(text: $text, limit: $limit) { id firstName lastName email vip } }`,
        {
          text,
          limit: GUEST_SEARCH_LIMIT,
        },
      ),
    oldFloor: (c) => guestSearchSql(c, text),
  })),
  ...SEARCHES.map((search): ReadScenario => ({
    name: search.name,
    transport: 'REST',
    request: (c) => ({ method: 'GET', path: `/api/hotel/bookings?${search.query(c)}&limit=${BOOKINGS_PAGE}` }),
    oldFloor: search.oldFloor,
    bestSql: search.bestSql,
  })),
  {
    name: 'front desk (arrivals, departures, in house)',
    transport: 'REST',
    request: (c) => ({ method: 'GET', path: `/api/hotel/front-desk?date=${c.today}` }),
    oldFloor: frontDeskSql,
    bestSql: frontDeskBestSql,
  },
  {
    name: 'front desk (arrivals, departures, in house)',
    transport: 'GraphQL',
    request: (c) =>
      gql(
        `query FrontDesk($date: String) { frontDesk(date: $date) { date
          arrivals { ${FRONT_DESK_STAY_FIELDS} } departures { ${FRONT_DESK_STAY_FIELDS} } inHouse { ${FRONT_DESK_STAY_FIELDS} } } }`,
        { date: c.today },
      ),
    oldFloor: frontDeskSql,
    bestSql: frontDeskBestSql,
  },
  {
    name: 'room types with scheduled rates',
    transport: 'REST',
    request: () => ({ method: 'GET', path: '/api/hotel/room-types' }),
    oldFloor: roomTypesSql,
  },
  {
    name: 'tax rates with scheduled changes',
    transport: 'REST',
    request: () => ({ method: 'GET', path: '/api/hotel/tax-rates' }),
    oldFloor: taxRatesListSql,
  },
  {
    name: 'folio of a stay',
    transport: 'REST',
    request: (c) => ({ method: 'GET', path: `/api/hotel/bookings/${c.folioBookingId}/folio` }),
    oldFloor: folioSql,
  },
  {
    name: 'guest statement (a month)',
    transport: 'REST',
    request: (c) => ({
      method: 'GET',
      path: `/api/hotel/guests/${c.statementGuestId}/statement?from=${c.monthStart}&to=${monthEnd(c)}`,
    }),
    oldFloor: statementSql,
  },
  {
    name: 'residents (chains in house)',
    transport: 'GraphQL',
    request: () =>
      gql('query Residents { residents { guest { id name } bookingId roomNumber since nights night nextRenewal balance } }'),
    oldFloor: residentsSql,
  },
  {
    name: 'daily report',
    transport: 'REST',
    request: (c) => ({ method: 'GET', path: `/api/hotel/reports/daily/${c.today}` }),
    oldFloor: dailyReportSql,
  },
  {
    name: `activity log (${AUDIT_PAGE} newest)`,
    transport: 'REST',
    request: () => ({ method: 'GET', path: `/api/hotel/audit?limit=${AUDIT_PAGE}` }),
    oldFloor: auditLogSql,
    bestSql: auditLogBestSql,
  },
  {
    name: `activity log (${AUDIT_PAGE} newest)`,
    transport: 'GraphQL',
    request: () =>
      gql(
        `query Activity($limit: Int) { auditLog(limit: $limit) { total entries { id entity entityId action createdAt
          person { id name email } impersonatedBy { id name email } changes } } }`,
        { limit: AUDIT_PAGE },
      ),
    oldFloor: auditLogSql,
    bestSql: auditLogBestSql,
  },
  ...[
    { name: 'statistics, a year by month', range: statisticsYear },
    { name: 'statistics, 31 days by day', range: statisticsDays },
  ].flatMap(({ name, range }): ReadScenario[] => [
    {
      name,
      transport: 'REST',
      request: (c) => {
        const { from, to, groupBy } = range(c);
        return { method: 'GET', path: `/api/hotel/reports/statistics?from=${from}&to=${to}&groupBy=${groupBy}` };
      },
      oldFloor: (c) => statisticsSql(c, range(c)),
    },
  ]),
  {
    name: 'tax report, this month',
    transport: 'REST',
    request: (c) => ({ method: 'GET', path: `/api/hotel/reports/tax?month=${c.monthStart.slice(0, 7)}` }),
    oldFloor: taxReportSql,
  },
  {
    // The board's first read: the totals and the first page of rooms with their stays (issue 16).
    name: 'availability board (14 days)',
    transport: 'GraphQL',
    request: (c) =>
      gql(
        `query AvailabilityBoard($from: String!, $to: String!, $offset: Int!, $limit: Int!) {
          availabilityBoardTotals(from: $from, to: $to) { rooms bookedNights }
          availabilityBoard(from: $from, to: $to, offset: $offset, limit: $limit) { id roomNumber roomTypeName housekeepingStatus
            stays { id guest checkInDate checkOutDate nights paymentStatus balance stayStatus version }
            blocks { id startDate endDate reason } } }`,
        { from: c.today, to: c.boardTo, offset: 0, limit: BOARD_PAGE_ROWS },
      ),
    oldFloor: boardSql,
  },
];

/**
 * The guests' booking page (issue 27) of the 200-room hotel (seeds/bench-data.ts bookingPagePlan): a stay two
 * weeks ahead, two nights. Its floor, with no session to look up: the page found by its address, the hotel's
 * settings with its tax rates and their changes (what pricing reads), and the offered room types with their
 * rates in force on the check-in date, their active periods and their rooms free for the nights (the stays and
 * blocks in the way read once through their (hotel, nights) GiST indexes).
 */
export const publicStay = (c: ReadContext) => ({ checkIn: addDaysIso(c.today, 14), checkOut: addDaysIso(c.today, 16) });
const publicAvailabilitySql = (c: ReadContext): Statement[] => {
  const { checkIn, checkOut } = publicStay(c);
  return [
    {
      sql: 'select * from online_booking_page where slug = $1 and enabled',
      params: [BOOKING_PAGE_SLUG],
    },
    {
      sql: `select (select json_object_agg(key, value) from hotel_setting where hotel_id = $1) as settings,
        (select json_agg(x) from (select * from tax_rate where hotel_id = $1 order by sort_order, id) x) as tax_rates,
        (select json_agg(x) from (select * from tax_rate_change where hotel_id = $1 order by tax_rate_id, effective_from) x) as changes`,
      params: [c.hotel.hotelId],
    },
    {
      sql: `with taken as (
          select b.room_id from booking b where b.hotel_id = $1 and b.${HOLDS_ROOM}
             and daterange(b.check_in_date, b.check_out_date, '[)') && daterange($2::date, $3::date, '[)')
          union
          select k.room_id from room_block k where k.hotel_id = $1
             and daterange(k.start_date, k.end_date, '[)') && daterange($2::date, $3::date, '[)'))
        select t.id, t.name, coalesce(c.daily_rate_cents, t.daily_rate_cents), coalesce(c.weekly_rate_cents, t.weekly_rate_cents),
          coalesce(c.monthly_rate_cents, t.monthly_rate_cents),
          (select count(*) from room r where r.hotel_id = $1 and r.room_type_id = t.id
             and not exists (select 1 from taken w where w.room_id = r.id))::int as available,
          (select json_agg(p) from rate_period p where p.hotel_id = t.hotel_id and p.room_type_id = t.id and p.is_active) as periods
        from room_type t left join lateral (select l.daily_rate_cents, l.weekly_rate_cents, l.monthly_rate_cents
            from room_type_rate_change l where l.hotel_id = t.hotel_id and l.room_type_id = t.id and l.effective_from <= $2::date
            order by l.effective_from desc limit 1) c on true
        where t.hotel_id = $1 order by t.name, t.id`,
      params: [c.hotel.hotelId, checkIn, checkOut],
    },
  ];
};

export const PUBLIC_SCENARIOS: ReadScenario[] = [
  {
    name: `public availability (${BOOKING_PAGE_ROOMS} rooms)`,
    transport: 'REST',
    isPublic: true,
    request: (c) => {
      const { checkIn } = publicStay(c);
      return { method: 'GET', path: `/api/public/hotels/${BOOKING_PAGE_SLUG}/availability?checkIn=${checkIn}&nights=2` };
    },
    oldFloor: publicAvailabilitySql,
  },
  {
    name: 'public hotel page',
    transport: 'REST',
    isPublic: true,
    request: () => ({ method: 'GET', path: `/api/public/hotels/${BOOKING_PAGE_SLUG}` }),
    oldFloor: (c) => [publicAvailabilitySql(c)[0]!, settingsSql(String(c.hotel.hotelId))],
  },
];

/** The EXPLAIN plans the bench writes into its JSON: the heavy reads on the hotel with ten years. */
export function explainStatements(c: ReadContext): { name: string; statement: Statement }[] {
  return [
    { name: 'dashboard: the kept totals and this month (strict floor)', statement: dashboardBestSql(c)[1]! },
    { name: 'dashboard: this month over the stays touching it (old floor)', statement: dashboardSql(c)[3]! },
    { name: 'monthly report: the twelve kept months (strict floor)', statement: reportBestSql(c)[0]! },
    { name: 'monthly report: GROUP BY month over the year (old floor)', statement: reportSql(c)[0]! },
    { name: 'recent bookings: first page (old floor)', statement: bookingsPageSql(c) },
    { name: 'recent bookings: first page through the hotel id index (strict floor)', statement: bookingsPageBestSql(c) },
    { name: 'recent bookings: totalCount', statement: bookingsCountSql(c) },
    { name: `guest search '${GUEST_SEARCH_TEXT}'`, statement: guestSearchSql(c)[0]! },
    { name: `guest search '${GUEST_SEARCH_SHORT}'`, statement: guestSearchSql(c, GUEST_SEARCH_SHORT)[0]! },
    { name: 'availability board: 14 days', statement: boardSql(c)[0]! },
    { name: 'front desk: in house (old floor)', statement: frontDeskSql(c)[2]! },
    { name: "front desk: the date's stays, each once (strict floor)", statement: frontDeskBestSql(c)[0]! },
    { name: 'daily report: the stays of the night', statement: dailyReportSql(c)[0]! },
    { name: 'daily report: the payments of the day', statement: dailyReportSql(c)[3]! },
    { name: 'folio: payments of a stay', statement: folioSql(c)[2]! },
    { name: "guest statement: the month's stays and their lines", statement: statementSql(c)[1]! },
    { name: 'residents: the chains in house', statement: residentsSql(c)[0]! },
    { name: 'activity log: newest page', statement: auditLogSql(c)[0]! },
    { name: 'activity log: count (old floor)', statement: auditLogSql(c)[1]! },
    { name: 'activity log: the kept count (strict floor)', statement: auditLogBestSql(c)[1]! },
    ...SEARCHES.flatMap((search) => [
      { name: `${search.name}: page`, statement: (search.bestSql ?? search.oldFloor)(c)[0]! },
      { name: `${search.name}: count`, statement: search.oldFloor(c)[1]! },
    ]),
  ];
}
