import { daysInMonth, todayInZone } from '@core/stay-dates';
import { formatMoney, cents } from '@core/money';
import { monthName } from '@core/report-periods';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts';
import { loadSettings } from '../settings';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';

/** The six cards of the dashboard (spec sections 2 and 3). */
export interface DashboardSummary {
  totalRooms: number;
  totalBookings: number;
  monthlyRevenue: string;
  revenueLabel: string;
  averageStay: number;
  occupancyRate: number;
  pendingPayments: number;
}

export const NO_RECENT_EARNINGS = 'No recent earnings';

interface DashboardRow {
  totalRooms: number;
  totalBookings: number | null;
  averageStay: number | null;
  pendingPayments: number | null;
  revenueCents: string;
  occupiedNights: number;
}

/**
 * The rooms count; the hotel's kept totals (stays that hold a room: cancelled and no-show bookings are left
 * out, migration 0017; the average stay as round(avg(nights), 1) over them would give it); and this month's
 * kept row (migration 0023): the revenue of the stays checking in this month and the nights of stays that
 * fall in it. Each is one row through its primary key, whatever the hotel's size and history.
 */
const dashboardStatement = (
  monthStart: string,
) => sql`select (select count(*)::int from room where hotel_id = :hotel) as "totalRooms",
    t.stays as "totalBookings", coalesce(round(t.nights::numeric / nullif(t.stays, 0), 1), 0)::float8 as "averageStay",
    t.with_balance as "pendingPayments", coalesce(m.grand_total_cents, 0)::bigint as "revenueCents",
    coalesce(m.occupied_nights, 0)::int as "occupiedNights"
  from (select 1) as one
  left join booking_totals t on t.hotel_id = :hotel
  left join booking_month_totals m on m.hotel_id = :hotel and m.month = ${monthStart}`;

/**
 * Three one-row reads in one statement, whatever the hotel's size and history: the rooms count; the
 * whole-history figures the database keeps in booking_totals (count, nights, balances due: migration 0011);
 * and this month's revenue and occupied nights it keeps in booking_month_totals (migration 0023). "This
 * month" is the calendar month of today in the hotel's timezone.
 */
export async function dashboardSummary(ctx: RequestContext, now = new Date()): Promise<DashboardSummary> {
  requireHotelId(ctx);
  const { timezone } = await loadSettings(ctx.em);
  const today = todayInZone(timezone, now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = `${today.slice(0, 7)}-01`;

  // One plain statement, not three through the query builder: the dashboard is the console's first screen.
  const [figures] = await hotelSql<DashboardRow>(ctx.em, dashboardStatement(monthStart));
  const row = figures!;
  const revenue = cents(Number(row.revenueCents));
  const capacity = row.totalRooms * daysInMonth(year, month);
  return {
    totalRooms: row.totalRooms,
    totalBookings: row.totalBookings ?? 0,
    monthlyRevenue: formatMoney(revenue),
    revenueLabel: revenue > 0 ? `${monthName(month)} ${year}` : NO_RECENT_EARNINGS,
    averageStay: Number(row.averageStay ?? 0),
    occupancyRate: capacity > 0 ? Math.round((row.occupiedNights / capacity) * 1000) / 10 : 0,
    pendingPayments: row.pendingPayments ?? 0,
  };
}
