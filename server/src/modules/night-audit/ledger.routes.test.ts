import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { setClock } from '../../clock';
import { parseCsv } from '../../testing/csv';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The ledger of a stay whose two nights closed: Ada in 101 from 03/07/26, 2 nights at 100.00 (8.00 and 5.00 of
 * taxes a night), 50.00 paid in cash when booked; on 03/08 a 15.00 parking extra, a 9.00 extra voided, and a
 * 10.00 cash refund. Days 03/07 and 03/08 closed on 03/10; Bob's stay from 03/09 (an open night) posts nothing.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
let ada: number;
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

async function ok(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as { id: number; charges: { id: number }[] };
}

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'owner@ledger.test', {
    numberOfRooms: 10,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 2),
  }));
  const stay = (roomNumber: string, guest: string, checkInDate: string, paidAmount: string) =>
    ok(
      hotel.api.post('/api/hotel/bookings', {
        roomId: rooms[roomNumber],
        guest,
        checkInDate,
        rateType: 'Daily',
        nights: 2,
        dailyWeeklyAmount: '100.00',
        paidAmount,
        paymentMethod: 'Cash',
      }),
      201,
    );
  setClock(noonOn('2026-03-07'));
  ada = (await stay('101', 'Lovelace, Ada', '2026-03-07', '50.00')).id;
  await ok(hotel.api.post(`/api/hotel/bookings/${ada}/check-in`, {}));
  setClock(noonOn('2026-03-08'));
  await ok(hotel.api.post(`/api/hotel/bookings/${ada}/charges`, { description: 'Parking', amount: '15.00' }), 201);
  const minibar = await ok(hotel.api.post(`/api/hotel/bookings/${ada}/charges`, { description: 'Minibar', amount: '9.00' }), 201);
  await ok(hotel.api.delete(`/api/hotel/bookings/${ada}/charges/${minibar.charges.at(-1)!.id}`));
  await ok(hotel.api.post(`/api/hotel/bookings/${ada}/payments`, { amount: '-10.00', method: 'Cash' }), 201);
  await stay('102', 'Babbage, Charles', '2026-03-09', '0');
  setClock(noonOn('2026-03-10'));
  await ok(hotel.api.post('/api/hotel/night-audit', { date: '2026-03-07' }));
  await ok(hotel.api.post('/api/hotel/night-audit', { date: '2026-03-08' }));
  setClock(null);
});
afterAll(async () => {
  setClock(null);
  await app?.close();
});

describe('the ledger', () => {
  it("lists the range's postings, extras and payments oldest first, voided lines left out, with their totals", async () => {
    const answer = await hotel.api.get('/api/hotel/ledger?from=2026-03-07&to=2026-03-09');
    expect(answer.status).toBe(200);
    const line = (date: string, kind: string, description: string, amount: string) => ({
      id: expect.any(Number),
      date,
      bookingId: ada,
      roomNumber: '101',
      guest: 'Lovelace, Ada',
      kind,
      description,
      amount,
    });
    expect(answer.body).toEqual({
      lines: [
        line('2026-03-07', 'Room', 'Night 1 of 2', '100.00'),
        line('2026-03-07', 'Tax 1', 'Night 1 of 2', '8.00'),
        line('2026-03-07', 'Tax 2', 'Night 1 of 2', '5.00'),
        line('2026-03-07', 'Payment', 'Cash', '50.00'),
        line('2026-03-08', 'Room', 'Night 2 of 2', '100.00'),
        line('2026-03-08', 'Tax 1', 'Night 2 of 2', '8.00'),
        line('2026-03-08', 'Tax 2', 'Night 2 of 2', '5.00'),
        line('2026-03-08', 'Extra', 'Parking', '15.00'),
        line('2026-03-08', 'Payment', 'Cash', '-10.00'),
      ],
      totals: { room: '200.00', tax1: '16.00', tax2: '10.00', extras: '15.00', adjustments: '0.00', payments: '40.00' },
    });
  });

  it('gives the same lines as CSV, amounts as numbers a spreadsheet adds', async () => {
    const csv = await hotel.api.get('/api/hotel/ledger.csv?from=2026-03-08&to=2026-03-08');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = parseCsv(csv.body as string);
    expect(rows[0]).toEqual(['Line', 'Date', 'Booking', 'Room', 'Guest', 'Kind', 'Description', 'Amount']);
    expect(rows.slice(1).map((row) => [row[5], row[6], row[7]])).toEqual([
      ['Room', 'Night 2 of 2', '100.00'],
      ['Tax 1', 'Night 2 of 2', '8.00'],
      ['Tax 2', 'Night 2 of 2', '5.00'],
      ['Extra', 'Parking', '15.00'],
      ['Payment', 'Cash', '-10.00'],
    ]);
  });

  it.each([
    ['?from=2026-03-07', 'Please choose the last date (to, YYYY-MM-DD)'],
    ['?from=2026-01-01&to=2027-01-02', 'The ledger covers at most 366 days at a time'],
    ['?from=2026-03-08&to=2026-03-07', 'The from date must not be after the to date'],
    ['?from=2026-03-07&to=9999-12-31', 'Date must be between 2000-01-01 and 2100-12-31'],
  ])('refuses %s with 422', async (query, error) => {
    const answer = await hotel.api.get(`/api/hotel/ledger${query}`);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 422, body: { error } });
  });
});
