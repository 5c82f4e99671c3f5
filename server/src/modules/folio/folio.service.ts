import { notFound } from '@core/errors';
import { folioPaymentStatus, paidAfterPayment, paidAfterVoid } from '@core/folio';
import { addMoney, subtractMoney, type Cents } from '@core/money';
import type { FolioChargeInput, FolioPaymentInput } from '@core/schemas/folio.schema';
import { todayInZone } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId, requireSession } from '../accounts/guards';
import { Booking } from '../bookings/booking.entity';
import type { BookingView } from '../bookings/booking.mapper';
import { loadSettings } from '../settings/settings.service';
import { FolioCharge, FolioPayment } from './folio-line.entity';
import { readFolio } from './folio-read';

/** A folio line as the folio and its receipt show it: plain values, not a managed entity. */
interface FolioLineRow {
  id: number;
  date: string;
  amountCents: Cents;
  voidedAt: Date | null;
  voidedBy: string | null;
}
export interface FolioChargeRow extends FolioLineRow {
  description: string;
}
export interface FolioPaymentRow extends FolioLineRow {
  method: string;
  reference: string | null;
}

/** A stay's folio as read: the booking (its figures are the room and tax lines), its extras and payments. */
export interface FolioView {
  booking: BookingView;
  tax1Name: string;
  tax2Name: string;
  charges: FolioChargeRow[];
  payments: FolioPaymentRow[];
}

/** The folio of one of the hotel's bookings (404 for another hotel's): one statement (folio-read.ts). */
export function getFolio(ctx: RequestContext, bookingId: number): Promise<FolioView> {
  return readFolio(ctx, bookingId);
}

/** An extra on the stay (parking, pet fee, damage): the booking's extras and status follow in the same transaction. */
export async function addCharge(ctx: RequestContext, bookingId: number, input: FolioChargeInput): Promise<FolioView> {
  const hotelId = requireHotelId(ctx);
  await changeFolio(ctx, bookingId, async (em, booking) => {
    em.create(FolioCharge, {
      hotel: hotelId,
      booking,
      date: input.date ?? (await hotelToday(em)),
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
    em.create(FolioPayment, {
      hotel: hotelId,
      booking,
      date: input.date ?? (await hotelToday(em)),
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

/** Voids an extra: it stays in the folio, marked, out of every total. Voiding it again changes nothing. */
export async function voidCharge(ctx: RequestContext, bookingId: number, chargeId: number): Promise<FolioView> {
  await changeFolio(ctx, bookingId, async (em, booking) => {
    const charge = await em.findOne(FolioCharge, { id: chargeId, booking: bookingId });
    if (!charge) throw notFound('Charge');
    if (charge.voidedAt) return;
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
    booking.status = folioPaymentStatus(booking.grandTotalCents, booking.extrasCents, booking.paidAmountCents);
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

async function hotelToday(em: Em): Promise<string> {
  return todayInZone((await loadSettings(em)).timezone);
}
