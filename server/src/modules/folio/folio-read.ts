import { resolveSettings } from '@core/schemas/settings.schema';
import type { RequestContext } from '../../context';
import { notFound } from '@core/errors';
import { requireHotelId } from '../accounts/guards';
import { BOOKING_VIEW_COLUMNS, BOOKING_VIEW_FROM, toView, type BookingRow } from '../bookings/booking-list';
import { hotelTaxesOf, TAX_RATE_COLUMNS, TAX_RATE_ORDER, type TaxRateRow } from '../tax-rates/hotel-taxes.service';
import type { FolioChargeRow, FolioPaymentRow, FolioView } from './folio.service';

type JsonLine<T> = Omit<T, 'voidedAt'> & { voidedAt: string | null };

interface FolioRow extends BookingRow {
  charges: JsonLine<FolioChargeRow>[];
  payments: JsonLine<FolioPaymentRow>[];
  tax_rates: TaxRateRow[] | null;
  settings: Record<string, string> | null;
}

const VOIDED_AT = `to_char(l.voided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "voidedAt"`;
const LINE = `l.id, l.date, l.amount_cents as "amountCents", ${VOIDED_AT}, l.voided_by as "voidedBy"`;
const linesOf = (table: string, columns: string) =>
  `coalesce((select json_agg(x) from (select ${LINE}, ${columns} from ${table} l
    where l.hotel_id = b.hotel_id and l.booking_id = b.id order by l.date, l.id) x), '[]')`;

/**
 * The folio as one statement: the booking as the lists read it, its extras and payments, the hotel's tax
 * rates and settings (for the names of Tax 1 and Tax 2). One round trip instead of five statements in two;
 * the lines only shown, so read as values, not entities.
 */
const FOLIO_SQL = `select ${BOOKING_VIEW_COLUMNS},
    ${linesOf('folio_charge', 'l.description')} as charges,
    ${linesOf('folio_payment', 'l.method, l.reference')} as payments,
    (select json_agg(x) from (select ${TAX_RATE_COLUMNS} from tax_rate where hotel_id = b.hotel_id
      order by ${TAX_RATE_ORDER}) x) as tax_rates,
    (select json_object_agg(key, value) from hotel_setting where hotel_id = b.hotel_id) as settings
  ${BOOKING_VIEW_FROM} where b.hotel_id = ? and b.id = ?`;

/** The folio of one of the hotel's bookings (404 for another hotel's). */
export async function readFolio(ctx: RequestContext, bookingId: number): Promise<FolioView> {
  const [row] = await ctx.em.execute<FolioRow[]>(FOLIO_SQL, [requireHotelId(ctx), bookingId]);
  if (!row) throw notFound('Booking');
  const taxes = hotelTaxesOf(row.tax_rates ?? [], resolveSettings(row.settings ?? {}));
  const voided = <T>(line: JsonLine<T>) => ({ ...line, voidedAt: line.voidedAt === null ? null : new Date(line.voidedAt) });
  return {
    booking: toView(row),
    tax1Name: taxes.tax1Name,
    tax2Name: taxes.tax2Name,
    charges: row.charges.map(voided) as FolioChargeRow[],
    payments: row.payments.map(voided) as FolioPaymentRow[],
  };
}
