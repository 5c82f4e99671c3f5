import { notFound } from '@core/errors';
import { folioPaymentStatus, paidAfterPayment, paidAfterVoid } from '@core/folio';
import { addMoney, subtractMoney } from '@core/money';
import type { FolioAdjustmentInput, FolioChargeInput, FolioPaymentInput } from '@core/schemas/folio.schema';
import { hotelToday } from '../../clock';
import type { RequestContext } from '../../context';
import { lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId, requireSession } from '../accounts';
import { Booking } from '../bookings';
import { loadSettings } from '../settings';
import { FolioAdjustment, FolioCharge, FolioPayment } from './folio-line.entity';
import { readFolio, type FolioAdjustmentRow, type FolioView } from './folio-read';
import { businessDateOrToday, refuseClosedLine } from '../night-audit';

/** The folio of one of the hotel's bookings (404 for another hotel's): one statement (folio-read.ts). */
export function getFolio(ctx: RequestContext, bookingId: number): Promise<FolioView> {
  return readFolio(ctx, bookingId);
}

/** An extra on the stay (parking, pet fee, damage): the booking's extras and status follow in the same transaction. */
export async function addCharge(ctx: RequestContext, bookingId: number, input: FolioChargeInput): Promise<FolioView> {
  const hotelId = requireHotelId(ctx);
  await changeFolio(ctx, bookingId, async (em, booking) => {
    const date = input.date ?? (await todayOfHotel(em));
    await refuseClosedLine(em, date);
    em.create(FolioCharge, {
      hotel: hotelId,
      booking,
      date,
      description: input.description,
      amountCents: input.amount,
      createdAt: new Date(),
      voidedAt: null,
      voidedBy: null,
    });
    booking.extrasCents = addMoney(booking.extrasCents, input.amount);
  });
  return getFolio(ctx, bookingId);
}

/**
 * A payment, or a refund (a negative amount) of at most what was paid, decided on the locked booking so that
 * two refunds at once cannot both pass. The booking's paid amount is the sum of its payments.
 */
export async function addPayment(ctx: RequestContext, bookingId: number, input: FolioPaymentInput): Promise<FolioView> {
  const hotelId = requireHotelId(ctx);
  await changeFolio(ctx, bookingId, async (em, booking) => {
    const paid = paidAfterPayment(booking.paidAmountCents, input.amount);
    const date = input.date ?? (await todayOfHotel(em));
    await refuseClosedLine(em, date);
    em.create(FolioPayment, {
      hotel: hotelId,
      booking,
      date,
      method: input.method,
      amountCents: input.amount,
      reference: input.reference,
      createdAt: new Date(),
      voidedAt: null,
      voidedBy: null,
    });
    booking.paidAmountCents = paid;
  });
  return getFolio(ctx, bookingId);
}

/**
 * An adjustment (issue 25): how a closed day is corrected. A Room, Tax 1 or Tax 2 line dated on the business
 * date (the hotel's today before any audit), on the locked booking, whose adjustments sum and status follow.
 * The activity log records it (an audited entity) and the booking's new sum.
 */
export async function addAdjustment(
  ctx: RequestContext,
  bookingId: number,
  input: FolioAdjustmentInput,
): Promise<FolioAdjustmentRow> {
  const hotelId = requireHotelId(ctx);
  let line: FolioAdjustment | null = null;
  await changeFolio(ctx, bookingId, async (em, booking) => {
    line = em.create(FolioAdjustment, {
      hotel: hotelId,
      booking,
      date: await businessDateOrToday(em),
      kind: input.kind,
      amountCents: input.amount,
      reason: input.reason,
      createdAt: new Date(),
    });
    booking.adjustmentsCents = addMoney(booking.adjustmentsCents, input.amount);
  });
  const { id, date, amountCents, reason } = line! as FolioAdjustment;
  return { id, date, kind: input.kind, amountCents, reason };
}

/** Voids an extra: it stays in the folio, marked, out of every total. Voiding it again changes nothing. */
export async function voidCharge(ctx: RequestContext, bookingId: number, chargeId: number): Promise<FolioView> {
  await changeFolio(ctx, bookingId, async (em, booking) => {
    const charge = await em.findOne(FolioCharge, { id: chargeId, booking: bookingId });
    if (!charge) throw notFound('Charge');
    if (charge.voidedAt) return;
    await refuseClosedLine(em, charge.date);
    markVoided(ctx, charge);
    booking.extrasCents = subtractMoney(booking.extrasCents, charge.amountCents);
  });
  return getFolio(ctx, bookingId);
}

/** Voids a payment or a refund, unless the stay would then have refunded more than was paid. */
export async function voidPayment(ctx: RequestContext, bookingId: number, paymentId: number): Promise<FolioView> {
  await changeFolio(ctx, bookingId, async (em, booking) => {
    const payment = await em.findOne(FolioPayment, { id: paymentId, booking: bookingId });
    if (!payment) throw notFound('Payment');
    if (payment.voidedAt) return;
    await refuseClosedLine(em, payment.date);
    booking.paidAmountCents = paidAfterVoid(booking.paidAmountCents, { amount: payment.amountCents, voided: false });
    markVoided(ctx, payment);
  });
  return getFolio(ctx, bookingId);
}

/**
 * One folio change in one transaction: the booking locked (a payment and a void of the same stay queue), the
 * change made, the booking's status set from its folio, one flush. The booking's new paid amount or extras
 * are an update of the booking, so its history records them (the audit subscriber).
 */
async function changeFolio(
  ctx: RequestContext,
  bookingId: number,
  change: (em: Em, booking: Booking) => Promise<void>,
): Promise<void> {
  requireHotelId(ctx);
  await ctx.em.transactional(async (tx) => {
    const em = tx as Em;
    const booking = await lockForEdit(em, Booking, 'booking', bookingId, null);
    await change(em, booking);
    booking.status = folioPaymentStatus(
      booking.grandTotalCents,
      addMoney(booking.extrasCents, booking.adjustmentsCents),
      booking.paidAmountCents,
    );
    await em.flush();
  });
  ctx.em.clear();
}

function markVoided(ctx: RequestContext, line: FolioCharge | FolioPayment): void {
  const session = requireSession(ctx);
  line.voidedAt = new Date();
  // As the booking's history names people: the person, or the administrator acting for the hotel.
  line.voidedBy = session.isImpersonating
    ? `${session.account.name} (administrator, as ${session.actingHotel.name})`
    : session.user.name;
}

async function todayOfHotel(em: Em): Promise<string> {
  return hotelToday((await loadSettings(em)).timezone);
}
