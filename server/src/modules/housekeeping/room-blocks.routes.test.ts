import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Room blocks: the nights a room is out of order, and the database's rule that a stay and a block of one
 * room never overlap, whichever comes first and however requests race.
 */
let app: TestApp;
let hotel: SignedInHotel;
let room101: number;
let room102: number;
const sql = (query: string) => app.orm.em.fork().getConnection().execute(query);

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'blocks@inn.test', { name: 'Harbor Inn' });
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Queen',
    dailyRate: 100,
    weeklyRate: 600,
    monthlyRate: 1800,
  });
  room101 = (await hotel.api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: type.body.id })).body.id;
  room102 = (await hotel.api.post('/api/hotel/rooms', { roomNumber: '102', roomTypeId: type.body.id })).body.id;
  // Licensed: the racing bookings below would use up the demo's 100 transactions.
  await sql(`update hotel_setting set value = '0' where hotel_id = ${hotel.id} and key = 'is_demo'`);
  await sql(
    `insert into hotel_setting (hotel_id, key, value) values (${hotel.id}, 'license_key', 'MANUAL-ACTIVATION') on conflict do nothing`,
  );
});
afterAll(async () => app?.close());

const stay = (roomId: number, checkInDate: string, nights: number, guest = 'Lovelace, Ada') => ({
  roomId,
  guest,
  checkInDate,
  nights,
  dailyWeeklyAmount: '100',
});
const block = (roomId: number, startDate: string, endDate: string, reason = 'New carpet') => ({
  roomId,
  startDate,
  endDate,
  reason,
});
const OUT_OF_ORDER = 'Room 101 is out of order from 12/15/26 to 12/18/26';

describe('POST, GET and DELETE /api/hotel/room-blocks', () => {
  let blockId: number;

  it('creates a block over the nights from its start up to its end', async () => {
    const response = await hotel.api.post('/api/hotel/room-blocks', block(room101, '2026-12-15', '2026-12-18', ' New carpet '));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      roomId: room101,
      roomNumber: '101',
      startDate: '2026-12-15',
      endDate: '2026-12-18',
      nights: 3,
      reason: 'New carpet',
      kind: 'Out of Order',
    });
    blockId = response.body.id;
    expect((await hotel.api.get(`/api/hotel/room-blocks/${blockId}`)).body).toEqual(response.body);
  });

  it('lists the blocks touching a window, and those not over yet by default', async () => {
    const other = await hotel.api.post('/api/hotel/room-blocks', block(room102, '2026-12-01', '2026-12-02', 'Painting'));
    expect(other.status).toBe(201);
    const listed = async (query: string) =>
      ((await hotel.api.get(`/api/hotel/room-blocks${query}`)).body as { reason: string }[]).map((item) => item.reason);
    expect(await listed('?from=2026-11-01&to=2027-01-01')).toEqual(['Painting', 'New carpet']);
    expect(await listed('?from=2026-12-02&to=2026-12-15')).toEqual([]);
    expect(await listed('?from=2026-12-17')).toEqual(['New carpet']);
    expect(await listed('?to=2026-12-02')).toEqual(['Painting']);
    const refused = await hotel.api.get('/api/hotel/room-blocks?from=2026-12-05&to=2026-12-01');
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 422,
      body: { error: 'The To date must be after the From date' },
    });
    expect((await hotel.api.delete(`/api/hotel/room-blocks/${other.body.id}`)).body).toEqual({
      message: 'Room block deleted successfully',
    });
  });

  it.each([
    [{ endDate: '2026-12-15' }, 'The end date must be after the start date'],
    [{ startDate: '2026-02-30' }, 'The start date 2026-02-30 is not a valid date (YYYY-MM-DD)'],
    [{ reason: ' ' }, 'Please give a reason'],
    [{ roomId: null }, 'Please select a room'],
  ])('refuses %j with 422', async (change, error) => {
    const response = await hotel.api.post('/api/hotel/room-blocks', { ...block(room102, '2026-12-15', '2026-12-18'), ...change });
    expect({ status: response.status, body: response.body }).toEqual({ status: 422, body: { error } });
  });

  it("answers 404 for a room or block the hotel does not have, and another hotel's", async () => {
    const noRoom = await hotel.api.post('/api/hotel/room-blocks', block(999999, '2026-12-15', '2026-12-18'));
    expect({ status: noRoom.status, body: noRoom.body }).toEqual({ status: 404, body: { error: 'Room could not be found' } });
    expect((await hotel.api.get('/api/hotel/room-blocks/999999')).body).toEqual({ error: 'Room block could not be found' });
    const other = await signUpHotel(app, 'other-blocks@inn.test');
    expect((await other.api.get(`/api/hotel/room-blocks/${blockId}`)).status).toBe(404);
    expect((await other.api.delete(`/api/hotel/room-blocks/${blockId}`)).status).toBe(404);
    expect((await other.api.post('/api/hotel/room-blocks', block(room101, '2027-01-01', '2027-01-02'))).status).toBe(404);
    expect((await other.api.get('/api/hotel/room-blocks?from=2026-01-01')).body).toEqual([]);
  });
});

describe('a block refuses the stays over it', () => {
  it('refuses a new booking over any of its nights with 409 naming the block, and saves nothing', async () => {
    for (const [checkInDate, nights] of [
      ['2026-12-14', 2],
      ['2026-12-17', 5],
      ['2026-12-10', 20],
      ['2026-12-16', 1],
    ] as const) {
      const response = await hotel.api.post('/api/hotel/bookings', stay(room101, checkInDate, nights));
      expect({ checkInDate, status: response.status, body: response.body }).toEqual({
        checkInDate,
        status: 409,
        body: { error: OUT_OF_ORDER },
      });
    }
    const saved = await hotel.api.get('/api/hotel/bookings?from=2026-12-01&to=2027-01-01');
    expect(saved.body).toEqual([]);
  });

  it('takes the stays that end on its first day or begin on its end day', async () => {
    expect((await hotel.api.post('/api/hotel/bookings', stay(room101, '2026-12-13', 2, 'Before, Bea'))).status).toBe(201);
    expect((await hotel.api.post('/api/hotel/bookings', stay(room101, '2026-12-18', 2, 'After, Al'))).status).toBe(201);
  });

  it('refuses moving a booking into it (PUT and GraphQL), and leaves the booking as it was', async () => {
    const booked = await hotel.api.post('/api/hotel/bookings', stay(room102, '2026-12-15', 2, 'Mover, Mo'));
    expect(booked.status).toBe(201);
    const moved = await hotel.api.put(`/api/hotel/bookings/${booked.body.id}`, stay(room101, '2026-12-15', 2, 'Mover, Mo'));
    expect({ status: moved.status, body: moved.body }).toEqual({ status: 409, body: { error: OUT_OF_ORDER } });
    const graphql = await hotel.api.graphql(
      'mutation ($id: Int!, $input: BookingInput!) { updateBooking(id: $id, input: $input) { id } }',
      { id: booked.body.id, input: stay(room101, '2026-12-16', 1, 'Mover, Mo') },
    );
    expect(graphql.body.errors?.[0]).toMatchObject({ message: OUT_OF_ORDER, extensions: { code: 'CONFLICT' } });
    const after = await hotel.api.get(`/api/hotel/bookings/${booked.body.id}`);
    expect(after.body).toMatchObject({ roomId: room102, checkInDate: '2026-12-15', version: 1 });
    // Other changes of a booking that stays put go through.
    const paid = await hotel.api.put(`/api/hotel/bookings/${booked.body.id}`, {
      ...stay(room102, '2026-12-15', 2, 'Mover, Mo'),
      paidAmount: '50',
    });
    expect(paid.status).toBe(200);
  });

  it('refuses a batch with a row over it, naming the row, and saves no row', async () => {
    const response = await hotel.api.post('/api/hotel/bookings/batch', {
      bookings: [stay(room102, '2027-01-10', 1, 'First, Fay'), stay(room101, '2026-12-17', 1, 'Second, Sid')],
    });
    expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: { error: `Row 2: ${OUT_OF_ORDER}` } });
    expect((await hotel.api.get('/api/hotel/bookings?from=2027-01-10&to=2027-01-11')).body).toEqual([]);
  });

  it('frees its nights when deleted', async () => {
    const created = await hotel.api.post('/api/hotel/room-blocks', block(room102, '2027-02-01', '2027-02-03'));
    expect((await hotel.api.post('/api/hotel/bookings', stay(room102, '2027-02-02', 1))).status).toBe(409);
    expect((await hotel.api.delete(`/api/hotel/room-blocks/${created.body.id}`)).status).toBe(200);
    expect((await hotel.api.post('/api/hotel/bookings', stay(room102, '2027-02-02', 1))).status).toBe(201);
  });
});

describe('a stay or another block refuses a block over it', () => {
  it('refuses a block over a stay with 409 naming the booking', async () => {
    const booked = await hotel.api.post('/api/hotel/bookings', stay(room102, '2027-03-10', 3, 'Guest, Gil'));
    const response = await hotel.api.post('/api/hotel/room-blocks', block(room102, '2027-03-01', '2027-03-11'));
    expect({ status: response.status, body: response.body }).toEqual({
      status: 409,
      body: { error: `Room 102 is already booked from 03/10/27 to 03/13/27 (booking #${booked.body.id})` },
    });
    // Up to the stay's check-in day is fine.
    expect((await hotel.api.post('/api/hotel/room-blocks', block(room102, '2027-03-01', '2027-03-10'))).status).toBe(201);
  });

  it('refuses a block over another block of the room with 409 naming its nights', async () => {
    const response = await hotel.api.post('/api/hotel/room-blocks', block(room101, '2026-12-17', '2026-12-18'));
    expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: { error: OUT_OF_ORDER } });
    const graphql = await hotel.api.graphql('mutation ($input: RoomBlockInput!) { createRoomBlock(input: $input) { id } }', {
      input: block(room101, '2026-12-10', '2026-12-16'),
    });
    expect(graphql.body.errors?.[0]).toMatchObject({ message: OUT_OF_ORDER, extensions: { code: 'CONFLICT' } });
  });
});

describe('a block and a booking racing for the same nights', { timeout: 120_000 }, () => {
  it('exactly one of each pair wins, and no stay overlaps a block', async () => {
    const pairs = Array.from({ length: 12 }, (_, index) => {
      const start = new Date(Date.UTC(2028, 0, 1 + index * 5)).toISOString().slice(0, 10);
      const end = new Date(Date.UTC(2028, 0, 3 + index * 5)).toISOString().slice(0, 10);
      return { start, end, blockFirst: index % 2 === 0 };
    });
    const answers = await Promise.all(
      pairs.map(async ({ start, end, blockFirst }) => {
        const calls = [
          () => hotel.api.post('/api/hotel/room-blocks', block(room101, start, end, `Race ${start}`)),
          () => hotel.api.post('/api/hotel/bookings', stay(room101, start, 2, `Racer, ${start}`)),
        ];
        const [first, second] = blockFirst ? calls : calls.reverse();
        const results = await Promise.all([first!(), second!()]);
        return results.map((result) => result.status).sort();
      }),
    );
    expect(answers).toEqual(pairs.map(() => [201, 409]));
    const clashes = await sql(
      `select count(*)::int as n from booking b join room_block k on k.room_id = b.room_id
        and daterange(k.start_date, k.end_date, '[)') && daterange(b.check_in_date, b.check_out_date, '[)')
       where b.hotel_id = ${hotel.id}`,
    );
    expect(clashes[0].n).toBe(0);
  });
});
