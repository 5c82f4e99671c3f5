import { addDays, todayInZone } from '@core/stay-dates';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** GET /api/hotel/front-desk and frontDesk(date), and what cancelled and no-show stays leave out (issue 14). */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
const today = todayInZone('America/New_York');
const tomorrow = addDays(today, 1);
const ids: Record<string, number> = {};

interface Item {
  id: number;
  guest: string;
  stayStatus: string;
  balance: string;
  room: { roomNumber: string };
}

async function book(key: string, roomNumber: string, checkInDate: string, nights: number, paidAmount = '0') {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest: `${key}, Guest`,
    checkInDate,
    rateType: 'Daily',
    nights,
    dailyWeeklyAmount: '100.00',
    paidAmount,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  ids[key] = response.body.id as number;
}
const act = async (key: string, action: string, body?: unknown) => {
  const response = await hotel.api.post(`/api/hotel/bookings/${ids[key]}/${action}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};
/** "201 Arriving, Guest (Reserved, 226.00)": what the desk reads in a row. */
const rows = (items: Item[]) =>
  items.map((item) => `${item.room.roomNumber} ${item.guest} (${item.stayStatus}, ${item.balance})`);

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'desk@frontdesk.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('2', 1, 7),
  }));
  await book('Arriving', '201', today, 2);
  await book('Staying', '202', addDays(today, -1), 2, '100.00');
  await act('Staying', 'check-in');
  // Checked in and out on the day of arrival: the stay keeps its night (tomorrow's departure), the guest is gone.
  await book('Early', '203', today, 1, '113.00');
  await act('Early', 'check-in');
  await act('Early', 'check-out');
  await book('Leaving', '204', addDays(today, -2), 2);
  await book('Cancelled', '205', today, 2);
  await act('Cancelled', 'cancel', { reason: 'Weather' });
  await book('Missing', '206', today, 2);
  await act('Missing', 'no-show');
});
afterAll(async () => app?.close());

describe('GET /api/hotel/front-desk', () => {
  it("lists today's arrivals, departures and stays in house by default, with their stay status and balance", async () => {
    const response = await hotel.api.get('/api/hotel/front-desk');
    expect(response.status).toBe(200);
    expect(response.body.date).toBe(today);
    expect(rows(response.body.arrivals)).toEqual([
      '201 Arriving, Guest (Reserved, 226.00)',
      '203 Early, Guest (Checked Out, 0.00)',
    ]);
    expect(rows(response.body.departures)).toEqual(['204 Leaving, Guest (Reserved, 226.00)']);
    expect(rows(response.body.inHouse)).toEqual([
      '201 Arriving, Guest (Reserved, 226.00)',
      '202 Staying, Guest (Checked In, 126.00)',
    ]);
    // The date's cancelled and no-show arrivals, apart, for the desk to reinstate.
    expect(rows(response.body.cancelledOrNoShow)).toEqual([
      '205 Cancelled, Guest (Cancelled, 226.00)',
      '206 Missing, Guest (No Show, 226.00)',
    ]);
    // Each item is the booking as GET /api/hotel/bookings shows it.
    const listed = (await hotel.api.get(`/api/hotel/bookings/${ids.Arriving}`)).body;
    expect(response.body.arrivals[0]).toEqual(listed);
  });

  it('reads any date the same way, checked-out stays included', async () => {
    const response = await hotel.api.get(`/api/hotel/front-desk?date=${tomorrow}`);
    expect(response.body.date).toBe(tomorrow);
    expect(response.body.arrivals).toEqual([]);
    expect(rows(response.body.departures)).toEqual([
      '202 Staying, Guest (Checked In, 126.00)',
      '203 Early, Guest (Checked Out, 0.00)',
    ]);
    expect(rows(response.body.inHouse)).toEqual(['201 Arriving, Guest (Reserved, 226.00)']);
  });

  it('answers 422 for a date that is not one', async () => {
    for (const date of ['2026-02-30', 'tomorrow', '12/15/2026']) {
      const response = await hotel.api.get(`/api/hotel/front-desk?date=${encodeURIComponent(date)}`);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 422,
        body: { error: `Date ${date} is not a valid date (YYYY-MM-DD)` },
      });
    }
  });

  it('answers frontDesk(date) in GraphQL', async () => {
    const response = await hotel.api.graphql(
      'query($date: String) { frontDesk(date: $date) { date arrivals { guest stayStatus balance } departures { guest } inHouse { guest } cancelledOrNoShow { guest } } }',
      { date: tomorrow },
    );
    expect(response.body.data).toEqual({
      frontDesk: {
        date: tomorrow,
        arrivals: [],
        departures: [{ guest: 'Staying, Guest' }, { guest: 'Early, Guest' }],
        inHouse: [{ guest: 'Arriving, Guest' }],
        cancelledOrNoShow: [],
      },
    });
    const bad = await hotel.api.graphql('{ frontDesk(date: "soon") { date } }');
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
  });
});

describe('cancelled and no-show stays elsewhere', () => {
  it('are left out of the dashboard and the board, kept in the bookings list and its filter', async () => {
    const dashboard = (await hotel.api.get('/api/hotel/dashboard')).body;
    // Six bookings, four stays holding a room; balances due: Arriving, Staying, Leaving.
    expect(dashboard).toMatchObject({ totalBookings: 4, averageStay: 1.8, pendingPayments: 3 });
    const list = await hotel.api.get('/api/hotel/bookings');
    expect(list.headers.get('x-total-count')).toBe('6');
    const cancelled = await hotel.api.get('/api/hotel/bookings?stayStatus=cancelled');
    expect(cancelled.body.map((booking: Item) => `${booking.guest} ${booking.stayStatus}`)).toEqual([
      'Cancelled, Guest Cancelled',
    ]);
    expect(cancelled.headers.get('x-total-count')).toBe('1');
    const wrong = await hotel.api.get('/api/hotel/bookings?stayStatus=Gone');
    expect(wrong.body).toEqual({
      error: 'Stay status must be Reserved, Checked In, Checked Out, Cancelled or No Show',
    });

    const board = await hotel.api.graphql<{ bookingsInRange: { guest: string; stayStatus: string }[] }>(
      'query($from: String!, $to: String!) { bookingsInRange(from: $from, to: $to) { guest stayStatus } }',
      { from: addDays(today, -3), to: addDays(today, 4) },
    );
    expect(board.body.data!.bookingsInRange.map((booking) => `${booking.guest} ${booking.stayStatus}`).sort()).toEqual([
      'Arriving, Guest Reserved',
      'Early, Guest Checked Out',
      'Leaving, Guest Reserved',
      'Staying, Guest Checked In',
    ]);
  });

  it('are left out of the monthly and quarterly reports, which keep their shape', async () => {
    const year = Number(today.slice(0, 4)) + 2;
    await book('Future', '207', `${year}-03-10`, 3);
    const march = async () => (await hotel.api.get(`/api/hotel/reports/monthly/${year}`)).body.months[2];
    expect(await march()).toMatchObject({ month: 'March', subtotal: '300.00', grandTotal: '339.00' });
    await act('Future', 'cancel');
    expect(await march()).toEqual({
      month: 'March',
      taxable: '0.00',
      nonTaxable: '0.00',
      subtotal: '0.00',
      tax1: '0.00',
      tax2: '0.00',
      grandTotal: '0.00',
      extras: '0.00',
      totalWithExtras: '0.00',
    });
    const quarterly = (await hotel.api.get(`/api/hotel/reports/quarterly/${year}`)).body;
    expect(quarterly.quarters).toHaveLength(4);
    expect(quarterly.totalGrandTotal).toBe('0.00');
    await act('Future', 'reinstate');
    expect(await march()).toMatchObject({ grandTotal: '339.00' });
    expect((await hotel.api.get('/api/hotel/dashboard')).body.totalBookings).toBe(5);
  });
});
