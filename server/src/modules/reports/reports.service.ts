import { buildMonthlyReport, buildQuarterlyReport, type MonthlyReport, type QuarterlyReport } from '@core/financial-report';
import { cents } from '@core/money';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { loadHotelTaxes } from '../tax-rates';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';

export interface ReportTaxNames {
  tax1Name: string;
  tax2Name: string;
}

interface MonthRow {
  month: number;
  taxable: string;
  nonTaxable: string;
  tax1: string;
  tax2: string;
  grandTotal: string;
}

/**
 * The year's twelve kept rows (booking_month_totals, migration 0023: the database sums each booking write
 * into its hotel's month in the same transaction), never the year's bookings. A booking belongs to the month
 * of its check-in date; cancelled and no-show stays are left out; a month without stays may have no row.
 */
async function sumBookingsByMonth(em: Em, year: number) {
  const rows = await hotelSql<MonthRow>(
    em,
    sql`select extract(month from month)::int as "month", taxable_cents as "taxable", non_taxable_cents as "nonTaxable",
            tax_cents as "tax1", resort_fee_cents as "tax2", grand_total_cents as "grandTotal"
       from booking_month_totals where hotel_id = :hotel and month >= ${`${year}-01-01`} and month < ${`${year + 1}-01-01`}`,
  );
  return rows.map((row) => ({
    month: Number(row.month),
    taxable: cents(Number(row.taxable)),
    nonTaxable: cents(Number(row.nonTaxable)),
    tax1: cents(Number(row.tax1)),
    tax2: cents(Number(row.tax2)),
    grandTotal: cents(Number(row.grandTotal)),
  }));
}

/**
 * The year's live folio extras by the month of their own date, as the daily report counts them (whatever
 * became of the stay), read through the (hotel_id, date) index of migration 0018.
 */
async function sumExtrasByMonth(em: Em, year: number) {
  const rows = await hotelSql<{ month: number; extras: string }>(
    em,
    sql`select extract(month from date)::int as "month", sum(amount_cents)::bigint as "extras"
       from folio_charge where hotel_id = :hotel and date >= ${`${year}-01-01`} and date < ${`${year + 1}-01-01`}
        and voided_at is null
      group by 1`,
  );
  return rows.map((row) => ({ month: Number(row.month), extras: cents(Number(row.extras)) }));
}

export async function monthlyReport(ctx: RequestContext, year: number): Promise<MonthlyReport & ReportTaxNames> {
  requireHotelId(ctx);
  const [sums, extras, taxes] = await Promise.all([
    sumBookingsByMonth(ctx.em, year),
    sumExtrasByMonth(ctx.em, year),
    loadHotelTaxes(ctx.em),
  ]);
  return { ...buildMonthlyReport(sums, extras), tax1Name: taxes.tax1Name, tax2Name: taxes.tax2Name };
}

export async function quarterlyReport(ctx: RequestContext, year: number): Promise<QuarterlyReport & ReportTaxNames> {
  const monthly = await monthlyReport(ctx, year);
  return { ...buildQuarterlyReport(monthly), tax1Name: monthly.tax1Name, tax2Name: monthly.tax2Name };
}
