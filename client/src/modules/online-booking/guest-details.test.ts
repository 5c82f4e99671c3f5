import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '../../ui/form-errors';
import { guestDetailsSchema, guestFieldOf, NO_GUEST_DETAILS } from './guest-details';

const errorsOf = (details: typeof NO_GUEST_DETAILS) => {
  const result = guestDetailsSchema.safeParse(details);
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
};

describe('the details a guest enters on the booking page', () => {
  it('asks for every field, in the words the server refuses it with', () => {
    expect(errorsOf(NO_GUEST_DETAILS)).toEqual({
      firstName: 'First name and last name are required',
      lastName: 'First name and last name are required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a phone number',
    });
  });

  it('takes a filled form, trimmed, and leaves the honeypot as sent', () => {
    expect(
      guestDetailsSchema.parse({
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: ' ada@example.com ',
        phone: '555-0100',
        website: 'http://spam.example',
      }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      website: 'http://spam.example',
    });
  });

  it('holds the limits of the desk', () => {
    const filled = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '555-0100', website: '' };
    expect(errorsOf({ ...filled, email: 'ada@' })).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf({ ...filled, lastName: 'x'.repeat(101) })).toEqual({ lastName: 'Names must be at most 100 characters' });
    expect(errorsOf({ ...filled, phone: '5'.repeat(41) })).toEqual({ phone: 'Phone must be at most 40 characters' });
  });

  it('places a refusal under the field it names', () => {
    expect(guestFieldOf('First name and last name are required')).toBe('firstName');
    expect(guestFieldOf('Last name is required')).toBe('lastName');
    expect(guestFieldOf('Please enter a valid email address')).toBe('email');
    expect(guestFieldOf('Please enter a phone number')).toBe('phone');
    expect(guestFieldOf('Too many bookings from this address')).toBeNull();
  });
});
