import { addDays, todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 23 item 1: a deletion is for a mistake (a Reserved booking with nothing paid). A booking with live
 * payments, or one that was checked in, is refused with the reason, in REST and GraphQL, and the money stays
 * in the day's takings.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
const today = () => todayInZone('America/New_York');

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'desk@deletions.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  }));
});
afterAll(async () => app?.close());

async function book(roomNumber: string, guest: string, checkInDate: string, nights: number, paidAmount = '0') {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest,
    checkInDate,
    rateType: 'Daily',
    nights,
    dailyWeeklyAmount: '100.00',
    paidAmount,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; version: number };
}

const cash = async (date: string) =>
  ((await hotel.api.get(`/api/hotel/reports/daily/${date}`)).body as { paymentsByMethod: Record<string, string> })
    .paymentsByMethod.Cash;

describe('deleting a booking', () => {
  it('refuses a cancelled booking with a payment, keeping the payment in the day’s takings', async () => {
    const booking = await book('101', 'Clark, Chloe', addDays(today(), 5), 2, '50.00');
    expect((await hotel.api.post(`/api/hotel/bookings/${booking.id}/cancel`, {})).status).toBe(200);
    const before = await cash(today());
    expect(before).toBe('50.00');

    const refused = await hotel.api.delete(`/api/hotel/bookings/${booking.id}`);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: {
        error: `Booking #${booking.id} has payments of $50.00: refund or void them, or cancel the booking, instead of deleting it`,
      },
    });
    const graphql = await hotel.api.graphql('mutation($id: Int!) { deleteBooking(id: $id) }', { id: booking.id });
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: `Booking #${booking.id} has payments of $50.00: refund or void them, or cancel the booking, instead of deleting it`,
      extensions: { code: 'CONFLICT' },
    });
    expect((await hotel.api.get(`/api/hotel/bookings/${booking.id}`)).status).toBe(200);
    expect(await cash(today())).toBe('50.00');
  });

  it('deletes once its payments are voided', async () => {
    const booking = await book('102', 'Reyes, Tomas', addDays(today(), 8), 1, '20.00');
    const folio = (await hotel.api.get(`/api/hotel/bookings/${booking.id}/folio`)).body as { payments: { id: number }[] };
    expect((await hotel.api.delete(`/api/hotel/bookings/${booking.id}/payments/${folio.payments[0]!.id}`)).status).toBe(200);
    expect((await hotel.api.delete(`/api/hotel/bookings/${booking.id}`)).status).toBe(200);
  });

  it('refuses a booking checked in (and one checked out), in REST and GraphQL', async () => {
    const booking = await book('103', 'Bello, Aisha', today(), 2);
    expect((await hotel.api.post(`/api/hotel/bookings/${booking.id}/check-in`, {})).status).toBe(200);
    const refused = await hotel.api.delete(`/api/hotel/bookings/${booking.id}`);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: { error: `Booking #${booking.id} was checked in: check it out or cancel it instead` },
    });
    expect((await hotel.api.post(`/api/hotel/bookings/${booking.id}/check-out`, { force: true })).status).toBe(200);
    const graphql = await hotel.api.graphql('mutation($id: Int!) { deleteBooking(id: $id) }', { id: booking.id });
    expect(graphql.body.errors?.[0]?.message).toBe(`Booking #${booking.id} was checked in: check it out or cancel it instead`);
    expect((await hotel.api.get(`/api/hotel/bookings/${booking.id}`)).status).toBe(200);
  });

  it('deletes a Reserved booking with nothing paid: a mistake', async () => {
    const booking = await book('104', 'Mistake, Typo', addDays(today(), 3), 1);
    const deleted = await hotel.api.delete(`/api/hotel/bookings/${booking.id}`);
    expect({ status: deleted.status, body: deleted.body }).toEqual({
      status: 200,
      body: { message: 'Booking deleted successfully' },
    });
    expect((await hotel.api.get(`/api/hotel/bookings/${booking.id}`)).status).toBe(404);
  });
});
