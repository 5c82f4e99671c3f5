import { notFound } from '@core/errors';
import { longStayStatus, type LongStayStatus, type TaxSlot } from '@core/long-stay';
import type { LongStayMode } from '@core/long-stay-rule';
import { nightsBetween } from '@core/stay-dates';
import { taxApplies, taxLineOf } from '@core/tax-choice';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts';
import { loadPricingContext } from './booking-pricing';
import { StayChains } from './long-stay-chains';

/** GET /api/hotel/bookings/{id}/long-stay: a booking's chain and where each of the hotel's tax rates leaves it. */
export interface LongStayAnswer {
  /** The ids of the whole chain, the first booking first. */
  chain: number[];
  /** The chain's nights, from its first check-in to its last check-out. */
  nights: number;
  /** The chain's night number of this booking's first night. */
  nightNumberAtCheckIn: number;
  byTax: LongStayTaxAnswer[];
}

export interface LongStayTaxAnswer {
  taxRateId: number;
  name: string;
  /** The rate's long-stay mode; null for a rate without a rule. */
  mode: LongStayMode | null;
  /** Of this booking's nights: those that carry the tax and those exempt from it. */
  taxedNights: number;
  exemptNights: number;
  status: LongStayStatus;
}

const SLOTS: readonly TaxSlot[] = ['Tax 1', 'Tax 2'];

/**
 * The chain as the long-stay rules count it (both ways from the booking, one statement), and for every tax rate
 * of the hotel this booking's taxed and exempt nights as it was priced: a rate it was not priced with taxes none
 * of its nights; a Monthly stay, or a rate type the rate leaves out, none either. A booking priced before long
 * stays (no rates recorded) is read as priced with the hotel's Tax 1 and Tax 2 of today.
 */
export async function longStayOf(ctx: RequestContext, id: number): Promise<LongStayAnswer> {
  requireHotelId(ctx);
  const em = ctx.em;
  const [chains, pricing] = await Promise.all([
    StayChains.read(em, [{ guestId: null, name: null, exceptId: id, checkInDate: null, forward: true }]),
    loadPricingContext(em),
  ]);
  const self = chains.stay(id);
  if (!self) throw notFound('Booking');
  const before = self.holdsRoom ? chains.placeOf({ ...self, agreement: self.agreement }).predecessors : [];
  const after = self.holdsRoom ? chains.successorsOf(self) : [];
  const chain = [...before, self, ...after];
  const legacy = SLOTS.every((slot) => self.taxes[slot].rateId === null);
  const taxesThen = pricing.taxesOn(self.checkInDate);
  const rateIdOf = (slot: TaxSlot) =>
    legacy ? ((slot === 'Tax 1' ? taxesThen.tax1 : taxesThen.tax2)?.taxRateId ?? null) : self.taxes[slot].rateId;
  const rates = [...pricing.rates].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return {
    chain: chain.map((booking) => booking.id),
    nights: nightsBetween(chain[0]!.checkInDate, chain[chain.length - 1]!.checkOutDate),
    nightNumberAtCheckIn: nightsBetween(chain[0]!.checkInDate, self.checkInDate) + 1,
    byTax: rates.map((rate) => {
      const slot = SLOTS.find((s) => rateIdOf(s) === rate.id);
      const applies = slot !== undefined && taxApplies(taxLineOf(rate), self.rateType);
      const taxedNights = applies ? Math.min(self.taxes[slot].taxedNights ?? self.nights, self.nights) : 0;
      const lines = self.lines.filter((line) => line.taxRateId === rate.id);
      return {
        taxRateId: rate.id,
        name: rate.name,
        mode: rate.longStay?.mode ?? null,
        taxedNights,
        exemptNights: self.nights - taxedNights,
        status: longStayStatus(taxedNights, {
          refunded: lines.some((line) => line.kind === 'Long-stay refund'),
          due: lines.some((line) => line.kind === 'Long-stay tax due'),
        }),
      };
    }),
  };
}
