import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { KING, QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** The entry row's room picker: which rooms a stay's nights find taken, and by what. */
const AVAILABILITY = `query($checkInDate: String!, $nights: Int!, $exceptBookingId: Int) {
  roomAvailability(checkInDate: $checkInDate, nights: $nights, exceptBookingId: $exceptBookingId) {
    roomId bookingId guestName blockReason startDate endDate
  }
}`;

interface InTheWay {
  roomId: number;
  bookingId: number | null;
  guestName: string | null;
  blockReason: string | null;
  startDate: string;
  endDate: string;
}

let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
let rooms: Record<string, number>;
let garcia: { id: number };
const numberOf = (roomId: number) => Object.entries(rooms).find(([, id]) => id === roomId)![0];

async function book(roomNumber: string, guest: string, checkInDate: string, nights: number) {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest,
    checkInDate,
    rateType: 'Daily',
    nights,
    dailyWeeklyAmount: '100.00',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number };
}

async function act(id: number, action: string, body?: unknown) {
  const response = await hotel.api.post(`/api/hotel/bookings/${id}/${action}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const availability = (checkInDate: string, nights: number, client = hotel.api, exceptBookingId?: number) =>
  client.graphql<{ roomAvailability: InTheWay[] }>(AVAILABILITY, { checkInDate, nights, exceptBookingId });

/** "101 Garcia, Ana 2026-01-08..2026-01-11" per taken room, in room order. */
async function taken(checkInDate: string, nights: number, exceptBookingId?: number): Promise<string[]> {
  const response = await availability(checkInDate, nights, hotel.api, exceptBookingId);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.roomAvailability.map(
    (row) => `${numberOf(row.roomId)} ${row.guestName ?? `block: ${row.blockReason}`} ${row.startDate}..${row.endDate}`,
  );
}

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'picker@rooms.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 7),
  }));
  const elsewhere = await signUpHotelWithRooms(app, 'picker@other.test', {
    numberOfRooms: 20,
    roomType: KING,
    roomNumbers: ['101'],
  });
  other = elsewhere.hotel;

  // The asked stay is 2026-01-10 for 4 nights: [01-10, 01-14). Dates in the past, so a no-show may be recorded.
  garcia = await book('101', 'Garcia, Ana', '2026-01-08', 3); // 01-08 .. 01-11: in the way
  await book('101', 'Brown, Bo', '2026-01-12', 2); // 01-12 .. 01-14: also in the way, later
  const cancelled = await book('102', 'Cancel, Cy', '2026-01-10', 4);
  await act(cancelled.id, 'cancel', { reason: 'Plans changed' });
  const noShow = await book('103', 'Absent, Al', '2026-01-11', 1);
  await act(noShow.id, 'no-show');
  const block = await hotel.api.post('/api/hotel/room-blocks', {
    roomId: rooms['104'],
    startDate: '2026-01-13',
    endDate: '2026-01-20',
    reason: 'New carpet',
  });
  expect(block.status, JSON.stringify(block.body)).toBe(201);
  await book('105', 'Before, Bea', '2026-01-07', 3); // leaves 01-10, the asked check-in: free
  await book('106', 'After, Ali', '2026-01-14', 2); // arrives 01-14, the asked check-out: free
  await book('107', 'Long, Lou', '2025-12-20', 40); // 12-20 .. 01-29: spans the whole stay

  await other.api.post('/api/hotel/bookings', {
    roomId: elsewhere.rooms['101'],
    guest: 'Other, Olga',
    checkInDate: '2026-01-10',
    nights: 2,
    dailyWeeklyAmount: '90',
  });
});
afterAll(async () => app?.close());

describe('roomAvailability', () => {
  it('lists each taken room once, with the earliest stay or block in the way', async () => {
    expect(await taken('2026-01-10', 4)).toEqual([
      '101 Garcia, Ana 2026-01-08..2026-01-11',
      '104 block: New carpet 2026-01-13..2026-01-20',
      '107 Long, Lou 2025-12-20..2026-01-29',
    ]);
  });

  it('names the booking in the way', async () => {
    const response = await availability('2026-01-12', 1);
    const room101 = response.body.data!.roomAvailability.find((row) => row.roomId === rooms['101']);
    expect(room101).toMatchObject({ guestName: 'Brown, Bo', blockReason: null, bookingId: expect.any(Number) });
  });

  it('leaves cancelled and no-show stays out: they hold no room', async () => {
    // 102's cancelled stay and 103's no-show cover the night of 01-11; 101 is between its two stays.
    expect(await taken('2026-01-11', 1)).toEqual(['107 Long, Lou 2025-12-20..2026-01-29']);
  });

  it('counts check-out days as free: a stay may begin the day another ends', async () => {
    expect(await taken('2026-01-14', 1)).toEqual([
      '104 block: New carpet 2026-01-13..2026-01-20',
      '106 After, Ali 2026-01-14..2026-01-16',
      '107 Long, Lou 2025-12-20..2026-01-29',
    ]);
    expect(await taken('2026-02-01', 3)).toEqual([]);
  });

  it('leaves out the booking being edited: its own room is not taken by itself', async () => {
    // Garcia's stay moved to 01-10 for 4 nights: 101 is in the way only of Brown's later stay.
    expect(await taken('2026-01-10', 4, garcia.id)).toEqual([
      '101 Brown, Bo 2026-01-12..2026-01-14',
      '104 block: New carpet 2026-01-13..2026-01-20',
      '107 Long, Lou 2025-12-20..2026-01-29',
    ]);
    // Moved to 01-09 for 2 nights: nothing else is on 101 then.
    expect(await taken('2026-01-09', 2, garcia.id)).toEqual([
      '105 Before, Bea 2026-01-07..2026-01-10',
      '107 Long, Lou 2025-12-20..2026-01-29',
    ]);
    expect(await taken('2026-01-09', 2)).toEqual([
      '101 Garcia, Ana 2026-01-08..2026-01-11',
      '105 Before, Bea 2026-01-07..2026-01-10',
      '107 Long, Lou 2025-12-20..2026-01-29',
    ]);
    // Another hotel's booking id leaves its stays where they are.
    const theirs = await availability('2026-01-10', 4, other.api, garcia.id);
    expect(theirs.body.data!.roomAvailability.map((row) => row.guestName)).toEqual(['Other, Olga']);
  });

  it('shows each hotel only its own stays', async () => {
    const theirs = await availability('2026-01-10', 4, other.api);
    expect(theirs.body.data!.roomAvailability.map((row) => row.guestName)).toEqual(['Other, Olga']);
  });

  it('refuses a stay a booking could not have', async () => {
    for (const [checkInDate, nights, message] of [
      ['2026-01-10', 0, 'Nights must be between 1 and 3650'],
      ['2026-02-30', 2, 'Please select check-in date'],
      ['1999-12-31', 2, 'Check-in date must be between 2000-01-01 and 2100-12-31'],
    ] as const) {
      const response = await availability(checkInDate, nights);
      expect(response.body.data).toBeNull();
      expect(response.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'INVALID_INPUT' } });
    }
    for (const exceptBookingId of [0, -3]) {
      const response = await availability('2026-01-10', 2, hotel.api, exceptBookingId);
      expect(response.body.data).toBeNull();
      expect(response.body.errors?.[0]).toMatchObject({
        message: 'exceptBookingId: Invalid id',
        extensions: { code: 'INVALID_INPUT' },
      });
    }
  });
});
