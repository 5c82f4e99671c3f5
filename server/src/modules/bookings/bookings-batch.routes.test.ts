import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
let rooms: Record<string, number>;

interface BookingBody {
  id: number;
  room: { roomNumber: string };
  guest: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  grandTotal: string;
  paidAmount: string;
  balance: string;
  status: string;
}

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@batch.test', { numberOfRooms: 20 });
  other = await signUpHotel(app, 'other@batch.test', { numberOfRooms: 5 });
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Queen',
    dailyRate: '100.00',
    weeklyRate: '600.00',
    monthlyRate: '1800.00',
  });
  await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 4, roomTypeId: type.body.id });
  const list = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
  rooms = Object.fromEntries(list.map((room) => [room.roomNumber, room.id]));
});
afterAll(async () => app?.close());

const stay = (room: string, checkInDate: string, overrides: Record<string, unknown> = {}) => ({
  roomId: rooms[room],
  guest: 'Lovelace, Ada',
  checkInDate,
  rateType: 'Daily',
  nights: 3,
  dailyWeeklyAmount: '100.00',
  ...overrides,
});

const transactions = async (api: SignedInHotel['api']) =>
  (await api.get('/api/hotel/settings')).body.find((s: { key: string }) => s.key === 'transaction_count').value as string;
const allBookings = async () => (await hotel.api.get('/api/hotel/bookings?limit=1000')).body as BookingBody[];
const batch = (bookings: unknown[]) => hotel.api.post('/api/hotel/bookings/batch', { bookings });

describe('POST /api/hotel/bookings/batch', () => {
  it('creates and updates in the order given, prices each row, and counts only the creations as demo transactions', async () => {
    const saved = await hotel.api.post('/api/hotel/bookings', stay('101', '2026-12-01'));
    expect(saved.status).toBe(201);
    const before = Number(await transactions(hotel.api));

    const response = await batch([
      stay('102', '2026-12-15', { guest: 'Hopper, Grace', paidAmount: '50' }),
      { id: saved.body.id, nights: 4, paidAmount: '452.00' },
      stay('103', '2026-12-15', { guest: 'Turing, Alan', nights: 2 }),
    ]);
    expect(response.status).toBe(200);
    const [grace, ada, alan] = response.body.bookings as BookingBody[];
    expect(grace).toMatchObject({ room: { roomNumber: '102' }, guest: 'Hopper, Grace', checkOutDate: '2026-12-18' });
    expect(grace).toMatchObject({ grandTotal: '339.00', paidAmount: '50.00', balance: '289.00', status: 'Partially Paid' });
    // Only nights and paid changed: the rate, room, guest and check-in stay as saved; the figures are priced again.
    expect(ada).toMatchObject({
      id: saved.body.id,
      room: { roomNumber: '101' },
      guest: 'Lovelace, Ada',
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-05',
      nights: 4,
      grandTotal: '452.00',
      balance: '0.00',
      status: 'Fully Paid',
    });
    expect(alan).toMatchObject({ room: { roomNumber: '103' }, guest: 'Turing, Alan', grandTotal: '226.00' });
    expect(Number(await transactions(hotel.api))).toBe(before + 2);
    const guests = (await hotel.api.get('/api/hotel/guests')).body as { lastName: string }[];
    expect(guests.map((g) => g.lastName).sort()).toEqual(['Hopper', 'Lovelace', 'Turing']);
  });

  it('refuses the whole batch at the first row that overlaps a saved stay, with 409 and nothing changed', async () => {
    const booked = await hotel.api.post('/api/hotel/bookings', stay('104', '2027-01-10'));
    const moved = await hotel.api.post('/api/hotel/bookings', stay('104', '2027-02-01'));
    const before = await allBookings();
    const count = await transactions(hotel.api);

    const response = await batch([
      { id: moved.body.id, paidAmount: '10' },
      stay('102', '2027-01-10', { guest: 'Curie, Marie' }),
      stay('104', '2027-01-11', { guest: 'Noether, Emmy' }),
    ]);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: `Row 3: Room 104 is already booked from 01/10/27 to 01/13/27 (booking #${booked.body.id})`,
    });
    expect(await allBookings()).toEqual(before);
    expect(await transactions(hotel.api)).toBe(count);
  });

  it('refuses two rows of the batch that overlap each other: the later one, naming the earlier', async () => {
    const before = await allBookings();
    const response = await batch([stay('101', '2027-12-15'), stay('101', '2027-12-17', { guest: 'Byron, George' })]);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Row 2: overlaps row 1 (Room 101, 12/15/27 to 12/18/27)' });
    expect(await allBookings()).toEqual(before);

    // Back to back (check-out day = next check-in) is fine.
    const fine = await batch([stay('101', '2027-12-15'), stay('101', '2027-12-18', { guest: 'Byron, George' })]);
    expect(fine.status).toBe(200);
    expect((fine.body.bookings as BookingBody[]).map((b) => b.checkOutDate)).toEqual(['2027-12-18', '2027-12-21']);
  });

  it('moves saved stays out of each other’s way when the rows come in that order', async () => {
    const first = await hotel.api.post('/api/hotel/bookings', stay('103', '2028-03-01'));
    const second = await hotel.api.post('/api/hotel/bookings', stay('103', '2028-03-04', { guest: 'Byron, Ada' }));
    const response = await batch([
      { id: second.body.id, checkInDate: '2028-03-07' },
      { id: first.body.id, checkInDate: '2028-03-04' },
    ]);
    expect(response.status).toBe(200);
    expect((response.body.bookings as BookingBody[]).map((b) => [b.id, b.checkInDate, b.checkOutDate])).toEqual([
      [second.body.id, '2028-03-07', '2028-03-10'],
      [first.body.id, '2028-03-04', '2028-03-07'],
    ]);
  });

  it('names the row of an invalid field (422), an unknown or another hotel’s booking (404) and a spent demo (403)', async () => {
    const before = await allBookings();
    const invalid = await batch([stay('102', '2029-01-01'), stay('102', '2029-02-01', { guest: '  ' })]);
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ error: 'Row 2: Please enter guest name' });
    const badUpdate = await batch([{ id: before[0].id, rateType: 'Hourly' }]);
    expect(badUpdate.status).toBe(422);
    expect(badUpdate.body).toEqual({ error: 'Row 1: Rate type must be Daily, Weekly or Monthly' });
    const badId = await batch([{ id: 'seven', paidAmount: '1' }]);
    expect(badId.body).toEqual({ error: 'Row 1: Booking id must be a positive whole number' });

    const unknown = await batch([stay('102', '2029-01-01'), { id: 999_999, paidAmount: '1' }]);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Row 2: Booking could not be found' });
    const theirs = await other.api.post('/api/hotel/bookings/batch', { bookings: [{ id: before[0].id, paidAmount: '1' }] });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'Row 1: Booking could not be found' });
    const theirRoom = await other.api.post('/api/hotel/bookings/batch', { bookings: [stay('102', '2029-01-01')] });
    expect(theirRoom.status).toBe(404);
    expect(theirRoom.body).toEqual({ error: 'Row 1: Room could not be found' });

    // One demo transaction left: the first new booking takes it, the second is refused; an update still works.
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update hotel_setting set value = '99' where key = 'transaction_count' and hotel_id = ${hotel.id}`);
    const spent = await batch([{ id: before[0].id, paidAmount: '1' }, stay('102', '2029-01-01'), stay('102', '2029-02-01')]);
    expect(spent.status).toBe(403);
    expect(spent.body.error).toMatch(/^Row 3: The demo has expired: all 100 demo transactions have been used\./);
    expect(await allBookings()).toEqual(before);
    expect(await transactions(hotel.api)).toBe('99');
    const updateOnly = await batch([{ id: before[0].id, paymentMethod: 'Check' }, stay('102', '2029-01-01')]);
    expect(updateOnly.status).toBe(200);
    expect(await transactions(hotel.api)).toBe('100');
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update hotel_setting set value = '0' where key = 'transaction_count' and hotel_id = ${hotel.id}`);
  });

  it('refuses an empty batch, more than 500 rows and a body without a list, with 422', async () => {
    const many = Array.from({ length: 501 }, (_, i) => stay('101', `2030-01-01`, { nights: 1 + i }));
    expect(await batch(many)).toMatchObject({ status: 422, body: { error: 'A batch can save at most 500 bookings' } });
    expect(await batch([])).toMatchObject({ status: 422, body: { error: 'A batch needs at least one booking' } });
    const notAList = await hotel.api.post('/api/hotel/bookings/batch', { bookings: 'all of them' });
    expect(notAList).toMatchObject({ status: 422, body: { error: 'bookings must be a list of bookings' } });
    expect(await batch([42])).toMatchObject({ status: 422, body: { error: 'Row 1: Each booking must be an object' } });
  });

  it('is the GraphQL mutation saveBookingBatch too, with the same refusals', async () => {
    const mutation = `mutation ($bookings: [BookingBatchItemInput!]!) {
      saveBookingBatch(bookings: $bookings) { id guest checkInDate grandTotal status room { roomNumber } }
    }`;
    const saved = await hotel.api.graphql(mutation, {
      bookings: [
        stay('102', '2031-05-01', { guest: 'Franklin, Rosalind' }),
        stay('103', '2031-05-01', { guest: 'Meitner, Lise', nights: 1 }),
      ],
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveBookingBatch).toMatchObject([
      { guest: 'Franklin, Rosalind', grandTotal: '339.00', room: { roomNumber: '102' } },
      { guest: 'Meitner, Lise', grandTotal: '113.00', room: { roomNumber: '103' } },
    ]);
    const id = saved.body.data.saveBookingBatch[1].id;
    const refused = await hotel.api.graphql(mutation, {
      bookings: [{ id, paidAmount: '113', guest: null }, stay('102', '2031-05-02', { guest: 'Someone, Else' })],
    });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: `Row 2: Room 102 is already booked from 05/01/31 to 05/04/31 (booking #${saved.body.data.saveBookingBatch[0].id})`,
      extensions: { code: 'CONFLICT' },
    });
    const unchanged = await hotel.api.get(`/api/hotel/bookings/${id}`);
    expect(unchanged.body).toMatchObject({ paidAmount: '0.00', status: 'Unpaid' });
  });
});
