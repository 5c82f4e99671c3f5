import { batchOverlapMessage, overlappingBatchStay, rowError, withBatchStay, type BatchStay } from '@core/booking-batch';
import { conflict, DomainError } from '@core/errors';
import { parseInput } from '@core/parse-input';
import { bookingBatchRowSchema, mergeBookingUpdate } from '@core/schemas/booking-batch.schema';
import { bookingSchema } from '@core/schemas/booking.schema';
import type { RequestContext } from '../../context';
import { lockForEdit } from '../../db/locked-edit';
import { requireHotelId } from '../accounts/guards';
import { bookingViewsByIds } from './booking-list';
import { loadPricingContext } from './booking-pricing';
import { applyBookingUpdate, inputFieldsOf, insertBooking, refusingOverlaps, type Attempt } from './booking-writes';
import { Booking } from './booking.entity';
import type { BookingView } from './booking.mapper';

/**
 * Saves a paste or fill: every row, in order, in one transaction, or none. A row with an id updates that
 * booking (only the fields given change; priced again; not a demo transaction; its row locked and, when the
 * row names a version, refused if the booking has changed since), a row without creates one
 * exactly as POST /api/hotel/bookings would. The first failing row refuses the whole batch with its own
 * status and message, its position in front ("Row 3: ..."). Rows of the batch that overlap each other are
 * refused before the database sees them, naming the earlier row; overlaps with saved stays are refused by
 * the database's exclusion constraint, as for a single booking.
 */
export async function saveBookingBatch(ctx: RequestContext, rows: readonly unknown[]): Promise<BookingView[]> {
  const hotelId = requireHotelId(ctx);
  const ids = await refusingOverlaps(ctx.em, async (em, attempt) => {
    const pricing = await loadPricingContext(em);
    let stays: BatchStay[] = [];
    const written: number[] = [];
    for (const [index, value] of rows.entries()) {
      const row = index + 1;
      // The stay a row is about to write is checked against the batch's earlier rows before it is written.
      const checked: Attempt = (stay) => {
        const batchStay: BatchStay = {
          row,
          bookingId: stay.exceptId ?? null,
          roomId: stay.room.id,
          roomNumber: stay.room.roomNumber,
          checkInDate: stay.checkInDate,
          checkOutDate: stay.checkOutDate,
        };
        const other = overlappingBatchStay(stays, batchStay);
        if (other) throw conflict(batchOverlapMessage(other));
        stays = withBatchStay(stays, batchStay);
        attempt({ ...stay, row });
      };
      try {
        const item = parseInput(bookingBatchRowSchema, value);
        if (item.id === null) {
          const input = parseInput(bookingSchema, item.fields);
          written.push((await insertBooking(em, hotelId, input, pricing, checked)).id);
        } else {
          const booking = await lockForEdit(em, Booking, 'booking', item.id, item.version);
          const input = parseInput(bookingSchema, mergeBookingUpdate(inputFieldsOf(booking), item.fields));
          written.push((await applyBookingUpdate(em, hotelId, booking, input, pricing, checked)).id);
        }
      } catch (error) {
        throw error instanceof DomainError ? rowError(row, error) : error;
      }
    }
    return written;
  });
  ctx.em.clear();
  return bookingViewsByIds(ctx, ids);
}
