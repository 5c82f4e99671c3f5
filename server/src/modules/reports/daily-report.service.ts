import { buildDailyReport, type DailyReport } from '@core/daily-report';
import { cents } from '@core/money';
import { addDays } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import type { PostingKind } from '@core/night-audit';
import { sharesOf } from './night-shares';
import { readDailyStays } from './daily-stays.query';
import type { DailyStays } from '@core/daily-stays';

/**
 * GET /api/hotel/reports/daily/{date}: the counts are the front desk's lists of that date (cancelled and
 * no-show stays are in none of them), four statements, each read through an index — the stays touching the
 * date (the GiST index on the stay range: arrivals, departures and the night's stays), the rooms, and the
 * day's extras and payments ((hotel_id, date) indexes of migration 0018). Payments count whatever became of
 * their stay: a refund or a kept deposit is money the desk handled that day.
 */
export async function dailyReport(ctx: RequestContext, date: string): Promise<DailyReport & DailyStays> {
  requireHotelId(ctx);
  const em = ctx.em;
  // The stays in house the date's night (the window the index reads also holds its arrivals and departures).
  const inHouse = sql`b.check_in_date <= ${date}::date and b.check_out_date > ${date}::date`;
  // The night of `date`'s share of a figure, a tax's over its taxed nights (night-shares.ts).
  const nightShare = (kind: PostingKind) => sharesOf(kind, sql`${date}::date`, sql`${addDays(date, 1)}::date`);
  const [stays, rooms, extras, adjustments, payments, lists] = await Promise.all([
    hotelSql<{ arrivals: number; departures: number; inHouse: number; roomRevenue: string; taxes: string }>(
      em,
      sql`select count(*) filter (where b.check_in_date = ${date}::date)::int as "arrivals",
              count(*) filter (where b.check_out_date = ${date}::date)::int as "departures",
              count(*) filter (where ${inHouse})::int as "inHouse",
              coalesce(sum(${nightShare('Room')}) filter (where ${inHouse}), 0)::bigint as "roomRevenue",
              coalesce(sum(${nightShare('Tax 1')} + ${nightShare('Tax 2')}) filter (where ${inHouse}), 0)::bigint as "taxes"
         from booking b
        where b.hotel_id = :hotel
          and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${addDays(date, -1)}::date, ${addDays(date, 1)}::date, '[)')
          and ${HOLDS_ROOM_SQL}`,
    ),
    hotelSql<{ rooms: number }>(em, sql`select count(*)::int as "rooms" from room where hotel_id = :hotel`),
    hotelSql<{ extras: string }>(
      em,
      sql`select coalesce(sum(amount_cents), 0)::bigint as "extras" from folio_charge
        where hotel_id = :hotel and date = ${date}::date and voided_at is null`,
    ),
    hotelSql<{ adjustments: string }>(
      em,
      sql`select coalesce(sum(amount_cents), 0)::bigint as "adjustments" from folio_adjustment
        where hotel_id = :hotel and date = ${date}::date`,
    ),
    hotelSql<{ method: string; amount: string }>(
      em,
      sql`select method, sum(amount_cents)::bigint as "amount" from folio_payment
        where hotel_id = :hotel and date = ${date}::date and voided_at is null group by method`,
    ),
    readDailyStays(em, date),
  ]);
  const night = stays[0]!;
  const report = buildDailyReport(date, {
    arrivals: night.arrivals,
    departures: night.departures,
    inHouse: night.inHouse,
    rooms: rooms[0]!.rooms,
    roomRevenue: cents(Number(night.roomRevenue)),
    taxes: cents(Number(night.taxes)),
    extras: cents(Number(extras[0]!.extras)),
    adjustments: cents(Number(adjustments[0]!.adjustments)),
    payments: payments.map((row) => ({ method: row.method, amount: cents(Number(row.amount)) })),
  });
  return { ...report, ...lists };
}
