import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUS_MESSAGE,
  DEFAULT_BOOKING_STATUS,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_RATE_TYPE,
  PAYMENT_METHODS,
  RATE_TYPE_MESSAGE,
  isRateType,
  orList,
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
});
