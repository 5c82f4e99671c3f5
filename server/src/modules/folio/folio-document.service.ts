import type { RequestContext } from '../../context';
import { requireSession } from '../accounts/guards';
import { loadHotelDetails } from '../documents/hotel-details.service';
import type { FolioDocumentData } from './folio-pdf';
import { toFolioDto } from './folio.mapper';
import { getFolio } from './folio.service';

/** The receipt of one stay: the hotel's letterhead, the stay and its folio; another hotel's booking is a 404. */
export async function folioDocument(ctx: RequestContext, bookingId: number, now = new Date()): Promise<FolioDocumentData> {
  const session = requireSession(ctx);
  const folio = await getFolio(ctx, bookingId);
  const hotel = await loadHotelDetails(ctx.em, session.actingHotel.name);
  return { hotel, booking: folio.booking, folio: toFolioDto(folio), generatedAt: now };
}
