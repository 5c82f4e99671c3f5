import { LockMode } from '@mikro-orm/core';
import type { CalendarDate } from '@core/stay-dates';
import type { Em } from '../../db/orm';
import { loadPricingContext } from './booking-pricing';
import { Booking } from './booking.entity';
import { StayChains } from './long-stay-chains';
import { dueLinesFor, writeLongStayLines } from './long-stay-lines';

/**
 * An agreement's chain that ends before N nights owes its tax (earlyDepartureDue): charged on its last booking
 * as a "Long-stay tax due" line, at its check-out (stay-actions.ts) and, for a chain whose last check-out date
 * passed without a following booking, when the night audit closes that date. `bookingIds` are the bookings
 * that may end a chain (written and flushed in the caller's transaction); those followed by another booking of
 * their chain owe nothing yet. A hotel without such a rule reads nothing. Returns the bookings charged.
 */
export async function chargeEndedAgreements(
  em: Em,
  hotelId: number,
  bookingIds: readonly number[],
  date: CalendarDate,
): Promise<number[]> {
  if (bookingIds.length === 0) return [];
  const { rates } = await loadPricingContext(em);
  if (!rates.some((rate) => rate.longStay?.agreementExempts && rate.longStay.earlyDepartureDue)) return [];
  const chains = await StayChains.read(
    em,
    bookingIds.map((id) => ({ guestId: null, name: null, exceptId: id, checkInDate: null, forward: true })),
  );
  const owed = bookingIds.flatMap((id) => {
    const last = chains.stay(id);
    if (!last || !last.holdsRoom || chains.successorsOf(last).length > 0) return [];
    const chain = [...chains.placeOf({ ...last, agreement: last.agreement }).predecessors, last];
    const lines = dueLinesFor(chain, rates, date);
    return lines.length === 0 ? [] : [{ id, lines }];
  });
  if (owed.length === 0) return [];
  const bookings = await em.find(
    Booking,
    { id: { $in: owed.map((due) => due.id) } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
  for (const booking of bookings)
    await writeLongStayLines(em, hotelId, booking, owed.find((due) => due.id === booking.id)!.lines);
  await em.flush();
  return bookings.map((booking) => booking.id);
}
