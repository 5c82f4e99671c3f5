import { cents, sumMoney, type Cents } from '@core/money';
import type { LedgerQuery } from '@core/schemas/ledger.schema';
import type { RequestContext } from '../../context';
import { hotelSql } from '../../db/hotel-sql';
import { rawSql, sql } from '../../db/sql';
import { requireHotelId } from '../accounts';

/**
 * What a ledger line is: a closed night's posting, an extra, an adjustment (its description the reason), or a
 * payment (a refund is a negative one).
 */
export const LEDGER_KINDS = ['Room', 'Tax 1', 'Tax 2', 'Extra', 'Adjustment', 'Payment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerLine {
  /** The line's id in its own kind: a posting's, an extra's or a payment's. */
  id: number;
  date: string;
  bookingId: number;
  roomNumber: string;
  guest: string;
  kind: LedgerKind;
  description: string;
  amount: Cents;
}

export interface LedgerTotals {
  room: Cents;
  tax1: Cents;
  tax2: Cents;
  extras: Cents;
  adjustments: Cents;
  payments: Cents;
}

export interface Ledger {
  lines: LedgerLine[];
  totals: LedgerTotals;
}

// The kinds in the order a day lists them: its nights' postings, then extras, then payments.
const KIND_ORDER = rawSql(
  `case kind when 'Room' then 0 when 'Tax 1' then 1 when 'Tax 2' then 2 when 'Extra' then 3 when 'Adjustment' then 4 else 5 end`,
);

/**
 * GET /api/hotel/ledger?from&to: the books of a range, oldest first. A posting carries the room it was made
 * for; an extra or payment the stay's room now. Voided lines are left out. Three reads, each through its
 * table's (hotel_id, date) index, in one statement.
 */
export async function ledger(ctx: RequestContext, query: LedgerQuery): Promise<Ledger> {
  requireHotelId(ctx);
  const rows = await hotelSql<{
    id: number;
    date: string;
    bookingId: number;
    roomNumber: string;
    guest: string;
    kind: LedgerKind;
    description: string;
    amount: number;
    nights: number;
    night: number | null;
  }>(
    ctx.em,
    sql`select * from (
       select n.id, n.date::text as "date", n.booking_id as "bookingId", n.room_number as "roomNumber",
              b.guest_name as "guest", n.kind, '' as "description", n.amount_cents as "amount", b.nights, n.night
         from night_posting n join booking b on b.id = n.booking_id
        where n.hotel_id = :hotel and n.date between ${query.from}::date and ${query.to}::date
       union all
       select c.id, c.date::text, c.booking_id, r.room_number, b.guest_name, 'Extra', c.description, c.amount_cents, b.nights, null
         from folio_charge c join booking b on b.id = c.booking_id join room r on r.id = b.room_id
        where c.hotel_id = :hotel and c.date between ${query.from}::date and ${query.to}::date and c.voided_at is null
       union all
       select a.id, a.date::text, a.booking_id, r.room_number, b.guest_name, 'Adjustment', a.reason, a.amount_cents, b.nights, null
         from folio_adjustment a join booking b on b.id = a.booking_id join room r on r.id = b.room_id
        where a.hotel_id = :hotel and a.date between ${query.from}::date and ${query.to}::date
       union all
       select y.id, y.date::text, y.booking_id, r.room_number, b.guest_name, 'Payment',
              y.method || coalesce(' ' || y.reference, ''), y.amount_cents, b.nights, null
         from folio_payment y join booking b on b.id = y.booking_id join room r on r.id = b.room_id
        where y.hotel_id = :hotel and y.date between ${query.from}::date and ${query.to}::date and y.voided_at is null
     ) as line
     order by "date", ${KIND_ORDER}, "bookingId", id`,
  );
  const lines = rows.map(({ nights, night, ...row }) => ({
    ...row,
    // A posting says which of the stay's nights it is.
    description: night === null ? row.description : `Night ${night + 1} of ${nights}`,
    amount: cents(row.amount),
  }));
  const total = (kind: LedgerKind) => sumMoney(lines.filter((line) => line.kind === kind).map((line) => line.amount));
  return {
    lines,
    totals: {
      room: total('Room'),
      tax1: total('Tax 1'),
      tax2: total('Tax 2'),
      extras: total('Extra'),
      adjustments: total('Adjustment'),
      payments: total('Payment'),
    },
  };
}
