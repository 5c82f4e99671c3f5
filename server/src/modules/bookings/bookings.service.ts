import { conflict, invalidInput, notFound } from '@core/errors';
import { deletionRefusal } from '@core/stay-status';
import { formatMoney } from '@core/money';
import type { BookingSearch } from '@core/schemas/booking-search.schema';
import type { BookingInput } from '@core/schemas/booking.schema';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import { requireHotelId } from '../accounts';
import { loadPricingContext } from './booking-pricing';
import { bookingViewById, bookingViewsOverlapping } from './booking-list';
import { countMatchingBookings, isFiltered, searchBookingPage } from './booking-search';
import { applyBookingUpdate, refusingOverlaps } from './booking-writes';
import { createBookingWithRefusals } from './create-booking';
import { renewChainAfterSave } from './auto-renewal';
import { chainStartOf, chainReach, hasLongStayRules, StayChains } from './long-stay-chains';
import { Booking } from './booking.entity';
import { FolioPayment } from '../folio';
import type { BookingView } from './booking.mapper';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import { holdBooks, refuseClosedDayChange } from '../night-audit';
import { confirmDeskBooking } from '../online-booking';

/**
 * A page of the bookings that match (all of them when nothing filters), most recently created first unless
 * sorted, and how many match in all. `beforeId` is GraphQL's cursor (the default order only).
 */
export async function findBookings(
  ctx: RequestContext,
  query: BookingSearch,
  beforeId: number | null = null,
): Promise<{ nodes: BookingView[]; total: number }> {
  requireHotelId(ctx);
  if (beforeId !== null && query.sort && !(query.sort.key === 'id' && query.sort.descending)) {
    throw invalidInput('A cursor (after) pages the default order only: use offset with sort');
  }
  const { nodes, total } = await searchBookingPage(ctx, query, beforeId);
  if (total !== null) return { nodes, total };
  // An empty page (past the end, or nothing matches) carries no total: count on its own.
  return { nodes, total: isFiltered(query) ? await countMatchingBookings(ctx, query) : await countBookings(ctx) };
}

/**
 * Bookings whose stay overlaps the window [from, to) (check-out exclusive), for the availability board.
 * The window is capped by the core schema, so the answer is at most rooms x window nights.
 */
export async function listBookingsOverlapping(ctx: RequestContext, from: string, to: string): Promise<BookingView[]> {
  requireHotelId(ctx);
  return bookingViewsOverlapping(ctx, from, to);
}

/** The hotel's number of bookings, kept by the database (booking_totals): one row, not a count of the history. */
export async function countBookings(ctx: RequestContext): Promise<number> {
  requireHotelId(ctx);
  const [totals] = await hotelSql<{ bookings: number }>(ctx.em, sql`select bookings from booking_totals where hotel_id = :hotel`);
  return totals?.bookings ?? 0;
}

export async function getBooking(ctx: RequestContext, id: number): Promise<BookingView> {
  requireHotelId(ctx);
  return bookingViewOr404(ctx, id);
}

/**
 * Creates a booking, atomically with its new guest (if the name matches nobody), its first payment, its
 * activity log entries and the demo's transaction count: one statement (create-booking.ts). An expired demo
 * is refused; an overlapping stay is refused by the database itself.
 */
export async function createBooking(ctx: RequestContext, input: BookingInput): Promise<BookingView> {
  const hotelId = requireHotelId(ctx);
  // The hotel's settings and taxes are read first, side by side on two connections: at READ COMMITTED a read
  // just before the write sees what one inside it would. The demo count is still checked and raised by the write.
  const pricing = await loadPricingContext(ctx.em);
  // The new booking is answered from what the write returned (its room as read there), not read again.
  const created = await createBookingWithRefusals(ctx.em, hotelId, input, pricing);
  // The hotel mails the guest of every desk booking its confirmation (setting confirm_desk_bookings).
  if (pricing.settings.confirm_desk_bookings === '1') await confirmDeskBooking(ctx, created.id);
  if (!created.autoRenew) return created;
  // Saved inside the renewal window, it renews at once; read again, since a refusal is kept on it.
  await renewChainAfterSave(ctx.em, created.id);
  return bookingViewOr404(ctx, created.id);
}

/**
 * Edits recompute every figure from the inputs; they work in an expired demo too. One edit of a booking at
 * a time (its row is locked); `expectedVersion`, when given, is the version the edit was based on, and an
 * older one than the booking's is refused (409) rather than overwriting someone else's change.
 */
export async function updateBooking(
  ctx: RequestContext,
  id: number,
  input: BookingInput & { paidAmountGiven?: boolean },
  expectedVersion: number | null = null,
): Promise<BookingView> {
  const hotelId = requireHotelId(ctx);
  await refusingOverlaps(ctx.em, async (em, attempt) => {
    // An edit may move the stay onto past nights: the books are held before the booking is locked (closed-day-guard.ts).
    await holdBooks(em);
    const booking = await lockForEdit(em, Booking, 'booking', id, expectedVersion);
    // Without Paid, the folio's payments stand (booking.schema.ts bookingUpdateSchema).
    const edited = input.paidAmountGiven === false ? { ...input, paidAmount: formatMoney(booking.paidAmountCents) } : input;
    const pricing = await loadPricingContext(em);
    // Its chain at its new place (one statement, none without long-stay rules); its later bookings keep their figures.
    const chains = hasLongStayRules(pricing.rates)
      ? await StayChains.read(em, [chainStartOf(edited, booking.id)], chainReach(pricing.rates))
      : StayChains.none();
    await applyBookingUpdate(em, hotelId, booking, edited, pricing, attempt, chains);
  });
  ctx.em.clear();
  const saved = await bookingViewOr404(ctx, id);
  if (!saved.autoRenew) return saved;
  await renewChainAfterSave(ctx.em, id);
  return bookingViewOr404(ctx, id);
}

/**
 * Locked like an edit, so that the deletion's history entry holds what the last edit left; refused (409)
 * when it names an older version than the booking's, and when it is not a mistake to undo: a stay checked
 * in, or one with live payments (they would vanish from the day's takings), core/stay-status.ts.
 */
export async function deleteBooking(ctx: RequestContext, id: number, expectedVersion: number | null = null): Promise<void> {
  requireHotelId(ctx);
  await deleteLocked(ctx.em, Booking, 'booking', id, expectedVersion, async (booking, em) => {
    // A booking with posted nights is part of its closed days' books (core/closed-days.ts).
    await refuseClosedDayChange(em, booking.id, booking, null);
    // The booking is locked, and every folio change locks it first: no payment slips in meanwhile.
    const livePayments = await em.count(FolioPayment, { booking: booking.id, voidedAt: null });
    const refusal = deletionRefusal({
      id: booking.id,
      stayStatus: booking.stayStatus,
      paidCents: booking.paidAmountCents,
      hasLivePayments: livePayments > 0,
    });
    if (refusal) throw conflict(refusal);
  });
}

export async function bookingViewOr404(ctx: RequestContext, id: number): Promise<BookingView> {
  const view = await bookingViewById(ctx, id);
  if (!view) throw notFound('Booking');
  return view;
}
