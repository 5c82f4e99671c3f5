import { addDays, todayInZone, type CalendarDate } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts/guards';
import { selectBookingViewListsByRoom } from '../bookings/booking-list';
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
 * range) GiST, so a day costs the same after ten years; each list in room order. One statement (a union
 * of the three) rather than three: one round trip, no query builder.
 */
export async function frontDesk(ctx: RequestContext, date: CalendarDate | null): Promise<FrontDesk> {
  const hotelId = requireHotelId(ctx);
  const day = date ?? todayInZone((await loadSettings(ctx.em)).timezone);
  const holdsRoom = { sql: HOLDS_ROOM_SQL, params: [] };
  const [arrivals = [], departures = [], inHouse = []] = await selectBookingViewListsByRoom(ctx, hotelId, [
    [{ sql: 'b.check_in_date = ?', params: [day] }, holdsRoom],
    [{ sql: 'b.check_out_date = ?', params: [day] }, holdsRoom],
    [
      { sql: `daterange(b.check_in_date, b.check_out_date, '[)') && daterange(?, ?, '[)')`, params: [day, addDays(day, 1)] },
      holdsRoom,
    ],
  ]);
  return { date: day, arrivals, departures, inHouse };
}
