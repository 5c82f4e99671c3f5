import { conflict, DomainError } from '@core/errors';
import type { RateType } from '@core/booking-choices';
import {
  CANCELLED_BY_GUEST,
  cancellationPolicyText,
  freeCancellationUntil,
  lateCancellationMessage,
  mayCancelOnline,
  notCancellableMessage,
} from '@core/online-booking';
import { ZERO, type Cents } from '@core/money';
import type { StayStatus } from '@core/stay-status';
import type { CalendarDate } from '@core/stay-dates';
import { hotelToday } from '../../clock';
import type { RequestContext } from '../../context';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import { applyStayActionIn, loadPricingContext } from '../bookings';
import { mailCancellation } from './booking-mail';
import { BOOKING_LINK_NOT_FOUND, openManagedBooking, type ManagedBooking } from './public-lookups';

/** The hotel as a guest's booking names it: whom they booked with and how to reach them. */
export interface HotelContact {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/**
 * A booking as its guest sees it through their link: their own stay and the hotel's contact, never an id of
 * the database, another guest or the desk's notes.
 */
export interface GuestBooking {
  /** The page's reference; null for a booking of the desk's. */
  reference: string | null;
  hotel: HotelContact;
  guestName: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  roomType: string;
  rateType: RateType;
  subtotal: Cents;
  taxes: { name: string; amount: Cents }[];
  total: Cents;
  status: StayStatus;
  cancellationPolicy: string;
  freeCancellationUntil: CalendarDate;
  canCancel: boolean;
  /** Not part of the guest's answer: whom the mails go to. */
  guestEmail: string | null;
  cancellationDays: number;
}

interface StayRow {
  guest_name: string;
  guest_email: string | null;
  check_in_date: string;
  check_out_date: string;
  nights: number;
  rate_type: RateType;
  subtotal_cents: Cents;
  tax_amount_cents: Cents;
  resort_fee_cents: Cents;
  grand_total_cents: Cents;
  stay_status: StayStatus;
  room_type_name: string | null;
}

/** The booking and its hotel as the guest sees them, read on the hotel's scope; `missing` when it is gone. */
export async function guestBookingOf(
  managed: Pick<ManagedBooking, 'em' | 'bookingId' | 'cancellationDays'> & { reference: string | null },
  missing: DomainError = new DomainError('NOT_FOUND', BOOKING_LINK_NOT_FOUND),
): Promise<GuestBooking> {
  const [[row], pricing] = await Promise.all([
    hotelSql<StayRow>(
      managed.em,
      sql`select b.guest_name, g.email as guest_email, b.check_in_date::text as check_in_date, b.check_out_date::text as check_out_date,
          b.nights, b.rate_type, b.subtotal_cents, b.tax_amount_cents, b.resort_fee_cents, b.grand_total_cents, b.stay_status,
          t.name as room_type_name
        from booking b join room r on r.id = b.room_id left join room_type t on t.id = r.room_type_id
          left join guest g on g.id = b.guest_id
        where b.hotel_id = :hotel and b.id = ${managed.bookingId}`,
    ),
    loadPricingContext(managed.em),
  ]);
  if (!row) throw missing;
  const { settings } = pricing;
  const taxes = pricing.taxesOn(row.check_in_date);
  const stay = { checkIn: row.check_in_date, stayStatus: row.stay_status };
  return {
    reference: managed.reference,
    hotel: {
      name: settings.motel_name,
      address: settings.motel_address,
      city: settings.motel_city,
      state: settings.motel_state,
      zip: settings.motel_zip,
      phone: settings.motel_phone,
    },
    guestName: row.guest_name,
    checkIn: row.check_in_date,
    checkOut: row.check_out_date,
    nights: row.nights,
    roomType: row.room_type_name ?? 'Room',
    rateType: row.rate_type,
    subtotal: row.subtotal_cents,
    taxes: [
      { name: taxes.tax1Name, amount: row.tax_amount_cents },
      { name: taxes.tax2Name, amount: row.resort_fee_cents },
    ].filter((tax) => tax.amount !== ZERO),
    total: row.grand_total_cents,
    status: row.stay_status,
    cancellationPolicy: cancellationPolicyText(managed.cancellationDays),
    freeCancellationUntil: freeCancellationUntil(row.check_in_date, managed.cancellationDays),
    canCancel: mayCancelOnline(stay, managed.cancellationDays, hotelToday(settings.timezone)),
    guestEmail: row.guest_email,
    cancellationDays: managed.cancellationDays,
  };
}

/** GET /api/public/bookings/{token}. */
export async function getManagedBooking(ctx: RequestContext, token: string): Promise<GuestBooking> {
  return guestBookingOf(await openManagedBooking(ctx, token));
}

/**
 * POST /api/public/bookings/{token}/cancel: inside the free-cancellation window a Reserved stay becomes
 * Cancelled (reason CANCELLED_BY_GUEST) through the desk's own cancel (its history, its closed-day rules);
 * after it, a 409 that says until when it was free and whom to call. A stay already cancelled is answered as
 * it is (a second click is not an error); one checked in or out is the hotel's to change. `cancelled` is true
 * when this request cancelled it (the cancellation mail goes once).
 */
export async function cancelManagedBooking(
  ctx: RequestContext,
  token: string,
): Promise<{ booking: GuestBooking; cancelled: boolean; managed: ManagedBooking }> {
  const managed = await openManagedBooking(ctx, token);
  const before = await guestBookingOf(managed);
  if (before.status === 'Cancelled') return { booking: before, cancelled: false, managed };
  if (before.status !== 'Reserved') throw conflict(notCancellableMessage(before.hotel.phone));
  if (!before.canCancel) throw conflict(lateCancellationMessage(before.checkIn, managed.cancellationDays, before.hotel.phone));
  await applyStayActionIn(managed.em, managed.hotelId, managed.bookingId, 'cancel', {
    version: null,
    reason: CANCELLED_BY_GUEST,
  });
  const booking = await guestBookingOf(managed);
  await mailCancellation(ctx.mailer, booking);
  return { booking, cancelled: true, managed };
}
