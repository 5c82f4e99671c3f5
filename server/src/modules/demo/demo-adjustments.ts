import { parseInput } from '@core/parse-input';
import { folioAdjustmentSchema, type AdjustmentKind } from '@core/schemas/folio.schema';
import { addDays, type CalendarDate } from '@core/stay-dates';
import type { RequestContext } from '../../context';
import { Booking } from '../bookings';
import { addAdjustment } from '../folio';

/** A correction the demo's desk made this morning, on a stay of a kind (in house, or gone this past week). */
interface DemoAdjustment {
  stay: 'in house' | 'left';
  kind: AdjustmentKind;
  amount: string;
  reason: string;
}

/** The demo's adjustments: courtesy credits and a charge missed at departure, each correcting a closed night. */
export const DEMO_ADJUSTMENTS: readonly DemoAdjustment[] = [
  { stay: 'in house', kind: 'Room', amount: '-25.00', reason: 'Noisy room: courtesy credit' },
  { stay: 'in house', kind: 'Room', amount: '-20.00', reason: 'Rate match: 10.00 a night back for two nights' },
  { stay: 'left', kind: 'Room', amount: '35.00', reason: 'Late check-out to 3 pm, not charged at departure' },
  { stay: 'left', kind: 'Room', amount: '-15.00', reason: 'Room not serviced on one day: courtesy credit' },
];

/**
 * Posts the demo's adjustments as the desk would after the night audit (folio.service.ts addAdjustment: dated
 * on the business date, the demo's today, on the locked booking, in the activity log), on stays whose nights
 * in the books have closed: guests in house for two nights or more, and guests who left this past week. One
 * stay each, the oldest booking first. Returns how many were posted.
 */
export async function postDemoAdjustments(ctx: RequestContext, booksStart: CalendarDate, today: CalendarDate): Promise<number> {
  const byId = { orderBy: { id: 'asc' }, limit: DEMO_ADJUSTMENTS.length } as const;
  // One after the other: the seed's transaction has one connection.
  const inHouse = await ctx.em.find(
    Booking,
    { stayStatus: 'Checked In', checkInDate: { $gte: booksStart, $lte: addDays(today, -2) } },
    byId,
  );
  const left = await ctx.em.find(
    Booking,
    { stayStatus: 'Checked Out', checkInDate: { $gte: booksStart }, checkOutDate: { $gte: addDays(today, -7), $lte: today } },
    byId,
  );
  const candidates = { 'in house': inHouse.map((booking) => booking.id), left: left.map((booking) => booking.id) };
  let posted = 0;
  for (const adjustment of DEMO_ADJUSTMENTS) {
    const bookingId = candidates[adjustment.stay].shift();
    if (bookingId === undefined) continue;
    const { stay: _stay, ...body } = adjustment;
    await addAdjustment(ctx, bookingId, parseInput(folioAdjustmentSchema, body));
    posted += 1;
  }
  return posted;
}
