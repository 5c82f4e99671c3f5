import { folioPaymentStatus } from '@core/folio';
import {
  dueOf,
  dueReason,
  holdsNight,
  nightDate,
  owesOnEarlyDeparture,
  refundOf,
  refundReason,
  taxOfTaxedNights,
  type ChainPlace,
  type ChainTax,
  type LongStayLineKind,
  type TaxSlot,
} from '@core/long-stay';
import { addMoney, sumMoney, ZERO, type Cents } from '@core/money';
import { isClosedDay } from '@core/closed-days';
import { addDays, nightsBetween, type CalendarDate } from '@core/stay-dates';
import { taxApplies, taxLineOf, type HotelTaxes, type TaxRateLike } from '@core/tax-choice';
import type { Em } from '../../db/orm';
import { FolioAdjustment } from '../folio';
import { readBooks } from '../night-audit';
import type { Booking } from './booking.entity';
import type { ChainBooking } from './long-stay-chains';

/**
 * The folio lines a long stay writes (issue 26): the refund-all credit on the booking holding night N, and the
 * tax an agreement's chain owes when it ends before N nights. Each is a new adjustment on the booking where it
 * happens, never an edit of another booking or of a closed day, written through the unit of work so that the
 * activity log records it; its amount joins the booking's adjustments and balance. The unique index of
 * migration 0033 holds each to once per booking and tax, and the amounts are net of the chain's earlier lines,
 * so no night's tax is refunded or charged twice.
 */

const SLOTS: readonly TaxSlot[] = ['Tax 1', 'Tax 2'];

/** What a chain booking carried of rate `rateId`, would have carried every night, and its long-stay lines of it. */
function chainTaxOf(booking: ChainBooking, rateId: number, line: TaxRateLike | undefined): ChainTax {
  const carried = sumMoney(
    SLOTS.filter((slot) => booking.taxes[slot].rateId === rateId).map((slot) => booking.taxes[slot].amount),
  );
  const lines = sumMoney(booking.lines.filter((l) => l.taxRateId === rateId).map((l) => l.amount));
  const taxLine = line && taxLineOf(line);
  const full =
    taxLine && taxApplies(taxLine, booking.rateType)
      ? taxOfTaxedNights(taxLine, booking.subtotal, booking.nights, booking.nights)
      : ZERO;
  return { carried, full, lines };
}

interface NewLine {
  kind: LongStayLineKind;
  tax: TaxSlot;
  taxRateId: number;
  amount: Cents;
  date: CalendarDate;
  reason: string;
}

/**
 * The refund-all credits a booking at `place` in its chain is owed: for each of its taxes under refund-all N
 * when it holds night N, the tax its chain's earlier bookings collected of that rate, dated the date of night N.
 * None it already carries (a re-save writes nothing again).
 */
export function refundLinesFor(
  booking: { checkInDate: CalendarDate; nights: number },
  place: ChainPlace,
  predecessors: readonly ChainBooking[],
  taxes: HotelTaxes,
  existing: readonly { kind: string; tax: string | null }[],
): NewLine[] {
  const chainStart = predecessors[0]?.checkInDate ?? booking.checkInDate;
  return SLOTS.flatMap((slot) => {
    const line = slot === 'Tax 1' ? taxes.tax1 : taxes.tax2;
    const rule = line?.longStay;
    if (!line || line.taxRateId === null || !rule || rule.mode !== 'refund-all') return [];
    if (!holdsNight(place, booking.nights, rule.nights)) return [];
    if (existing.some((l) => l.kind === 'Long-stay refund' && l.tax === slot)) return [];
    const rateId = line.taxRateId;
    const amount = refundOf(predecessors.map((earlier) => chainTaxOf(earlier, rateId, undefined)));
    if (amount === 0) return [];
    return [
      {
        kind: 'Long-stay refund' as const,
        tax: slot,
        taxRateId: rateId,
        amount,
        date: nightDate(chainStart, rule.nights),
        reason: refundReason(slot, rule.nights),
      },
    ];
  });
}

/**
 * The due lines of a chain that has ended with `last` (no booking follows it): for each rate its bookings were
 * taxed under whose rule charges an agreement ended before N nights, the tax every night of the chain would
 * have carried less what it collected, on `last`, dated `date`. None where the chain already carries one.
 */
export function dueLinesFor(chain: readonly ChainBooking[], rates: readonly TaxRateLike[], date: CalendarDate): NewLine[] {
  const last = chain[chain.length - 1];
  if (!last) return [];
  const chainNights = nightsBetween(chain[0]!.checkInDate, last.checkOutDate);
  const agreement = chain.some((booking) => booking.agreement);
  const seen = new Set<number>();
  const lines: NewLine[] = [];
  for (const booking of chain) {
    for (const slot of SLOTS) {
      const rateId = booking.taxes[slot].rateId;
      if (rateId === null || seen.has(rateId)) continue;
      seen.add(rateId);
      const rate = rates.find((candidate) => candidate.id === rateId);
      if (!rate || !owesOnEarlyDeparture(rate.longStay ?? null, chainNights, agreement)) continue;
      if (chain.some((b) => b.lines.some((l) => l.kind === 'Long-stay tax due' && l.taxRateId === rateId))) continue;
      const amount = dueOf(chain.map((b) => chainTaxOf(b, rateId, rate)));
      if (amount === 0) continue;
      // Named as the last booking carries the rate, else as the booking that did.
      const named = SLOTS.find((s) => last.taxes[s].rateId === rateId) ?? slot;
      lines.push({
        kind: 'Long-stay tax due',
        tax: named,
        taxRateId: rateId,
        amount,
        date,
        reason: dueReason(named, chainNights),
      });
    }
  }
  return lines;
}

/**
 * Writes `lines` on `booking` (locked, or just created, in the caller's transaction) through the unit of work:
 * each an adjustment, its amount added to the booking's adjustments and its payment status following. A line
 * dated on a closed day (its night N closed before the chain reached it) is dated the business date instead.
 */
export async function writeLongStayLines(em: Em, hotelId: number, booking: Booking, lines: readonly NewLine[]): Promise<void> {
  if (lines.length === 0) return;
  const books = await readBooks(em);
  for (const line of lines) {
    const date = isClosedDay(line.date, books) && books.lastClosedDate ? addDays(books.lastClosedDate, 1) : line.date;
    em.create(FolioAdjustment, {
      hotel: hotelId,
      booking,
      date,
      kind: line.kind,
      amountCents: line.amount,
      reason: line.reason,
      tax: line.tax,
      taxRateId: line.taxRateId,
      createdAt: new Date(),
    });
    // A booking just created has its kept sums from their defaults (0) once written.
    booking.adjustmentsCents = addMoney(booking.adjustmentsCents ?? ZERO, line.amount);
  }
  booking.status = folioPaymentStatus(
    booking.grandTotalCents,
    addMoney(booking.extrasCents ?? ZERO, booking.adjustmentsCents),
    booking.paidAmountCents,
  );
}

/** A booking as a chain counts it, once written. */
export function chainBookingOfEntity(booking: Booking, lines: ChainBooking['lines'] = []): ChainBooking {
  return {
    id: booking.id,
    guestId: booking.guest?.id ?? null,
    roomId: booking.room.id,
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    holdsRoom: booking.stayStatus !== 'Cancelled' && booking.stayStatus !== 'No Show',
    nights: booking.nights,
    rateType: booking.rateType,
    subtotal: booking.subtotalCents,
    agreement: booking.longStayAgreement,
    taxes: {
      'Tax 1': {
        rateId: booking.tax1RateId ?? null,
        amount: booking.taxAmountCents,
        taxedNights: booking.tax1TaxedNights ?? null,
      },
      'Tax 2': {
        rateId: booking.tax2RateId ?? null,
        amount: booking.resortFeeCents,
        taxedNights: booking.tax2TaxedNights ?? null,
      },
    },
    lines,
  };
}
