import type { RequestContext } from '../../context';
import { requireSession } from '../accounts';
import { GUEST_LIST_PDF_MAX_ROWS, type GuestListDocumentData } from './guest-list-pdf';
import { loadHotelDetails } from '../../documents/hotel-details.service';
import type { RegistrationDocumentData } from './registration-pdf';
import { toGuestDto } from './guest.mapper';
import { getGuest, guestStats, listGuestRows } from './guests.service';

/** The guest list report: the first GUEST_LIST_PDF_MAX_ROWS guests by name, and counts over all of them. */
export async function guestListDocument(ctx: RequestContext, now = new Date()): Promise<GuestListDocumentData> {
  const session = requireSession(ctx);
  const guests = await listGuestRows(ctx, GUEST_LIST_PDF_MAX_ROWS);
  const stats = await guestStats(ctx);
  const hotel = await loadHotelDetails(ctx.em, session.actingHotel.name);
  return { hotel, guests, stats, generatedAt: now };
}

/** One guest's registration form; another hotel's guest is a 404 like any read by id. */
export async function registrationDocument(
  ctx: RequestContext,
  guestId: number,
  now = new Date(),
): Promise<RegistrationDocumentData> {
  const session = requireSession(ctx);
  const guest = await getGuest(ctx, guestId);
  const hotel = await loadHotelDetails(ctx.em, session.actingHotel.name);
  return { hotel, guest: toGuestDto(guest), generatedAt: now };
}
