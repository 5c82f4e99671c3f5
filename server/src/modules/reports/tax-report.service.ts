import type { RateType } from '@core/booking-choices';
import { LONG_STAY_LINE_KINDS, type LongStayLineKind, type TaxSlot } from '@core/long-stay';
import { cents } from '@core/money';
import type { TaxReportQuery } from '@core/schemas/tax-report.schema';
import { addMonthsClamped } from '@core/stay-dates';
import type { TaxLine } from '@core/tax-choice';
import { buildTaxReport, type MonthStay, type ReportTax, type TaxReport } from '@core/tax-report';
import type { RequestContext } from '../../context';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import { hotelSql } from '../../db/hotel-sql';
import { EMPTY_SQL, rawSql, sql, type SqlFragment } from '../../db/sql';
import type { AuditBooks } from '@core/night-audit';
import { requireHotelId } from '../accounts';
import { readBooks } from '../night-audit';
import { loadSettings } from '../settings';
import { datedHotelTaxes, taxRateLikeOf, TAX_RATE_COLUMNS, TAX_RATE_ORDER, type TaxRateRow } from '../tax-rates';
import { openShares, taxedNightsSql, taxedUntilSql } from './night-shares';

interface StayRow {
  bookingId: number;
  guest: string;
  room: string;
  rateType: RateType;
  agreement: boolean;
  tax1RateId: number | null;
  tax2RateId: number | null;
  nights: number;
  roomRevenue: string;
  taxed1: string;
  taxed2: string;
  exempt1: number;
  exempt2: number;
  tax1: string;
  tax2: string;
}

/** The stay's nights of the month from the date `from` on (its exempt nights of a tax from the date after its taxed ones). */
const nightsFrom = (from: SqlFragment) =>
  sql`case when ${HOLDS_ROOM_SQL} then greatest(least(b.check_out_date, p.stop) - greatest(${from}, p.start), 0) else 0 end`;

/** An open share, for a stay that holds its room (a stay that no longer does has only what its closed nights posted). */
const heldShares = (share: SqlFragment) => sql`case when ${HOLDS_ROOM_SQL} then ${share} else 0 end`;

/** What the closed nights of the month posted of `kind`, the room's limited to a tax's taxed nights when asked. */
const posted = (kind: 'Room' | TaxSlot, taxedBy?: TaxSlot) =>
  sql`coalesce(sum(n.amount_cents) filter (where n.kind = ${kind}${taxedBy ? sql` and n.night < ${taxedNightsSql(taxedBy)}` : EMPTY_SQL}), 0)`;

/**
 * Every stay with nights in the month, by the night as the statistics read them: closed nights from the
 * night audit's postings, open nights each stay's shares (a tax over its taxed nights only), each stay's
 * revenue of its taxed nights and count of its exempt nights by tax. One statement: the stays through the GiST
 * index on the stay range, the postings through (hotel_id, date).
 */
export function monthStaysStatement(books: AuditBooks, start: string, stop: string): SqlFragment {
  return sql`with p as (select ${start}::date as start, ${stop}::date as stop),
     books as (select ${books.firstClosedDate}::date as first, ${books.lastClosedDate}::date as last),
     closed as (
       select n.booking_id, ${posted('Room')}::bigint as room, ${posted('Room', 'Tax 1')}::bigint as taxed1,
              ${posted('Room', 'Tax 2')}::bigint as taxed2, ${posted('Tax 1')}::bigint as tax1, ${posted('Tax 2')}::bigint as tax2
         from night_posting n join booking b on b.hotel_id = :hotel and b.id = n.booking_id
        where n.hotel_id = :hotel and n.date >= ${start}::date and n.date < ${stop}::date
        group by n.booking_id),
     stays as (
       select b.id from p join booking b on b.hotel_id = :hotel and ${HOLDS_ROOM_SQL}
          and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(p.start, p.stop, '[)')
       union select booking_id from closed)
     select b.id as "bookingId", b.guest_name as "guest", r.room_number as "room", b.rate_type as "rateType",
            b.long_stay_agreement as "agreement", b.tax1_rate_id as "tax1RateId", b.tax2_rate_id as "tax2RateId",
            ${nightsFrom(rawSql('b.check_in_date'))}::int as "nights",
            ${nightsFrom(taxedUntilSql('Tax 1'))}::int as "exempt1",
            ${nightsFrom(taxedUntilSql('Tax 2'))}::int as "exempt2",
            (coalesce(c.room, 0) + ${heldShares(openShares('Room'))})::bigint as "roomRevenue",
            (coalesce(c.taxed1, 0) + ${heldShares(openShares('Room', taxedUntilSql('Tax 1')))})::bigint as "taxed1",
            (coalesce(c.taxed2, 0) + ${heldShares(openShares('Room', taxedUntilSql('Tax 2')))})::bigint as "taxed2",
            (coalesce(c.tax1, 0) + ${heldShares(openShares('Tax 1'))})::bigint as "tax1",
            (coalesce(c.tax2, 0) + ${heldShares(openShares('Tax 2'))})::bigint as "tax2"
       from stays s join booking b on b.hotel_id = :hotel and b.id = s.id
       join room r on r.id = b.room_id
       cross join p cross join books
       left join closed c on c.booking_id = b.id
      order by b.id`;
}

/** The month's long-stay lines by tax rate and kind (the folio adjustments' (hotel_id, date) index). */
function readMonthLines(ctx: RequestContext, start: string, stop: string) {
  const kinds = rawSql(LONG_STAY_LINE_KINDS.map((kind) => `'${kind}'`).join(', '));
  return hotelSql<{ taxRateId: number; kind: LongStayLineKind; amount: string }>(
    ctx.em,
    sql`select a.tax_rate_id as "taxRateId", a.kind, sum(a.amount_cents)::bigint as "amount"
       from folio_adjustment a
      where a.hotel_id = :hotel and a.date >= ${start}::date and a.date < ${stop}::date
        and a.kind in (${kinds}) and a.tax_rate_id is not null
      group by a.tax_rate_id, a.kind`,
  );
}

const reportTaxOf = (line: TaxLine | null): ReportTax | null =>
  line && { taxRateId: line.taxRateId, name: line.name, applyTo: line.applyTo, longStay: line.longStay };

/**
 * GET /api/hotel/reports/tax?month=YYYY-MM (issue 26): each tax's room revenue of the month's nights, taxable
 * and exempt by reason, the tax charged on them, the month's long-stay refunds and dues, and the exempt
 * stays (core/tax-report.ts). The books, then four statements together: the stays, the lines, the tax rates, the settings.
 */
export async function taxReport(ctx: RequestContext, query: TaxReportQuery): Promise<TaxReport> {
  requireHotelId(ctx);
  const start = `${query.month}-01`;
  const stop = addMonthsClamped(start, 1);
  const books = await readBooks(ctx.em);
  const [stays, lines, rateRows, settings] = await Promise.all([
    hotelSql<StayRow>(ctx.em, monthStaysStatement(books, start, stop)),
    readMonthLines(ctx, start, stop),
    hotelSql<TaxRateRow>(
      ctx.em,
      sql`select ${TAX_RATE_COLUMNS} from tax_rate where hotel_id = :hotel order by ${TAX_RATE_ORDER}`,
    ),
    loadSettings(ctx.em),
  ]);
  // Stays priced before the rates were kept on each booking count under the hotel's Tax 1 and Tax 2 of the month.
  const current = datedHotelTaxes(rateRows, [], settings)(`${query.month}-01`);
  return buildTaxReport({
    month: query.month,
    rates: rateRows.map(taxRateLikeOf).map((rate) => ({
      taxRateId: rate.id,
      name: rate.name,
      applyTo: rate.applyTo,
      longStay: rate.longStay ?? null,
    })),
    current: { 'Tax 1': reportTaxOf(current.tax1), 'Tax 2': reportTaxOf(current.tax2) },
    stays: stays.map((row): MonthStay => ({
      bookingId: Number(row.bookingId),
      guest: row.guest,
      room: row.room,
      rateType: row.rateType,
      agreement: row.agreement,
      nights: row.nights,
      roomRevenue: cents(Number(row.roomRevenue)),
      taxes: {
        'Tax 1': {
          rateId: row.tax1RateId,
          taxedRevenue: cents(Number(row.taxed1)),
          exemptNights: row.exempt1,
          tax: cents(Number(row.tax1)),
        },
        'Tax 2': {
          rateId: row.tax2RateId,
          taxedRevenue: cents(Number(row.taxed2)),
          exemptNights: row.exempt2,
          tax: cents(Number(row.tax2)),
        },
      },
    })),
    lines: lines.map((line) => ({ taxRateId: line.taxRateId, kind: line.kind, amount: cents(Number(line.amount)) })),
  });
}
