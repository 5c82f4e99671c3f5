import type { LongStayLineKind } from '@core/long-stay';
import { resolveSettings } from '@core/schemas/settings.schema';
import type { RequestContext } from '../../context';
import { notFound } from '@core/errors';
import { requireHotelId } from '../accounts';
import { BOOKING_VIEW_COLUMNS, BOOKING_VIEW_FROM, toView, type BookingRow, type BookingView } from '../bookings';
import {
  datedHotelTaxes,
  TAX_RATE_COLUMNS,
  TAX_RATE_ORDER,
  taxRateChangesSql,
  type TaxRateChangeRow,
  type TaxRateRow,
} from '../tax-rates';
import { hotelSql } from '../../db/hotel-sql';
import { isoTimestampSql, rawSql, sql, type SqlFragment } from '../../db/sql';
import { cents, type Cents } from '@core/money';
import type { AdjustmentKind } from '@core/schemas/folio.schema';
import type { FolioPosting } from '@core/folio-nights';
import type { AuditBooks, PostingKind } from '@core/night-audit';

/** A posting as the statement reads it (json: the amount a number of cents). */
interface PostingRow {
  date: string;
  kind: PostingKind;
  amountCents: number;
  roomNumber: string;
}

/** A folio line as the folio and its receipt show it: plain values, not a managed entity. */
interface FolioLineRow {
  id: number;
  date: string;
  amountCents: Cents;
  voidedAt: Date | null;
  voidedBy: string | null;
}
export interface FolioChargeRow extends FolioLineRow {
  description: string;
}
export interface FolioPaymentRow extends FolioLineRow {
  method: string;
  reference: string | null;
}
/** An adjustment (issue 25): final, never voided; positive a charge, negative a credit. */
export interface FolioAdjustmentRow {
  id: number;
  date: string;
  kind: AdjustmentKind | LongStayLineKind;
  amountCents: Cents;
  reason: string;
}

/** A stay's folio as read: the booking (its figures are the room and tax lines), its extras and payments. */
export interface FolioView {
  booking: BookingView;
  /** The room's type (null for a room without one): the pricing note's rates. */
  roomTypeId: number | null;
  tax1Name: string;
  tax2Name: string;
  charges: FolioChargeRow[];
  payments: FolioPaymentRow[];
  adjustments: FolioAdjustmentRow[];
  /** Its closed nights' postings (issue 25), oldest first. */
  postings: FolioPosting[];
  /** The hotel's books: which days are closed. */
  books: AuditBooks;
}

type JsonLine<T> = Omit<T, 'voidedAt'> & { voidedAt: string | null };

interface FolioRow extends BookingRow {
  room_type_id: number | null;
  charges: JsonLine<FolioChargeRow>[];
  payments: JsonLine<FolioPaymentRow>[];
  adjustments: FolioAdjustmentRow[];
  postings: PostingRow[];
  books: AuditBooks;
  tax_rates: TaxRateRow[] | null;
  tax_rate_changes: TaxRateChangeRow[] | null;
  settings: Record<string, string> | null;
}

const LINE = sql`l.id, l.date, l.amount_cents as "amountCents", ${isoTimestampSql('l.voided_at')} as "voidedAt", l.voided_by as "voidedBy"`;
const linesOf = (table: string, columns: string) =>
  sql`coalesce((select json_agg(x) from (select ${LINE}, ${rawSql(columns)} from ${rawSql(table)} l
    where l.hotel_id = b.hotel_id and l.booking_id = b.id order by l.date, l.id) x), '[]')`;

/**
 * The folios of the hotel's bookings that meet `where` (over the booking `b`), in this order, as one statement:
 * each booking as the lists read it, its extras, payments and adjustments, its closed nights' postings and the
 * hotel's books (which days are closed), the hotel's tax rates, their changes and settings (for the names of Tax 1
 * and Tax 2 on each stay's check-in date).
 * One round trip instead of five statements in two; the lines only shown, so read as values, not entities.
 */
const foliosStatement = (where: SqlFragment, order: SqlFragment) => sql`select ${BOOKING_VIEW_COLUMNS}, r.room_type_id,
    ${linesOf('folio_charge', 'l.description')} as charges,
    ${linesOf('folio_payment', 'l.method, l.reference')} as payments,
    coalesce((select json_agg(x) from (select l.id, l.date, l.kind, l.amount_cents as "amountCents", l.reason
      from folio_adjustment l where l.hotel_id = b.hotel_id and l.booking_id = b.id order by l.date, l.id) x), '[]') as adjustments,
    coalesce((select json_agg(x) from (select p.date, p.kind, p.amount_cents as "amountCents", p.room_number as "roomNumber"
      from night_posting p where p.hotel_id = b.hotel_id and p.booking_id = b.id order by p.date, p.kind) x), '[]') as postings,
    (select json_build_object('firstClosedDate', min(d.date)::text, 'lastClosedDate', max(d.date)::text)
      from audit_day d where d.hotel_id = b.hotel_id) as books,
    (select json_agg(x) from (select ${TAX_RATE_COLUMNS} from tax_rate where hotel_id = b.hotel_id
      order by ${TAX_RATE_ORDER}) x) as tax_rates, ${taxRateChangesSql(rawSql('b.hotel_id'))} as tax_rate_changes,
    (select json_object_agg(key, value) from hotel_setting where hotel_id = b.hotel_id) as settings
  ${BOOKING_VIEW_FROM} where b.hotel_id = :hotel and ${where} order by ${order}`;

const voided = <T>(line: JsonLine<T>) => ({ ...line, voidedAt: line.voidedAt === null ? null : new Date(line.voidedAt) });

function toFolioView(row: FolioRow): FolioView {
  // The stay is taxed by what was in force on its check-in date: its taxes are named so too.
  const taxes = datedHotelTaxes(
    row.tax_rates ?? [],
    row.tax_rate_changes ?? [],
    resolveSettings(row.settings ?? {}),
  )(row.check_in_date);
  return {
    booking: toView(row),
    roomTypeId: row.room_type_id,
    tax1Name: taxes.tax1Name,
    tax2Name: taxes.tax2Name,
    charges: row.charges.map(voided) as FolioChargeRow[],
    payments: row.payments.map(voided) as FolioPaymentRow[],
    adjustments: row.adjustments,
    postings: row.postings.map(({ amountCents, ...posting }) => ({ ...posting, amount: cents(amountCents) })),
    books: row.books,
  };
}

/** The folio of one of the hotel's bookings (404 for another hotel's). */
export async function readFolio(ctx: RequestContext, bookingId: number): Promise<FolioView> {
  const [folio] = await readFolios(ctx, sql`b.id = ${bookingId}`, rawSql('b.id'));
  if (!folio) throw notFound('Booking');
  return folio;
}

/**
 * The folios of the hotel's bookings that meet `where` (a condition over the booking `b`), in `order`: a
 * guest's statement reads its stays' folios in one statement, whatever lines they hold.
 */
export async function readFolios(ctx: RequestContext, where: SqlFragment, order: SqlFragment): Promise<FolioView[]> {
  requireHotelId(ctx);
  return (await hotelSql<FolioRow>(ctx.em, foliosStatement(where, order))).map(toFolioView);
}
