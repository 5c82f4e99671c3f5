import { formatMoney } from '@core/money';
import { parseInput } from '@core/parse-input';
import type { RenewalPeriod } from '@core/renewal';
import { bookingSchema } from '@core/schemas/booking.schema';
import type { Em } from '../../db/orm';
import type { PricingContext } from './booking-pricing';
import { insertBooking, type Attempt } from './booking-writes';
import type { Booking } from './booking.entity';

/**
 * The bookings of `periods` after `end`, written (flushed) in the caller's transaction: the same guest, room,
 * rate type, per-period amount (the per-night or per-week rate, or the monthly amount, priced from it
 * whatever the hotel's entry mode) and payment method, nothing paid; autoRenew and the long-stay agreement carried over.
 */
export async function addPeriods(
  em: Em,
  hotelId: number,
  end: Booking,
  periods: readonly RenewalPeriod[],
  pricing: PricingContext,
  attempt: Attempt,
): Promise<number[]> {
  const ids: number[] = [];
  for (const period of periods) {
    const input = parseInput(bookingSchema, {
      roomId: end.room.id,
      guest: end.guestName,
      guestId: end.guest?.id ?? null,
      checkInDate: period.checkInDate,
      rateType: end.rateType,
      nights: period.nights,
      dailyWeeklyAmount: formatMoney(end.dailyWeeklyAmountCents),
      monthlyAmount: formatMoney(end.monthlyAmountCents),
      paidAmount: '0.00',
      paymentMethod: end.paymentMethod,
      autoRenew: end.autoRenew,
      longStayAgreement: end.longStayAgreement,
    });
    ids.push((await insertBooking(em, hotelId, input, { ...pricing, entryMode: 'base' }, attempt)).id);
  }
  return ids;
}
