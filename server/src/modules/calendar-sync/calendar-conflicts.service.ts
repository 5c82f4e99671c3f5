import { conflictMessage } from '@core/calendar-sync';
import { notFound } from '@core/errors';
import type { ConflictDismissal as DismissalInput } from '@core/schemas/calendar-feed.schema';
import type { CalendarDate } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import { hotelSql } from '../../db/hotel-sql';
import { EMPTY_SQL, sql, type SqlFragment } from '../../db/sql';
import { requireSession } from '../accounts';
import { loadHotelToday } from '../settings';

/**
 * An imported event over a stay of its room: both are kept (an event never changes a booking), and the desk
 * sees the pair on the dashboard and the Front Desk until the overlap is gone (the booking moved or was
 * cancelled, the event moved or left its calendar), its nights are past, or the desk dismissed it.
 */
export interface CalendarConflictDto {
  /** "Room 104: Airbnb event 12/15–12/18 overlaps booking #1503" */
  message: string;
  roomId: number;
  roomNumber: string;
  feedId: number;
  feedName: string;
  blockId: number;
  /** The event's first night and the day it ends (exclusive). */
  startDate: CalendarDate;
  endDate: CalendarDate;
  bookingId: number;
  guestName: string | null;
  checkInDate: CalendarDate;
  checkOutDate: CalendarDate;
}

/** The desk plans weeks ahead: a list answers at most this many. */
export const CONFLICT_LIST_CAP = 200;

type ConflictRow = Omit<CalendarConflictDto, 'message'>;

/**
 * The conflicts not yet over (the overlap's last night is today or later) and not dismissed for these dates,
 * by the event's first night: each External block joined to the stays of its room over its nights.
 */
async function conflictRows(em: Em, today: CalendarDate, only: SqlFragment = EMPTY_SQL): Promise<ConflictRow[]> {
  return hotelSql<ConflictRow>(
    em,
    sql`select k.room_id as "roomId", r.room_number as "roomNumber", f.id as "feedId", f.name as "feedName",
          k.id as "blockId", k.start_date::text as "startDate", k.end_date::text as "endDate",
          b.id as "bookingId", b.guest_name as "guestName",
          b.check_in_date::text as "checkInDate", b.check_out_date::text as "checkOutDate"
        from room_block k
        join calendar_feed f on f.id = k.feed_id and f.hotel_id = :hotel
        join room r on r.id = k.room_id and r.hotel_id = :hotel
        join booking b on b.hotel_id = :hotel and b.room_id = k.room_id and ${HOLDS_ROOM_SQL}
         and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(k.start_date, k.end_date, '[)')
       where k.hotel_id = :hotel and k.kind = 'External' and least(k.end_date, b.check_out_date) > ${today}::date ${only}
         and not exists (select 1 from calendar_conflict_dismissal d
                          where d.hotel_id = :hotel and d.block_id = k.id and d.booking_id = b.id
                            and d.block_start = k.start_date and d.block_end = k.end_date
                            and d.check_in_date = b.check_in_date and d.check_out_date = b.check_out_date)
       order by k.start_date, r.room_number, b.id
       limit ${CONFLICT_LIST_CAP}`,
  );
}

const withMessage = (row: ConflictRow): CalendarConflictDto => ({ message: conflictMessage(row), ...row });

/** GET /api/hotel/calendar-conflicts: what the dashboard and the Front Desk show. */
export async function listCalendarConflicts(ctx: RequestContext): Promise<CalendarConflictDto[]> {
  requireSession(ctx);
  return (await conflictRows(ctx.em, await loadHotelToday(ctx.em))).map(withMessage);
}

/** The conflicts of one feed's events, as a sync reports them. */
export async function feedConflictCount(em: Em, feedId: number): Promise<number> {
  return (await conflictRows(em, await loadHotelToday(em), sql`and k.feed_id = ${feedId}`)).length;
}

/**
 * POST /api/hotel/calendar-conflicts/dismiss: the desk has seen it and it is as it should be (the site's copy of
 * this very booking). Kept with both sides' dates: it shows again if either moves. 404 when no such conflict is
 * shown now.
 */
export async function dismissCalendarConflict(ctx: RequestContext, input: DismissalInput): Promise<{ message: string }> {
  const session = requireSession(ctx);
  const today = await loadHotelToday(ctx.em);
  const [shown] = await conflictRows(ctx.em, today, sql`and k.id = ${input.blockId} and b.id = ${input.bookingId}`);
  if (!shown) throw notFound('Calendar conflict');
  await hotelSql(
    ctx.em,
    sql`insert into calendar_conflict_dismissal
          (hotel_id, block_id, booking_id, block_start, block_end, check_in_date, check_out_date, dismissed_by)
        values (:hotel, ${shown.blockId}, ${shown.bookingId}, ${shown.startDate}::date, ${shown.endDate}::date,
                ${shown.checkInDate}::date, ${shown.checkOutDate}::date, ${session.user.name.slice(0, 120)})
        on conflict (block_id, booking_id, hotel_id) do update set block_start = excluded.block_start, block_end = excluded.block_end,
          check_in_date = excluded.check_in_date, check_out_date = excluded.check_out_date,
          dismissed_by = excluded.dismissed_by, dismissed_at = now()`,
    'run',
  );
  return { message: 'Calendar conflict dismissed' };
}
