import { addMonthsClamped, daysInMonth, todayInZone } from '@core/stay-dates';
import { formatMoney, cents } from '@core/money';
import { monthName } from '@core/report-periods';
import { raw } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context';
import { tenantQuery } from '../../db/tenant-query';
import { requireHotelId } from '../accounts/guards';
import { BookingTotals } from '../bookings/booking-totals.entity';
import { HOLDS_ROOM_SQL } from '../bookings/booking-overlap';
import { Booking } from '../bookings/booking.entity';
import { Room } from '../rooms/room.entity';
import { loadSettings } from '../settings/settings.service';

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

/**
 * Three one-row reads, whatever the hotel's size and history: the rooms count; the whole-history figures
 * the database keeps in booking_totals (count, nights, balances due: migration 0011); and this month's
 * revenue and occupied nights over the stays that touch the month, found through the (hotel, stay range)
 * index. "This month" is the calendar month of today in the hotel's timezone.
 */
export async function dashboardSummary(ctx: RequestContext, now = new Date()): Promise<DashboardSummary> {
  requireHotelId(ctx);
  const { timezone } = await loadSettings(ctx.em);
  const today = todayInZone(timezone, now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = `${today.slice(0, 7)}-01`;
  const nextMonthStart = addMonthsClamped(monthStart, 1);

  const roomsQuery = await tenantQuery(ctx.em, Room, 'r');
  const totalsQuery = await tenantQuery(ctx.em, BookingTotals, 't');
  const monthQuery = await tenantQuery(ctx.em, Booking, 'b');
  const [rooms, totals, thisMonth] = await Promise.all([
    roomsQuery.select(raw('count(*)::int as "totalRooms"')).execute<{ totalRooms: number }>('get'),
    totalsQuery
      .select([
        // Stays that hold a room: cancelled and no-show bookings are left out (migration 0017).
        raw('t.stays as "totalBookings"'),
        // As round(avg(nights), 1) over those stays would give it.
        raw('coalesce(round(t.nights::numeric / nullif(t.stays, 0), 1), 0)::float8 as "averageStay"'),
        raw('t.with_balance as "pendingPayments"'),
      ])
      .execute<{ totalBookings: number; averageStay: number; pendingPayments: number } | undefined>('get'),
    monthQuery
      .select([
        raw(
          'coalesce(sum(b.grand_total_cents) filter (where b.check_in_date >= ? and b.check_in_date < ?), 0)::bigint as "revenueCents"',
          [monthStart, nextMonthStart],
        ),
        raw(
          'coalesce(sum(greatest(0, least(b.check_out_date, ?::date) - greatest(b.check_in_date, ?::date))), 0)::int as "occupiedNights"',
          [nextMonthStart, monthStart],
        ),
      ])
      .andWhere(raw(`daterange(b.check_in_date, b.check_out_date, '[)') && daterange(?, ?, '[)')`, [monthStart, nextMonthStart]))
      .andWhere(raw(HOLDS_ROOM_SQL))
      .execute<{ revenueCents: string; occupiedNights: number }>('get'),
  ]);
  const bookings = {
    totalBookings: totals?.totalBookings ?? 0,
    averageStay: totals?.averageStay ?? 0,
    pendingPayments: totals?.pendingPayments ?? 0,
    ...thisMonth,
  };

  const revenue = cents(Number(bookings.revenueCents));
  const capacity = rooms.totalRooms * daysInMonth(year, month);
  return {
    totalRooms: rooms.totalRooms,
    totalBookings: bookings.totalBookings,
    monthlyRevenue: formatMoney(revenue),
    revenueLabel: revenue > 0 ? `${monthName(month)} ${year}` : NO_RECENT_EARNINGS,
    averageStay: Number(bookings.averageStay),
    occupancyRate: capacity > 0 ? Math.round((bookings.occupiedNights / capacity) * 1000) / 10 : 0,
    pendingPayments: bookings.pendingPayments,
  };
}
