import { describe, expect, it } from 'vitest';
import { formatGeneratedAt, formatHotelDate, hotelAddressLine, hotelContactLine, type HotelDetails } from './hotel-details';

const hotel: HotelDetails = {
  name: 'Harbor View Inn',
  address: '12 Harbor Road',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  phone: '207-555-0142',
  timezone: 'America/New_York',
};

describe('the letterhead', () => {
  it.each([
    [hotel, '12 Harbor Road, Portland, ME 04101'],
    [{ ...hotel, address: '', zip: '' }, 'Portland, ME'],
    [{ ...hotel, city: '', state: '' }, '12 Harbor Road, 04101'],
    [{ ...hotel, address: '', city: '', state: '', zip: '' }, ''],
  ])('writes the address of %j as %s', (details, expected) => {
    expect(hotelAddressLine(details)).toBe(expected);
  });

  it('adds the phone when there is one', () => {
    expect(hotelContactLine(hotel)).toBe('12 Harbor Road, Portland, ME 04101  ·  Phone 207-555-0142');
    expect(hotelContactLine({ ...hotel, phone: '' })).toBe('12 Harbor Road, Portland, ME 04101');
  });

  it('dates documents on the hotel\u2019s wall clock', () => {
    const at = new Date('2026-01-01T03:30:00Z');
    expect(formatGeneratedAt(at, 'America/New_York')).toBe('December 31, 2025, 10:30 PM EST');
    expect(formatGeneratedAt(at, 'Europe/Paris')).toBe('January 1, 2026, 4:30 AM GMT+1');
    expect(formatHotelDate('2026-01-01T03:30:00.000Z', 'America/Los_Angeles')).toBe('12/31/2025');
    expect(formatHotelDate('2026-01-01T03:30:00.000Z', 'Asia/Tokyo')).toBe('01/01/2026');
  });
});
