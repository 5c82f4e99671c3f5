import type { BookingStatus } from '@core/booking-choices';
import { paymentStatus } from '@core/booking-engine';
import { folioBalance } from '@core/folio';
import { formatMoney, type Cents } from '@core/money';
import type { BookingRange } from '@core/schemas/booking.schema';
import type { BoardPage } from '@core/schemas/board.schema';
import { parseInput } from '@core/parse-input';
import { boardPageSchema } from '@core/schemas/board.schema';
import { addDays } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts';
import { loadHotelToday } from '../settings';
import { holdsRoomSql } from '../../db/holds-room-sql';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';

/** A stay as its bar shows it: the guest, the nights, the payment status and balance, and the version drawn. */
export interface BoardStay {
  id: number;
  guest: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  paymentStatus: BookingStatus;
  balance: string;
  stayStatus: string;
  version: number;
}

export interface BoardBlock {
  id: number;
  startDate: string;
  endDate: string;
  reason: string;
}

/** One row of the board: a room with its stays and blocks that touch the window. */
export interface BoardRoom {
  id: number;
  roomNumber: string;
  roomTypeName: string | null;
  housekeepingStatus: string;
  stays: BoardStay[];
  blocks: BoardBlock[];
}

export interface BoardTotals {
  rooms: number;
  bookedNights: number;
}

/** The board as it opens: its window from the hotel's today, the totals and the first rooms. */
export interface BoardOpening {
  from: string;
  to: string;
  totals: BoardTotals;
  rooms: BoardRoom[];
}

interface StayJson {
  id: number;
  guest: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  grandTotal: number;
  extras: number;
  paid: number;
  stayStatus: string;
  version: number;
}

interface RoomRow {
  id: number;
  room_number: string;
  room_type_name: string | null;
  housekeeping_status: string;
  stays: StayJson[] | string;
  blocks: BoardBlock[] | string;
}

const windowOf = (range: { from: string; to: string }) => sql`daterange(${range.from}::date, ${range.to}::date, '[)')`;

/**
 * One statement for a slice of the board: the rooms in room-number order (the index on hotel, sort key and
 * id walks to the offset), each with its stays and blocks in the window aggregated beside it, read through
 * the rooms' exclusion-constraint indexes. A page of 100 rooms is one round trip, however big the hotel.
 */
const pageStatement = (page: BoardPage) => sql`select r.id, r.room_number, t.name as room_type_name, r.housekeeping_status,
  coalesce((select json_agg(json_build_object('id', b.id, 'guest', b.guest_name, 'checkInDate', b.check_in_date,
      'checkOutDate', b.check_out_date, 'nights', b.nights, 'grandTotal', b.grand_total_cents, 'extras', b.extras_cents + b.adjustments_cents,
      'paid', b.paid_amount_cents, 'stayStatus', b.stay_status, 'version', b.version) order by b.check_in_date)
    from booking b where b.room_id = r.id and daterange(b.check_in_date, b.check_out_date, '[)') && ${windowOf(page)}
      and ${holdsRoomSql('b')}), '[]') as stays,
  coalesce((select json_agg(json_build_object('id', k.id, 'startDate', k.start_date, 'endDate', k.end_date,
      'reason', k.reason) order by k.start_date)
    from room_block k where k.room_id = r.id and daterange(k.start_date, k.end_date, '[)') && ${windowOf(page)}), '[]') as blocks
  from room r left join room_type t on t.id = r.room_type_id
  where r.hotel_id = :hotel order by r.sort_key, r.id limit ${page.limit} offset ${page.offset}`;

/** The drivers answer json as parsed values (pg) or as text (some PGlite paths): either reads the same. */
const parsed = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

function toBoardStay(stay: StayJson): BoardStay {
  const grandTotal = stay.grandTotal as Cents;
  const paid = stay.paid as Cents;
  return {
    id: stay.id,
    guest: stay.guest,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    nights: stay.nights,
    paymentStatus: paymentStatus(grandTotal, paid),
    balance: formatMoney(folioBalance(grandTotal, stay.extras as Cents, paid)),
    stayStatus: stay.stayStatus,
    version: stay.version,
  };
}

/** The rooms of one slice of the board with what the window holds for each (cancelled and no-show stays hold nothing). */
export async function availabilityBoardPage(ctx: RequestContext, page: BoardPage): Promise<BoardRoom[]> {
  requireHotelId(ctx);
  const rows = await hotelSql<RoomRow>(ctx.em, pageStatement(page));
  return rows.map((row) => ({
    id: row.id,
    roomNumber: row.room_number,
    roomTypeName: row.room_type_name,
    housekeepingStatus: row.housekeeping_status,
    stays: parsed(row.stays).map(toBoardStay),
    blocks: parsed(row.blocks),
  }));
}

/**
 * How many rows the board has and how many of the window's room-nights are booked (its headline): a count
 * over the hotel's rooms and a sum over the window's stays (the GiST index on hotel and stay), not the rows.
 */
export async function availabilityBoardTotals(ctx: RequestContext, range: BookingRange): Promise<BoardTotals> {
  requireHotelId(ctx);
  const [totals] = await hotelSql<{ rooms: number; booked_nights: number }>(
    ctx.em,
    sql`select (select count(*)::int from room where hotel_id = :hotel) as rooms,
      (select coalesce(sum(least(b.check_out_date, ${range.to}::date) - greatest(b.check_in_date, ${range.from}::date)), 0)::int
        from booking b where b.hotel_id = :hotel and daterange(b.check_in_date, b.check_out_date, '[)') && ${windowOf(range)}
          and ${holdsRoomSql('b')}) as booked_nights`,
  );
  return { rooms: totals?.rooms ?? 0, bookedNights: totals?.booked_nights ?? 0 };
}

/**
 * The board as the dashboard opens it: `days` nights from the hotel's today (its clock and time zone, which
 * the server knows), the totals and the first `limit` rooms. The console asks it at start-up beside the session
 * check, without first reading the hotel's settings to learn which day is today (a round trip before the
 * board's rows could be asked).
 */
export async function availabilityBoardOpening(ctx: RequestContext, days: number, limit: number): Promise<BoardOpening> {
  requireHotelId(ctx);
  const from = await loadHotelToday(ctx.em);
  const page = parseInput(boardPageSchema, { from, to: addDays(from, days), offset: 0, limit });
  const totals = await availabilityBoardTotals(ctx, page);
  const rooms = await availabilityBoardPage(ctx, page);
  return { from: page.from, to: page.to, totals, rooms };
}
