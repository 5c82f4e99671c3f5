import { demoExpiredMessage } from '@core/licence-state';
import { forbidden, invalidInput, notFound } from '@core/errors';
import { guestNameForBooking } from '@core/guest-name';
import type { BookingInput } from '@core/schemas/booking.schema';
import type { Paging } from '@core/schemas/paging.schema';
import { raw } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts/guards';
import { Guest } from '../guests/guest.entity';
import { findGuestOr404 } from '../guests/guests.service';
import { Room } from '../rooms/room.entity';
import { HotelSetting } from '../settings/hotel-setting.entity';
import { findOverlappingBooking, isOverlapViolation, overlapConflict } from './booking-overlap';
import { loadPricingContext, priceBooking } from './booking-pricing';
import { bookingViewById, bookingViewsOverlapping, recentBookingViews } from './booking-list';
import { BookingTotals } from './booking-totals.entity';
import { Booking } from './booking.entity';
import type { BookingView } from './booking.mapper';

const POPULATE = ['room', 'room.roomType'] as const;

/** Most recently created first, a page at a time. */
export async function listBookings(ctx: RequestContext, paging: Paging): Promise<BookingView[]> {
  requireHotelId(ctx);
  return recentBookingViews(ctx, { limit: paging.limit, offset: paging.offset });
}

/** Keyset paging for GraphQL: bookings created before the one with id `beforeId`. */
export async function bookingsBefore(
  ctx: RequestContext,
  beforeId: number | null,
  first: number,
): Promise<{ nodes: BookingView[]; hasMore: boolean }> {
  requireHotelId(ctx);
  const rows = await recentBookingViews(ctx, { beforeId, limit: first + 1 });
  return { nodes: rows.slice(0, first), hasMore: rows.length > first };
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
  const totals = await ctx.em.findOne(BookingTotals, {});
  return totals?.bookings ?? 0;
}

export async function getBooking(ctx: RequestContext, id: number): Promise<BookingView> {
  requireHotelId(ctx);
  return bookingViewOr404(ctx, id);
}

/**
 * Creates a booking in one transaction with its new guest (if the name matches nobody) and the demo's
 * transaction count. An expired demo is refused; an overlapping stay is refused by the database itself.
 */
export async function createBooking(ctx: RequestContext, input: BookingInput): Promise<BookingView> {
  const hotelId = requireHotelId(ctx);
  // The new booking is answered from what the transaction wrote (its room and room type loaded with the
  // room), not read again: one query fewer per booking.
  return refusingOverlaps(ctx.em, async (em, attempt) => {
    const pricing = await loadPricingContext(em);
    if (pricing.licence.expired) throw forbidden(demoExpiredMessage(pricing.licence));
    const room = await findRoomOr404(em, input.roomId, true);
    const figures = priceBooking(input, pricing);
    attempt({ room, checkInDate: figures.checkInDate, checkOutDate: figures.checkOutDate });
    const guest = await guestFor(em, hotelId, input);
    const booking = em.create(Booking, {
      hotel: hotelId,
      room,
      guest,
      guestName: input.guest,
      ...storedFigures(figures),
      paymentMethod: input.paymentMethod,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await em.flush();
    if (!pricing.licence.licensed) await countDemoTransaction(em);
    return booking;
  });
}

/** Edits recompute every figure from the inputs; they work in an expired demo too. */
export async function updateBooking(ctx: RequestContext, id: number, input: BookingInput): Promise<BookingView> {
  const hotelId = requireHotelId(ctx);
  await refusingOverlaps(ctx.em, async (em, attempt) => {
    const booking = await findBookingOr404(em, id);
    const pricing = await loadPricingContext(em);
    const room = await findRoomOr404(em, input.roomId);
    const figures = priceBooking(input, pricing);
    attempt({ room, checkInDate: figures.checkInDate, checkOutDate: figures.checkOutDate, exceptId: booking.id });
    const guest = input.guest === booking.guestName && !input.guestId ? booking.guest : await guestFor(em, hotelId, input);
    em.assign(booking, { room, guest, guestName: input.guest, ...storedFigures(figures), paymentMethod: input.paymentMethod });
    await em.flush();
  });
  ctx.em.clear();
  return bookingViewOr404(ctx, id);
}

export async function deleteBooking(ctx: RequestContext, id: number): Promise<void> {
  requireHotelId(ctx);
  const booking = await findBookingOr404(ctx.em, id);
  await ctx.em.remove(booking).flush();
}

async function bookingViewOr404(ctx: RequestContext, id: number): Promise<BookingView> {
  const view = await bookingViewById(ctx, id);
  if (!view) throw notFound('Booking');
  return view;
}

async function findBookingOr404(em: Em, id: number): Promise<Booking> {
  const booking = await em.findOne(Booking, { id }, { populate: POPULATE });
  if (!booking) throw notFound('Booking');
  return booking;
}

async function findRoomOr404(em: Em, id: number, withType = false): Promise<Room> {
  const room = await em.findOne(Room, { id }, withType ? { populate: ['roomType'] } : {});
  if (!room) throw notFound('Room');
  return room;
}

interface AttemptedStay {
  room: Room;
  checkInDate: string;
  checkOutDate: string;
  exceptId?: number;
}

/**
 * Runs a booking change in a transaction. `work` reports the stay it is about to write; the database's
 * exclusion constraint alone decides whether it overlaps another stay (no check beforehand: one query fewer
 * for every booking written, and no race between a check and the write), and its refusal becomes a 409 that
 * names the booking in the way.
 */
async function refusingOverlaps<T>(em: Em, work: (em: Em, attempt: (stay: AttemptedStay) => void) => Promise<T>): Promise<T> {
  let attempted: AttemptedStay | null = null;
  try {
    return await em.transactional((tx) => work(tx as Em, (stay) => (attempted = stay)));
  } catch (error) {
    const stay = attempted as AttemptedStay | null;
    if (!stay || !isOverlapViolation(error)) throw error;
    em.clear();
    const existing = await findOverlappingBooking(em, { roomId: stay.room.id, roomNumber: stay.room.roomNumber, ...stay });
    throw existing ? overlapConflict(stay.room.roomNumber, existing) : error;
  }
}

/**
 * The booking's guest: the one picked from the autocomplete, else the guest with exactly this name,
 * else a new guest created from the typed name (blank names become 'Guest', not VIP).
 */
async function guestFor(em: Em, hotelId: number, input: BookingInput): Promise<Guest> {
  if (input.guestId) return findGuestOr404(em, input.guestId);
  const name = guestNameForBooking(input.guest);
  if (name.firstName.length > 100 || name.lastName.length > 100) throw invalidInput('Failed to create guest record');
  const existing = await em.findOne(
    Guest,
    {
      [raw((alias) => `lower(${alias}.first_name)`)]: name.firstName.toLowerCase(),
      [raw((alias) => `lower(${alias}.last_name)`)]: name.lastName.toLowerCase(),
    },
    { orderBy: { id: 'asc' } },
  );
  return (
    existing ??
    em.create(Guest, { hotel: hotelId, firstName: name.firstName, lastName: name.lastName, vip: false, createdAt: new Date() })
  );
}

/** One atomic increment, so concurrent bookings of a demo hotel all count. */
async function countDemoTransaction(em: Em): Promise<void> {
  await em.nativeUpdate(
    HotelSetting,
    { key: 'transaction_count' },
    { value: raw(`(coalesce(nullif(value, ''), '0')::int + 1)::text`) },
  );
}

function storedFigures(figures: ReturnType<typeof priceBooking>) {
  return {
    checkInDate: figures.checkInDate,
    checkOutDate: figures.checkOutDate,
    rateType: figures.rateType,
    nights: figures.nights,
    dailyWeeklyAmountCents: figures.dailyWeeklyAmount,
    monthlyAmountCents: figures.monthlyAmount,
    subtotalCents: figures.subtotal,
    taxAmountCents: figures.taxAmount,
    resortFeeCents: figures.resortFee,
    grandTotalCents: figures.grandTotal,
    paidAmountCents: figures.paidAmount,
    status: figures.paymentStatus,
  };
}
