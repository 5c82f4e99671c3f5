import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLED_BY_GUEST } from '@core/online-booking';
import { setClock } from '../../clock';
import { ApiClient } from '../../testing/api-client';
import { addRooms, guestClient, openBookingPage, QUEEN, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { BOOKING_LINK_NOT_FOUND } from './public-lookups';

/**
 * A guest's own booking through the link of their confirmation (/my-booking/{token}): what they see, and their
 * cancellation inside and outside the free window, on the hotel's clock (Boston).
 */
let app: TestApp;
let hotel: SignedInHotel;
let queenId: number;

/** 10:00 in Boston on that date. */
const at = (date: string) => setClock(new Date(`${date}T15:00:00Z`));

beforeAll(async () => {
  at('2027-03-01');
  app = await startTestApp();
  hotel = await signUpHotel(app, 'manage@inn.test', { name: 'Harbor Inn', address: '1 Pier Rd', city: 'Boston', state: 'MA' });
  expect((await hotel.api.put('/api/hotel/settings', { motel_phone: '617-555-0101', motel_zip: '02110' })).status).toBe(200);
  await addRooms(hotel, QUEEN, ['101', '102', '103', '104']);
  queenId = ((await hotel.api.get('/api/hotel/room-types')).body as { id: number }[])[0]!.id;
  await openBookingPage(hotel, 'harbor-inn', { cancellationDays: 2 });
});
afterEach(() => at('2027-03-01'));
afterAll(async () => {
  setClock(null);
  await app?.close();
});

/** Books a Queen and answers the link's token and the booking's answer. */
async function booked(checkIn: string, nights = 2): Promise<{ token: string; reference: string; email: string }> {
  const guest = guestClient(app);
  const response = await guest.api.post('/api/public/hotels/harbor-inn/bookings', {
    roomTypeId: queenId,
    checkIn,
    nights,
    firstName: 'Ann',
    lastName: 'Lee',
    email: guest.email,
    phone: '555-0100',
  });
  expect(response.status).toBe(201);
  return { token: response.body.manageUrl.split('/my-booking/')[1], reference: response.body.reference, email: guest.email };
}

const anyone = () => new ApiClient(app.url);

describe('GET /api/public/bookings/{token}', () => {
  it('shows the guest their booking and the hotel, and no id of the database', async () => {
    const { token, reference } = await booked('2027-03-10');
    const response = await anyone().get(`/api/public/bookings/${token}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      reference,
      hotel: { name: 'Harbor Inn', address: '1 Pier Rd', city: 'Boston', state: 'MA', zip: '02110', phone: '617-555-0101' },
      guestName: 'Lee, Ann',
      checkIn: '2027-03-10',
      checkOut: '2027-03-12',
      nights: 2,
      roomType: 'Queen',
      rateType: 'Daily',
      subtotal: '200.00',
      taxes: [
        { name: 'Tax 1', amount: '16.00' },
        { name: 'Tax 2', amount: '10.00' },
      ],
      total: '226.00',
      currency: 'USD',
      status: 'Reserved',
      cancellationPolicy: 'Free cancellation until 2 days before check-in.',
      freeCancellationUntil: '2027-03-08',
      canCancel: true,
    });
    const text = JSON.stringify(response.body);
    for (const key of ['"id"', 'roomId', 'roomNumber', 'guestId', 'bookingId', 'hotelId', 'email'])
      expect(text).not.toContain(key);
  });

  it('is a 404 for a token never issued, of any shape', async () => {
    for (const token of ['x', 'A'.repeat(43), '%00', "1'--", 'a'.repeat(400)]) {
      const response = await anyone().get(`/api/public/bookings/${token}`);
      expect([token.slice(0, 10), response.status, response.body]).toEqual([
        token.slice(0, 10),
        404,
        { error: BOOKING_LINK_NOT_FOUND },
      ]);
      expect((await anyone().post(`/api/public/bookings/${token}/cancel`)).status).toBe(404);
    }
  });

  it('follows what the desk does to the booking', async () => {
    const { token } = await booked('2027-03-15');
    const [booking] = (await hotel.api.get('/api/hotel/bookings?source=Online&from=2027-03-15&to=2027-03-16')).body;
    expect((await hotel.api.post(`/api/hotel/bookings/${booking.id}/cancel`, { reason: 'Called us' })).status).toBe(200);
    expect((await anyone().get(`/api/public/bookings/${token}`)).body).toMatchObject({ status: 'Cancelled', canCancel: false });
    expect((await hotel.api.delete(`/api/hotel/bookings/${booking.id}`)).status).toBe(200);
    expect((await anyone().get(`/api/public/bookings/${token}`)).status).toBe(404);
  });
});

describe('POST /api/public/bookings/{token}/cancel', () => {
  it('cancels inside the free window, through the last free day, with the reason the desk sees', async () => {
    const { token } = await booked('2027-03-20');
    // Check-in 03/20, two days' free cancellation: 03/18 is the last free day.
    at('2027-03-18');
    expect((await anyone().get(`/api/public/bookings/${token}`)).body).toMatchObject({
      canCancel: true,
      freeCancellationUntil: '2027-03-18',
    });
    const response = await anyone().post(`/api/public/bookings/${token}/cancel`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'Cancelled', canCancel: false, checkIn: '2027-03-20' });
    const [booking] = (await hotel.api.get('/api/hotel/bookings?source=Online&from=2027-03-20&to=2027-03-21')).body;
    expect(booking).toMatchObject({ stayStatus: 'Cancelled', cancelReason: CANCELLED_BY_GUEST });
    // The room is free again for the next guest.
    const free = await anyone().get('/api/public/hotels/harbor-inn/availability?checkIn=2027-03-20&nights=2');
    expect(free.body.roomTypes[0].available).toBe(4);
    // A second click answers the same, changing nothing.
    const again = await anyone().post(`/api/public/bookings/${token}/cancel`);
    expect([again.status, again.body]).toEqual([200, response.body]);
  });

  it('refuses after the free window with 409, naming the last free day and the hotel phone', async () => {
    const { token } = await booked('2027-03-20');
    at('2027-03-19');
    expect((await anyone().get(`/api/public/bookings/${token}`)).body).toMatchObject({ canCancel: false });
    const response = await anyone().post(`/api/public/bookings/${token}/cancel`);
    expect([response.status, response.body]).toEqual([
      409,
      { error: 'Free cancellation ended on 03/18/27: please call the hotel at 617-555-0101' },
    ]);
    expect((await anyone().get(`/api/public/bookings/${token}`)).body).toMatchObject({ status: 'Reserved' });
  });

  it('keeps the days of free cancellation the guest booked under, whatever the page says later', async () => {
    const { token } = await booked('2027-03-25');
    await openBookingPage(hotel, 'harbor-inn', { cancellationDays: 7 });
    try {
      at('2027-03-23');
      expect((await anyone().post(`/api/public/bookings/${token}/cancel`)).status).toBe(200);
    } finally {
      await openBookingPage(hotel, 'harbor-inn', { cancellationDays: 2 });
    }
  });

  it('leaves a stay the desk has checked in to the desk', async () => {
    const { token } = await booked('2027-03-01', 1);
    const [booking] = (await hotel.api.get('/api/hotel/bookings?source=Online&from=2027-03-01&to=2027-03-02')).body;
    expect((await hotel.api.post(`/api/hotel/bookings/${booking.id}/check-in`, {})).status).toBe(200);
    const response = await anyone().post(`/api/public/bookings/${token}/cancel`);
    expect([response.status, response.body]).toEqual([
      409,
      { error: 'This booking can no longer be cancelled online: please call the hotel at 617-555-0101' },
    ]);
  });
});
