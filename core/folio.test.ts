import { describe, expect, it } from 'vitest';
import {
  adjustmentText,
  folioBalance,
  folioPaymentStatus,
  folioTotals,
  liveTotal,
  nightShare,
  paidAfterPayment,
  paidAfterVoid,
  paymentText,
  ZERO_AMOUNT_MESSAGE,
} from './folio';
import { cents } from './money';

const line = (amount: number, voided = false) => ({ amount: cents(amount), voided });

describe('the folio', () => {
  it('adds only the live lines: a voided line stays listed but out of every total', () => {
    const charges = [line(30000), line(2400), line(1500), line(2000), line(5000, true)];
    const payments = [line(10000), line(-2500), line(9999, true)];
    expect(liveTotal(charges)).toBe(35900);
    expect(folioTotals(charges, payments)).toEqual({ totalCharges: 35900, totalPayments: 7500, balance: 28400 });
    expect(folioTotals([line(1000)], [line(1500)]).balance).toBe(-500);
  });

  it.each([
    [33900, 0, 0, 'Unpaid'],
    [33900, 2000, 33900, 'Partially Paid'],
    [33900, 2000, 35900, 'Fully Paid'],
    [33900, 0, 40000, 'Fully Paid'],
  ])('grand total %i + extras %i with %i paid is %s', (grandTotal, extras, paid, status) => {
    expect(folioPaymentStatus(cents(grandTotal), cents(extras), cents(paid))).toBe(status);
  });

  it.each([
    [33900, 0, 0, 33900],
    [33900, 2000, 33900, 2000],
    [33900, 2000, 35900, 0],
    [33900, 0, 40000, -6100],
  ])('grand total %i + extras %i with %i paid leaves a balance of %i', (grandTotal, extras, paid, balance) => {
    expect(folioBalance(cents(grandTotal), cents(extras), cents(paid))).toBe(balance);
  });

  it('takes a payment or a refund of at most what was paid', () => {
    expect(paidAfterPayment(cents(10000), cents(5000))).toBe(15000);
    expect(paidAfterPayment(cents(10000), cents(-10000))).toBe(0);
    expect(() => paidAfterPayment(cents(10000), cents(-10001))).toThrow(
      'A refund may not be more than what was paid: $100.00 was paid on this stay',
    );
    expect(() => paidAfterPayment(cents(10000), cents(0))).toThrow(ZERO_AMOUNT_MESSAGE);
  });

  it('voids a payment unless its refunds would then exceed what was paid', () => {
    expect(paidAfterVoid(cents(17500), line(10000))).toBe(7500);
    expect(paidAfterVoid(cents(7500), line(-2500))).toBe(10000);
    expect(paidAfterVoid(cents(7500), line(10000, true))).toBe(7500);
    expect(() => paidAfterVoid(cents(7500), line(10000))).toThrow('This payment cannot be voided');
  });
});

describe('the share of a night', () => {
  it('spreads an amount over the nights to the cent, the odd cents on the later nights', () => {
    const shares = [0, 1, 2].map((night) => nightShare(cents(10000), 3, night));
    expect(shares).toEqual([3333, 3333, 3334]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10000);
    expect(nightShare(cents(33900), 3, 1)).toBe(11300);
    expect(nightShare(cents(100), 3, 3)).toBe(0);
    expect(nightShare(cents(100), 3, -1)).toBe(0);
  });
});

describe('an adjustment as a folio line', () => {
  it('names its kind and its reason', () => {
    expect(adjustmentText({ kind: 'Room', reason: 'Noisy room on 03/07' })).toBe('Adjustment, Room: Noisy room on 03/07');
    expect(adjustmentText({ kind: 'Tax 2', reason: 'Fee waived' })).toBe('Adjustment, Tax 2: Fee waived');
  });
});

describe('a payment as a folio line', () => {
  it('says payment or refund by its sign, with the method and the reference', () => {
    expect(paymentText({ amount: cents(10000), method: 'Cash', reference: null })).toBe('Payment, Cash');
    expect(paymentText({ amount: cents(-5000), method: 'Cash', reference: null })).toBe('Refund, Cash');
    expect(paymentText({ amount: cents(13900), method: 'Bank Transfer', reference: 'TX-77' })).toBe(
      'Payment, Bank Transfer (TX-77)',
    );
  });
});
