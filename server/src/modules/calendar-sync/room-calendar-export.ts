import { notFound } from '@core/errors';
import { renderCalendar, type ExportedEvent } from '@core/ical-export';
import { addDays, type CalendarDate } from '@core/stay-dates';
import { now } from '../../clock';
import { scopeToHotel, type AppServices } from '../../context';
import type { Em } from '../../db/orm';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import { loadHotelToday } from '../settings';
import { roomOfCalendarSecret } from './room-calendar-lookup';

/** A secret as newCalendarSecret makes them; anything else is no address of ours. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
/** The booking sites need what is to come; the last weeks stay, for a stay that is still being settled. */
const PAST_DAYS = 30;

interface Span {
  id: number;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/**
 * GET /ical/rooms/{secret}.ics: the room's stays that hold it (not Cancelled or No Show) and its blocks (the
 * desk's and the booking sites' alike, so that every site keeps closed what another sold), from a month ago
 * on, as all-day events that say "Reserved". A UID names the record ("booking-1503@innkeep.example"): a
 * booking's event keeps it while the booking lives, so a change moves the event and a cancellation removes it.
 * 404 for a secret that is not (or no longer) a room's.
 */
export async function exportRoomCalendar(services: AppServices, secret: string): Promise<string> {
  if (!SECRET_PATTERN.test(secret)) throw notFound('Calendar');
  const found = await roomOfCalendarSecret(services.orm, secret);
  if (!found) throw notFound('Calendar');
  const em = services.orm.em.fork() as Em;
  scopeToHotel(em, found.hotelId);
  const since = addDays(await loadHotelToday(em), -PAST_DAYS);
  const [stays, blocks] = await Promise.all([
    hotelSql<Span>(
      em,
      sql`select b.id, b.check_in_date::text as "startDate", b.check_out_date::text as "endDate" from booking b
          where b.hotel_id = :hotel and b.room_id = ${found.roomId} and ${HOLDS_ROOM_SQL} and b.check_out_date > ${since}::date`,
    ),
    hotelSql<Span>(
      em,
      sql`select k.id, k.start_date::text as "startDate", k.end_date::text as "endDate" from room_block k
          where k.hotel_id = :hotel and k.room_id = ${found.roomId} and k.end_date > ${since}::date`,
    ),
  ]);
  const host = new URL(services.config.appUrl).hostname;
  const events: ExportedEvent[] = [
    ...stays.map((stay) => ({ uid: `booking-${stay.id}@${host}`, startDate: stay.startDate, endDate: stay.endDate })),
    ...blocks.map((block) => ({ uid: `block-${block.id}@${host}`, startDate: block.startDate, endDate: block.endDate })),
  ].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.uid.localeCompare(b.uid));
  return renderCalendar(events, now());
}
