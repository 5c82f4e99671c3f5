import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-documents';
import type { HotelDetails } from '../../documents/hotel-details';
import { buildGuestListPdf } from './guest-list-pdf';

const hotel: HotelDetails = {
  name: 'Harbor View Inn',
  address: '',
  city: 'Portland',
  state: 'ME',
  zip: '',
  phone: '',
  timezone: 'UTC',
};

describe('the guest list PDF', () => {
  it('prints no more than its cap whatever it is given', async () => {
    const guest = (index: number) => ({
      id: index,
      firstName: 'Guest',
      lastName: `Number ${String(index).padStart(4, '0')}`,
      email: null,
      phone: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      country: null,
      idType: null,
      idNumber: null,
      notes: null,
      vip: false,
      version: 1,
      createdAt: '2026-02-01T12:00:00.000Z',
    });
    const pdf = await buildGuestListPdf({
      hotel,
      guests: Array.from({ length: 2003 }, (_, index) => guest(index)),
      stats: { totalGuests: 60000, vipGuests: 0, withEmail: 0, withPhone: 0 },
      generatedAt: new Date(),
    });
    const text = await pdfText(pdf);
    expect(text).toContain('Showing the first 2,000 of 60,000 guests');
    expect(text).toContain('Number 1999, Guest');
    expect(text).not.toContain('Number 2000, Guest');
  });
});
