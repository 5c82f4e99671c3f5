import type { BookingSource } from '@core/booking-choices';
import { demoExpiredMessage, licenceState } from '@core/licence-state';
import { forbidden } from '@core/errors';
import { folioPaymentStatus } from '@core/folio';
import { addMoney, formatMoney, subtractMoney, ZERO, type Cents } from '@core/money';
import { hotelToday } from '../../clock';
import type { BookingInputFields } from '@core/schemas/booking-batch.schema';
import type { BookingInput } from '@core/schemas/booking.schema';
import { DEFAULT_TRANSACTION_LIMIT } from '@core/schemas/settings.schema';
import type { Em } from '../../db/orm';
import { Guest } from '../guests';
import { blockRefusingStay, outOfOrderConflict } from '../housekeeping';
import { isSerializationFailure } from '../../db/serialization-failure';
import { Room } from '../rooms';
import { findRoomAndNamedGuest, findRoomOr404, guestFor, type BookingRoom } from './booking-room-guest';
import { isOverlapViolation, overlapRefusal } from './booking-overlap';
import { priceBooking, type PricingContext } from './booking-pricing';
import { Booking } from './booking.entity';
import { FolioPayment } from '../folio';
import type { BookingView } from './booking.mapper';
import { rowError } from '@core/booking-batch';
import { hotelSql } from '../../db/hotel-sql';
import { rawSql, sql } from '../../db/sql';
import { refuseClosedDayChange, refuseNewStayOnClosedNights } from '../night-audit';
import { LockMode } from '@mikro-orm/core';
import { chainFrom } from './booking-chain';
import { longStayLinesOf, StayChains } from './long-stay-chains';
import { chainBookingOfEntity, refundLinesFor, writeLongStayLines } from './long-stay-lines';

/** Whether a booking's input carries a long-stay agreement (left out: none, or an edited booking's own). */
export const agreementOf = (input: BookingInput, kept = false): boolean => input.longStayAgreement ?? kept;

/**
 * The writes of a booking that single requests and batches share: one place prices, checks the demo limit,
 * finds or creates the guest and stores the figures, so a batch row behaves exactly as its single request.
 */

export interface AttemptedStay {
  room: Pick<BookingRoom, 'id' | 'roomNumber'>;
  checkInDate: string;
  checkOutDate: string;
  exceptId?: number;
  /** A batch row's 1-based position, named in the refusal. */
  row?: number;
}

export type Attempt = (stay: AttemptedStay) => void;
/** What a refusal needs of the stay: its room's id is enough (create-booking.ts has not read the number). */
export type RefusableStay = Omit<AttemptedStay, 'room'> & { room: Pick<BookingRoom, 'id'> };
export type AttemptOfUnreadRoom = (stay: RefusableStay) => void;

/**
 * A new booking, written (flushed) inside the caller's transaction, answered as the lists show it (its room
 * as read here, not read again). Its room and guest are looked up as plain rows and given to the entity as
 * references: the flush then has one new booking to write and nothing else to walk.
 */
export async function insertBooking(
  em: Em,
  hotelId: number,
  input: BookingInput,
  pricing: PricingContext,
  attempt: Attempt,
  chains: StayChains = StayChains.none(),
  source: BookingSource = 'Desk',
): Promise<BookingView> {
  let figures = priceBooking(input, pricing);
  // A stay on closed nights would change closed days (core/closed-days.ts).
  const stay = { checkInDate: figures.checkInDate, checkOutDate: figures.checkOutDate, stayStatus: 'Reserved' };
  await refuseNewStayOnClosedNights(em, stay, hotelToday(pricing.timezone));
  await spendDemoTransaction(em, pricing);
  const { room, guestId } = await findRoomAndNamedGuest(em, input);
  attempt({ room, checkInDate: figures.checkInDate, checkOutDate: figures.checkOutDate });
  const guest = guestId !== null ? em.getReference(Guest, guestId) : await guestFor(em, hotelId, input);
  // Its chain is known once its guest is: priced again at its place there (the same figures for a first booking).
  const { place, predecessors } = chains.placeOf({
    ...stay,
    id: 0,
    guestId: guest.id,
    roomId: room.id,
    holdsRoom: true,
    agreement: agreementOf(input),
  });
  if (place.nightsBefore > 0 || place.agreement) figures = priceBooking(input, pricing, place);
  const booking = em.create(Booking, {
    hotel: hotelId,
    room: em.getReference(Room, room.id),
    guest,
    guestName: input.guest,
    ...storedFigures(figures),
    paymentMethod: input.paymentMethod,
    longStayAgreement: input.longStayAgreement ?? false,
    autoRenew: input.autoRenew ?? false,
    renewalError: null,
    source,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  // What the form says was paid is the folio's first payment, in the booking's payment method.
  paymentFromPaidEdit(em, hotelId, booking, ZERO, figures.paidAmount, pricing.timezone);
  const refunds = refundLinesFor(figures, place, predecessors, pricing.taxesOn(figures.checkInDate), []);
  await writeLongStayLines(em, hotelId, booking, refunds);
  await em.flush();
  chains.written(chainBookingOfEntity(booking, refunds));
  return viewOf(booking, room);
}

function viewOf(booking: Booking, room: BookingRoom): BookingView {
  return {
    id: booking.id,
    room,
    guestName: booking.guestName,
    guest: booking.guest ? { id: booking.guest.id } : null,
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    rateType: booking.rateType,
    nights: booking.nights,
    dailyWeeklyAmountCents: booking.dailyWeeklyAmountCents,
    monthlyAmountCents: booking.monthlyAmountCents,
    subtotalCents: booking.subtotalCents,
    taxAmountCents: booking.taxAmountCents,
    resortFeeCents: booking.resortFeeCents,
    grandTotalCents: booking.grandTotalCents,
    extrasCents: booking.extrasCents,
    paidAmountCents: booking.paidAmountCents,
    paymentMethod: booking.paymentMethod,
    longStayAgreement: booking.longStayAgreement,
    status: booking.status,
    stayStatus: booking.stayStatus,
    cancelReason: booking.cancelReason ?? null,
    autoRenew: booking.autoRenew,
    renewalError: booking.renewalError ?? null,
    source: booking.source,
    version: booking.version,
    createdAt: booking.createdAt,
  };
}

/**
 * Paid as the booking form and the grid edit it: the difference from what the folio held (`before`) becomes
 * one payment (a refund when lower), dated today on the hotel's clock, in the booking's payment method; the
 * booking's paid amount stays the sum of its payments.
 */
function paymentFromPaidEdit(em: Em, hotelId: number, booking: Booking, before: Cents, after: Cents, timezone: string): void {
  const difference = subtractMoney(after, before);
  if (difference === 0) return;
  em.create(FolioPayment, {
    hotel: hotelId,
    booking,
    date: hotelToday(timezone),
    method: booking.paymentMethod,
    amountCents: difference,
    reference: null,
    createdAt: new Date(),
    voidedAt: null,
    voidedBy: null,
  });
}

/**
 * A booking's new inputs, priced again and written (flushed) inside the caller's transaction. The booking
 * comes locked, its version checked (lockForEdit).
 */
export async function applyBookingUpdate(
  em: Em,
  hotelId: number,
  booking: Booking,
  input: BookingInput,
  pricing: PricingContext,
  attempt: Attempt,
  chains: StayChains = StayChains.none(),
): Promise<Booking> {
  const room = await findRoomOr404(em, input.roomId);
  let figures = priceBooking(input, pricing);
  attempt({ room, checkInDate: figures.checkInDate, checkOutDate: figures.checkOutDate, exceptId: booking.id });
  const guest = input.guest === booking.guestName && !input.guestId ? booking.guest : await guestFor(em, hotelId, input);
  // Priced again at its place in its chain; the chain's later bookings keep their figures.
  const { place, predecessors } = chains.placeOf({
    id: booking.id,
    guestId: guest?.id ?? null,
    roomId: room.id,
    checkInDate: figures.checkInDate,
    checkOutDate: figures.checkOutDate,
    holdsRoom: true,
    agreement: agreementOf(input, booking.longStayAgreement),
  });
  if (place.nightsBefore > 0 || place.agreement) figures = priceBooking(input, pricing, place);
  // A booking with posted nights keeps what its closed days hold (core/closed-days.ts).
  const stored = storedFigures(figures);
  await refuseClosedDayChange(em, booking.id, booking, { ...stored, stayStatus: booking.stayStatus });
  const paidBefore = booking.paidAmountCents;
  const autoRenew = input.autoRenew ?? booking.autoRenew;
  // Turned off, the chain stops at its current end: the bookings after this one renew no more either.
  if (booking.autoRenew && !autoRenew) await stopRenewingAfter(em, booking.id);
  em.assign(booking, {
    room: em.getReference(Room, room.id),
    guest,
    guestName: input.guest,
    ...stored,
    // The status follows the folio: the new grand total and the extras against the payments.
    status: folioPaymentStatus(figures.grandTotal, addMoney(booking.extrasCents, booking.adjustmentsCents), figures.paidAmount),
    paymentMethod: input.paymentMethod,
    longStayAgreement: input.longStayAgreement ?? booking.longStayAgreement,
    autoRenew,
    // Nothing left to refuse once it no longer renews.
    ...(autoRenew ? {} : { renewalError: null }),
  });
  paymentFromPaidEdit(em, hotelId, booking, paidBefore, figures.paidAmount, pricing.timezone);
  const existing = chains.isEmpty() ? [] : await longStayLinesOf(em, booking.id);
  const refunds = refundLinesFor(figures, place, predecessors, pricing.taxesOn(figures.checkInDate), existing);
  await writeLongStayLines(em, hotelId, booking, refunds);
  await em.flush();
  chains.written(chainBookingOfEntity(booking, [...existing, ...refunds]));
  return booking;
}

/**
 * Turns autoRenew off on the bookings that follow `bookingId` in its chain (locked, through the unit of work,
 * so the activity log records each): the chain then ends where it ends now.
 */
async function stopRenewingAfter(em: Em, bookingId: number): Promise<void> {
  const later = (await chainFrom(em, bookingId)).slice(1);
  if (later.length === 0) return;
  const locked = await em.find(
    Booking,
    { id: { $in: later }, autoRenew: true },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } },
  );
  for (const booking of locked) em.assign(booking, { autoRenew: false, renewalError: null });
}

/** A booking's inputs as a request would send them: the base an update's given fields go over. */
export function inputFieldsOf(booking: Booking): BookingInputFields {
  return {
    roomId: booking.room.id,
    guest: booking.guestName,
    guestId: booking.guest?.id ?? null,
    checkInDate: booking.checkInDate,
    rateType: booking.rateType,
    nights: booking.nights,
    dailyWeeklyAmount: formatMoney(booking.dailyWeeklyAmountCents),
    monthlyAmount: formatMoney(booking.monthlyAmountCents),
    grandTotal: formatMoney(booking.grandTotalCents),
    paidAmount: formatMoney(booking.paidAmountCents),
    paymentMethod: booking.paymentMethod,
    status: booking.status,
    longStayAgreement: booking.longStayAgreement,
    autoRenew: booking.autoRenew,
  };
}

/**
 * The demo limit, in one place (a single create and every created row of a batch): refuses a new booking
 * of an expired demo and counts this one. The count is checked and raised by one UPDATE that matches only
 * while the count is below the limit; its row stays locked until the booking's transaction ends, so
 * concurrent creates queue on it and exactly the remaining number succeed (a check of a count read
 * earlier let 14 of 50 through with 5 left), and a booking that fails later gives its transaction back.
 * The count is the server's bookkeeping, not a setting anyone changed: the audit trail records the booking.
 */
export async function spendDemoTransaction(em: Em, pricing: PricingContext): Promise<void> {
  if (pricing.licence.licensed) return;
  if (pricing.licence.expired) throw forbidden(demoExpiredMessage(pricing.licence));
  if (await countDemoTransaction(em)) return;
  // A hotel without a count row yet (older data) gets one at 0, then the same atomic step decides.
  await hotelSql(
    em,
    sql`insert into hotel_setting (hotel_id, key, value) values (:hotel, 'transaction_count', '0') on conflict (hotel_id, key) do nothing`,
  );
  if (await countDemoTransaction(em)) return;
  const usedUp = licenceState({ ...pricing.settings, transaction_count: pricing.settings.transaction_limit }, new Date());
  throw forbidden(demoExpiredMessage(usedUp.expired ? usedUp : pricing.licence));
}

const COUNT = rawSql(`coalesce(nullif(trim(value), ''), '0')::int`);
const LIMIT = sql`(select coalesce(nullif(trim(value), ''), ${String(DEFAULT_TRANSACTION_LIMIT)})::int from hotel_setting
  where hotel_id = :hotel and key = 'transaction_limit')`;

/** Raises the hotel's demo count by one if it is below the limit; false when the limit is reached. */
async function countDemoTransaction(em: Em): Promise<boolean> {
  const counted = await hotelSql(
    em,
    sql`update hotel_setting set value = (${COUNT} + 1)::text
      where hotel_id = :hotel and key = 'transaction_count' and ${COUNT} < coalesce(${LIMIT}, ${DEFAULT_TRANSACTION_LIMIT})
      returning value`,
  );
  return counted.length > 0;
}

/**
 * Runs a booking change in a transaction. `work` reports the stay it is about to write; the database's
 * exclusion constraint alone decides whether it overlaps another stay (no check beforehand: one query fewer
 * for every booking written, and no race between a check and the write), and its triggers whether it meets
 * a room block (migration 0019); a refusal becomes a 409 that names the booking or the block in the way
 * (and the batch row that tried).
 */
export async function refusingOverlaps<T>(
  em: Em,
  work: (em: Em, attempt: AttemptOfUnreadRoom) => Promise<T>,
  // false for work that is one statement (create-booking.ts): it commits on its own, without BEGIN and COMMIT.
  { transaction = true }: { transaction?: boolean } = {},
): Promise<T> {
  for (let run = 1; ; run++) {
    let attempted: RefusableStay | null = null;
    const attempt: AttemptOfUnreadRoom = (stay) => (attempted = stay);
    try {
      return transaction ? await em.transactional((tx) => work(tx as Em, attempt)) : await work(em, attempt);
    } catch (error) {
      const stay = attempted as RefusableStay | null;
      const blockId = blockRefusingStay(error);
      // Two stays of one room inserted at the same moment may each wait on the other's exclusion check:
      // PostgreSQL then rolls one back as a deadlock (40P01), and the stay that won may itself still be
      // waiting on a third racer. The loser is refused at once if a committed stay is in its way; else it runs
      // again after a short random pause, so that it does not meet the same racers in the same order (the
      // contended bench at 870 creates a second saw 2 in 2,600 answer 500 after four immediate runs).
      const deadlocked = isSerializationFailure(error);
      if (blockId === null && !isOverlapViolation(error) && !deadlocked) throw error;
      if (deadlocked) deadlockVictims++;
      em.clear();
      const refusal = !stay
        ? null
        : blockId !== null
          ? await outOfOrderConflict(em, blockId)
          : await overlapRefusal(em, { ...stay, roomId: stay.room.id });
      if (refusal) throw stay!.row ? rowError(stay!.row, refusal) : refusal;
      if (deadlocked && run < DEADLOCK_RUNS) {
        await new Promise((resolve) => setTimeout(resolve, run * (1 + Math.random() * 4)));
        continue;
      }
      throw error;
    }
  }
}

/** How many times a booking write runs when PostgreSQL keeps choosing it as a deadlock's victim. */
export const DEADLOCK_RUNS = 8;

let deadlockVictims = 0;

/**
 * How many booking writes of this process PostgreSQL has chosen as a deadlock's (or a serialization
 * failure's) victim, each then refused or run again: the evidence that a race took that path.
 */
export function deadlockVictimCount(): number {
  return deadlockVictims;
}

export function storedFigures(figures: ReturnType<typeof priceBooking>) {
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
    tax1RateId: figures.taxRateIds.tax1,
    tax2RateId: figures.taxRateIds.tax2,
    tax1TaxedNights: figures.taxedNights.tax1,
    tax2TaxedNights: figures.taxedNights.tax2,
  };
}
