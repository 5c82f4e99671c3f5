import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { BOOKING_RANGE_MAX_DAYS, bookingRangeSchema, bookingSchema, bookingUpdateSchema } from './booking.schema';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

const valid = {
  roomId: 4,
  guest: 'Smith, John',
  checkInDate: '2026-03-10',
  rateType: 'Daily',
  nights: 3,
  dailyWeeklyAmount: 99,
};

describe('bookingSchema', () => {
  it('reads a booking with defaults', () => {
    expect(bookingSchema.parse(valid)).toEqual({
      roomId: 4,
      guest: 'Smith, John',
      guestId: null,
      checkInDate: '2026-03-10',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '99.00',
      monthlyAmount: '0.00',
      grandTotal: '0.00',
      paidAmount: '0.00',
      paymentMethod: 'Cash',
      status: 'Unpaid',
    });
  });

  it('reads text numbers, drops derived fields and normalises choices', () => {
    const booking = bookingSchema.parse({
      roomId: '4',
      guestId: '17',
      guest: ' Smith, John ',
      checkInDate: '2026-03-10',
      rateType: 'monthly',
      nights: '22',
      monthlyAmount: '1500',
      grandTotal: 1500,
      paidAmount: '500.5',
      paymentMethod: ' Credit Card ',
      status: 'partially paid',
      checkOutDate: '2026-04-10',
      subtotal: '1.00',
      taxAmount: '9.99',
    });
    expect(booking).toEqual({
      roomId: 4,
      guestId: 17,
      guest: 'Smith, John',
      checkInDate: '2026-03-10',
      rateType: 'Monthly',
      nights: 22,
      dailyWeeklyAmount: '0.00',
      monthlyAmount: '1500.00',
      grandTotal: '1500.00',
      paidAmount: '500.50',
      paymentMethod: 'Credit Card',
      status: 'Partially Paid',
    });
  });

  it.each([
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['  ', 1],
    ['7', 7],
    [7, 7],
  ])('nights %j becomes %i', (nights, expected) => {
    expect(bookingSchema.parse({ ...valid, nights }).nights).toBe(expected);
  });

  it.each([['abc'], ['two'], [true], [{}], [[2]], ['2.5']])('refuses nights %j instead of booking one night', (nights) => {
    expect(firstMessage(bookingSchema, { ...valid, nights })).toBe('Nights must be between 1 and 3650');
  });

  it.each([
    ['1999-12-31', 'Check-in date must be between 2000-01-01 and 2100-12-31'],
    ['2000-01-01', null],
    ['2100-12-31', null],
    ['2101-01-01', 'Check-in date must be between 2000-01-01 and 2100-12-31'],
    ['9999-12-31', 'Check-in date must be between 2000-01-01 and 2100-12-31'],
  ])('check-in %s: %s', (checkInDate, message) => {
    expect(firstMessage(bookingSchema, { ...valid, checkInDate })).toBe(message);
  });

  it('defaults rate type, payment method and status when blank', () => {
    const booking = bookingSchema.parse({ ...valid, rateType: '', paymentMethod: '  ', status: null });
    expect([booking.rateType, booking.paymentMethod, booking.status]).toEqual(['Daily', 'Cash', 'Unpaid']);
  });

  it.each([
    [{ roomId: undefined }, 'Please select a room'],
    [{ roomId: '' }, 'Please select a room'],
    [{ roomId: 0 }, 'Please select a room'],
    [{ roomId: 'abc' }, 'Please select a room'],
    [{ guest: '   ' }, 'Please enter guest name'],
    [{ guest: undefined }, 'Please enter guest name'],
    [{ checkInDate: '' }, 'Please select check-in date'],
    [{ checkInDate: undefined }, 'Please select check-in date'],
    [{ checkInDate: '2026-02-30' }, 'Please select check-in date'],
    [{ rateType: 'Nightly' }, 'Rate type must be Daily, Weekly or Monthly'],
    [{ nights: 0 }, 'Nights must be between 1 and 3650'],
    [{ nights: 1.5 }, 'Nights must be between 1 and 3650'],
    [{ paidAmount: -1 }, 'Amounts must be 0 or more'],
    [{ grandTotal: '10.001' }, 'Amounts must be numbers with at most 2 decimals'],
    [{ paymentMethod: 'x'.repeat(41) }, 'Payment method must be at most 40 characters'],
    [{ status: 'Cancelled' }, 'Status must be Unpaid, Partially Paid or Fully Paid'],
    [{ guestId: 'abc' }, 'Please choose a valid guest'],
  ])('%j is refused with %j', (change, message) => {
    expect(firstMessage(bookingSchema, { ...valid, ...change })).toBe(message);
  });

  it('checks room, then guest, then check-in, as the booking form does', () => {
    expect(firstMessage(bookingSchema, {})).toBe('Please select a room');
    expect(firstMessage(bookingSchema, { roomId: 1 })).toBe('Please enter guest name');
    expect(firstMessage(bookingSchema, { roomId: 1, guest: 'Ann' })).toBe('Please select check-in date');
  });
});

describe('bookingRangeSchema', () => {
  it.each([
    [
      { from: '2026-03-01', to: '2026-03-15' },
      { from: '2026-03-01', to: '2026-03-15' },
    ],
    [
      { from: ' 2026-03-01 ', to: '2026-03-02' },
      { from: '2026-03-01', to: '2026-03-02' },
    ],
    [
      { from: '2026-12-20', to: '2027-02-20' },
      { from: '2026-12-20', to: '2027-02-20' },
    ],
  ])('%j reads as %j', (input, expected) => {
    expect(bookingRangeSchema.parse(input)).toEqual(expected);
  });

  it('allows at most 62 days', () => {
    expect(BOOKING_RANGE_MAX_DAYS).toBe(62);
    expect(bookingRangeSchema.safeParse({ from: '2026-01-01', to: '2026-03-04' }).success).toBe(true);
    expect(firstMessage(bookingRangeSchema, { from: '2026-01-01', to: '2026-03-05' })).toBe('The range can span at most 62 days');
  });

  it.each([
    [{ to: '2026-03-15' }, 'Please choose a start date'],
    [{ from: '', to: '2026-03-15' }, 'Please choose a start date'],
    [{ from: '2026-03-01' }, 'Please choose an end date'],
    [{ from: '2026-02-30', to: '2026-03-15' }, 'Start date 2026-02-30 is not a valid date (YYYY-MM-DD)'],
    [{ from: '2026-03-01', to: '15/03/2026' }, 'End date 15/03/2026 is not a valid date (YYYY-MM-DD)'],
    [{ from: '2026-03-01', to: '2026-03-01' }, 'The end date must be after the start date'],
    [{ from: '2026-03-10', to: '2026-03-01' }, 'The end date must be after the start date'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(bookingRangeSchema, input)).toBe(message);
  });
});

describe('bookingUpdateSchema', () => {
  const stay = { roomId: 1, guest: 'Smith, John', checkInDate: '2026-11-21' };
  it('says whether an update names Paid: without it, the folio’s payments stand', () => {
    expect(bookingUpdateSchema.parse({ ...stay, paidAmount: '20' })).toMatchObject({
      paidAmount: '20.00',
      paidAmountGiven: true,
    });
    expect(bookingUpdateSchema.parse({ ...stay, paidAmount: '' })).toMatchObject({ paidAmount: '0.00', paidAmountGiven: true });
    expect(bookingUpdateSchema.parse(stay)).toMatchObject({ paidAmount: '0.00', paidAmountGiven: false });
    expect(bookingUpdateSchema.parse({ ...stay, paidAmount: null }).paidAmountGiven).toBe(false);
  });
});
