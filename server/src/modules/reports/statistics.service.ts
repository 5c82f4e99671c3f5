import type { BookingSource } from '@core/booking-choices';
import { cents, type Cents } from '@core/money';
import type { StatisticsQuery } from '@core/schemas/statistics.schema';
import {
  channelMix,
  statisticsFigures,
  statisticsPeriods,
  statisticsTotals,
  type ChannelFigures,
  type ChannelSums,
  type PeriodFigures,
  type StatisticsFigures,
  type StatisticsGroup,
} from '@core/statistics';
import { addDays, nightsBetween } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { hotelPrepared } from '../../db/hotel-sql';
import { rawSql, sql } from '../../db/sql';
import { sharesOf } from './night-shares';
import type { PostingKind } from '@core/night-audit';
import { requireHotelId } from '../accounts';
import { readBooks } from '../night-audit';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';

export interface StatisticsRow extends StatisticsFigures {
  period: string;
}

export interface Statistics {
  rows: StatisticsRow[];
  totals: StatisticsFigures;
  /** The range's room-nights and room revenue by where the bookings came from (Desk, Online, Batch). */
  channelMix: ChannelFigures[];
}

/** The periods as SQL makes them: each day, or each month cut to the range. */
const SERIES: Record<StatisticsGroup, { unit: string; step: string; label: string }> = {
  day: { unit: 'day', step: '1 day', label: 'YYYY-MM-DD' },
  month: { unit: 'month', step: '1 month', label: 'YYYY-MM' },
};

/** The CTE `periods` of the range [from, end): each period's label and its first and last-but-one day. */
const periodsSql = ({ unit, step, label }: (typeof SERIES)[StatisticsGroup], from: string, to: string, end: string) =>
  sql`periods as (
  select to_char(g, ${label}) as period, greatest(g::date, ${from}::date) as start, least((g + ${step}::interval)::date, ${end}::date) as stop
    from generate_series(date_trunc(${unit}, ${from}::timestamp), ${to}::timestamp, ${step}::interval) as g)`;

/** One row of the statistics statement: a period's figures, or (source set) a booking source's over the range. */
interface FiguresRow {
  period: string | null;
  source: BookingSource | null;
  rooms: number;
  sold: number;
  outOfOrder: number;
  room: string;
  tax1: string;
  tax2: string;
  extras: string;
}

/**
 * GET /api/hotel/reports/statistics: for each period of the range, the rooms available (rooms × nights), the
 * room-nights sold (stays holding a room) and out of order (room blocks), the room revenue and taxes earned
 * on the night, and the extras of the period's dates; and for the whole range, the room-nights and room
 * revenue of each booking source (the channel mix), counted the same way.
 *
 * One statement. A closed day's figures are read from its audit_day row (migration 0036: kept at close, never
 * changed), a row a day; only the open nights (those before the books and after the last closed day) are
 * computed live: the stays over them through the GiST stay-range index, each with its nights' shares of its
 * figures in one step (night-shares.ts), the room blocks and the extras of their dates.
 */
export async function statistics(ctx: RequestContext, query: StatisticsQuery): Promise<Statistics> {
  requireHotelId(ctx);
  const em = ctx.em;
  const series = SERIES[query.groupBy];
  const end = addDays(query.to, 1);
  const periods = periodsSql(series, query.from, query.to, end);
  const w = (kind: PostingKind) => sharesOf(kind, rawSql('w.start'), rawSql('w.stop'));
  const books = await readBooks(em);
  // The range's open nights as two constant ranges (before the books, after the last closed day; an empty one as
  // [x, x)): the stays over them are read through the GiST stay-range index, not the hotel's every stay.
  const clamp = (start: string, stop: string): [string, string] => [start, stop > start ? stop : start];
  const before = clamp(query.from, books.firstClosedDate !== null && books.firstClosedDate < end ? books.firstClosedDate : end);
  const afterStart = books.lastClosedDate === null ? end : addDays(books.lastClosedDate, 1);
  const after = clamp(afterStart > query.from ? afterStart : query.from, end);
  const stayRange = rawSql("daterange(b.check_in_date, b.check_out_date, '[)')");
  // Prepared on PostgreSQL (its text is the same on every call): planning it cost more than running it.
  const figures = await hotelPrepared<FiguresRow>(
    em,
    `statistics-${query.groupBy}`,
    sql`with ${periods},
      books as (select ${books.firstClosedDate}::date as first, ${books.lastClosedDate}::date as last),
      -- Each period's open nights: before the books, and after the last closed day (all of it with no books).
      windows as (
        select p.period, o.start, o.stop
          from periods p cross join books,
               lateral (values (p.start, least(p.stop, coalesce(books.first, p.stop))),
                               (greatest(p.start, coalesce(books.last + 1, p.stop)), p.stop)) as o(start, stop)
         where o.start < o.stop),
      live as (
        select w.period, b.source, sum(least(b.check_out_date, w.stop) - greatest(b.check_in_date, w.start))::int as sold,
               sum(${w('Room')})::bigint as room, sum(${w('Tax 1')})::bigint as tax1, sum(${w('Tax 2')})::bigint as tax2
          from windows w join booking b on b.hotel_id = :hotel and ${HOLDS_ROOM_SQL}
           and ${stayRange} && daterange(w.start, w.stop, '[)')
           and (${stayRange} && daterange(${before[0]}::date, ${before[1]}::date, '[)')
                or ${stayRange} && daterange(${after[0]}::date, ${after[1]}::date, '[)'))
         group by w.period, b.source),
      closed as (
        select p.period, sum(d.rooms_sold)::int as sold, sum(d.out_of_order)::int as ooo, sum(d.room_cents)::bigint as room,
               sum(d.tax1_cents)::bigint as tax1, sum(d.tax2_cents)::bigint as tax2, sum(d.extras_cents)::bigint as extras
          from periods p join audit_day d on d.hotel_id = :hotel and d.date >= p.start and d.date < p.stop
         group by p.period),
      closed_channels as (
        select c.key as source, sum((c.value->>'roomsSold')::int)::int as sold, sum((c.value->>'roomRevenue')::bigint)::bigint as room
          from audit_day d cross join lateral jsonb_each(d.channels) as c
         where d.hotel_id = :hotel and d.date >= ${query.from}::date and d.date < ${end}::date
         group by c.key),
      blocks as (
        select w.period, sum(least(k.end_date, w.stop) - greatest(k.start_date, w.start))::int as ooo
          from windows w join room_block k on k.hotel_id = :hotel and k.kind = 'Out of Order'
           and daterange(k.start_date, k.end_date, '[)') && daterange(w.start, w.stop, '[)')
         group by w.period),
      extras as (
        select w.period, sum(f.amount_cents)::bigint as amount
          from windows w join folio_charge f on f.hotel_id = :hotel and f.date >= w.start and f.date < w.stop and f.voided_at is null
         group by w.period),
      live_periods as (
        select period, sum(sold)::int as sold, sum(room)::bigint as room, sum(tax1)::bigint as tax1, sum(tax2)::bigint as tax2
          from live group by period)
    select p.period, null as source, (select count(*)::int from room where hotel_id = :hotel) as "rooms",
           coalesce(c.sold, 0) + coalesce(l.sold, 0) as "sold", coalesce(c.ooo, 0) + coalesce(k.ooo, 0) as "outOfOrder",
           (coalesce(c.room, 0) + coalesce(l.room, 0))::text as "room", (coalesce(c.tax1, 0) + coalesce(l.tax1, 0))::text as "tax1",
           (coalesce(c.tax2, 0) + coalesce(l.tax2, 0))::text as "tax2", (coalesce(c.extras, 0) + coalesce(x.amount, 0))::text as "extras"
      from periods p left join closed c on c.period = p.period left join live_periods l on l.period = p.period
           left join blocks k on k.period = p.period left join extras x on x.period = p.period
    union all
    select null, s.source, 0, sum(s.sold)::int, 0, sum(s.room)::text, '0', '0', '0'
      from (select source, sold, room from live union all select source, sold, room from closed_channels) s
     group by s.source`,
  );
  const money = (amount: string | number | undefined): Cents => cents(Number(amount ?? 0));
  const byPeriod = new Map(figures.filter((row) => row.period !== null).map((row) => [row.period!, row]));
  const first = figures.find((row) => row.period !== null);
  const roomCount = first?.rooms ?? 0;
  const rows: (PeriodFigures & { period: string })[] = statisticsPeriods(query.from, query.to, query.groupBy).map(
    ({ period, start, stop }) => {
      const row = byPeriod.get(period);
      return {
        period,
        roomsAvailable: roomCount * nightsBetween(start, stop),
        roomsSold: row?.sold ?? 0,
        outOfOrder: row?.outOfOrder ?? 0,
        roomRevenue: money(row?.room),
        tax1: money(row?.tax1),
        tax2: money(row?.tax2),
        extras: money(row?.extras),
        closed:
          books.firstClosedDate !== null &&
          books.lastClosedDate !== null &&
          start >= books.firstClosedDate &&
          addDays(stop, -1) <= books.lastClosedDate,
      };
    },
  );
  const channels: Partial<Record<BookingSource, ChannelSums>> = {};
  for (const row of figures) {
    if (row.source !== null) channels[row.source] = { roomNights: row.sold, roomRevenue: money(row.room) };
  }
  return {
    rows: rows.map((row) => ({ period: row.period, ...statisticsFigures(row) })),
    totals: statisticsTotals(rows),
    channelMix: channelMix(channels),
  };
}
