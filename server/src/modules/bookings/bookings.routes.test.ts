import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEEN, signUpHotelWithRooms, TWIN, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
let room101: number;
let room102: number;

beforeAll(async () => {
  app = await startTestApp();
  const setUp = await signUpHotelWithRooms(app, 'desk@bookings.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: ['101', '102', '103', '104'],
  });
  hotel = setUp.hotel;
  room101 = setUp.rooms['101']!;
  room102 = setUp.rooms['102']!;
});
afterAll(async () => app?.close());

const daily = (overrides: Record<string, unknown> = {}) => ({
  roomId: room101,
  guest: 'Lovelace, Ada',
  checkInDate: '2026-11-21',
  rateType: 'Daily',
  nights: 3,
  dailyWeeklyAmount: '100.00',
  monthlyAmount: '0',
  paidAmount: '0',
  ...overrides,
});

describe('the booking engine behind /api/hotel/bookings', () => {
  it('prices a Daily stay with the default taxes (8% and 5%) and creates its guest', async () => {
    const response = await hotel.api.post('/api/hotel/bookings', daily({ subtotal: '1.00', grandTotal: '1.00' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      roomId: room101,
      room: { roomNumber: '101', roomTypeName: 'Queen' },
      guest: 'Lovelace, Ada',
      checkInDate: '2026-11-21',
      checkOutDate: '2026-11-24',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '100.00',
      subtotal: '300.00',
      taxAmount: '24.00',
      resortFee: '15.00',
      grandTotal: '339.00',
      paidAmount: '0.00',
      balance: '339.00',
      paymentMethod: 'Cash',
      status: 'Unpaid',
    });
    const guests = (await hotel.api.get('/api/hotel/guests')).body;
    expect(guests).toEqual([expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', vip: false })]);
    expect(response.body.guestId).toBe(guests[0].id);
  });

  it('prices a Weekly stay of two weeks and a Monthly stay without tax', async () => {
    const weekly = await hotel.api.post(
      '/api/hotel/bookings',
      daily({
        roomId: room102,
        rateType: 'Weekly',
        nights: 14,
        dailyWeeklyAmount: '600.00',
        checkInDate: '2026-12-01',
        paidAmount: '100',
      }),
    );
    expect(weekly.body).toMatchObject({
      checkOutDate: '2026-12-15',
      subtotal: '1200.00',
      taxAmount: '96.00',
      resortFee: '60.00',
      grandTotal: '1356.00',
      balance: '1256.00',
      status: 'Partially Paid',
    });

    const monthly = await hotel.api.post(
      '/api/hotel/bookings',
      daily({
        roomId: room102,
        rateType: 'Monthly',
        nights: 1,
        monthlyAmount: '1800.00',
        checkInDate: '2027-01-31',
        paidAmount: '1800',
      }),
    );
    expect(monthly.body).toMatchObject({
      checkOutDate: '2027-02-28',
      nights: 28,
      subtotal: '1800.00',
      taxAmount: '0.00',
      resortFee: '0.00',
      grandTotal: '1800.00',
      balance: '0.00',
      status: 'Fully Paid',
    });
  });

  it('derives the parts from the total in total-rate entry mode', async () => {
    await hotel.api.put('/api/hotel/settings', { total_rate_entry: '1' });
    const response = await hotel.api.post(
      '/api/hotel/bookings',
      daily({ roomId: room102, checkInDate: '2027-03-01', nights: 2, grandTotal: '226.00' }),
    );
    await hotel.api.put('/api/hotel/settings', { total_rate_entry: '0' });
    expect(response.body).toMatchObject({
      subtotal: '200.00',
      taxAmount: '16.00',
      resortFee: '10.00',
      grandTotal: '226.00',
      dailyWeeklyAmount: '100.00',
    });
  });

  it('refuses an overlapping stay of the same room with 409, and allows back-to-back stays', async () => {
    const overlap = await hotel.api.post(
      '/api/hotel/bookings',
      daily({ checkInDate: '2026-11-23', nights: 2, guest: 'Babbage, Charles' }),
    );
    expect(overlap.status).toBe(409);
    const first = (await hotel.api.get('/api/hotel/bookings')).body.find((b: { roomId: number }) => b.roomId === room101);
    expect(overlap.body.error).toBe(`Room 101 is already booked from 11/21/26 to 11/24/26 (booking #${first.id})`);
    const backToBack = await hotel.api.post(
      '/api/hotel/bookings',
      daily({ checkInDate: '2026-11-24', nights: 1, guest: 'Babbage, Charles' }),
    );
    expect(backToBack.status).toBe(201);
  });

  it('edits recompute every figure and keep the overlap rule', async () => {
    const list = (await hotel.api.get('/api/hotel/bookings')).body as { id: number; guest: string; roomId: number }[];
    const ada = list.find((b) => b.guest === 'Lovelace, Ada' && b.roomId === room101)!;
    const edited = await hotel.api.put(
      `/api/hotel/bookings/${ada.id}`,
      daily({ nights: 2, paidAmount: '50.00', grandTotal: '9999.99' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      nights: 2,
      checkOutDate: '2026-11-23',
      subtotal: '200.00',
      grandTotal: '226.00',
      paidAmount: '50.00',
      balance: '176.00',
      status: 'Partially Paid',
    });
    const clash = await hotel.api.put(`/api/hotel/bookings/${ada.id}`, daily({ nights: 4 }));
    expect(clash.status).toBe(409);
    expect((await hotel.api.get(`/api/hotel/bookings/${ada.id}`)).body.nights).toBe(2);
  });

  it.each([
    [{ roomId: null }, 'Please select a room'],
    [{ guest: '  ' }, 'Please enter guest name'],
    [{ checkInDate: '' }, 'Please select check-in date'],
    [{ checkInDate: '2026-02-30' }, 'Please select check-in date'],
    [
      { rateType: 'Weekly', nights: 10, dailyWeeklyAmount: '600' },
      'Weekly stays must be a whole number of weeks (7, 14, 21 … nights)',
    ],
    [{ paidAmount: '-5' }, 'Amounts must be 0 or more'],
    [{ dailyWeeklyAmount: '10.999' }, 'Amounts must be numbers with at most 2 decimals'],
  ])('refuses %j and stores nothing', async (change, message) => {
    const before = (await hotel.api.get('/api/hotel/bookings')).body.length;
    const response = await hotel.api.post('/api/hotel/bookings', daily({ checkInDate: '2028-01-01', ...change }));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect((await hotel.api.get('/api/hotel/bookings')).body.length).toBe(before);
  });

  it('answers 404 for an unknown room and lists most recent first with paging', async () => {
    expect((await hotel.api.post('/api/hotel/bookings', daily({ roomId: 999999 }))).status).toBe(404);
    const all = (await hotel.api.get('/api/hotel/bookings')).body as { id: number }[];
    expect(all.map((b) => b.id)).toEqual([...all.map((b) => b.id)].sort((a, b) => b - a));
    const page = (await hotel.api.get('/api/hotel/bookings?limit=2&offset=1')).body as { id: number }[];
    expect(page.map((b) => b.id)).toEqual(all.slice(1, 3).map((b) => b.id));
  });

  it('pages through GraphQL with a cursor', async () => {
    const query =
      'query($after: String) { bookings(first: 2, after: $after) { totalCount nodes { id grandTotal } pageInfo { hasNextPage endCursor } } }';
    const first = (await hotel.api.graphql(query)).body.data.bookings;
    const all = (await hotel.api.get('/api/hotel/bookings')).body as { id: number }[];
    expect(first.totalCount).toBe(all.length);
    expect(first.nodes.map((n: { id: number }) => n.id)).toEqual(all.slice(0, 2).map((b) => b.id));
    const second = (await hotel.api.graphql(query, { after: first.pageInfo.endCursor })).body.data.bookings;
    expect(second.nodes.map((n: { id: number }) => n.id)).toEqual(all.slice(2, 4).map((b) => b.id));
  });

  it('deletes a booking, and a room with bookings cannot be deleted', async () => {
    const roomDelete = await hotel.api.delete(`/api/hotel/rooms/${room101}`);
    expect(roomDelete.status).toBe(409);
    const [latest] = (await hotel.api.get('/api/hotel/bookings?limit=1')).body as { id: number }[];
    expect((await hotel.api.delete(`/api/hotel/bookings/${latest!.id}`)).body).toEqual({
      message: 'Booking deleted successfully',
    });
    expect((await hotel.api.get(`/api/hotel/bookings/${latest!.id}`)).status).toBe(404);
  });
});

describe('concurrency and the demo limit', () => {
  it('accepts exactly one of many concurrent overlapping creates', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        hotel.api.post(
          '/api/hotel/bookings',
          daily({ roomId: room102, checkInDate: '2029-06-01', nights: 3 + (i % 3), guest: `Racer, No${i}` }),
        ),
      ),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const inJune = ((await hotel.api.get('/api/hotel/bookings')).body as { checkInDate: string }[]).filter(
      (b) => b.checkInDate === '2029-06-01',
    );
    expect(inJune).toHaveLength(1);
  });

  it('counts demo transactions and refuses a booking once they are used up, with reads and edits still working', async () => {
    const { hotel: demo, rooms } = await signUpHotelWithRooms(app, 'demo@bookings.test', {
      numberOfRooms: 5,
      roomType: TWIN,
      roomNumbers: ['7'],
    });
    const roomId = rooms['7']!;
    const created = await demo.api.post('/api/hotel/bookings', daily({ roomId, dailyWeeklyAmount: '80' }));
    expect(created.status).toBe(201);
    const count = (await demo.api.get('/api/hotel/settings')).body.find((s: { key: string }) => s.key === 'transaction_count');
    expect(count.value).toBe('1');

    // Use up the demo directly in the database (99 more bookings would only slow the test down).
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update hotel_setting set value = '100' where key = 'transaction_count' and hotel_id = ${demo.id}`);
    const refused = await demo.api.post(
      '/api/hotel/bookings',
      daily({ roomId, checkInDate: '2027-05-01', dailyWeeklyAmount: '80' }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toContain('all 100 demo transactions have been used');
    expect((await demo.api.get('/api/hotel/bookings')).body).toHaveLength(1);
    const edit = await demo.api.put(
      `/api/hotel/bookings/${created.body.id}`,
      daily({ roomId, dailyWeeklyAmount: '80', paidAmount: '10' }),
    );
    expect(edit.status).toBe(200);
  });
});
