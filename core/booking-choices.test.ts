import { describe, expect, it } from 'vitest';
import {
  BOOKING_FLAGS,
  BOOKING_FLAG_TITLES,
  BOOKING_STATUS_MESSAGE,
  DEFAULT_BOOKING_STATUS,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_RATE_TYPE,
  PAYMENT_METHODS,
  RATE_TYPE_MESSAGE,
  isBookingFlag,
  isRateType,
  orList,
  paymentMethodNamed,
} from './booking-choices';

describe('booking choices', () => {
  it('says the messages of spec sections 3 and 4 word for word', () => {
    expect(RATE_TYPE_MESSAGE).toBe('Rate type must be Daily, Weekly or Monthly');
    expect(BOOKING_STATUS_MESSAGE).toBe('Status must be Unpaid, Partially Paid or Fully Paid');
  });

  it('defaults a new booking to Daily, Cash and Unpaid (spec section 4)', () => {
    expect([DEFAULT_RATE_TYPE, DEFAULT_PAYMENT_METHOD, DEFAULT_BOOKING_STATUS]).toEqual(['Daily', 'Cash', 'Unpaid']);
    expect(PAYMENT_METHODS[0]).toBe('Cash');
  });

  it('knows a rate type only as the list spells it', () => {
    expect(['Daily', 'Weekly', 'Monthly', 'daily', 'Yearly', null].map(isRateType)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('lists one, two and three values', () => {
    expect([orList(['A']), orList(['A', 'B']), orList(['A', 'B', 'C'])]).toEqual(['A', 'A or B', 'A, B or C']);
  });

  it.each([
    ['', 'Cash'],
    ['  ', 'Cash'],
    ['c', 'Cash'],
    ['cr', 'Credit Card'],
    ['CREDIT card', 'Credit Card'],
    ['ch', 'Check'],
    ['d', 'Debit Card'],
    ['bank', 'Bank Transfer'],
    ['o', 'Other'],
    [' Voucher ', 'Voucher'],
    ['Cheque', 'Cheque'],
  ])('reads the payment method typed %j as %j', (typed, method) => {
    expect(paymentMethodNamed(typed)).toBe(method);
  });

  it("lists the yes/no fields in the grids' order, the agreement before auto-renew, each with its titles", () => {
    expect(BOOKING_FLAGS.map((flag) => [flag, BOOKING_FLAG_TITLES[flag].column, BOOKING_FLAG_TITLES[flag].name])).toEqual([
      ['longStayAgreement', 'Agreement', 'Long-stay agreement'],
      ['autoRenew', 'Auto-renew', 'Auto-renew'],
    ]);
    expect(['autoRenew', 'longStayAgreement', 'renewalError', 'paymentMethod', null].map(isBookingFlag)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
