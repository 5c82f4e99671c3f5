import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { KING, QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** The availability board's query: bookings whose stay overlaps [from, to), check-out exclusive. */
const IN_RANGE = `query($from: String!, $to: String!) {
  bookingsInRange(from: $from, to: $to) { id guest checkInDate checkOutDate balance status room { id roomNumber } }
}`;

let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
let rooms: Record<string, number>;

interface RangeBooking {
  guest: string;
  checkInDate: string;
  checkOutDate: string;
  room: { roomNumber: string };
}

const book = async (
  roomNumber: string,
  guest: string,
  checkInDate: string,
  nights: number,
  extra: Record<string, unknown> = {},
) => {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest,
    checkInDate,
    rateType: 'Daily',
    nights,
    dailyWeeklyAmount: '100.00',
    ...extra,
  });
  expect(response.status).toBe(201);
  return response.body as { id: number };
};

const inRange = async (client: ApiClient, from: string, to: string) =>
  client.graphql<{ bookingsInRange: RangeBooking[] }>(IN_RANGE, { from, to });
const guestsIn = async (from: string, to: string) => {
  const response = await inRange(hotel.api, from, to);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.bookingsInRange.map((booking) => `${booking.room.roomNumber} ${booking.guest}`);
};

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'board@range.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 3),
  }));
  const elsewhere = await signUpHotelWithRooms(app, 'board@other.test', {
    numberOfRooms: 20,
    roomType: KING,
    roomNumbers: ['101'],
  });
  other = elsewhere.hotel;

  // Room 101: one stay ends the day the window opens, one fills it, one starts the day it closes.
  await book('101', 'Before, Bea', '2026-11-01', 20); // 11-01 .. 11-21
  await book('101', 'Inside, Ida', '2026-11-21', 3); // 11-21 .. 11-24
  await book('101', 'After, Al', '2026-11-28', 2); // 11-28 .. 11-30
  // Room 102: a monthly stay that spans the whole window; room 103: a stay that straddles its end.
  await book('102', 'Long, Lou', '2026-11-01', 1, { rateType: 'Monthly', monthlyAmount: '1800.00' }); // 11-01 .. 12-01
  await book('103', 'Straddle, Sam', '2026-11-26', 4, { paidAmount: '50' }); // 11-26 .. 11-30

  await other.api.post('/api/hotel/bookings', {
    roomId: elsewhere.rooms['101'],
    guest: 'MARKER, Other',
    checkInDate: '2026-11-22',
    nights: 2,
  });
});
afterAll(async () => app?.close());

describe('bookingsInRange', () => {
  it('lists the stays overlapping [from, to), by check-in date, check-out exclusive', async () => {
    expect(await guestsIn('2026-11-21', '2026-11-28')).toEqual(['102 Long, Lou', '101 Inside, Ida', '103 Straddle, Sam']);
  });

  it('counts a stay that checks out on `from` or checks in on `to` as outside', async () => {
    expect(await guestsIn('2026-11-24', '2026-11-26')).toEqual(['102 Long, Lou']);
    expect(await guestsIn('2026-11-20', '2026-11-21')).toEqual(['101 Before, Bea', '102 Long, Lou']);
  });

  it('returns the board fields: room, dates, balance and status', async () => {
    const response = await inRange(hotel.api, '2026-11-29', '2026-11-30');
    expect(response.body.data!.bookingsInRange).toEqual([
      expect.objectContaining({
        guest: 'Long, Lou',
        checkInDate: '2026-11-01',
        checkOutDate: '2026-12-01',
        balance: '1800.00',
        status: 'Unpaid',
        room: { id: rooms['102'], roomNumber: '102' },
      }),
      expect.objectContaining({
        guest: 'Straddle, Sam',
        checkInDate: '2026-11-26',
        checkOutDate: '2026-11-30',
        balance: '402.00',
        status: 'Partially Paid',
        room: { id: rooms['103'], roomNumber: '103' },
      }),
      expect.objectContaining({
        guest: 'After, Al',
        checkInDate: '2026-11-28',
        checkOutDate: '2026-11-30',
        balance: '226.00',
        status: 'Unpaid',
        room: { id: rooms['101'], roomNumber: '101' },
      }),
    ]);
  });

  it('is empty for a window with no stays', async () => {
    expect(await guestsIn('2027-06-01', '2027-06-15')).toEqual([]);
  });

  it('accepts 62 days and refuses wider, reversed, empty or malformed windows with a 422-style message', async () => {
    expect(await guestsIn('2026-10-01', '2026-12-02')).toHaveLength(5);
    for (const [from, to, message] of [
      ['2026-10-01', '2026-12-03', 'The range can span at most 62 days'],
      ['2026-11-21', '2026-11-21', 'The end date must be after the start date'],
      ['2026-11-21', '2026-11-01', 'The end date must be after the start date'],
      ['2026-02-30', '2026-03-05', 'Start date 2026-02-30 is not a valid date (YYYY-MM-DD)'],
      ['2026-03-01', 'soon', 'End date soon is not a valid date (YYYY-MM-DD)'],
      ['', '2026-03-05', 'Please choose a start date'],
    ]) {
      const response = await inRange(hotel.api, from!, to!);
      expect(response.body.data).toBeNull();
      expect(response.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'INVALID_INPUT' } });
    }
  });

  it('shows each hotel only its own bookings', async () => {
    const mine = await guestsIn('2026-11-20', '2026-11-25');
    expect(mine.join()).not.toContain('MARKER');
    const theirs = await inRange(other.api, '2026-11-20', '2026-11-25');
    expect(theirs.body.data!.bookingsInRange.map((booking) => booking.guest)).toEqual(['MARKER, Other']);
  });

  it('needs a signed-in hotel', async () => {
    const response = await inRange(new ApiClient(app.url), '2026-11-21', '2026-11-28');
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
