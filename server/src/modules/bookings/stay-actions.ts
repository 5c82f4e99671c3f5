import { conflict } from '@core/errors';
import { folioBalance } from '@core/folio';
import type { Cents } from '@core/money';
import { todayInZone } from '@core/stay-dates';
import { decideStayAction, type StayAction } from '@core/stay-status';
import type { RequestContext } from '../../context';
import { lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts/guards';
import { Room } from '../rooms/room.entity';
import { loadSettings } from '../settings/settings.service';
import { refusingOverlaps } from './booking-writes';
import { Booking } from './booking.entity';
import type { BookingView } from './booking.mapper';
import { bookingViewOr404 } from './bookings.service';

export interface StayActionRequest {
  /** The booking's version the desk saw (409 when someone changed it since); null: go ahead. */
  version: number | null;
  /** Check-out past a balance due. */
  force?: boolean;
  /** A cancellation's reason, as the desk wrote it. */
  reason?: string | null;
}

/**
 * What the guest still owes on this stay: the folio's balance, the grand total and the extras less the
 * payments. The booking's extras and paid amount are the folio's sums, kept in the same transaction as its
 * lines (folio.service.ts), and the booking is locked here, so no line is read.
 */
export async function balanceDue(_em: Em, booking: Booking): Promise<Cents> {
  return folioBalance(booking.grandTotalCents, booking.extrasCents, booking.paidAmountCents);
}

/**
 * A desk action on one stay (check-in, check-out, cancel, no-show, reinstate), in one transaction: the
 * booking is locked as for an edit (its version checked and raised, the change recorded in its history like
 * any other), the rule of core/stay-status.ts decides on today's date in the hotel's timezone, and a 409
 * carries its reason. A reinstated stay takes its room back only if the database's overlap rule lets it: the
 * refusal names the booking in the way.
 */
export async function applyStayAction(
  ctx: RequestContext,
  id: number,
  action: StayAction,
  request: StayActionRequest,
): Promise<BookingView> {
  requireHotelId(ctx);
  const { timezone } = await loadSettings(ctx.em);
  const today = todayInZone(timezone);
  await refusingOverlaps(ctx.em, async (em, attempt) => {
    const booking = await lockForEdit(em, Booking, 'booking', id, request.version);
    // Check-in reads the room's housekeeping status and check-out writes it: the room is locked as for an
    // edit (after the booking, as every path that locks both), so a status change meanwhile waits or is seen.
    const room =
      action === 'check-in' || action === 'check-out'
        ? await lockForEdit(em, Room, 'room', booking.room.id, null)
        : await em.findOneOrFail(Room, { id: booking.room.id });
    const decision = decideStayAction(
      action,
      {
        stayStatus: booking.stayStatus,
        checkInDate: booking.checkInDate,
        checkOutDate: booking.checkOutDate,
        balanceCents: await balanceDue(em, booking),
        roomNumber: room.roomNumber,
        roomOutOfOrder: action === 'check-in' && room.housekeepingStatus === 'Out of Order',
      },
      today,
      { force: request.force ?? false },
    );
    if (!decision.allowed) throw conflict(decision.reason);
    if (action === 'reinstate') {
      attempt({ room, checkInDate: booking.checkInDate, checkOutDate: booking.checkOutDate, exceptId: booking.id });
    }
    em.assign(booking, {
      stayStatus: decision.to,
      // The reason goes with the cancellation; a reinstated stay drops it (its history keeps it).
      ...(action === 'cancel' ? { cancelReason: request.reason ?? null } : action === 'reinstate' ? { cancelReason: null } : {}),
    });
    // The guest has left: the room needs cleaning (its version is raised as by any room edit).
    if (action === 'check-out') em.assign(room, { housekeepingStatus: 'Dirty' });
    await em.flush();
  });
  ctx.em.clear();
  return bookingViewOr404(ctx, id);
}
