import { addDays, todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** The availability board read a slice of rooms at a time (GraphQL availabilityBoard and its totals). */
let app: TestApp;
let hotel: SignedInHotel;
const rooms: Record<string, number> = {};
const today = todayInZone('America/New_York');
const day = (offset: number) => addDays(today, offset);
const window = { from: today, to: day(14) };

const PAGE = `query Page($from: String!, $to: String!, $offset: Int!, $limit: Int!) {
  availabilityBoard(from: $from, to: $to, offset: $offset, limit: $limit) {
    id roomNumber roomTypeName housekeepingStatus
    stays { id guest checkInDate checkOutDate nights paymentStatus balance stayStatus version }
    blocks { id startDate endDate reason }
  }
}`;
const OPENING = `query Opening($days: Int!, $limit: Int!) {
  availabilityBoardOpening(days: $days, limit: $limit) {
    from to totals { rooms bookedNights }
    rooms { roomNumber stays { guest } blocks { reason } }
  }
}`;
const TOTALS = `query Totals($from: String!, $to: String!) { availabilityBoardTotals(from: $from, to: $to) { rooms bookedNights } }`;

interface BoardRoom {
  roomNumber: string;
  stays: { guest: string; nights: number; paymentStatus: string; balance: string; stayStatus: string }[];
  blocks: { reason: string; startDate: string; endDate: string }[];
}

const page = async (offset: number, limit: number, range = window) => {
  const answer = await hotel.api.graphql<{ availabilityBoard: BoardRoom[] }>(PAGE, { ...range, offset, limit });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.availabilityBoard;
};

async function book(roomNumber: string, guest: string, offset: number, nights: number, paidAmount = '0') {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest,
    checkInDate: day(offset),
    rateType: 'Daily',
    nights,
    dailyWeeklyAmount: '100.00',
    paidAmount,
  });
  expect(response.status).toBe(201);
  return response.body as { id: number };
}

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'board@pages.test', { numberOfRooms: 20 });
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Queen',
    dailyRate: '100.00',
    weeklyRate: '600.00',
    monthlyRate: '1800.00',
  });
  for (const roomNumber of ['10', '9', '101', '2A', '2']) {
    expect((await hotel.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: type.body.id })).status).toBe(201);
  }
  expect((await hotel.api.post('/api/hotel/rooms', { roomNumber: '1000', roomTypeId: null })).status).toBe(201);
  for (const room of (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[]) {
    rooms[room.roomNumber] = room.id;
  }
  await book('9', 'Lovelace, Ada', 0, 3); // 339.00 unpaid
  await book('9', 'Hopper, Grace', 5, 2, '226.00'); // paid in full
  await book('101', 'Turing, Alan', -2, 4, '100.00'); // began two nights ago: 2 of its nights in the window
  const cancelled = await book('2', 'Noether, Emmy', 1, 2);
  expect((await hotel.api.post(`/api/hotel/bookings/${cancelled.id}/cancel`, { reason: 'Flight' })).status).toBe(200);
  await book('2', 'Outside, Window', 20, 2);
  const block = await hotel.api.post('/api/hotel/room-blocks', {
    roomId: rooms['10'],
    startDate: day(3),
    endDate: day(6),
    reason: 'New carpet',
  });
  expect(block.status).toBe(201);
});
afterAll(async () => app?.close());

describe('availabilityBoard', () => {
  it('answers the rooms in room-number order, a slice at a time', async () => {
    expect((await page(0, 200)).map((room) => room.roomNumber)).toEqual(['2', '2A', '9', '10', '101', '1000']);
    expect((await page(2, 2)).map((room) => room.roomNumber)).toEqual(['9', '10']);
    expect((await page(5, 10)).map((room) => room.roomNumber)).toEqual(['1000']);
    expect(await page(6, 10)).toEqual([]);
  });

  it("gives each room what its bars show: the window's stays and blocks", async () => {
    const [nine, ten, hundredOne, thousand] = await page(2, 4);
    expect(nine).toMatchObject({ roomNumber: '9', roomTypeName: 'Queen', housekeepingStatus: 'Clean' });
    expect(nine!.stays).toEqual([
      expect.objectContaining({
        guest: 'Lovelace, Ada',
        checkInDate: day(0),
        checkOutDate: day(3),
        nights: 3,
        paymentStatus: 'Unpaid',
        balance: '339.00',
        stayStatus: 'Reserved',
      }),
      expect.objectContaining({ guest: 'Hopper, Grace', nights: 2, paymentStatus: 'Fully Paid', balance: '0.00' }),
    ]);
    expect(ten!.stays).toEqual([]);
    expect(ten!.blocks).toEqual([expect.objectContaining({ startDate: day(3), endDate: day(6), reason: 'New carpet' })]);
    expect(hundredOne!.stays).toEqual([
      expect.objectContaining({
        guest: 'Turing, Alan',
        checkInDate: day(-2),
        paymentStatus: 'Partially Paid',
        balance: '352.00',
      }),
    ]);
    expect(thousand).toMatchObject({ roomNumber: '1000', roomTypeName: null, stays: [], blocks: [] });
  });

  it('leaves out cancelled stays and stays outside the window', async () => {
    const [two] = await page(0, 1);
    expect(two).toMatchObject({ roomNumber: '2', stays: [], blocks: [] });
    const later = await page(0, 1, { from: day(14), to: day(28) });
    expect(later[0]!.stays.map((stay) => stay.guest)).toEqual(['Outside, Window']);
  });

  it('counts the rows and the booked room-nights of the window', async () => {
    const answer = await hotel.api.graphql(TOTALS, window);
    // Ada 3, Grace 2, Alan's two nights from today; not the cancelled stay, not the one in three weeks.
    expect(answer.body.data).toEqual({ availabilityBoardTotals: { rooms: 6, bookedNights: 7 } });
  });

  it('refuses a page too big or a window too long', async () => {
    const big = await hotel.api.graphql(PAGE, { ...window, offset: 0, limit: 201 });
    expect(big.body.errors?.[0]?.message).toBe('Limit must be between 1 and 200');
    const long = await hotel.api.graphql(PAGE, { from: today, to: day(90), offset: 0, limit: 10 });
    expect(long.body.errors?.[0]?.message).toBe('The range can span at most 62 days');
  });

  it("opens on the hotel's today with the totals and the first rooms, in one read without a date", async () => {
    // The hotel's zone (New York by default) decides the window, whatever the client's clock says.
    const answer = await hotel.api.graphql<{
      availabilityBoardOpening: { from: string; to: string; totals: unknown; rooms: BoardRoom[] };
    }>(OPENING, { days: 14, limit: 3 });
    expect(answer.body.errors).toBeUndefined();
    const opening = answer.body.data!.availabilityBoardOpening;
    expect(opening).toMatchObject({ from: today, to: day(14), totals: { rooms: 6, bookedNights: 7 } });
    expect(opening.rooms.map((room) => room.roomNumber)).toEqual(['2', '2A', '9']);
    expect(opening.rooms[2]!.stays.map((stay) => stay.guest)).toEqual(['Lovelace, Ada', 'Hopper, Grace']);
    const long = await hotel.api.graphql(OPENING, { days: 90, limit: 3 });
    expect(long.body.errors?.[0]?.message).toBe('The range can span at most 62 days');
  });
});
