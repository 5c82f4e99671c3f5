import { buildMonthlyReport } from '@core/financial-report';
import { cents } from '@core/money';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-documents';
import { toMonthlyReportDto } from '../reports/report.mapper';
import { buildGuestListPdf } from './guest-list-pdf';
import { formatGeneratedAt, formatHotelDate, hotelAddressLine, hotelContactLine, type HotelDetails } from './hotel-details';
import { buildReportCsv, csvCell } from './report-csv';

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

describe('the report CSV', () => {
  it.each([
    ['Occupancy Tax', 'Occupancy Tax'],
    ['Tax, City', '"Tax, City"'],
    ['The "hotel" fee', '"The ""hotel"" fee"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('writes the text %s as %s', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('has a header, twelve months and TOTAL, amounts as plain numbers', () => {
    const report = buildMonthlyReport([
      { month: 3, taxable: cents(123456789), nonTaxable: cents(5), tax1: cents(1), tax2: cents(0), grandTotal: cents(123456795) },
    ]);
    const csv = buildReportCsv(toMonthlyReportDto({ ...report, tax1Name: 'Tax, City', tax2Name: 'Tax 2' }, 2026));
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Month,Taxable,Non-Taxable,Subtotal,"Tax, City",Tax 2,Grand Total');
    expect(lines[3]).toBe('March,1234567.89,0.05,1234567.94,0.01,0.00,1234567.95');
    expect(lines[13]).toBe('TOTAL,1234567.89,0.05,1234567.94,0.01,0.00,1234567.95');
    expect(lines[14]).toBe('');
  });
});

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
