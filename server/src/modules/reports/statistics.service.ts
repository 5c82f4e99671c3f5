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
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import { openShares } from './night-shares';
import { requireHotelId } from '../accounts';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import { readBooks } from '../night-audit';

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

/**
 * GET /api/hotel/reports/statistics: for each period of the range, the rooms available (rooms × nights), the
 * room-nights sold (stays holding a room) and out of order (room blocks), the room revenue and taxes earned
 * on the night (closed nights as posted, open nights each stay's nightly share), and the extras of the
 * period's dates; and for the whole range, the room-nights and room revenue of each booking source (the
 * channel mix), counted the same way. Seven statements, each through an index on the hotel and the dates.
 */
export async function statistics(ctx: RequestContext, query: StatisticsQuery): Promise<Statistics> {
  requireHotelId(ctx);
  const em = ctx.em;
  const books = await readBooks(em);
  const series = SERIES[query.groupBy];
  const end = addDays(query.to, 1);
  const periods = periodsSql(series, query.from, query.to, end);
  const [rooms, stays, postings, blocks, extras, channelStays, channelPostings] = await Promise.all([
    hotelSql<{ rooms: number }>(em, sql`select count(*)::int as "rooms" from room where hotel_id = :hotel`),
    hotelSql<{ period: string; sold: number; room: string; tax1: string; tax2: string }>(
      em,
      sql`with ${periods}, books as (select ${books.firstClosedDate}::date as first, ${books.lastClosedDate}::date as last)
       select p.period, sum(least(b.check_out_date, p.stop) - greatest(b.check_in_date, p.start))::int as "sold",
              sum(${openShares('Room')})::bigint as "room",
              sum(${openShares('Tax 1')})::bigint as "tax1",
              sum(${openShares('Tax 2')})::bigint as "tax2"
         from periods p cross join books
         join booking b on b.hotel_id = :hotel and ${HOLDS_ROOM_SQL}
          and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(p.start, p.stop, '[)')
        group by p.period`,
    ),
    hotelSql<{ period: string; kind: string; amount: string }>(
      em,
      sql`with ${periods}
       select p.period, n.kind, sum(n.amount_cents)::bigint as "amount"
         from periods p join night_posting n on n.hotel_id = :hotel and n.date >= p.start and n.date < p.stop
        group by p.period, n.kind`,
    ),
    hotelSql<{ period: string; nights: number }>(
      em,
      sql`with ${periods}
       select p.period, sum(least(k.end_date, p.stop) - greatest(k.start_date, p.start))::int as "nights"
         from periods p join room_block k on k.hotel_id = :hotel
          and daterange(k.start_date, k.end_date, '[)') && daterange(p.start, p.stop, '[)')
        group by p.period`,
    ),
    hotelSql<{ period: string; amount: string }>(
      em,
      sql`with ${periods}
       select p.period, sum(c.amount_cents)::bigint as "amount"
         from periods p join folio_charge c on c.hotel_id = :hotel and c.date >= p.start and c.date < p.stop and c.voided_at is null
        group by p.period`,
    ),
    // The channel mix: the whole range as one period.
    hotelSql<{ source: BookingSource; sold: number; room: string }>(
      em,
      sql`with books as (select ${books.firstClosedDate}::date as first, ${books.lastClosedDate}::date as last),
         p as (select ${query.from}::date as start, ${end}::date as stop)
       select b.source, sum(least(b.check_out_date, p.stop) - greatest(b.check_in_date, p.start))::int as "sold",
              sum(${openShares('Room')})::bigint as "room"
         from p cross join books
         join booking b on b.hotel_id = :hotel and ${HOLDS_ROOM_SQL}
          and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(p.start, p.stop, '[)')
        group by b.source`,
    ),
    hotelSql<{ source: BookingSource; amount: string }>(
      em,
      sql`select b.source, sum(n.amount_cents)::bigint as "amount"
         from night_posting n join booking b on b.id = n.booking_id and b.hotel_id = :hotel
        where n.hotel_id = :hotel and n.kind = 'Room' and n.date >= ${query.from}::date and n.date < ${end}::date
        group by b.source`,
    ),
  ]);
  const roomCount = rooms[0]!.rooms;
  const byPeriod = <T extends { period: string }>(list: T[]) => new Map(list.map((row) => [row.period, row]));
  const stayRows = byPeriod(stays);
  const blockRows = byPeriod(blocks);
  const extraRows = byPeriod(extras);
  const posted = new Map(postings.map((row) => [`${row.period}/${row.kind}`, Number(row.amount)]));
  const money = (...amounts: (string | number | undefined)[]): Cents =>
    cents(amounts.reduce<number>((sum, amount) => sum + Number(amount ?? 0), 0));

  const rows: (PeriodFigures & { period: string })[] = statisticsPeriods(query.from, query.to, query.groupBy).map(
    ({ period, start, stop }) => {
      const stay = stayRows.get(period);
      return {
        period,
        roomsAvailable: roomCount * nightsBetween(start, stop),
        roomsSold: stay?.sold ?? 0,
        outOfOrder: blockRows.get(period)?.nights ?? 0,
        roomRevenue: money(stay?.room, posted.get(`${period}/Room`)),
        tax1: money(stay?.tax1, posted.get(`${period}/Tax 1`)),
        tax2: money(stay?.tax2, posted.get(`${period}/Tax 2`)),
        extras: money(extraRows.get(period)?.amount),
        closed:
          books.firstClosedDate !== null &&
          books.lastClosedDate !== null &&
          start >= books.firstClosedDate &&
          addDays(stop, -1) <= books.lastClosedDate,
      };
    },
  );
  const channels: Partial<Record<BookingSource, ChannelSums>> = {};
  for (const row of channelStays) channels[row.source] = { roomNights: row.sold, roomRevenue: money(row.room) };
  for (const row of channelPostings) {
    const sums = channels[row.source] ?? { roomNights: 0, roomRevenue: money() };
    channels[row.source] = { ...sums, roomRevenue: money(sums.roomRevenue, row.amount) };
  }
  return {
    rows: rows.map((row) => ({ period: row.period, ...statisticsFigures(row) })),
    totals: statisticsTotals(rows),
    channelMix: channelMix(channels),
  };
}
