import { type CalendarDate } from '@core/stay-dates';
import { hotelToday } from '../../clock';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts';
import { BOOKING_VIEW_COLUMNS, toView, type BookingRow, type BookingView } from '../bookings';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import { loadSettings } from '../settings';
import { hotelSql } from '../../db/hotel-sql';
import { sql, type SqlFragment } from '../../db/sql';

export interface FrontDesk {
  date: CalendarDate;
  arrivals: BookingView[];
  departures: BookingView[];
  inHouse: BookingView[];
  /** The date's arrivals that were cancelled or marked a no-show: in none of the three lists, reinstated from here. */
  cancelledOrNoShow: BookingView[];
}

/** A stay of the desk's day, with the lists it belongs in. */
interface FrontDeskRow extends BookingRow {
  arrival: boolean;
  departure: boolean;
  in_house: boolean;
  cancelled_or_no_show: boolean;
}

/**
 * The stays of the desk's day in one read: every stay the three lists hold touches the date (check-in ≤ date ≤
 * check-out), that is, its range meets the night before the date or the date's own night, so one scan of the
 * (hotel, stay range) GiST index finds each of them once and the row says which lists it is in. Three reads,
 * one per list (a union), read each arrival twice (it is in house too) and looked each row's room type up by
 * key; the rooms and room types are the hotel's, read once. In room order. The nights around the date are
 * reckoned by the database (luxon's date parsing was a sixth of a millisecond a request).
 */
export function frontDeskStatement(day: CalendarDate, today: CalendarDate = day): SqlFragment {
  // Cancelled and no-show stays are in none of the three lists, only in the date's cancelled arrivals (the
  // index is over every stay). A guest checked out is not in house from the hotel's today on (a stay left
  // on its day of arrival keeps that night, stay-actions.ts): earlier dates show who stayed that night.
  return sql`select b.check_in_date = ${day} and ${HOLDS_ROOM_SQL} as arrival,
        b.check_out_date = ${day} and ${HOLDS_ROOM_SQL} as departure,
        b.check_out_date > ${day} and ${HOLDS_ROOM_SQL} and (b.stay_status <> 'Checked Out' or ${day}::date < ${today}::date) as in_house,
        b.check_in_date = ${day} and not (${HOLDS_ROOM_SQL}) as cancelled_or_no_show,
        ${BOOKING_VIEW_COLUMNS}
      from booking b join room r on r.id = b.room_id and r.hotel_id = :hotel
        left join room_type t on t.id = r.room_type_id and t.hotel_id = :hotel
      where b.hotel_id = :hotel and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${day}::date - 1, ${day}::date + 1, '[)')
      order by r.sort_key, b.id`;
}

/**
 * The desk's day, by the stays' dates so that any date reads the same way: arrivals check in that date,
 * departures check out that date, in house stay over its night (check-in ≤ date < check-out). Cancelled and
 * no-show stays are in none; checked-in and checked-out ones stay in, their status saying who is still to
 * come or go, except that a guest checked out is never in house from today on. One indexed read (frontDeskStatement), so a day costs the same after ten years.
 */
export async function frontDesk(ctx: RequestContext, date: CalendarDate | null): Promise<FrontDesk> {
  requireHotelId(ctx);
  const today = hotelToday((await loadSettings(ctx.em)).timezone);
  const day = date ?? today;
  const desk: FrontDesk = { date: day, arrivals: [], departures: [], inHouse: [], cancelledOrNoShow: [] };
  for (const row of await hotelSql<FrontDeskRow>(ctx.em, frontDeskStatement(day, today))) {
    const view = toView(row);
    if (row.arrival) desk.arrivals.push(view);
    if (row.departure) desk.departures.push(view);
    if (row.in_house) desk.inHouse.push(view);
    if (row.cancelled_or_no_show) desk.cancelledOrNoShow.push(view);
  }
  return desk;
}
