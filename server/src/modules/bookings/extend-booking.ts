import { conflict, notFound } from '@core/errors';
import { renewalPeriods } from '@core/renewal';
import type { BookingExtendInput } from '@core/schemas/booking-extend.schema';
import { holdsRoom } from '@core/stay-status';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts';
import { holdBooks } from '../night-audit';
import { lockChainEnd } from './booking-chain';
import { bookingViewsByIds } from './booking-list';
import { loadPricingContext } from './booking-pricing';
import { refusingOverlaps } from './booking-writes';
import { addPeriods } from './add-periods';
import { Booking } from './booking.entity';
import type { BookingView } from './booking.mapper';
import { renewChainAfterSave } from './auto-renewal';

/**
 * POST /api/hotel/bookings/{id}/extend (issue 26): the next bookings of the stay's chain after its last one,
 * one per period, all in one transaction or none. Each is created as POST /api/hotel/bookings creates one
 * (insertBooking: priced by the engine, the demo's count, closed nights, the activity log) and refused as one
 * (409 naming the stay in the way). The chain's end is locked first, so racing extensions queue.
 */
export async function extendBooking(ctx: RequestContext, id: number, input: BookingExtendInput): Promise<BookingView[]> {
  const hotelId = requireHotelId(ctx);
  const ids = await refusingOverlaps(ctx.em, async (em, attempt) => {
    // The new stays may start on a past day: the books are held before any booking is locked (closed-day-guard.ts).
    await holdBooks(em);
    const start = await em.findOne(Booking, { id });
    if (!start) throw notFound('Booking');
    if (!holdsRoom(start.stayStatus)) throw conflict(`A ${start.stayStatus} booking cannot be extended`);
    const end = await lockChainEnd(em, id);
    const periods = renewalPeriods(end, input.periods, input.nights);
    return addPeriods(em, hotelId, end, periods, await loadPricingContext(em), attempt);
  });
  ctx.em.clear();
  // The new last booking renews in its turn if it is already due (it carries autoRenew over).
  if (ids.length > 0) await renewChainAfterSave(ctx.em, ids.at(-1)!);
  return bookingViewsByIds(ctx, ids);
}
