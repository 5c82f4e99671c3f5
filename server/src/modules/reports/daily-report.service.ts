import { buildDailyReport, type DailyReport } from '@core/daily-report';
import { cents } from '@core/money';
import { addDays } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts/guards';
import { HOLDS_ROOM_SQL } from '../bookings/booking-overlap';

/**
 * The night of `date`'s share of a stay's amount, in SQL as core/folio.ts nightShare computes it: the amount
 * spread over the nights to the cent (integer division floors, the amounts are never negative).
 */
const nightShare = (amount: string) =>
  `((${amount})::bigint * (?::date - b.check_in_date + 1) / b.nights - (${amount})::bigint * (?::date - b.check_in_date) / b.nights)`;

/**
 * GET /api/hotel/reports/daily/{date}: the counts are the front desk's lists of that date (cancelled and
 * no-show stays are in none of them), four statements, each read through an index — the stays touching the
 * date (the GiST index on the stay range: arrivals, departures and the night's stays), the rooms, and the
 * day's extras and payments ((hotel_id, date) indexes of migration 0018). Payments count whatever became of
 * their stay: a refund or a kept deposit is money the desk handled that day.
 */
export async function dailyReport(ctx: RequestContext, date: string): Promise<DailyReport> {
  const hotelId = requireHotelId(ctx);
  const em = ctx.em;
  const [stays, rooms, extras, payments] = await Promise.all([
    em.execute<{ arrivals: number; departures: number; inHouse: number; roomRevenue: string; taxes: string }[]>(
      `select count(*) filter (where b.check_in_date = ?::date)::int as "arrivals",
              count(*) filter (where b.check_out_date = ?::date)::int as "departures",
              count(*) filter (where b.check_in_date <= ?::date and b.check_out_date > ?::date)::int as "inHouse",
              coalesce(sum(${nightShare('b.subtotal_cents')}) filter (where b.check_in_date <= ?::date and b.check_out_date > ?::date), 0)::bigint as "roomRevenue",
              coalesce(sum(${nightShare('b.tax_amount_cents + b.resort_fee_cents')}) filter (where b.check_in_date <= ?::date and b.check_out_date > ?::date), 0)::bigint as "taxes"
         from booking b
        where b.hotel_id = ? and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(?::date, ?::date, '[)')
          and ${HOLDS_ROOM_SQL}`,
      // The date for each of its twelve places above, then the hotel and the window the index reads.
      [...Array<string>(12).fill(date), hotelId, addDays(date, -1), addDays(date, 1)],
    ),
    em.execute<{ rooms: number }[]>('select count(*)::int as "rooms" from room where hotel_id = ?', [hotelId]),
    em.execute<{ extras: string }[]>(
      `select coalesce(sum(amount_cents), 0)::bigint as "extras" from folio_charge
        where hotel_id = ? and date = ?::date and voided_at is null`,
      [hotelId, date],
    ),
    em.execute<{ method: string; amount: string }[]>(
      `select method, sum(amount_cents)::bigint as "amount" from folio_payment
        where hotel_id = ? and date = ?::date and voided_at is null group by method`,
      [hotelId, date],
    ),
  ]);
  const night = stays[0]!;
  return buildDailyReport(date, {
    arrivals: night.arrivals,
    departures: night.departures,
    inHouse: night.inHouse,
    rooms: rooms[0]!.rooms,
    roomRevenue: cents(Number(night.roomRevenue)),
    taxes: cents(Number(night.taxes)),
    extras: cents(Number(extras[0]!.extras)),
    payments: payments.map((row) => ({ method: row.method, amount: cents(Number(row.amount)) })),
  });
}
