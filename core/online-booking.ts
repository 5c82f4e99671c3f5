import type { RateType } from './booking-choices';
import type { Cents } from './money';
import { addDays, formatShortUs, type CalendarDate } from './stay-dates';
import type { StayStatus } from './stay-status';

/**
 * The rules of the guests' booking page, whatever transport asks: which stays a guest may book, the rate the
 * desk would give them, and until when they may cancel free of charge.
 */

/** What the page's settings say about a stay. */
export interface OnlineStayPolicy {
  minNights: number;
  maxDaysAhead: number;
}

/** Why a guest may not book this stay on the page (a sentence for them), or null when they may. */
export function onlineStayRefusal(
  stay: { checkIn: CalendarDate; nights: number },
  policy: OnlineStayPolicy,
  today: CalendarDate,
): string | null {
  if (stay.checkIn < today) return 'Check-in cannot be in the past';
  const lastCheckIn = addDays(today, policy.maxDaysAhead);
  if (stay.checkIn > lastCheckIn) {
    return `Bookings open at most ${policy.maxDaysAhead} days ahead: please choose a check-in on or before ${formatShortUs(lastCheckIn)}`;
  }
  if (stay.nights < policy.minNights) return `The shortest stay is ${plural(policy.minNights, 'night')}`;
  return null;
}

/** A rate the page could price a stay at: the Daily rate, or the Weekly one for whole weeks. */
export interface RateCandidate {
  rateType: Extract<RateType, 'Daily' | 'Weekly'>;
  /** Per night (Daily) or per week (Weekly), as the desk fills the Daily/Weekly amount. */
  amount: Cents;
}

const DAYS_PER_WEEK = 7;

/**
 * The rates the desk would consider for `nights`: the Daily rate always, and the Weekly rate when the stay is
 * a whole number of weeks (7, 14 …; the engine prices Weekly stays by whole weeks only).
 */
export function rateCandidates(nights: number, rates: { dailyRate: Cents; weeklyRate: Cents }): RateCandidate[] {
  const daily: RateCandidate = { rateType: 'Daily', amount: rates.dailyRate };
  if (nights < DAYS_PER_WEEK || nights % DAYS_PER_WEEK !== 0) return [daily];
  return [daily, { rateType: 'Weekly', amount: rates.weeklyRate }];
}

/**
 * Of the priced candidates, the one the guest pays least for: Weekly only when its total is below Daily's
 * (on a tie the Daily rate, which the desk fills first).
 */
export function cheapestPriced<T extends { grandTotal: Cents }>(priced: readonly T[]): T {
  return priced.reduce((best, next) => (next.grandTotal < best.grandTotal ? next : best));
}

/** The last day a guest may cancel free of charge: `days` days before check-in (the day itself included). */
export function freeCancellationUntil(checkIn: CalendarDate, days: number): CalendarDate {
  return addDays(checkIn, -days);
}

/** Whether the guest may still cancel online: a reserved stay, on or before the last free day. */
export function mayCancelOnline(
  stay: { checkIn: CalendarDate; stayStatus: StayStatus },
  days: number,
  today: CalendarDate,
): boolean {
  return stay.stayStatus === 'Reserved' && today <= freeCancellationUntil(stay.checkIn, days);
}

/** The words the page shows when the free cancellation has ended: whom to call instead. */
export function lateCancellationMessage(checkIn: CalendarDate, days: number, hotelPhone: string): string {
  const phone = hotelPhone.trim();
  const call = phone ? `please call the hotel at ${phone}` : 'please call the hotel';
  return `Free cancellation ended on ${formatShortUs(freeCancellationUntil(checkIn, days))}: ${call}`;
}

/** Why a stay that is not Reserved cannot be cancelled online. */
export function notCancellableMessage(hotelPhone: string): string {
  const phone = hotelPhone.trim();
  return `This booking can no longer be cancelled online: please call the hotel${phone ? ` at ${phone}` : ''}`;
}

/** The policy as the page and the confirmation mail say it. */
export function cancellationPolicyText(days: number): string {
  if (days === 0) return 'Free cancellation until the day of check-in.';
  return `Free cancellation until ${plural(days, 'day')} before check-in.`;
}

export const SLUG_NOT_FOUND = 'This booking page could not be found';
export const ROOM_JUST_TAKEN = 'Sorry, that room was just taken';
export const CANCELLED_BY_GUEST = 'Cancelled by the guest online';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
