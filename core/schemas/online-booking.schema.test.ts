import { describe, expect, it } from 'vitest';
import { onlineBookingUpdateSchema, publicAvailabilitySchema, publicBookingSchema, SLUG_MESSAGE } from './online-booking.schema';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('onlineBookingUpdateSchema', () => {
  it('reads any subset, words and numbers as the forms send them', () => {
    expect(onlineBookingUpdateSchema.parse({})).toEqual({});
    expect(
      onlineBookingUpdateSchema.parse({ enabled: 'yes', slug: ' harbor-inn ', minNights: '2', roomTypeIds: [3, '4', 3] }),
    ).toEqual({
      enabled: true,
      slug: 'harbor-inn',
      minNights: 2,
      roomTypeIds: [3, 4],
    });
    expect(onlineBookingUpdateSchema.parse({ slug: '', description: null })).toEqual({ slug: null, description: '' });
  });

  it.each(['ab', 'A-b-c', 'inn_1', 'inn 1', 'ü-inn', 'x'.repeat(41)])('refuses the address %j', (slug) => {
    expect(issue(onlineBookingUpdateSchema.safeParse({ slug }))).toBe(SLUG_MESSAGE);
  });

  it.each(['abc', 'harbor-inn-2', '0-0', 'x'.repeat(40)])('takes the address %j', (slug) => {
    expect(onlineBookingUpdateSchema.parse({ slug })).toEqual({ slug });
  });

  it('refuses unknown keys and objects that break Number()', () => {
    expect(issue(onlineBookingUpdateSchema.safeParse({ colour: 'blue' }))).toBe('Unknown setting: colour');
    expect(issue(onlineBookingUpdateSchema.safeParse({ roomTypeIds: [{ valueOf: 1, toString: 1 }] }))).toBe(
      'Room types must be a list of room type ids',
    );
    expect(issue(onlineBookingUpdateSchema.safeParse({ minNights: { valueOf: 1 } }))).toBe(
      'Minimum nights must be a whole number from 1 to 365',
    );
  });
});

describe('publicAvailabilitySchema', () => {
  it('takes nights, or a check-out date instead', () => {
    expect(publicAvailabilitySchema.parse({ checkIn: '2027-03-10', nights: '3' })).toEqual({
      checkIn: '2027-03-10',
      nights: 3,
      checkOut: '2027-03-13',
    });
    expect(publicAvailabilitySchema.parse({ checkIn: '2027-03-10', checkOut: '2027-03-12' })).toMatchObject({ nights: 2 });
    expect(issue(publicAvailabilitySchema.safeParse({ checkIn: '2027-03-10', checkOut: '2027-03-09' }))).toBe(
      'Check-out must be after check-in',
    );
  });
});

describe('publicBookingSchema', () => {
  const body = {
    roomTypeId: 3,
    checkIn: '2027-03-10',
    nights: 2,
    firstName: ' Ann ',
    lastName: 'Lee',
    email: 'ANN@Mail.TEST',
    phone: ' 555 ',
  };
  it("reads the guest as the desk's guest form does: trimmed names, the email in lower case", () => {
    expect(publicBookingSchema.parse(body)).toEqual({
      roomTypeId: 3,
      checkIn: '2027-03-10',
      nights: 2,
      checkOut: '2027-03-12',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@mail.test',
      phone: '555',
      website: '',
    });
  });

  it('keeps what a bot typed into the hidden field', () => {
    expect(publicBookingSchema.parse({ ...body, website: 'http://spam' }).website).toBe('http://spam');
    expect(publicBookingSchema.parse({ ...body, website: 12 }).website).toBe('12');
    expect(publicBookingSchema.parse({ ...body, website: true }).website).toBe('filled');
  });

  it('refuses a name the booking could not hold', () => {
    expect(issue(publicBookingSchema.safeParse({ ...body, firstName: 'A'.repeat(100), lastName: 'B'.repeat(100) }))).toBe(
      'Guest name must be at most 200 characters',
    );
  });
});
