import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { download, pdfPages, pdfText, renderPageToPng } from '../../testing/pdf-documents';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { GUEST_LIST_PDF_MAX_ROWS } from './guest-list-pdf';
import { Guest } from './guest.entity';

let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0101',
  address: '12 St James Square',
  city: 'London',
  state: 'LN',
  zipCode: 'SW1Y 4JH',
  country: 'United Kingdom',
  idType: 'Passport',
  idNumber: 'GB1234567',
  notes: 'Prefers a quiet room away from the lift.',
  vip: true,
};
const grace = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', city: 'Arlington', state: 'VA', vip: false };
const alan = { firstName: 'Alan', lastName: 'Turing', phone: '555-0199', vip: false };
let adaGuest: { id: number; createdAt: string };

const TOKYO = 'Asia/Tokyo';
const tokyoDate = (iso: string) => DateTime.fromISO(iso, { zone: TOKYO }).toFormat('MM/dd/yyyy');

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'guest-docs@inn.test', { name: 'Sakura Inn' });
  other = await signUpHotel(app, 'other-docs@inn.test', { name: 'Other Inn' });
  await hotel.api.put('/api/hotel/settings', {
    motel_address: '1-2-3 Ginza',
    motel_city: 'Tokyo',
    motel_state: '',
    motel_zip: '104-0061',
    timezone: TOKYO,
  });
  adaGuest = (await hotel.api.post('/api/hotel/guests', ada)).body;
  await hotel.api.post('/api/hotel/guests', grace);
  await hotel.api.post('/api/hotel/guests', alan);
});
afterAll(async () => app?.close());

describe('GET /api/hotel/guests/pdf', () => {
  it('is the guest list report: the columns, every guest in name order, and the summary', async () => {
    const file = await download(hotel.api, '/api/hotel/guests/pdf');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="innkeep-guest-list.pdf"');

    const pages = await pdfPages(file.bytes);
    expect(pages).toHaveLength(1);
    const lines = pages[0]!.split('\n');
    expect(lines).toContain('Sakura Inn');
    expect(lines).toContain('1-2-3 Ginza, Tokyo, 104-0061');
    expect(lines).toContain('Guest List Report');
    expect(lines).toContain('3 guests, by last name');
    // The four summary boxes: label, then value.
    expect(pages[0]).toContain('Total Guests\n3\nVIP Guests\n1\nWith Email\n2\nWith Phone\n2');
    expect(lines).toContain('Name Email Phone City/State VIP Registration Date');
    const guests = (await hotel.api.get('/api/hotel/guests')).body as { lastName: string; createdAt: string }[];
    const registered = (lastName: string) => tokyoDate(guests.find((guest) => guest.lastName === lastName)!.createdAt);
    const rows = lines.filter((line) => /^(Hopper|Lovelace|Turing),/.test(line));
    expect(rows).toEqual([
      `Hopper, Grace grace@example.com Arlington, VA No ${registered('Hopper')}`,
      `Lovelace, Ada ada@example.com 555-0101 London, LN Yes ${registered('Lovelace')}`,
      `Turing, Alan 555-0199 No ${registered('Turing')}`,
    ]);
    expect(pages[0]).toMatch(/Generated \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M GMT\+9 Page 1 of 1/);
    renderPageToPng(file.bytes, 'guest-list-pdf');
  });

  it('is not read as the guest id "pdf" (its route comes first)', async () => {
    const file = await download(hotel.api, '/api/hotel/guests/pdf');
    expect(file.status).toBe(200);
    expect((await hotel.api.get('/api/hotel/guests/abc')).status).toBe(422);
  });

  it(`stays bounded: past ${GUEST_LIST_PDF_MAX_ROWS} guests it lists the first ones and says so, and still counts all`, async () => {
    const extra = GUEST_LIST_PDF_MAX_ROWS + 47;
    const rows = Array.from({ length: extra }, (_, index) => ({
      hotel: hotel.id,
      firstName: 'Bulk',
      lastName: `Aaron ${String(index).padStart(5, '0')}`,
      vip: index % 10 === 0,
      createdAt: new Date(Date.UTC(2026, 0, 1)),
    }));
    const em = app.orm.em.fork();
    await em.insertMany(Guest, rows);
    try {
      const started = Date.now();
      const file = await download(hotel.api, '/api/hotel/guests/pdf');
      expect(file.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(20_000);
      const text = await pdfText(file.bytes);
      const total = (extra + 3).toLocaleString('en-US');
      expect(text).toContain(`Showing the first 2,000 of ${total} guests, by last name. The summary counts every guest.`);
      expect(text).toContain(`Total Guests\n${total}\nVIP Guests\n${Math.ceil(extra / 10) + 1}`);
      expect(text).toContain('Aaron 01999, Bulk');
      expect(text).not.toContain('Aaron 02000, Bulk');
      expect(text).not.toContain('Lovelace, Ada');
    } finally {
      await em.nativeDelete(Guest, { firstName: 'Bulk' }, { filters: { tenant: { hotelId: hotel.id } } });
    }
  });
});

describe('GET /api/hotel/guests/{id}/registration.pdf', () => {
  it('is the registration form: title, date, every field, signature lines and a footer', async () => {
    const file = await download(hotel.api, `/api/hotel/guests/${adaGuest.id}/registration.pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="innkeep-guest-${adaGuest.id}-registration.pdf"`);

    const pages = await pdfPages(file.bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    const today = DateTime.now().setZone(TOKYO).setLocale('en-US').toFormat('LLLL d, yyyy');
    expect(text).toContain(`Guest Registration Form Date: ${today}`);
    for (const [label, value] of [
      ['Last Name', 'Lovelace'],
      ['First Name', 'Ada'],
      ['Email', 'ada@example.com'],
      ['Phone', '555-0101'],
      ['Address', '12 St James Square'],
      ['City', 'London'],
      ['State', 'LN'],
      ['Zip Code', 'SW1Y 4JH'],
      ['Country', 'United Kingdom'],
      ['VIP', 'Yes'],
      ['ID Type', 'Passport'],
      ['ID Number', 'GB1234567'],
    ]) {
      expect(text).toContain(`${label}\n${value}`);
    }
    expect(text).toContain('Notes\nPrefers a quiet room away from the lift.');
    expect(text).toContain('Guest Signature Date Staff Signature');
    expect(text).toContain('Thank you for staying at Sakura Inn.');
    expect(text).toMatch(/Page 1 of 1$/);
    renderPageToPng(file.bytes, 'guest-registration-pdf');
  });

  it('prints VIP No and leaves blank fields as lines to write on', async () => {
    const alanId = ((await hotel.api.get('/api/hotel/guests')).body as { id: number; lastName: string }[]).find(
      (g) => g.lastName === 'Turing',
    )!.id;
    const text = await pdfText((await download(hotel.api, `/api/hotel/guests/${alanId}/registration.pdf?inline=1`)).bytes);
    expect(text).toContain('VIP\nNo');
    expect(text).toMatch(/Email\s+Phone\n555-0199\n/);
  });

  it('inline, may be framed by the app itself (its print window) and by no other site; as a download, by nobody', async () => {
    for (const url of [`/api/hotel/guests/${adaGuest.id}/registration.pdf`, '/api/hotel/guests/pdf']) {
      const inline = await download(hotel.api, `${url}?inline=1`);
      expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="innkeep-guest-/);
      expect(inline.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const csp = inline.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");

      const attachment = await download(hotel.api, url);
      expect(attachment.headers.get('x-frame-options')).toBe('DENY');
      expect(attachment.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it("answers 404 for another hotel's guest and 422 for a bad id", async () => {
    const response = await other.api.get(`/api/hotel/guests/${adaGuest.id}/registration.pdf`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Guest could not be found' });
    expect((await hotel.api.get('/api/hotel/guests/abc/registration.pdf')).body).toEqual({ error: 'Invalid id' });
    expect((await new ApiClient(app.url).get(`/api/hotel/guests/${adaGuest.id}/registration.pdf`)).status).toBe(401);
  });
});
