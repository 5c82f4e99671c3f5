import { cancellationMail, confirmationMail, type BookingMailDetails, type ComposedMail } from '@core/booking-mail';
import { invalidInput, notFound } from '@core/errors';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import type { Mailer } from '../../mail/mailer';
import { requireHotelId } from '../accounts';
import { BookingManageLink } from './booking-manage-link.entity';
import { guestBookingOf, type GuestBooking } from './manage-booking';
import { hashManageToken, manageUrlOf, newManageToken } from './manage-token';
import { readPage } from './online-booking-settings';

/**
 * The guest's mails: the confirmation (from the booking page, from the desk's "Send confirmation", and for
 * every desk booking when the hotel's setting confirm_desk_bookings is '1') and the cancellation. The manage
 * link's token is in the mail's text only: never in the mailer's log line (no `link` is given), never stored.
 */

export const NO_GUEST_EMAIL = "This booking's guest has no email address: add one to their guest record first";

const detailsOf = (booking: GuestBooking, manageUrl: string | null): BookingMailDetails => ({
  hotel: booking.hotel,
  guestName: booking.guestName,
  reference: booking.reference,
  checkIn: booking.checkIn,
  checkOut: booking.checkOut,
  nights: booking.nights,
  roomType: booking.roomType,
  subtotal: booking.subtotal,
  taxes: booking.taxes,
  total: booking.total,
  cancellationDays: booking.cancellationDays,
  manageUrl,
});

/** Sends a guest's mail; a mail that cannot be sent does not undo the booking it is about, and is logged without its text. */
async function sendToGuest(mailer: Mailer, to: string, mail: ComposedMail): Promise<boolean> {
  try {
    await mailer.send({ to, subject: mail.subject, text: mail.text });
    return true;
  } catch (error) {
    console.error(`[mail] could not send "${mail.subject}": ${(error as Error).message}`);
    return false;
  }
}

/** The page's confirmation of a booking just made, with the link the answer gave. */
export async function mailOnlineConfirmation(
  mailer: Mailer,
  booking: { em: Em; bookingId: number; reference: string; cancellationDays: number },
  to: string,
  manageUrl: string,
): Promise<void> {
  const seen = await guestBookingOf(booking);
  await sendToGuest(mailer, to, confirmationMail(detailsOf(seen, manageUrl)));
}

/** The cancellation mail, to the guest's email on record (none: no mail). */
export async function mailCancellation(mailer: Mailer, booking: GuestBooking): Promise<void> {
  if (booking.guestEmail) await sendToGuest(mailer, booking.guestEmail, cancellationMail(detailsOf(booking, null)));
}

/**
 * The booking as its confirmation tells it, from the desk: a booking of the page with its link (the policy it
 * was booked under), or one of the desk's without (the page's policy of today, and the hotel's phone).
 */
async function deskBookingFor(em: Em, bookingId: number): Promise<{ booking: GuestBooking; link: BookingManageLink | null }> {
  const link = await em.findOne(BookingManageLink, { bookingId });
  const cancellationDays = link?.cancellationDays ?? (await readPage(em)).cancellationDays;
  const booking = await guestBookingOf(
    { em, bookingId, reference: link?.reference ?? null, cancellationDays },
    notFound('Booking'),
  );
  return { booking, link };
}

/**
 * POST /api/hotel/bookings/{id}/send-confirmation (the desk's "Send confirmation"): mails the guest their
 * confirmation; 422 when the guest has no email. A booking of the page gets a new link (only its token's hash
 * was kept, so the first mail's link cannot be sent again: the new one replaces it); a desk booking gets none,
 * and the mail gives the hotel's phone to change or cancel it.
 */
export async function sendBookingConfirmation(ctx: RequestContext, bookingId: number): Promise<{ message: string }> {
  requireHotelId(ctx);
  const { booking, link } = await deskBookingFor(ctx.em, bookingId);
  if (!booking.guestEmail) throw invalidInput(NO_GUEST_EMAIL);
  let manageUrl: string | null = null;
  if (link) {
    const token = newManageToken();
    await ctx.em.nativeUpdate(BookingManageLink, { id: link.id }, { tokenHash: hashManageToken(token) });
    manageUrl = manageUrlOf(ctx.config.appUrl, token);
  }
  const sent = await sendToGuest(ctx.mailer, booking.guestEmail, confirmationMail(detailsOf(booking, manageUrl)));
  if (!sent) throw invalidInput('The confirmation could not be sent: please check the mail settings and try again');
  return { message: `Confirmation sent to ${booking.guestEmail}` };
}

/** A desk booking just made, when the hotel confirms every one (confirm_desk_bookings '1'): to a guest with an email. */
export async function confirmDeskBooking(ctx: RequestContext, bookingId: number): Promise<void> {
  const { booking } = await deskBookingFor(ctx.em, bookingId);
  if (booking.guestEmail) await sendToGuest(ctx.mailer, booking.guestEmail, confirmationMail(detailsOf(booking, null)));
}
