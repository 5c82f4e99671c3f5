import { conflict } from '@core/errors';
import { folioBalance } from '@core/folio';
import { addMoney, type Cents } from '@core/money';
import { hotelToday } from '../../clock';
import { computeBooking } from '@core/booking-engine';
import { folioPaymentStatus } from '@core/folio';
import { decideStayAction, earlyCheckOut, type StayAction } from '@core/stay-status';
import type { RequestContext } from '../../context';
import { lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { Room } from '../rooms';
import { loadSettings } from '../settings';
import { loadPricingContext } from './booking-pricing';
import { refusingOverlaps } from './booking-writes';
import { chargeEndedAgreements } from './long-stay-due';
import { checkInRecord } from './check-in-record';
import { Booking } from './booking.entity';
import type { BookingView } from './booking.mapper';
import { bookingViewOr404 } from './bookings.service';
import { guardedStayOf, holdBooks, postedNightsOf, refuseClosedDayChange } from '../night-audit';
import { addDays, nightsBetween } from '@core/stay-dates';
import { figureOfPostedNights } from '@core/closed-days';

export interface StayActionRequest {
  /** The booking's version the desk saw (409 when someone changed it since); null: go ahead. */
  version: number | null;
  /** Check-out past a balance due. */
  force?: boolean;
  /** A cancellation's reason, as the desk wrote it. */
  reason?: string | null;
}

/**
 * A desk action on one stay (check-in, check-out, cancel, no-show, reinstate, undo check-in), in one
 * transaction: the booking is locked as for an edit (its version checked and raised, the change recorded in
 * its history like any other), the rule of core/stay-status.ts decides on today's date in the hotel's
 * timezone, and a 409 carries its reason. A reinstated stay takes its room back only if the database's
 * overlap rule lets it: the refusal names the booking in the way. A check-out before the check-out date
 * shortens the stay to today first (stayFiguresAtCheckOut), so the balance rule reads what the nights
 * stayed cost.
 */
export async function applyStayAction(
  ctx: RequestContext,
  id: number,
  action: StayAction,
  request: StayActionRequest,
): Promise<BookingView> {
  const hotelId = requireHotelId(ctx);
  await applyStayActionIn(ctx.em, hotelId, id, action, request);
  return bookingViewOr404(ctx, id);
}

/**
 * applyStayAction on an EntityManager scoped to the hotel, for a caller that is not the desk (the guest
 * cancelling from their link); the EntityManager is cleared afterwards.
 */
export async function applyStayActionIn(
  rootEm: Em,
  hotelId: number,
  id: number,
  action: StayAction,
  request: StayActionRequest,
): Promise<void> {
  const { timezone } = await loadSettings(rootEm);
  const today = hotelToday(timezone);
  await refusingOverlaps(rootEm, async (em, attempt) => {
    // A reinstated stay takes back its nights, which may have closed meanwhile: the books are held first.
    if (action === 'reinstate') await holdBooks(em);
    const booking = await lockForEdit(em, Booking, 'booking', id, request.version);
    // Check-in reads the room's housekeeping status and check-out writes it: the room is locked as for an
    // edit (after the booking, as every path that locks both), so a status change meanwhile waits or is seen.
    const room =
      action === 'check-in' || action === 'check-out'
        ? await lockForEdit(em, Room, 'room', booking.room.id, null)
        : await em.findOneOrFail(Room, { id: booking.room.id });
    const shortened =
      action === 'check-out' && booking.stayStatus === 'Checked In' ? await stayFiguresAtCheckOut(em, booking, today) : {};
    // A stay with posted nights is neither cancelled nor a no-show, an early check-out keeps its posted
    // nights, and a stay is not reinstated onto closed nights (core/closed-days.ts): said before the stay's
    // own rules, which would only point elsewhere.
    const stayStatus =
      action === 'cancel'
        ? 'Cancelled'
        : action === 'no-show'
          ? 'No Show'
          : action === 'reinstate'
            ? 'Reserved'
            : booking.stayStatus;
    if (action === 'cancel' || action === 'no-show' || action === 'check-out' || action === 'reinstate') {
      await refuseClosedDayChange(
        em,
        booking.id,
        booking,
        { ...guardedStayOf(booking), ...shortened, stayStatus },
        { unpostedRest: booking.rateType !== 'Daily' },
      );
    }
    const decision = decideStayAction(
      action,
      {
        id: booking.id,
        stayStatus: booking.stayStatus,
        checkInDate: booking.checkInDate,
        checkOutDate: booking.checkOutDate,
        // What the guest still owes: the folio's balance, its sums kept on the locked booking (folio.service.ts).
        balanceCents: folioBalance(
          shortened.grandTotalCents ?? booking.grandTotalCents,
          addMoney(booking.extrasCents, booking.adjustmentsCents),
          booking.paidAmountCents,
        ),
        roomNumber: room.roomNumber,
        roomOutOfOrder: action === 'check-in' && room.housekeepingStatus === 'Out of Order',
        checkIn: action === 'undo-check-in' ? await checkInRecord(em, booking.id, timezone) : null,
      },
      today,
      { force: request.force ?? false },
    );
    if (!decision.allowed) throw conflict(decision.reason);
    if (action === 'reinstate') {
      attempt({ room, checkInDate: booking.checkInDate, checkOutDate: booking.checkOutDate, exceptId: booking.id });
    }
    em.assign(booking, {
      ...shortened,
      stayStatus: decision.to,
      // The reason goes with the cancellation; a reinstated stay drops it (its history keeps it).
      ...(action === 'cancel' ? { cancelReason: request.reason ?? null } : action === 'reinstate' ? { cancelReason: null } : {}),
    });
    // The guest has left: the room needs cleaning (its version is raised as by any room edit).
    if (action === 'check-out') em.assign(room, { housekeepingStatus: 'Dirty' });
    await em.flush();
    // A chain under a long-stay agreement that ends here before N nights owes its tax (long-stay-due.ts).
    if (action === 'check-out') await chargeEndedAgreements(em, hotelId, [booking.id], today);
  });
  rootEm.clear();
}

/**
 * A check-out before the check-out date ends the stay today (core/stay-status.ts earlyCheckOut), so its room
 * is free from tonight and the desk's lists of today have the guest gone. A Daily stay is priced again for
 * the nights stayed, at its own nightly amount and the hotel's taxes (as an edit would price it); Weekly and
 * Monthly are priced per period and keep their figures. Nothing when the stay ends today or later anyway.
 */
async function stayFiguresAtCheckOut(em: Em, booking: Booking, today: string): Promise<Partial<Booking>> {
  const cut = earlyCheckOut(booking, today);
  if (!cut) return {};
  // Its taxes keep their taxed nights, as many as the shorter stay has (core/long-stay.ts: a prefix of its nights).
  const taxedNights = {
    tax1: Math.min(booking.tax1TaxedNights ?? booking.nights, cut.nights),
    tax2: Math.min(booking.tax2TaxedNights ?? booking.nights, cut.nights),
  };
  const shorter = { ...cut, tax1TaxedNights: taxedNights.tax1, tax2TaxedNights: taxedNights.tax2 };
  if (booking.rateType !== 'Daily') return shorter;
  // Every night left already closed: the stay's figures are what its nights posted (final, to the cent), and
  // for nights before the books as much again at the posted nights' rate (core/closed-days.ts).
  const { posted } = await postedNightsOf(em, booking.id);
  if (posted !== null && addDays(posted.lastDate, 1) === shorter.checkOutDate) {
    const booksFrom = nightsBetween(booking.checkInDate, posted.firstDate);
    const [subtotalCents, taxAmountCents, resortFeeCents] = (['Room', 'Tax 1', 'Tax 2'] as const).map((kind) =>
      figureOfPostedNights(posted.amounts[kind], shorter.nights, booksFrom),
    ) as [Cents, Cents, Cents];
    const grandTotalCents = addMoney(subtotalCents, taxAmountCents, resortFeeCents);
    return {
      ...shorter,
      subtotalCents,
      taxAmountCents,
      resortFeeCents,
      grandTotalCents,
      status: folioPaymentStatus(
        grandTotalCents,
        addMoney(booking.extrasCents, booking.adjustmentsCents),
        booking.paidAmountCents,
      ),
    };
  }
  const figures = computeBooking({
    rateType: 'Daily',
    checkInDate: booking.checkInDate,
    nights: shorter.nights,
    dailyWeeklyAmount: booking.dailyWeeklyAmountCents,
    monthlyAmount: booking.monthlyAmountCents,
    paidAmount: booking.paidAmountCents,
    entryMode: 'base',
    taxes: (await loadPricingContext(em)).taxesOn(booking.checkInDate),
    taxedNights,
  });
  return {
    ...shorter,
    subtotalCents: figures.subtotal,
    taxAmountCents: figures.taxAmount,
    resortFeeCents: figures.resortFee,
    grandTotalCents: figures.grandTotal,
    status: folioPaymentStatus(
      figures.grandTotal,
      addMoney(booking.extrasCents, booking.adjustmentsCents),
      booking.paidAmountCents,
    ),
  };
}
