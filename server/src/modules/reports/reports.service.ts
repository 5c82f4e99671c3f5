import { buildMonthlyReport, buildQuarterlyReport, type MonthlyReport, type QuarterlyReport } from '@core/financial-report';
import { cents } from '@core/money';
import { raw } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { tenantQuery } from '../../db/tenant-query';
import { requireHotelId } from '../accounts/guards';
import { HOLDS_ROOM_SQL } from '../bookings/booking-overlap';
import { Booking } from '../bookings/booking.entity';
import { loadHotelTaxes } from '../tax-rates/hotel-taxes.service';

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
 * One GROUP BY over the (hotel_id, check_in_date) index: the year's bookings are summed by the database,
 * never loaded into memory. A booking belongs to the month of its check-in date; cancelled and no-show
 * stays are left out.
 */
export async function sumBookingsByMonth(em: Em, year: number) {
  const qb = await tenantQuery(em, Booking, 'b');
  const rows = await qb
    .select([
      raw('extract(month from b.check_in_date)::int as "month"'),
      raw(`coalesce(sum(b.subtotal_cents) filter (where b.rate_type in ('Daily', 'Weekly')), 0)::bigint as "taxable"`),
      raw(`coalesce(sum(b.subtotal_cents) filter (where b.rate_type = 'Monthly'), 0)::bigint as "nonTaxable"`),
      raw('coalesce(sum(b.tax_amount_cents), 0)::bigint as "tax1"'),
      raw('coalesce(sum(b.resort_fee_cents), 0)::bigint as "tax2"'),
      raw('coalesce(sum(b.grand_total_cents), 0)::bigint as "grandTotal"'),
    ])
    .andWhere({ checkInDate: { $gte: `${year}-01-01`, $lt: `${year + 1}-01-01` } })
    // Cancelled and no-show stays earned no room revenue; the report keeps its shape without them.
    .andWhere(raw(HOLDS_ROOM_SQL))
    .groupBy(raw('extract(month from b.check_in_date)'))
    .execute<MonthRow[]>('all');
  return rows.map((row) => ({
    month: Number(row.month),
    taxable: cents(Number(row.taxable)),
    nonTaxable: cents(Number(row.nonTaxable)),
    tax1: cents(Number(row.tax1)),
    tax2: cents(Number(row.tax2)),
    grandTotal: cents(Number(row.grandTotal)),
  }));
}

export async function monthlyReport(ctx: RequestContext, year: number): Promise<MonthlyReport & ReportTaxNames> {
  requireHotelId(ctx);
  const [sums, taxes] = await Promise.all([sumBookingsByMonth(ctx.em, year), loadHotelTaxes(ctx.em)]);
  return { ...buildMonthlyReport(sums), tax1Name: taxes.tax1Name, tax2Name: taxes.tax2Name };
}

export async function quarterlyReport(ctx: RequestContext, year: number): Promise<QuarterlyReport & ReportTaxNames> {
  const monthly = await monthlyReport(ctx, year);
  return { ...buildQuarterlyReport(monthly), tax1Name: monthly.tax1Name, tax2Name: monthly.tax2Name };
}
