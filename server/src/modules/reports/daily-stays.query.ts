import { buildDailyStays, type DailyStays } from '@core/daily-stays';
import { cents } from '@core/money';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import type { Em } from '../../db/orm';
import { addDays } from '@core/stay-dates';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';

interface StayRow {
  bookingId: number;
  guest: string;
  roomNumber: string;
  checkInDate: string;
  checkOutDate: string;
  grandTotal: string;
  extras: string;
  paid: string;
}

/**
 * The daily report's arrivals, departures and stays in house by name (issue 23): the stays touching the
 * date, read through the GiST index on the stay range as the counts are, with their room and balance.
 */
export async function readDailyStays(em: Em, date: string): Promise<DailyStays> {
  // A departure's stay ends on the date, so the window starts the day before (as the counts' does).
  const rows = await hotelSql<StayRow>(
    em,
    sql`select b.id as "bookingId", b.guest_name as "guest", r.room_number as "roomNumber",
            to_char(b.check_in_date, 'YYYY-MM-DD') as "checkInDate", to_char(b.check_out_date, 'YYYY-MM-DD') as "checkOutDate",
            b.grand_total_cents as "grandTotal", (b.extras_cents + b.adjustments_cents) as "extras", b.paid_amount_cents as "paid"
       from booking b join room r on r.id = b.room_id
      where b.hotel_id = :hotel
        and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${addDays(date, -1)}::date, ${addDays(date, 1)}::date, '[)')
        and ${HOLDS_ROOM_SQL}`,
  );
  return buildDailyStays(
    date,
    rows.map((row) => ({
      ...row,
      bookingId: Number(row.bookingId),
      grandTotal: cents(Number(row.grandTotal)),
      extras: cents(Number(row.extras)),
      paid: cents(Number(row.paid)),
    })),
  );
}
