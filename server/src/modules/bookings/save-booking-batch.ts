import { batchOverlapMessage, overlappingBatchStay, rowError, withBatchStay, type BatchStay } from '@core/booking-batch';
import { conflict, DomainError } from '@core/errors';
import { parseInput } from '@core/parse-input';
import { bookingBatchRowSchema, mergeBookingUpdate } from '@core/schemas/booking-batch.schema';
import { bookingSchema } from '@core/schemas/booking.schema';
import type { RequestContext } from '../../context';
import { lockForEdit } from '../../db/locked-edit';
import { requireHotelId } from '../accounts';
import { bookingViewsByIds } from './booking-list';
import { loadPricingContext } from './booking-pricing';
import { applyBookingUpdate, inputFieldsOf, insertBooking, refusingOverlaps, type Attempt } from './booking-writes';
import { Booking } from './booking.entity';
import { holdBooks } from '../night-audit';
import { renewChainAfterSave } from './auto-renewal';
import { guestNameForBooking } from '@core/guest-name';
import { isCalendarDate } from '@core/stay-dates';
import { chainStartOf, chainReach, hasLongStayRules, StayChains, type ChainStart } from './long-stay-chains';
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
    // Its rows may put stays on past nights: the books are held before any booking is locked (closed-day-guard.ts).
    await holdBooks(em);
    const pricing = await loadPricingContext(em);
    // The rows' chains in one statement (none without long-stay rules); each row written joins them.
    const chains = hasLongStayRules(pricing.rates)
      ? await StayChains.read(em, rows.map(chainStartOfRow), chainReach(pricing.rates))
      : StayChains.none();
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
          written.push((await insertBooking(em, hotelId, input, pricing, checked, chains, 'Batch')).id);
        } else {
          const booking = await lockForEdit(em, Booking, 'booking', item.id, item.version);
          const input = parseInput(bookingSchema, mergeBookingUpdate(inputFieldsOf(booking), item.fields));
          written.push((await applyBookingUpdate(em, hotelId, booking, input, pricing, checked, chains)).id);
        }
      } catch (error) {
        throw error instanceof DomainError ? rowError(row, error) : error;
      }
    }
    return written;
  });
  ctx.em.clear();
  const saved = await bookingViewsByIds(ctx, ids);
  const renewing = saved.filter((booking) => booking.autoRenew);
  if (renewing.length === 0) return saved;
  // Rows saved inside the renewal window renew at once, as a single save does; read again for their renewalError.
  for (const booking of renewing) await renewChainAfterSave(ctx.em, booking.id);
  return bookingViewsByIds(ctx, ids);
}

/** Where a row's chain search starts; a row that does not parse starts none (it is refused in its turn). */
function chainStartOfRow(value: unknown): ChainStart {
  const parsed = bookingBatchRowSchema.safeParse(value);
  if (!parsed.success) return { guestId: null, name: null, exceptId: null, checkInDate: null };
  const { id, fields } = parsed.data;
  if (id === null) {
    const input = bookingSchema.safeParse(fields);
    return input.success ? chainStartOf(input.data) : { guestId: null, name: null, exceptId: null, checkInDate: null };
  }
  // The fields are raw until merged: only what reads plainly as a guest id, a name or a date is used here.
  const guestId = typeof fields.guestId === 'number' ? fields.guestId : null;
  const guest = typeof fields.guest === 'string' ? fields.guest : null;
  const checkIn = isCalendarDate(fields.checkInDate) ? fields.checkInDate : null;
  return { guestId, name: guestId === null && guest ? guestNameForBooking(guest) : null, exceptId: id, checkInDate: checkIn };
}
