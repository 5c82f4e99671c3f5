import { exemptNightsNote } from '@core/folio-nights';
import type { RequestContext } from '../../context';
import { requireSession } from '../accounts';
import { loadHotelDetails } from '../../documents/hotel-details.service';
import type { FolioDocumentData } from './folio-pdf';
import { toFolioDto } from './folio.mapper';
import { getFolio } from './folio.service';

/** The receipt of one stay: the hotel's letterhead, the stay and its folio; another hotel's booking is a 404. */
export async function folioDocument(ctx: RequestContext, bookingId: number, now = new Date()): Promise<FolioDocumentData> {
  const session = requireSession(ctx);
  const folio = await getFolio(ctx, bookingId);
  const hotel = await loadHotelDetails(ctx.em, session.actingHotel.name);
  const { nights, tax1TaxedNights, tax2TaxedNights } = folio.booking;
  // The long-stay rules' exempt nights of each tax, said under the stay (core/folio-nights.ts).
  const exemptNotes = [
    exemptNightsNote(folio.tax1Name, tax1TaxedNights ?? nights, nights),
    exemptNightsNote(folio.tax2Name, tax2TaxedNights ?? nights, nights),
  ].filter((note): note is string => note !== null);
  return { hotel, booking: folio.booking, folio: toFolioDto(folio), generatedAt: now, exemptNotes };
}
