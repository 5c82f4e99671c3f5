import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_SOURCE_MESSAGE } from '@core/booking-choices';
import { setClock } from '../../clock';
import { guestClient, openBookingPage, QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** Every booking says where it came from: the desk, the guests' booking page, or a pasted batch. */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;

beforeAll(async () => {
  setClock(new Date('2027-03-01T15:00:00Z'));
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'source@inn.test', {
    roomType: QUEEN,
    roomNumbers: ['101', '102', '103'],
  }));
  await openBookingPage(hotel, 'source-inn');
  const typeId = ((await hotel.api.get('/api/hotel/room-types')).body as { id: number }[])[0]!.id;
  const desk = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms['101'],
    guest: 'Desk, Dora',
    checkInDate: '2027-03-10',
    nights: 2,
    dailyWeeklyAmount: '100',
  });
  expect(desk.body.source).toBe('Desk');
  const batch = await hotel.api.post('/api/hotel/bookings/batch', {
    bookings: [{ roomId: rooms['102'], guest: 'Paste, Pat', checkInDate: '2027-03-10', nights: 2, dailyWeeklyAmount: '100' }],
  });
  expect(batch.body.bookings.map((booking: { source: string }) => booking.source)).toEqual(['Batch']);
  const guest = guestClient(app);
  const online = await guest.api.post('/api/public/hotels/source-inn/bookings', {
    roomTypeId: typeId,
    checkIn: '2027-03-10',
    nights: 2,
    firstName: 'Olive',
    lastName: 'Web',
    email: guest.email,
    phone: '555',
  });
  expect(online.status).toBe(201);
});
afterAll(async () => {
  setClock(null);
  await app?.close();
});

describe("a booking's source", () => {
  it('is on every booking of REST and GraphQL: Desk, Batch or Online', async () => {
    const listed = (await hotel.api.get('/api/hotel/bookings')).body as { guest: string; source: string }[];
    expect(Object.fromEntries(listed.map((booking) => [booking.guest, booking.source]))).toEqual({
      'Desk, Dora': 'Desk',
      'Paste, Pat': 'Batch',
      'Web, Olive': 'Online',
    });
    const graphql = await hotel.api.graphql('{ bookings(first: 10) { nodes { guest source } } }');
    expect(graphql.body.data.bookings.nodes).toEqual([
      { guest: 'Web, Olive', source: 'Online' },
      { guest: 'Paste, Pat', source: 'Batch' },
      { guest: 'Desk, Dora', source: 'Desk' },
    ]);
  });

  it('filters the bookings search (source=, any case) with its count, on REST and GraphQL', async () => {
    const online = await hotel.api.get('/api/hotel/bookings?source=online');
    expect(online.body.map((booking: { guest: string }) => booking.guest)).toEqual(['Web, Olive']);
    expect(online.headers.get('x-total-count')).toBe('1');
    const desk = await hotel.api.get('/api/hotel/bookings?source=Desk&search=dora');
    expect(desk.body.map((booking: { guest: string }) => booking.guest)).toEqual(['Desk, Dora']);
    const graphql = await hotel.api.graphql('{ bookings(source: "Batch") { totalCount nodes { guest } } }');
    expect(graphql.body.data.bookings).toEqual({ totalCount: 1, nodes: [{ guest: 'Paste, Pat' }] });
  });

  it('refuses a source that is not one of the three', async () => {
    const response = await hotel.api.get('/api/hotel/bookings?source=Phone');
    expect([response.status, response.body]).toEqual([422, { error: BOOKING_SOURCE_MESSAGE }]);
    expect(BOOKING_SOURCE_MESSAGE).toBe('Source must be Desk, Online or Batch');
  });

  it("is not the client's to set: a desk create naming another source is still the desk's", async () => {
    const response = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms['103'],
      guest: 'Sly, Sam',
      checkInDate: '2027-03-20',
      nights: 1,
      dailyWeeklyAmount: '100',
      source: 'Online',
    });
    expect(response.body.source).toBe('Desk');
  });
});
