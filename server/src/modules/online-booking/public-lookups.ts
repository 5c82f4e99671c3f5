import { DomainError } from '@core/errors';
import { SLUG_NOT_FOUND } from '@core/online-booking';
import { SLUG_PATTERN } from '@core/schemas/online-booking.schema';
import { scopeToHotel, type RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { hashManageToken, isManageTokenShape } from './manage-token';
import type { StoredPage } from './online-booking-settings';

/**
 * The two reads that find a hotel with no one signed in (the guests' booking page and a guest's manage link):
 * by the page's address or by the hash of a link's token, across hotels on purpose (tenant-sql.test.ts names
 * this file). What follows runs on an EntityManager of its own scoped to the hotel found, whoever else may be
 * signed in in the same browser.
 */

export interface PublicPage {
  hotelId: number;
  page: StoredPage;
  /** A fresh EntityManager scoped to the page's hotel. */
  em: Em;
}

/** The page at /book/{slug}, when it is on; an unknown or switched-off page is the same 404. */
export async function openPage(ctx: RequestContext, slug: string): Promise<PublicPage> {
  if (!SLUG_PATTERN.test(slug)) throw new DomainError('NOT_FOUND', SLUG_NOT_FOUND);
  const rows = await (ctx.orm.em.fork() as Em).execute<PageRow[]>(
    `select hotel_id, enabled, slug, min_nights, max_days_ahead, cancellation_days, description, room_type_ids
       from online_booking_page where slug = ? and enabled`,
    [slug],
  );
  const row = rows[0];
  if (!row) throw new DomainError('NOT_FOUND', SLUG_NOT_FOUND);
  return {
    hotelId: row.hotel_id,
    page: {
      enabled: row.enabled,
      slug: row.slug,
      minNights: row.min_nights,
      maxDaysAhead: row.max_days_ahead,
      cancellationDays: row.cancellation_days,
      description: row.description,
      roomTypeIds: row.room_type_ids === null ? null : row.room_type_ids.map(Number),
    },
    em: scopedTo(ctx, row.hotel_id),
  };
}

interface PageRow {
  hotel_id: number;
  enabled: boolean;
  slug: string;
  min_nights: number;
  max_days_ahead: number;
  cancellation_days: number;
  description: string;
  room_type_ids: (number | string)[] | null;
}

export interface ManagedBooking {
  hotelId: number;
  bookingId: number;
  reference: string;
  cancellationDays: number;
  em: Em;
}

export const BOOKING_LINK_NOT_FOUND = 'This booking could not be found';

/** The booking of a manage link's token; a token we never issued (or whose booking is gone) is a 404. */
export async function openManagedBooking(ctx: RequestContext, token: string): Promise<ManagedBooking> {
  if (!isManageTokenShape(token)) throw notFoundLink();
  const rows = await (ctx.orm.em.fork() as Em).execute<
    { hotel_id: number; booking_id: number; reference: string; cancellation_days: number }[]
  >('select hotel_id, booking_id, reference, cancellation_days from booking_manage_link where token_hash = ?', [
    hashManageToken(token),
  ]);
  const row = rows[0];
  if (!row) throw notFoundLink();
  return {
    hotelId: row.hotel_id,
    bookingId: row.booking_id,
    reference: row.reference,
    cancellationDays: row.cancellation_days,
    em: scopedTo(ctx, row.hotel_id),
  };
}

const notFoundLink = () => new DomainError('NOT_FOUND', BOOKING_LINK_NOT_FOUND);

function scopedTo(ctx: RequestContext, hotelId: number): Em {
  const em = ctx.orm.em.fork() as Em;
  scopeToHotel(em, hotelId);
  return em;
}
