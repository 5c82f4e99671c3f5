import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../clock';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { addRooms, guestClient, markLicensed, openBookingPage, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { readOutbox } from '../../testing/outbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { THROTTLES } from '../accounts';
import { ThrottledAttempt } from '../accounts/throttled-attempt.entity';
import { BOOKING_LINK_NOT_FOUND } from './public-lookups';

/**
 * What keeps the booking page from being abused: 10 bookings an hour from one address and 5 a day for one
 * email (429 beyond), and the hidden "website" field that people leave empty and bots fill.
 */
let app: TestApp;
let hotel: SignedInHotel;
let typeId: number;
let day = 0;

beforeAll(async () => {
  setClock(new Date('2027-03-01T15:00:00Z'));
  app = await startTestApp();
  hotel = await signUpHotel(app, 'abuse@inn.test', { name: 'Harbor Inn' });
  await addRooms(hotel, { name: 'Queen', dailyRate: '100', weeklyRate: '600', monthlyRate: '1800' }, ['101', '102', '103']);
  // Licensed: the demo's 100 bookings would not last the limits' tests.
  await markLicensed(app, hotel.id);
  typeId = ((await hotel.api.get('/api/hotel/room-types')).body as { id: number }[])[0]!.id;
  await openBookingPage(hotel, 'harbor-inn');
});
beforeEach(async () => {
  await (app.orm.em.fork() as Em).nativeDelete(ThrottledAttempt, {});
});
afterAll(async () => {
  setClock(null);
  await app?.close();
});

/** A one-night stay on a day no other test books. */
const nextStay = () => {
  day += 1;
  return { checkIn: new Date(Date.UTC(2027, 3, day)).toISOString().slice(0, 10), nights: 1 };
};
const book = (api: ApiClient, email: string, extra: Record<string, unknown> = {}) =>
  api.post('/api/public/hotels/harbor-inn/bookings', {
    roomTypeId: typeId,
    ...nextStay(),
    firstName: 'Ann',
    lastName: 'Lee',
    email,
    phone: '555-0100',
    ...extra,
  });
const counts = async () => {
  const [row] = await (app.orm.em.fork() as Em).execute<{ bookings: number; guests: number }[]>(
    'select (select count(*)::int from booking where hotel_id = ?) as bookings, (select count(*)::int from guest where hotel_id = ?) as guests',
    [hotel.id, hotel.id],
  );
  return row!;
};

describe('the limits', () => {
  it('takes 10 bookings an hour from one address, then 429 with Retry-After, booking nothing', async () => {
    const api = new ApiClient(app.url, { 'x-forwarded-for': '198.18.0.1' });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) statuses.push((await book(api, `address-${index}@mail.test`)).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const before = await counts();
    const refused = await book(api, 'address-10@mail.test');
    expect([refused.status, refused.body]).toEqual([429, { error: THROTTLES.onlineBooking.message }]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await counts()).toEqual(before);
    // Another address books on.
    expect((await book(new ApiClient(app.url, { 'x-forwarded-for': '198.18.0.2' }), 'address-11@mail.test')).status).toBe(201);
  });

  it('takes 5 bookings a day for one email from any address, then 429', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await book(guestClient(app).api, 'Same.Guest@mail.test')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await book(guestClient(app).api, 'same.guest@mail.test')).status).toBe(429);
    // A day's count: the oldest of them frees a slot a day after it was made.
    const retryAfter = Number((await book(guestClient(app).api, 'same.guest@mail.test')).headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
  });

  it('does not count what was refused: a wrong form, a room just taken', async () => {
    const api = new ApiClient(app.url, { 'x-forwarded-for': '198.18.0.3' });
    for (let index = 0; index < 12; index++) expect((await book(api, 'bad-email')).status).toBe(422);
    // Every Queen taken on one night, then asked for again and again.
    const night = nextStay();
    for (let index = 0; index < 3; index++) {
      const taken = await guestClient(app).api.post('/api/public/hotels/harbor-inn/bookings', {
        roomTypeId: typeId,
        ...night,
        firstName: 'Full',
        lastName: `No${index}`,
        email: `full-${index}@mail.test`,
        phone: '555',
      });
      expect(taken.status).toBe(201);
    }
    for (let index = 0; index < 12; index++) {
      const response = await api.post('/api/public/hotels/harbor-inn/bookings', {
        roomTypeId: typeId,
        ...night,
        firstName: 'Late',
        lastName: 'Guest',
        email: 'late@mail.test',
        phone: '555',
      });
      expect(response.status).toBe(409);
    }
    expect((await book(api, 'late@mail.test')).status).toBe(201);
  });
});

describe('the hidden "website" field', () => {
  it('filled, stores nothing, sends nothing, and answers a 201 that looks like a booking', async () => {
    const before = await counts();
    const mails = readOutbox(app.dataDir).length;
    const real = await book(guestClient(app).api, 'person@mail.test', { website: '' });
    const bot = await book(guestClient(app).api, 'bot@spam.test', { website: 'http://spam.example' });
    expect([real.status, bot.status]).toEqual([201, 201]);
    expect(Object.keys(bot.body).sort()).toEqual(Object.keys(real.body).sort());
    expect(bot.body).toMatchObject({ roomType: 'Queen', total: '113.00' });
    expect(bot.body.reference).toMatch(/^[A-Z2-9]{10}$/);
    expect(bot.body.manageUrl).toMatch(new RegExp(`^${app.url}/my-booking/[A-Za-z0-9_-]{43}$`));
    const after = await counts();
    expect(after).toEqual({ bookings: before.bookings + 1, guests: before.guests + 1 });
    expect(readOutbox(app.dataDir).filter((mail) => mail.to.includes('bot@spam.test'))).toEqual([]);
    expect(readOutbox(app.dataDir).length).toBeGreaterThanOrEqual(mails);
    // Its link leads nowhere.
    const token = bot.body.manageUrl.split('/my-booking/')[1];
    const followed = await new ApiClient(app.url).get(`/api/public/bookings/${token}`);
    expect([followed.status, followed.body]).toEqual([404, { error: BOOKING_LINK_NOT_FOUND }]);
  });
});
