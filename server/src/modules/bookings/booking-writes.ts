import { demoExpiredMessage, licenceState } from '@core/licence-state';
import { forbidden } from '@core/errors';
import { folioPaymentStatus } from '@core/folio';
import { formatMoney, subtractMoney, ZERO, type Cents } from '@core/money';
import { todayInZone } from '@core/stay-dates';
import type { BookingInputFields } from '@core/schemas/booking-batch.schema';
import type { BookingInput } from '@core/schemas/booking.schema';
import { DEFAULT_TRANSACTION_LIMIT } from '@core/schemas/settings.schema';
import type { Em } from '../../db/orm';
import { Guest } from '../guests/guest.entity';
import { blockRefusingStay, outOfOrderConflict } from '../housekeeping/room-block-refusals';
import { isSerializationFailure } from '../../db/serialization-failure';
import { Room } from '../rooms/room.entity';
import { findRoomAndNamedGuest, findRoomOr404, guestFor, type BookingRoom } from './booking-room-guest';
import { isOverlapViolation, overlapRefusal } from './booking-overlap';
import { priceBooking, type PricingContext } from './booking-pricing';
import { Booking } from './booking.entity';
import { FolioPayment } from '../folio/folio-line.entity';
import type { BookingView } from './booking.mapper';
import { rowError } from '@core/booking-batch';

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
): Promise<BookingView> {
  await spendDemoTransaction(em, hotelId, pricing);
  const { room, guestId } = await findRoomAndNamedGuest(em, hotelId, input);
  const figures = priceBooking(input, pricing);
  attempt({ room, checkInDate: figures.checkInDate, checkOutDate: figures.checkOutDate });
  const guest = guestId !== null ? em.getReference(Guest, guestId) : await guestFor(em, hotelId, input);
  const booking = em.create(Booking, {
    hotel: hotelId,
    room: em.getReference(Room, room.id),
    guest,
    guestName: input.guest,
    ...storedFigures(figures),
    paymentMethod: input.paymentMethod,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  // What the form says was paid is the folio's first payment, in the booking's payment method.
  paymentFromPaidEdit(em, hotelId, booking, ZERO, figures.paidAmount, pricing.timezone);
  await em.flush();
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
    status: booking.status,
    stayStatus: booking.stayStatus,
    cancelReason: booking.cancelReason ?? null,
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
    date: todayInZone(timezone),
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
): Promise<Booking> {
  const room = await findRoomOr404(em, hotelId, input.roomId);
  const figures = priceBooking(input, pricing);
  attempt({ room, checkInDate: figures.checkInDate, checkOutDate: figures.checkOutDate, exceptId: booking.id });
  const guest = input.guest === booking.guestName && !input.guestId ? booking.guest : await guestFor(em, hotelId, input);
  const paidBefore = booking.paidAmountCents;
  em.assign(booking, {
    room: em.getReference(Room, room.id),
    guest,
    guestName: input.guest,
    ...storedFigures(figures),
    // The status follows the folio: the new grand total and the extras against the payments.
    status: folioPaymentStatus(figures.grandTotal, booking.extrasCents, figures.paidAmount),
    paymentMethod: input.paymentMethod,
  });
  paymentFromPaidEdit(em, hotelId, booking, paidBefore, figures.paidAmount, pricing.timezone);
  await em.flush();
  return booking;
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
export async function spendDemoTransaction(em: Em, hotelId: number, pricing: PricingContext): Promise<void> {
  if (pricing.licence.licensed) return;
  if (pricing.licence.expired) throw forbidden(demoExpiredMessage(pricing.licence));
  if (await countDemoTransaction(em, hotelId)) return;
  // A hotel without a count row yet (older data) gets one at 0, then the same atomic step decides.
  await em.execute(
    `insert into hotel_setting (hotel_id, key, value) values (?, 'transaction_count', '0') on conflict (hotel_id, key) do nothing`,
    [hotelId],
  );
  if (await countDemoTransaction(em, hotelId)) return;
  const usedUp = licenceState({ ...pricing.settings, transaction_count: pricing.settings.transaction_limit }, new Date());
  throw forbidden(demoExpiredMessage(usedUp.expired ? usedUp : pricing.licence));
}

const COUNT = `coalesce(nullif(trim(value), ''), '0')::int`;
const LIMIT = `(select coalesce(nullif(trim(value), ''), '${DEFAULT_TRANSACTION_LIMIT}')::int from hotel_setting where hotel_id = ? and key = 'transaction_limit')`;

/** Raises the hotel's demo count by one if it is below the limit; false when the limit is reached. */
async function countDemoTransaction(em: Em, hotelId: number): Promise<boolean> {
  const counted = await em.execute(
    `update hotel_setting set value = (${COUNT} + 1)::text
      where hotel_id = ? and key = 'transaction_count' and ${COUNT} < coalesce(${LIMIT}, ${DEFAULT_TRANSACTION_LIMIT})
      returning value`,
    [hotelId, hotelId],
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
  };
}
