import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeBooking, type PricingInput } from './booking-engine';
import { nightShare } from './folio';
import { LONG_STAY_PRESETS, type LongStayRule } from './long-stay-rule';
import {
  dueOf,
  dueReason,
  holdsNight,
  longStayStatus,
  nightDate,
  owesOnEarlyDeparture,
  refundOf,
  refundReason,
  taxedNights,
  taxNightShare,
  taxOfTaxedNights,
  taxSharesThrough,
  type ChainTax,
} from './long-stay';
import { addMoney, cents, formatMoney, parseMoney, sumMoney, ZERO, type Cents } from './money';
import { nightPosting } from './night-audit';
import { applyRate, parseRate } from './rate';
import type { HotelTaxes, TaxLine } from './tax-choice';

const rule = (name: string): LongStayRule => LONG_STAY_PRESETS.find((preset) => preset.name === name)!.rule;
const TEXAS = rule('Texas');
const NEW_JERSEY = rule('New Jersey');
const GEORGIA = rule('Georgia');

const percent = (rate: string, longStay: LongStayRule | null = null): TaxLine => ({
  name: 'Hotel Tax',
  isPercentage: true,
  rate: parseRate(rate),
  flatAmount: ZERO,
  applyTo: ['all'],
  taxRateId: 1,
  longStay,
});
const flat = (amount: string, longStay: LongStayRule | null = null): TaxLine => ({
  name: 'City Fee',
  isPercentage: false,
  rate: parseRate('0'),
  flatAmount: parseMoney(amount),
  applyTo: ['all'],
  taxRateId: 2,
  longStay,
});
const taxes = (tax1: TaxLine | null, tax2: TaxLine | null): HotelTaxes => ({ tax1, tax2, tax1Name: 'Tax 1', tax2Name: 'Tax 2' });
const place = (nightsBefore: number, agreement = false) => ({ nightsBefore, agreement });

describe('taxedNights', () => {
  it.each([
    // rule, nights before, agreement, the booking's nights, taxed nights
    ['no rule', null, 0, false, 45, 45],
    ['Texas, one stay of 45 nights', TEXAS, 0, false, 45, 30],
    ['Texas, the 5th week of a weekly chain (nights 29–35)', TEXAS, 28, false, 7, 2],
    ['Texas, the 6th week', TEXAS, 35, false, 7, 0],
    ['Texas, a 30-night stay', TEXAS, 0, false, 30, 30],
    ['Texas under agreement', TEXAS, 0, true, 45, 0],
    ['Georgia under agreement (the agreement exempts nothing)', GEORGIA, 0, true, 45, 30],
    ['New Jersey, 89 nights', NEW_JERSEY, 0, false, 89, 89],
    ['New Jersey, a booking ending on night 89', NEW_JERSEY, 60, false, 29, 29],
    ['New Jersey, the booking holding night 90', NEW_JERSEY, 60, false, 31, 0],
    ['New Jersey, after night 90', NEW_JERSEY, 91, false, 7, 0],
    ['New Jersey under agreement', NEW_JERSEY, 0, true, 20, 0],
  ] as const)('%s', (_, longStay, before, agreement, nights, taxed) => {
    expect(taxedNights(longStay, place(before, agreement), nights)).toBe(taxed);
  });
});

describe('the tax of a booking with exempt nights', () => {
  it('Texas, 45 nights at $100.00 and 6%: the first 30 nights are taxed, $180.00, spread over them', () => {
    const subtotal = parseMoney('4500.00');
    const tax = taxOfTaxedNights(percent('0.06', TEXAS), subtotal, 45, 30);
    expect(formatMoney(tax)).toBe('180.00');
    expect(formatMoney(taxNightShare(tax, 30, 0))).toBe('6.00');
    expect(formatMoney(taxNightShare(tax, 30, 29))).toBe('6.00');
    expect(formatMoney(taxNightShare(tax, 30, 30))).toBe('0.00');
    expect(formatMoney(taxNightShare(tax, 30, 44))).toBe('0.00');
  });

  it('rounds once, on the sum of the taxed nights’ shares of the subtotal', () => {
    // $333.33 over 3 nights: shares 111.11, 111.11, 111.11; two taxed nights hold 222.22; 8.25% of it is 18.33.
    expect(formatMoney(taxOfTaxedNights(percent('0.0825'), parseMoney('333.33'), 3, 2))).toBe('18.33');
    // A flat fee: $2.50 for each taxed night.
    expect(formatMoney(taxOfTaxedNights(flat('2.50'), parseMoney('333.33'), 3, 2))).toBe('5.00');
    expect(formatMoney(taxOfTaxedNights(flat('2.50'), parseMoney('333.33'), 3, 0))).toBe('0.00');
  });

  it('with every night taxed is exactly the figure the spec prices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 150_000 }),
        (amount, nights, micros) => {
          const line = percent((micros / 1_000_000).toFixed(6));
          expect(taxOfTaxedNights(line, cents(amount), nights, nights)).toBe(applyRate(cents(amount), line.rate));
        },
      ),
    );
  });
});

describe('computeBooking with taxed nights', () => {
  const base = (overrides: Partial<PricingInput>): PricingInput => ({
    rateType: 'Daily',
    checkInDate: '2026-03-01',
    nights: 45,
    dailyWeeklyAmount: parseMoney('100.00'),
    monthlyAmount: ZERO,
    paidAmount: ZERO,
    entryMode: 'base',
    taxes: taxes(percent('0.06', TEXAS), flat('2.00', TEXAS)),
    ...overrides,
  });

  it('prices a Texas stay of 45 nights: 30 nights of 6% and of the $2.00 fee', () => {
    const f = computeBooking(base({ taxedNights: { tax1: 30, tax2: 30 } }));
    expect([f.subtotal, f.taxAmount, f.resortFee, f.grandTotal].map(formatMoney)).toEqual([
      '4500.00',
      '180.00',
      '60.00',
      '4740.00',
    ]);
  });

  it('left without taxed nights prices as it always did', () => {
    const f = computeBooking(base({}));
    expect([f.taxAmount, f.resortFee].map(formatMoney)).toEqual(['270.00', '90.00']);
  });

  it('in total-rate entry keeps the typed grand total to the cent with exempt nights', () => {
    const f = computeBooking(
      base({ entryMode: 'total', grandTotal: parseMoney('4740.00'), taxedNights: { tax1: 30, tax2: 30 } }),
    );
    expect([f.subtotal, f.taxAmount, f.resortFee, f.grandTotal, f.dailyWeeklyAmount].map(formatMoney)).toEqual([
      '4500.00',
      '180.00',
      '60.00',
      '4740.00',
      '100.00',
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.integer({ min: 0, max: 200_000 }),
        (nights, k1, k2, total, micros) => {
          const line = percent((micros / 1_000_000).toFixed(6), TEXAS);
          const grandTotal = cents(total + 200 * Math.min(k2, nights));
          const f = computeBooking(
            base({
              nights,
              entryMode: 'total',
              grandTotal,
              taxes: taxes(line, flat('2.00')),
              taxedNights: { tax1: k1, tax2: k2 },
            }),
          );
          expect(addMoney(f.subtotal, f.taxAmount, f.resortFee)).toBe(grandTotal);
          expect(f.resortFee).toBe(200 * Math.min(k2, nights));
          // The tax is the rate on the taxed nights' shares of the subtotal, within the cent total entry allows.
          const exact = taxOfTaxedNights(line, f.subtotal, nights, k1);
          expect(Math.abs(f.taxAmount - exact)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('in total-rate entry with every night taxed is the spec’s figure', () => {
    const typed = base({ entryMode: 'total', grandTotal: parseMoney('1234.56'), nights: 7 });
    expect(computeBooking({ ...typed, taxedNights: { tax1: 7, tax2: 7 } })).toEqual(computeBooking(typed));
  });
});

describe('nightPosting over the taxed nights', () => {
  it('posts the tax on the taxed nights only and the whole figure once all close', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 60 }), fc.nat(), (figure, nights, seed) => {
        const taxed = seed % (nights + 1);
        const amount = taxed === 0 ? ZERO : cents(figure);
        const lines = Array.from({ length: nights }, (_, night) => nightPosting(amount, nights, night, null, taxed));
        expect(sumMoney(lines)).toBe(amount);
        lines.slice(taxed).forEach((line) => expect(line).toBe(0));
        lines.slice(0, taxed).forEach((line, night) => expect(line).toBe(taxNightShare(amount, taxed, night)));
      }),
    );
  });

  it('with every night taxed posts nightShare as before', () => {
    expect(nightPosting(cents(10001), 5, 3, null, 5)).toBe(nightShare(cents(10001), 5, 3));
    expect(taxSharesThrough(cents(10001), 5, 9)).toBe(10001);
  });
});

describe('refunds and dues', () => {
  const carried = (amount: string, lines = '0', full = amount): ChainTax => ({
    carried: parseMoney(amount),
    full: parseMoney(full),
    lines: parseMoney(lines),
  });

  it('refunds what the earlier bookings collected, less a refund already given', () => {
    expect(formatMoney(refundOf([carried('42.00'), carried('21.00')]))).toBe('-63.00');
    expect(formatMoney(refundOf([carried('42.00', '-42.00'), carried('21.00')]))).toBe('-21.00');
    expect(refundOf([])).toBe(ZERO);
  });

  it('charges an ended agreement the tax of every night less what was collected', () => {
    expect(formatMoney(dueOf([carried('0.00', '0', '42.00'), carried('0.00', '0', '21.00')]))).toBe('63.00');
    expect(dueOf([carried('0.00', '63.00', '63.00')])).toBe(ZERO);
    expect(owesOnEarlyDeparture(TEXAS, 29, true)).toBe(true);
    expect(owesOnEarlyDeparture(TEXAS, 30, true)).toBe(false);
    expect(owesOnEarlyDeparture(TEXAS, 29, false)).toBe(false);
    expect(owesOnEarlyDeparture(GEORGIA, 29, true)).toBe(false);
  });

  it('words its lines as the issue does', () => {
    expect(refundReason('Tax 1', 90)).toBe('Tax 1 refunded: stay reached 90 nights');
    expect(dueReason('Tax 1', 45)).toBe('Tax 1 due: long-stay agreement ended after 45 nights');
    expect(nightDate('2026-01-01', 90)).toBe('2026-03-31');
    expect(holdsNight(place(60), 31, 90)).toBe(true);
    expect(holdsNight(place(60), 29, 90)).toBe(false);
    expect(longStayStatus(2, { refunded: false, due: false })).toBe('taxed');
    expect(longStayStatus(0, { refunded: false, due: false })).toBe('exempt');
    expect(longStayStatus(0, { refunded: true, due: false })).toBe('refunded');
    expect(longStayStatus(0, { refunded: false, due: true })).toBe('due');
  });
});

/** A random chain: its bookings' nights and per-night amounts. */
const chainArb = fc.array(fc.record({ nights: fc.integer({ min: 1, max: 40 }), perNight: fc.integer({ min: 0, max: 50_000 }) }), {
  minLength: 1,
  maxLength: 12,
});
const ruleArb = fc.record({
  nights: fc.integer({ min: 1, max: 400 }),
  mode: fc.constantFrom('exempt-after' as const, 'refund-all' as const),
  agreementExempts: fc.boolean(),
  earlyDepartureDue: fc.boolean(),
});

describe('random chains', () => {
  it('taxed plus exempt shares add up to the subtotals, no night is taxed twice, none refunded twice', () => {
    fc.assert(
      fc.property(chainArb, ruleArb, fc.integer({ min: 0, max: 150_000 }), (chain, longStay, micros) => {
        const line = percent((micros / 1_000_000).toFixed(6), longStay);
        let before = 0;
        const taxedChainNights: number[] = [];
        const earlier: ChainTax[] = [];
        let refunds = 0;
        let refunded = ZERO as Cents;
        for (const booking of chain) {
          const subtotal = cents(booking.perNight * booking.nights);
          const k = taxedNights(longStay, place(before), booking.nights);
          const tax = taxOfTaxedNights(line, subtotal, booking.nights, k);
          const shares = Array.from({ length: booking.nights }, (_, night) => nightShare(subtotal, booking.nights, night));
          const taxedShares = sumMoney(shares.slice(0, k));
          const exemptShares = sumMoney(shares.slice(k));
          expect(addMoney(taxedShares, exemptShares)).toBe(subtotal);
          expect(tax).toBe(applyRate(taxedShares, line.rate));
          const taxShares = Array.from({ length: booking.nights }, (_, night) => taxNightShare(tax, k, night));
          expect(sumMoney(taxShares)).toBe(tax);
          taxedChainNights.push(...Array.from({ length: k }, (_, night) => before + night + 1));
          if (longStay.mode === 'refund-all' && holdsNight(place(before), booking.nights, longStay.nights)) {
            const refund = refundOf(earlier);
            refunds++;
            refunded = addMoney(refunded, refund);
            earlier.push({ carried: tax, full: tax, lines: refund });
          } else {
            earlier.push({ carried: tax, full: tax, lines: ZERO });
          }
          before += booking.nights;
        }
        // Each chain night taxed at most once, and under exempt-after only nights 1…N.
        expect(new Set(taxedChainNights).size).toBe(taxedChainNights.length);
        if (longStay.mode === 'exempt-after') {
          expect(taxedChainNights.length).toBe(Math.min(before, longStay.nights));
        } else {
          // refund-all: a chain that reaches N is refunded once and keeps no tax; one that does not keeps it all.
          expect(refunds).toBe(before >= longStay.nights ? 1 : 0);
          const kept = sumMoney(earlier.map((booking) => cents(booking.carried + booking.lines)));
          if (before >= longStay.nights) expect(kept).toBe(0);
          else expect(taxedChainNights.length).toBe(before);
          expect(refunded).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});
