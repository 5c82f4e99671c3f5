import type { BookingSource } from '@core/booking-choices';
import { closedDayFigures, type ClosedDayFigures } from '@core/closed-day-figures';
import { buildDailyReport, type DailyReport } from '@core/daily-report';
import { buildDailyStays, type DailyStays } from '@core/daily-stays';
import { cents, sumMoney, type Cents } from '@core/money';
import { nightPosting, POSTING_KINDS, type AuditStay, type PostedSoFar, type PostingKind } from '@core/night-audit';
import { addDays, nightsBetween, type CalendarDate } from '@core/stay-dates';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import { hotelSql } from '../../db/hotel-sql';
import { arrayLiteral } from '../../db/sql-array';
import { sql } from '../../db/sql';
import type { Em } from '../../db/orm';

/**
 * The parts of closing a day that the day-by-day close (night-audit.service.ts) and the bulk close
 * (bulk-close.ts) share, so that both write the same postings, report and figures: the stays a date reads,
 * the night's postings, the day's report built from those stays, and the writes.
 */

/** A stay touching a date, with the figures its nights share and what the day's report lists of it. */
export interface StayOfDate extends AuditStay {
  nights: number;
  source: BookingSource;
  figures: Record<PostingKind, Cents>;
  /** The nights each figure spreads over: every night for the room, the taxed nights for a tax (core/long-stay.ts). */
  spread: Record<PostingKind, number>;
  grandTotal: Cents;
  /** The folio's extras and adjustments, as the daily report's balance counts them. */
  extras: Cents;
  paid: Cents;
}

/** One night's posting as written to night_posting. */
export interface PostingLine {
  booking: number;
  date: CalendarDate;
  night: number;
  kind: PostingKind;
  amountCents: Cents;
  roomNumber: string;
}

interface StayRow {
  bookingId: number;
  guestName: string;
  roomNumber: string;
  checkInDate: string;
  checkOutDate: string;
  status: string;
  source: BookingSource;
  nights: number;
  room: number;
  tax1: number;
  tax2: number;
  tax1Nights: number | null;
  tax2Nights: number | null;
  grandTotal: number;
  extras: number;
  paid: number;
}

/**
 * The stays that hold a room and touch a night of [from, through]: in house, arriving or leaving on one of its
 * dates (the window starts the night before `from`, for the departures of `from`). One read through the GiST
 * index on the stay range, in booking order.
 */
export async function staysOfDates(em: Em, from: CalendarDate, through: CalendarDate): Promise<StayOfDate[]> {
  const rows = await hotelSql<StayRow>(
    em,
    sql`select b.id as "bookingId", b.guest_name as "guestName", r.room_number as "roomNumber",
            b.check_in_date::text as "checkInDate", b.check_out_date::text as "checkOutDate",
            b.stay_status as "status", b.source, b.nights, b.subtotal_cents as "room", b.tax_amount_cents as "tax1",
            b.resort_fee_cents as "tax2", b.tax1_taxed_nights as "tax1Nights", b.tax2_taxed_nights as "tax2Nights",
            b.grand_total_cents as "grandTotal", (b.extras_cents + b.adjustments_cents) as "extras", b.paid_amount_cents as "paid"
       from booking b join room r on r.id = b.room_id
      where b.hotel_id = :hotel
        and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${addDays(from, -1)}::date, ${addDays(through, 1)}::date, '[)')
        and ${HOLDS_ROOM_SQL}
      order by b.id`,
  );
  return rows.map(({ room, tax1, tax2, tax1Nights, tax2Nights, grandTotal, extras, paid, ...stay }) => ({
    ...stay,
    bookingId: Number(stay.bookingId),
    figures: { Room: cents(Number(room)), 'Tax 1': cents(Number(tax1)), 'Tax 2': cents(Number(tax2)) },
    spread: { Room: stay.nights, 'Tax 1': tax1Nights ?? stay.nights, 'Tax 2': tax2Nights ?? stay.nights },
    grandTotal: cents(Number(grandTotal)),
    extras: cents(Number(extras)),
    paid: cents(Number(paid)),
  }));
}

export const isInHouse = (stay: { checkInDate: string; checkOutDate: string }, date: CalendarDate) =>
  stay.checkInDate <= date && date < stay.checkOutDate;

/** The postings of the night of `date`: each in-house stay's share of its figures (no line for a zero amount). */
export function postingsOfNight(
  date: CalendarDate,
  stays: readonly StayOfDate[],
  posted: ReadonlyMap<string, PostedSoFar>,
): PostingLine[] {
  return stays
    .filter((stay) => isInHouse(stay, date))
    .flatMap((stay) => {
      const night = nightsBetween(stay.checkInDate, date);
      return POSTING_KINDS.map((kind) => ({
        booking: stay.bookingId,
        date,
        night,
        kind,
        amountCents: nightPosting(
          stay.figures[kind],
          stay.nights,
          night,
          posted.get(`${stay.bookingId}/${kind}`) ?? null,
          stay.spread[kind],
        ),
        roomNumber: stay.roomNumber,
      })).filter((line) => line.amountCents !== 0);
    });
}

/** Postings written a batch at a time (a statement's arrays stay a sensible size). */
const POSTING_BATCH = 5000;

/** Writes the postings with one INSERT … SELECT FROM unnest a batch (no statement per row). */
export async function insertPostings(em: Em, lines: readonly PostingLine[], at: Date): Promise<void> {
  for (let start = 0; start < lines.length; start += POSTING_BATCH) {
    const batch = lines.slice(start, start + POSTING_BATCH);
    const column = <T extends string | number>(pick: (line: PostingLine) => T) => arrayLiteral(batch.map(pick));
    await hotelSql(
      em,
      sql`insert into night_posting (hotel_id, booking_id, date, night, kind, amount_cents, room_number, created_at)
          select :hotel, u.booking, u.date, u.night, u.kind, u.amount, u.room, ${at.toISOString()}::timestamptz
            from unnest(${column((line) => line.booking)}::int[], ${column((line) => line.date)}::date[],
                        ${column((line) => line.night)}::int[], ${column((line) => line.kind)}::text[],
                        ${column((line) => line.amountCents)}::int[], ${column((line) => line.roomNumber)}::text[])
                 as u(booking, date, night, kind, amount, room)`,
      'run',
    );
  }
}

/** What a day's report and figures read besides its stays: the hotel's rooms and the date's lines. */
export interface DayLines {
  rooms: number;
  outOfOrder: number;
  extras: Cents;
  adjustments: Cents;
  payments: { method: string; amount: Cents }[];
}

/**
 * The day lines of each date of [from, through] in one statement: the rooms, the out-of-order room-nights,
 * and the extras, adjustments and payments by method dated that day (each through its (hotel_id, date) index).
 */
export async function readDayLines(em: Em, from: CalendarDate, through: CalendarDate): Promise<Map<CalendarDate, DayLines>> {
  const rows = await hotelSql<{
    date: string;
    rooms: number;
    outOfOrder: number;
    extras: string;
    adjustments: string;
    payments: string;
  }>(
    em,
    sql`with days as (select d::date as date from generate_series(${from}::date, ${through}::date, '1 day'::interval) as d)
     select to_char(days.date, 'YYYY-MM-DD') as "date",
            (select count(*)::int from room where hotel_id = :hotel) as "rooms",
            (select count(*)::int from room_block k where k.hotel_id = :hotel and k.kind = 'Out of Order'
                and k.start_date <= days.date and k.end_date > days.date) as "outOfOrder",
            (select coalesce(sum(c.amount_cents), 0)::bigint from folio_charge c
              where c.hotel_id = :hotel and c.date = days.date and c.voided_at is null) as "extras",
            (select coalesce(sum(a.amount_cents), 0)::bigint from folio_adjustment a
              where a.hotel_id = :hotel and a.date = days.date) as "adjustments",
            (select coalesce(json_agg(json_build_object('method', x.method, 'amount', x.amount)), '[]'::json)::text
               from (select f.method, sum(f.amount_cents)::bigint as amount from folio_payment f
                      where f.hotel_id = :hotel and f.date = days.date and f.voided_at is null group by f.method) x) as "payments"
       from days`,
  );
  return new Map(
    rows.map((row) => [
      row.date,
      {
        rooms: row.rooms,
        outOfOrder: row.outOfOrder,
        extras: cents(Number(row.extras)),
        adjustments: cents(Number(row.adjustments)),
        payments: (JSON.parse(row.payments) as { method: string; amount: number }[]).map((payment) => ({
          method: payment.method,
          amount: cents(Number(payment.amount)),
        })),
      },
    ]),
  );
}

/**
 * The closed day's report as GET /api/hotel/reports/daily/{date} would answer it at close, built from the
 * stays the close read (no second read of them): its room revenue and taxes the night's postings.
 */
export function closedReport(
  date: CalendarDate,
  stays: readonly StayOfDate[],
  lines: DayLines,
  postings: readonly PostingLine[],
): DailyReport & DailyStays {
  const touching = stays.filter((stay) => stay.checkInDate <= date && date <= stay.checkOutDate);
  const sumOf = (...kinds: PostingKind[]) =>
    sumMoney(postings.filter((line) => kinds.includes(line.kind)).map((line) => line.amountCents));
  const report = buildDailyReport(date, {
    arrivals: touching.filter((stay) => stay.checkInDate === date).length,
    departures: touching.filter((stay) => stay.checkOutDate === date).length,
    inHouse: touching.filter((stay) => isInHouse(stay, date)).length,
    rooms: lines.rooms,
    roomRevenue: sumOf('Room'),
    taxes: sumOf('Tax 1', 'Tax 2'),
    extras: lines.extras,
    adjustments: lines.adjustments,
    payments: lines.payments,
  });
  const lists = buildDailyStays(
    date,
    touching.map((stay) => ({
      bookingId: stay.bookingId,
      guest: stay.guestName,
      roomNumber: stay.roomNumber,
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
      grandTotal: stay.grandTotal,
      extras: stay.extras,
      paid: stay.paid,
    })),
  );
  return { ...report, ...lists };
}

/** The figures the statistics read of a closed day (core/closed-day-figures.ts). */
export function figuresOfDay(
  date: CalendarDate,
  stays: readonly StayOfDate[],
  lines: DayLines,
  postings: readonly PostingLine[],
): ClosedDayFigures {
  return closedDayFigures({
    inHouse: stays.filter((stay) => isInHouse(stay, date)),
    postings,
    outOfOrder: lines.outOfOrder,
    extras: lines.extras,
  });
}

/** A closed day's row: who closed it when, its report and its figures. */
export interface ClosedDayRow {
  date: CalendarDate;
  closedAt: Date;
  closedBy: string;
  report: DailyReport & DailyStays;
  figures: ClosedDayFigures;
}

/** Writes closed days' rows with one INSERT … SELECT FROM unnest (a day's report is a jsonb of its own). */
export async function insertClosedDays(em: Em, days: readonly ClosedDayRow[]): Promise<void> {
  const BATCH = 100;
  for (let start = 0; start < days.length; start += BATCH) {
    const batch = days.slice(start, start + BATCH);
    const column = <T extends string | number>(pick: (day: ClosedDayRow) => T) => arrayLiteral(batch.map(pick));
    await hotelSql(
      em,
      sql`insert into audit_day (hotel_id, date, closed_at, closed_by, report, rooms_sold, out_of_order, room_cents,
                                 tax1_cents, tax2_cents, extras_cents, channels)
          select :hotel, u.date, u.closed_at, u.closed_by, u.report::jsonb, u.sold, u.ooo, u.room, u.tax1, u.tax2, u.extras, u.channels::jsonb
            from unnest(${column((day) => day.date)}::date[], ${column((day) => day.closedAt.toISOString())}::timestamptz[],
                        ${column((day) => day.closedBy)}::text[], ${column((day) => JSON.stringify(day.report))}::text[],
                        ${column((day) => day.figures.roomsSold)}::int[], ${column((day) => day.figures.outOfOrder)}::int[],
                        ${column((day) => day.figures.room)}::bigint[], ${column((day) => day.figures.tax1)}::bigint[],
                        ${column((day) => day.figures.tax2)}::bigint[], ${column((day) => day.figures.extras)}::bigint[],
                        ${column((day) => JSON.stringify(day.figures.channels))}::text[])
                 as u(date, closed_at, closed_by, report, sold, ooo, room, tax1, tax2, extras, channels)`,
      'run',
    );
  }
}
