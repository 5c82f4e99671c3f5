import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_JUST_TAKEN, SLUG_NOT_FOUND } from '@core/online-booking';
import { setClock } from '../../clock';
import { ApiClient } from '../../testing/api-client';
import { addRooms, guestClient, KING, openBookingPage, QUEEN, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The guests' booking page over REST (no sign-in): the hotel, the room types free for a stay with the desk's
 * prices, a booking, and what the page refuses. The clock stands at 10:00 in Boston on Monday 03/01/27.
 */
const TODAY = '2027-03-01';
let app: TestApp;
let hotel: SignedInHotel;
let rooms: { queen: Record<string, number>; king: Record<string, number> };
let typeIds: { queen: number; king: number; suite: number };

beforeAll(async () => {
  setClock(new Date(`${TODAY}T15:00:00Z`));
  app = await startTestApp();
  hotel = await signUpHotel(app, 'page@inn.test', { name: 'Harbor Inn', address: '1 Pier Rd', city: 'Boston', state: 'MA' });
  expect((await hotel.api.put('/api/hotel/settings', { motel_phone: '617-555-0101', motel_zip: '02110' })).status).toBe(200);
  rooms = { queen: await addRooms(hotel, QUEEN, ['101', '102']), king: await addRooms(hotel, KING, ['201']) };
  await addRooms(hotel, { name: 'Suite', dailyRate: '300', weeklyRate: '1500', monthlyRate: '5000' }, ['301']);
  const types = (await hotel.api.get('/api/hotel/room-types')).body as { id: number; name: string }[];
  const idOf = (name: string) => types.find((type) => type.name === name)!.id;
  typeIds = { queen: idOf('Queen'), king: idOf('King'), suite: idOf('Suite') };
  await openBookingPage(hotel, 'harbor-inn', {
    description: 'Rooms by the harbor',
    roomTypeIds: [typeIds.queen, typeIds.king],
    maxDaysAhead: 180,
  });
});
afterAll(async () => {
  setClock(null);
  await app?.close();
});

const anyone = () => new ApiClient(app.url);
const availability = (query: string) => anyone().get(`/api/public/hotels/harbor-inn/availability?${query}`);
const book = (body: Record<string, unknown>, guest = guestClient(app)) =>
  guest.api.post('/api/public/hotels/harbor-inn/bookings', {
    firstName: 'Ann',
    lastName: 'Lee',
    email: guest.email,
    phone: '555-0100',
    ...body,
  });

describe('GET /api/public/hotels/{slug}', () => {
  it("answers the hotel's name, address, description and the page's rules, in dollars", async () => {
    const response = await anyone().get('/api/public/hotels/harbor-inn');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: 'Harbor Inn',
      address: '1 Pier Rd',
      city: 'Boston',
      state: 'MA',
      description: 'Rooms by the harbor',
      minNights: 1,
      maxDaysAhead: 180,
      cancellationDays: 2,
      currency: 'USD',
    });
  });

  it('is a 404 for a page that is unknown, malformed or switched off', async () => {
    for (const slug of ['no-such-inn', 'Harbor-Inn', 'x', '%27%3B--']) {
      const response = await anyone().get(`/api/public/hotels/${slug}`);
      expect([slug, response.status, response.body]).toEqual([slug, 404, { error: SLUG_NOT_FOUND }]);
    }
    const off = await signUpHotel(app, 'off@inn.test', { name: 'Closed Inn' });
    await openBookingPage(off, 'closed-inn');
    expect((await anyone().get('/api/public/hotels/closed-inn')).status).toBe(200);
    expect((await off.api.put('/api/hotel/online-booking', { enabled: false })).status).toBe(200);
    for (const path of ['', '/availability?checkIn=2027-03-10&nights=2']) {
      expect((await anyone().get(`/api/public/hotels/closed-inn${path}`)).status).toBe(404);
    }
    const booked = await anyone().post('/api/public/hotels/closed-inn/bookings', {
      roomTypeId: typeIds.queen,
      checkIn: '2027-03-10',
      nights: 2,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@mail.test',
      phone: '555',
    });
    expect([booked.status, booked.body]).toEqual([404, { error: SLUG_NOT_FOUND }]);
  });
});

describe('GET /api/public/hotels/{slug}/availability', () => {
  it('lists each offered room type with its free rooms and the price the desk would charge', async () => {
    const response = await availability('checkIn=2027-03-10&nights=2');
    expect(response.status).toBe(200);
    // Tax 1 8% and Tax 2 5% (a new hotel's settings), on every night.
    expect(response.body).toEqual({
      roomTypes: [
        {
          id: typeIds.king,
          name: 'King',
          available: 1,
          rateType: 'Daily',
          subtotal: '180.00',
          taxes: [
            { name: 'Tax 1', amount: '14.40' },
            { name: 'Tax 2', amount: '9.00' },
          ],
          total: '203.40',
        },
        {
          id: typeIds.queen,
          name: 'Queen',
          available: 2,
          rateType: 'Daily',
          subtotal: '200.00',
          taxes: [
            { name: 'Tax 1', amount: '16.00' },
            { name: 'Tax 2', amount: '10.00' },
          ],
          total: '226.00',
        },
      ],
    });
  });

  it('takes a check-out date instead of nights', async () => {
    const byNights = await availability('checkIn=2027-03-10&nights=3');
    const byCheckOut = await availability('checkIn=2027-03-10&checkOut=2027-03-13');
    expect(byCheckOut.body).toEqual(byNights.body);
  });

  it('prices whole weeks at the Weekly rate when it comes to less, else Daily, as the desk would', async () => {
    const week = (await availability('checkIn=2027-03-10&nights=7')).body.roomTypes as {
      name: string;
      rateType: string;
      subtotal: string;
    }[];
    // Queen: 7 × 100.00 = 700.00 by the night, 600.00 by the week; King: 630.00 against 500.00.
    expect(week.map((type) => [type.name, type.rateType, type.subtotal])).toEqual([
      ['King', 'Weekly', '500.00'],
      ['Queen', 'Weekly', '600.00'],
    ]);
    const tenNights = (await availability('checkIn=2027-03-10&nights=10')).body.roomTypes as {
      rateType: string;
      subtotal: string;
    }[];
    expect(tenNights.map((type) => [type.rateType, type.subtotal])).toEqual([
      ['Daily', '900.00'],
      ['Daily', '1000.00'],
    ]);
    // A Weekly rate above 7 nights' Daily is not offered.
    expect((await hotel.api.put(`/api/hotel/room-types/${typeIds.king}`, { ...KING, weeklyRate: '700.00' })).status).toBe(200);
    const dearWeek = (await availability('checkIn=2027-03-10&nights=7')).body.roomTypes as {
      rateType: string;
      subtotal: string;
    }[];
    expect(dearWeek[0]).toMatchObject({ rateType: 'Daily', subtotal: '630.00' });
    expect((await hotel.api.put(`/api/hotel/room-types/${typeIds.king}`, KING)).status).toBe(200);
  });

  it("applies the rate period in force on the check-in date, and the hotel's tax rates by name", async () => {
    const period = await hotel.api.post('/api/hotel/rate-periods', {
      roomTypeId: typeIds.queen,
      name: 'Spring fair',
      rateType: 'event',
      startDate: '2027-04-01',
      endDate: '2027-04-05',
      dailyRate: '150',
      weeklyRate: '900',
      monthlyRate: '3000',
      priority: 5,
    });
    expect(period.status).toBe(201);
    const tax = await hotel.api.post('/api/hotel/tax-rates', { name: 'State Tax', rate: '0.0625', applyTo: ['all'] });
    expect(tax.status).toBe(201);
    const fair = (await availability('checkIn=2027-04-02&nights=2')).body.roomTypes as {
      name: string;
      subtotal: string;
      taxes: unknown;
    }[];
    expect(fair.find((type) => type.name === 'Queen')).toMatchObject({
      subtotal: '300.00',
      taxes: [{ name: 'State Tax', amount: '18.75' }],
      total: '318.75',
    });
    // The desk prices the same stay the same: a booking typed at the period's rate.
    const desk = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms.queen['102'],
      guest: 'Desk, Dora',
      checkInDate: '2027-04-02',
      nights: 2,
      dailyWeeklyAmount: '150.00',
    });
    expect(desk.body).toMatchObject({ subtotal: '300.00', taxAmount: '18.75', resortFee: '0.00', grandTotal: '318.75' });
    expect((await hotel.api.delete(`/api/hotel/bookings/${desk.body.id}`)).status).toBe(200);
    expect((await hotel.api.delete(`/api/hotel/tax-rates/${tax.body.id}`)).status).toBe(200);
  });

  it('lists a type with no free room with 0 available and no price; a stay or a block takes a room', async () => {
    const desk = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms.king['201'],
      guest: 'Desk, Dora',
      checkInDate: '2027-03-20',
      nights: 3,
      dailyWeeklyAmount: '90.00',
    });
    expect(desk.status).toBe(201);
    const block = await hotel.api.post('/api/hotel/room-blocks', {
      roomId: rooms.queen['101'],
      startDate: '2027-03-21',
      endDate: '2027-03-22',
      reason: 'Paint',
    });
    expect(block.status).toBe(201);
    const response = await availability('checkIn=2027-03-21&nights=1');
    expect(response.body.roomTypes).toEqual([
      { id: typeIds.king, name: 'King', available: 0, rateType: null, subtotal: null, taxes: [], total: null },
      expect.objectContaining({ name: 'Queen', available: 1 }),
    ]);
    // Check-out day is the next guest's check-in day.
    expect((await availability('checkIn=2027-03-23&nights=1')).body.roomTypes[0]).toMatchObject({ name: 'King', available: 1 });
  });

  it.each([
    ['checkIn=2027-02-28&nights=1', 'Check-in cannot be in the past'],
    ['checkIn=2027-08-29&nights=1', 'Bookings open at most 180 days ahead: please choose a check-in on or before 08/28/27'],
    ['checkIn=2027-03-10', 'Please choose the number of nights'],
    ['checkIn=2027-03-10&nights=0', 'Nights must be a whole number from 1 to 365'],
    ['checkIn=2027-03-10&nights=366', 'Nights must be a whole number from 1 to 365'],
    ['checkIn=2027-03-10&checkOut=2027-03-10', 'Check-out must be after check-in'],
    ['checkIn=2027-02-30&nights=2', 'Check-in must be a date (YYYY-MM-DD)'],
    ['nights=2', 'Please choose a check-in date'],
  ])('refuses %s with 422: %s', async (query, message) => {
    const response = await availability(query);
    expect([response.status, response.body]).toEqual([422, { error: message }]);
  });

  it('refuses a stay shorter than the minimum nights, in words', async () => {
    await openBookingPage(hotel, 'harbor-inn', { minNights: 3 });
    try {
      const response = await availability('checkIn=2027-03-10&nights=2');
      expect([response.status, response.body]).toEqual([422, { error: 'The shortest stay is 3 nights' }]);
      const booked = await book({ roomTypeId: typeIds.queen, checkIn: '2027-03-10', nights: 2 });
      expect([booked.status, booked.body]).toEqual([422, { error: 'The shortest stay is 3 nights' }]);
    } finally {
      await openBookingPage(hotel, 'harbor-inn', { minNights: 1 });
    }
  });
});

describe('POST /api/public/hotels/{slug}/bookings', () => {
  it('books a free room of the type as a Reserved Online booking, priced as the desk prices it', async () => {
    const guest = guestClient(app);
    const before = await settingValue('transaction_count');
    const response = await book(
      { roomTypeId: typeIds.queen, checkIn: '2027-05-03', nights: 2, firstName: 'Ann', lastName: 'Lee' },
      guest,
    );
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(['checkIn', 'checkOut', 'manageUrl', 'reference', 'roomType', 'total']);
    expect(response.body).toMatchObject({ checkIn: '2027-05-03', checkOut: '2027-05-05', roomType: 'Queen', total: '226.00' });
    expect(response.body.reference).toMatch(/^[A-Z2-9]{10}$/);
    expect(response.body.manageUrl).toMatch(new RegExp(`^${app.url}/my-booking/[A-Za-z0-9_-]{43}$`));

    const [booking] = (await hotel.api.get('/api/hotel/bookings?source=Online&from=2027-05-03&to=2027-05-04')).body;
    expect(booking).toMatchObject({
      guest: 'Lee, Ann',
      checkInDate: '2027-05-03',
      nights: 2,
      rateType: 'Daily',
      dailyWeeklyAmount: '100.00',
      subtotal: '200.00',
      grandTotal: '226.00',
      paidAmount: '0.00',
      stayStatus: 'Reserved',
      source: 'Online',
      room: { roomTypeName: 'Queen' },
    });
    expect(String(booking.id)).not.toBe(response.body.reference);
    const savedGuest = (await hotel.api.get(`/api/hotel/guests/${booking.guestId}`)).body;
    expect(savedGuest).toMatchObject({ firstName: 'Ann', lastName: 'Lee', email: guest.email, phone: '555-0100' });
    // A demo counts it as one of its transactions, as a desk booking.
    expect(Number(await settingValue('transaction_count'))).toBe(Number(before) + 1);
  });

  it('finds a returning guest by email (any case) and answers exactly as for a new one', async () => {
    const guest = guestClient(app);
    const first = await book(
      { roomTypeId: typeIds.queen, checkIn: '2027-06-07', nights: 1, firstName: 'Bo', lastName: 'Ng' },
      guest,
    );
    const again = await book(
      {
        roomTypeId: typeIds.queen,
        checkIn: '2027-06-14',
        nights: 1,
        firstName: 'Bo',
        lastName: 'Ng',
        email: guest.email.toUpperCase(),
      },
      guest,
    );
    const stranger = await book({ roomTypeId: typeIds.queen, checkIn: '2027-06-21', nights: 1, firstName: 'Bo', lastName: 'Ng' });
    expect([first.status, again.status, stranger.status]).toEqual([201, 201, 201]);
    // The same answer whether or not the email has stayed before: nothing tells them apart.
    const shape = (body: Record<string, string>) => ({ ...body, reference: 'R', manageUrl: 'U', checkIn: 'I', checkOut: 'O' });
    expect(shape(again.body)).toEqual(shape(stranger.body));
    const online = (await hotel.api.get('/api/hotel/bookings?source=Online&search=Ng')).body as {
      guestId: number;
      checkInDate: string;
    }[];
    const guestOf = (date: string) => online.find((booking) => booking.checkInDate === date)!.guestId;
    expect(guestOf('2027-06-14')).toBe(guestOf('2027-06-07'));
    expect(guestOf('2027-06-21')).not.toBe(guestOf('2027-06-07'));
  });

  it('is 409 with the words the page shows when no room of the type is free', async () => {
    const first = await book({ roomTypeId: typeIds.king, checkIn: '2027-07-05', nights: 2 });
    expect(first.status).toBe(201);
    const second = await book({ roomTypeId: typeIds.king, checkIn: '2027-07-06', nights: 2 });
    expect([second.status, second.body]).toEqual([409, { error: ROOM_JUST_TAKEN }]);
  });

  it('is 404 for a room type the page does not offer or the hotel does not have', async () => {
    for (const roomTypeId of [typeIds.suite, 999_999]) {
      const response = await book({ roomTypeId, checkIn: '2027-07-05', nights: 1 });
      expect([response.status, response.body]).toEqual([404, { error: 'Room type could not be found' }]);
    }
  });

  it.each([
    [{ firstName: '' }, 'First name and last name are required'],
    [{ lastName: '   ' }, 'First name and last name are required'],
    [{ firstName: 'A'.repeat(101) }, 'Names must be at most 100 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ phone: '' }, 'Please enter a phone number'],
    [{ phone: '5'.repeat(41) }, 'Phone must be at most 40 characters'],
    [{ roomTypeId: 'queen' }, 'Please choose a room type'],
    [{ checkIn: '03/10/2027' }, 'Check-in must be a date (YYYY-MM-DD)'],
    [{ checkIn: '2027-02-27' }, 'Check-in cannot be in the past'],
    [{ checkIn: '2028-01-01' }, 'Bookings open at most 180 days ahead: please choose a check-in on or before 08/28/27'],
    [{ nights: 'two' }, 'Nights must be a whole number from 1 to 365'],
  ])('refuses %j with 422 and writes nothing', async (change, message) => {
    const count = (await hotel.api.get('/api/hotel/bookings')).headers.get('x-total-count');
    const response = await book({ roomTypeId: typeIds.queen, checkIn: '2027-08-02', nights: 1, ...change });
    expect([response.status, response.body]).toEqual([422, { error: message }]);
    expect((await hotel.api.get('/api/hotel/bookings')).headers.get('x-total-count')).toBe(count);
  });
});

async function settingValue(key: string): Promise<string> {
  const list = (await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[];
  return list.find((entry) => entry.key === key)!.value;
}
