import { addDays, todayInZone, type CalendarDate } from '@core/stay-dates';
import { raw } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts/guards';
import { bookingQuery, toView, type BookingRow } from '../bookings/booking-list';
import { HOLDS_ROOM_SQL } from '../bookings/booking-overlap';
import type { BookingView } from '../bookings/booking.mapper';
import { loadSettings } from '../settings/settings.service';

export interface FrontDesk {
  date: CalendarDate;
  arrivals: BookingView[];
  departures: BookingView[];
  inHouse: BookingView[];
}

/**
 * The desk's day, by the stays' dates so that any date reads the same way: arrivals check in that date,
 * departures check out that date, in house stay over its night (check-in ≤ date < check-out). Cancelled and
 * no-show stays are in none; checked-in and checked-out ones stay in, their status saying who is still to
 * come or go. Three indexed reads: (hotel, check-in date), (hotel, check-out date) and the (hotel, stay
 * range) GiST, so a day costs the same after ten years; each list in room order.
 */
export async function frontDesk(ctx: RequestContext, date: CalendarDate | null): Promise<FrontDesk> {
  requireHotelId(ctx);
  const day = date ?? todayInZone((await loadSettings(ctx.em)).timezone);
  const list = async (condition: string, params: unknown[]) => {
    const qb = await bookingQuery(ctx);
    const rows = await qb
      .andWhere(raw(condition, params))
      .andWhere(raw(HOLDS_ROOM_SQL))
      .orderBy([{ [raw('r.sort_key')]: 'asc' }, { id: 'asc' }])
      .execute<BookingRow[]>('all', false);
    return rows.map(toView);
  };
  const [arrivals, departures, inHouse] = await Promise.all([
    list('b.check_in_date = ?', [day]),
    list('b.check_out_date = ?', [day]),
    list(`daterange(b.check_in_date, b.check_out_date, '[)') && daterange(?, ?, '[)')`, [day, addDays(day, 1)]),
  ]);
  return { date: day, arrivals, departures, inHouse };
}
