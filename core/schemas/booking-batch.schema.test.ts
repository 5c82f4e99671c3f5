import { describe, expect, it } from 'vitest';
import { bookingBatchRowSchema, bookingBatchSchema, mergeBookingUpdate } from './booking-batch.schema';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('bookingBatchSchema', () => {
  it('takes 1 to 500 rows', () => {
    expect(bookingBatchSchema.parse({ bookings: [{}] }).bookings).toHaveLength(1);
    expect(message(bookingBatchSchema.safeParse({ bookings: [] }))).toBe('A batch needs at least one booking');
    expect(message(bookingBatchSchema.safeParse({ bookings: Array(501).fill({}) }))).toBe(
      'A batch can save at most 500 bookings',
    );
    expect(message(bookingBatchSchema.safeParse({ bookings: {} }))).toBe('bookings must be a list of bookings');
  });
});

describe('bookingBatchRowSchema', () => {
  it('reads a row with an id as an update of the fields given (null = not given), unknown fields dropped', () => {
    expect(bookingBatchRowSchema.parse({ id: '12', nights: 4, guest: null, subtotal: '1.00' })).toEqual({
      id: 12,
      version: null,
      fields: { nights: 4 },
    });
  });
  it('reads the version an update was based on, apart from the fields', () => {
    expect(bookingBatchRowSchema.parse({ id: 12, version: '3', paidAmount: '5' })).toEqual({
      id: 12,
      version: 3,
      fields: { paidAmount: '5' },
    });
    expect(message(bookingBatchRowSchema.safeParse({ id: 12, version: 0 }))).toBe('Version must be a whole number of 1 or more');
  });
  it('reads a row without an id as a new booking', () => {
    expect(bookingBatchRowSchema.parse({ id: null, roomId: 3, guest: 'Smith, J' })).toEqual({
      id: null,
      version: null,
      fields: { roomId: 3, guest: 'Smith, J' },
    });
  });
  it.each([['seven'], [0], [1.5], [-2]])('refuses the id %j', (id) => {
    expect(message(bookingBatchRowSchema.safeParse({ id }))).toBe('Booking id must be a positive whole number');
  });
  it('refuses a row that is not an object', () => {
    expect(message(bookingBatchRowSchema.safeParse('101'))).toBe('Each booking must be an object');
  });
});

describe('mergeBookingUpdate', () => {
  const current = { roomId: 1, guest: 'Smith, John', guestId: 5, nights: 3, paidAmount: '0.00' };
  it('keeps what is not given', () => {
    expect(mergeBookingUpdate(current, { paidAmount: '10' })).toEqual({ ...current, paidAmount: '10' });
  });
  it('drops the old guest id when the guest is renamed without one', () => {
    expect(mergeBookingUpdate(current, { guest: 'Doe, Jane' })).toMatchObject({ guest: 'Doe, Jane', guestId: null });
    expect(mergeBookingUpdate(current, { guest: 'Doe, Jane', guestId: 9 })).toMatchObject({ guestId: 9 });
    expect(mergeBookingUpdate(current, { guest: 'Smith, John' })).toMatchObject({ guestId: 5 });
  });
});
