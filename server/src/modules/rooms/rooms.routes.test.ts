import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface RoomBody {
  id: number;
  roomNumber: string;
  roomTypeId: number | null;
  roomType: { id: number; name: string; dailyRate: string; weeklyRate: string; monthlyRate: string } | null;
}

let app: TestApp;
let hotel: SignedInHotel;
let queen: { id: number; name: string };
beforeAll(async () => {
  app = await startTestApp();
  // No number of rooms at sign-up: this hotel has no room limit.
  hotel = await signUpHotel(app, 'rooms@inn.test', { name: 'Harbor Inn' });
  queen = (
    await hotel.api.post('/api/hotel/room-types', { name: 'Standard Queen', dailyRate: 129, weeklyRate: 750, monthlyRate: 2400 })
  ).body;
});
afterAll(async () => app?.close());

const QUEEN_TYPE = () => ({
  id: queen.id,
  version: 1,
  name: 'Standard Queen',
  dailyRate: '129.00',
  weeklyRate: '750.00',
  monthlyRate: '2400.00',
});
/** A new room's housekeeping fields (issue 14): Clean, no note. */
const CLEAN = { housekeepingStatus: 'Clean', housekeepingNote: null };
const roomNumbers = async (api = hotel.api) =>
  ((await api.get('/api/hotel/rooms')).body as RoomBody[]).map((room) => room.roomNumber);

describe('POST /api/hotel/rooms', () => {
  it('creates a room with its room type nested', async () => {
    const response = await hotel.api.post('/api/hotel/rooms', { roomNumber: ' 101 ', roomTypeId: queen.id });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      version: 1,
      roomNumber: '101',
      roomTypeId: queen.id,
      roomType: QUEEN_TYPE(),
      ...CLEAN,
    });
  });

  it('creates a room without a type', async () => {
    const response = await hotel.api.post('/api/hotel/rooms', { roomNumber: '102A', roomTypeId: null });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      version: 1,
      roomNumber: '102A',
      roomTypeId: null,
      roomType: null,
      ...CLEAN,
    });
  });

  it('refuses a number the hotel already has with 409, and creates nothing', async () => {
    const before = await roomNumbers();
    const response = await hotel.api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: null });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Room number 101 already exists' });
    expect(await roomNumbers()).toEqual(before);
  });

  it.each([
    [{ roomNumber: '' }, 'Room number is required'],
    [{ roomNumber: '   ', roomTypeId: 1 }, 'Room number is required'],
    [{}, 'Room number is required'],
    [{ roomNumber: 'x'.repeat(21) }, 'Room number must be at most 20 characters'],
    [{ roomNumber: '150', roomTypeId: 'abc' }, 'Please choose a valid room type'],
  ])('refuses %j with 422 and creates nothing', async (body, message) => {
    const before = await roomNumbers();
    const response = await hotel.api.post('/api/hotel/rooms', body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect(await roomNumbers()).toEqual(before);
  });

  it('refuses a room type that does not exist with 404 and creates nothing', async () => {
    const before = await roomNumbers();
    const response = await hotel.api.post('/api/hotel/rooms', { roomNumber: '150', roomTypeId: 999999 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Room type could not be found' });
    expect(await roomNumbers()).toEqual(before);
  });
});

describe('GET /api/hotel/rooms', () => {
  it('lists rooms in room-number order', async () => {
    const other = await signUpHotel(app, 'rooms-order@inn.test');
    for (const roomNumber of ['1000', '10', '102A', '9', '101']) {
      expect((await other.api.post('/api/hotel/rooms', { roomNumber })).status).toBe(201);
    }
    const response = await other.api.get('/api/hotel/rooms');
    expect(response.status).toBe(200);
    expect(response.body.map((room: RoomBody) => room.roomNumber)).toEqual(['9', '10', '101', '102A', '1000']);
  });

  it('needs a signed-in hotel', async () => {
    expect((await new ApiClient(app.url).get('/api/hotel/rooms')).status).toBe(401);
  });
});

describe('PUT /api/hotel/rooms/{id}', () => {
  it('changes the number and the type', async () => {
    const room = (await hotel.api.post('/api/hotel/rooms', { roomNumber: '201' })).body as RoomBody;
    const response = await hotel.api.put(`/api/hotel/rooms/${room.id}`, { roomNumber: '201B', roomTypeId: queen.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: room.id,
      version: 2,
      roomNumber: '201B',
      roomTypeId: queen.id,
      roomType: QUEEN_TYPE(),
      ...CLEAN,
    });
    const cleared = await hotel.api.put(`/api/hotel/rooms/${room.id}`, { roomNumber: '201B', roomTypeId: null });
    expect(cleared.body).toEqual({ id: room.id, version: 3, roomNumber: '201B', roomTypeId: null, roomType: null, ...CLEAN });
  });

  it('refuses another room number that exists with 409 and changes nothing', async () => {
    const room = (await hotel.api.post('/api/hotel/rooms', { roomNumber: '202', roomTypeId: queen.id })).body as RoomBody;
    const response = await hotel.api.put(`/api/hotel/rooms/${room.id}`, { roomNumber: '101', roomTypeId: null });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Room number 101 already exists' });
    const listed = ((await hotel.api.get('/api/hotel/rooms')).body as RoomBody[]).find((r) => r.id === room.id);
    expect(listed).toEqual(room);
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const room = (await hotel.api.post('/api/hotel/rooms', { roomNumber: '203', roomTypeId: queen.id })).body as RoomBody;
    for (const [body, status, message] of [
      [{ roomNumber: ' ', roomTypeId: null }, 422, 'Room number is required'],
      [{ roomNumber: '203', roomTypeId: 'x' }, 422, 'Please choose a valid room type'],
      [{ roomNumber: '203X', roomTypeId: 999999 }, 404, 'Room type could not be found'],
    ] as const) {
      const response = await hotel.api.put(`/api/hotel/rooms/${room.id}`, body);
      expect({ status: response.status, body: response.body }).toEqual({ status, body: { error: message } });
    }
    const listed = ((await hotel.api.get('/api/hotel/rooms')).body as RoomBody[]).find((r) => r.id === room.id);
    expect(listed).toEqual(room);
  });

  it('answers 404 for an unknown room', async () => {
    const response = await hotel.api.put('/api/hotel/rooms/999999', { roomNumber: '1' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Room could not be found' });
  });
});

describe('DELETE /api/hotel/rooms/{id}', () => {
  it('deletes a room without bookings and keeps its room type', async () => {
    const room = (await hotel.api.post('/api/hotel/rooms', { roomNumber: '301', roomTypeId: queen.id })).body as RoomBody;
    const response = await hotel.api.delete(`/api/hotel/rooms/${room.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Room deleted successfully' });
    expect(await roomNumbers()).not.toContain('301');
    expect((await hotel.api.get('/api/hotel/room-types')).body).toContainEqual({ ...QUEEN_TYPE(), scheduled: [] });
    const again = await hotel.api.delete(`/api/hotel/rooms/${room.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Room could not be found' });
  });
});

describe('deleting a room with bookings', () => {
  it('is refused with 409 saying why, and nothing is lost', async () => {
    const room = (await hotel.api.post('/api/hotel/rooms', { roomNumber: '401', roomTypeId: queen.id })).body as RoomBody;
    const booking = await hotel.api.post('/api/hotel/bookings', {
      roomId: room.id,
      guest: 'Lovelace, Ada',
      checkInDate: '2026-11-21',
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '129.00',
      monthlyAmount: '0',
      paidAmount: '0',
    });
    expect(booking.status).toBe(201);

    const response = await hotel.api.delete(`/api/hotel/rooms/${room.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Room 401 cannot be deleted because it has 1 booking' });
    expect(await roomNumbers()).toContain('401');
    expect((await hotel.api.get('/api/hotel/bookings')).body).toContainEqual(
      expect.objectContaining({ id: booking.body.id, roomId: room.id }),
    );

    const graphql = await hotel.api.graphql('mutation ($id: Int!) { deleteRoom(id: $id) { message } }', { id: room.id });
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: 'Room 401 cannot be deleted because it has 1 booking',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('POST /api/hotel/rooms/bulk', () => {
  it('creates prefix + each number padded to 2 digits, all of the chosen type', async () => {
    const response = await hotel.api.post('/api/hotel/rooms/bulk', {
      prefix: '5',
      startNumber: 1,
      endNumber: 12,
      roomTypeId: String(queen.id),
    });
    expect(response.status).toBe(201);
    expect(response.body.map((room: RoomBody) => room.roomNumber)).toEqual([
      '501',
      '502',
      '503',
      '504',
      '505',
      '506',
      '507',
      '508',
      '509',
      '510',
      '511',
      '512',
    ]);
    for (const room of response.body as RoomBody[]) {
      expect(room).toEqual({
        id: expect.any(Number),
        version: 1,
        roomNumber: room.roomNumber,
        roomTypeId: queen.id,
        roomType: QUEEN_TYPE(),
        ...CLEAN,
      });
    }
    expect(await roomNumbers()).toEqual(expect.arrayContaining(['501', '512']));
  });

  it('works without a prefix or a type', async () => {
    const response = await hotel.api.post('/api/hotel/rooms/bulk', { startNumber: '7', endNumber: '7', roomTypeId: null });
    expect(response.status).toBe(201);
    expect(response.body).toEqual([
      { id: expect.any(Number), version: 1, roomNumber: '07', roomTypeId: null, roomType: null, ...CLEAN },
    ]);
  });

  it('creates nothing when one number of the batch exists, and names it', async () => {
    const before = await roomNumbers();
    expect(before).toContain('505');
    const response = await hotel.api.post('/api/hotel/rooms/bulk', {
      prefix: '5',
      startNumber: 10,
      endNumber: 14,
      roomTypeId: queen.id,
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Room numbers 510, 511 and 512 already exist. No rooms were created.' });
    expect(await roomNumbers()).toEqual(before);
    expect(await roomNumbers()).not.toContain('513');

    const single = await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '5', startNumber: 12, endNumber: 20 });
    expect(single.status).toBe(409);
    expect(single.body).toEqual({ error: 'Room number 512 already exists. No rooms were created.' });
    expect(await roomNumbers()).toEqual(before);
  });

  it.each([
    [{ prefix: '1', startNumber: 12, endNumber: 1 }, 'Start number must be less than or equal to end number'],
    [{ prefix: '1', endNumber: 5 }, 'Start number is required'],
    [{ prefix: '1', startNumber: 1, endNumber: '' }, 'End number is required'],
    [{ startNumber: -1, endNumber: 5 }, 'Start number must be a whole number of 0 or more'],
    [{ startNumber: 1, endNumber: 600 }, 'At most 500 rooms can be created at once'],
    [{ prefix: 'ABCDEFGHIJK', startNumber: 1, endNumber: 2 }, 'Prefix must be at most 10 characters'],
    [{ prefix: '8', startNumber: 1, endNumber: 2, roomTypeId: 'abc' }, 'Please choose a valid room type'],
  ])('refuses %j with 422 and creates nothing', async (body, message) => {
    const before = await roomNumbers();
    const response = await hotel.api.post('/api/hotel/rooms/bulk', body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect(await roomNumbers()).toEqual(before);
  });

  it('refuses a room type that does not exist with 404 and creates nothing', async () => {
    const before = await roomNumbers();
    const response = await hotel.api.post('/api/hotel/rooms/bulk', {
      prefix: '8',
      startNumber: 1,
      endNumber: 2,
      roomTypeId: 999999,
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Room type could not be found' });
    expect(await roomNumbers()).toEqual(before);
  });
});

describe('the room limit (number_of_rooms)', () => {
  let small: SignedInHotel;
  beforeAll(async () => {
    small = await signUpHotel(app, 'small@inn.test', { name: 'Tiny Motel', numberOfRooms: 5 });
  });

  it('refuses a batch that would pass the limit with 403, and creates nothing', async () => {
    const response = await small.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 6 });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error:
        'Creating 6 rooms would exceed the limit of 5 rooms: this hotel already has 0, so 5 more can be added. No rooms were created.',
    });
    expect(await roomNumbers(small.api)).toEqual([]);
  });

  it('allows rooms up to the limit, then refuses a single room with 403', async () => {
    expect((await small.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 4 })).status).toBe(201);
    expect((await small.api.post('/api/hotel/rooms', { roomNumber: '105' })).status).toBe(201);
    const response = await small.api.post('/api/hotel/rooms', { roomNumber: '106' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error:
        'Room limit reached: this hotel is set up for 5 rooms and already has 5. Change the number of rooms in Settings to add more.',
    });
    expect(await roomNumbers(small.api)).toEqual(['101', '102', '103', '104', '105']);
  });

  it('follows the setting when it changes', async () => {
    expect((await small.api.put('/api/hotel/settings', { number_of_rooms: '7' })).status).toBe(200);
    expect((await small.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 6, endNumber: 8 })).status).toBe(403);
    expect((await small.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 6, endNumber: 7 })).status).toBe(201);
    expect(await roomNumbers(small.api)).toHaveLength(7);
  });

  it('lets a room that was deleted be added again', async () => {
    const rooms = (await small.api.get('/api/hotel/rooms')).body as RoomBody[];
    expect((await small.api.delete(`/api/hotel/rooms/${rooms[0]!.id}`)).status).toBe(200);
    expect((await small.api.post('/api/hotel/rooms', { roomNumber: '101' })).status).toBe(201);
  });

  it('holds when two batches arrive at once', async () => {
    const busy = await signUpHotel(app, 'busy@inn.test', { name: 'Busy Inn', numberOfRooms: 3 });
    const responses = await Promise.all([
      busy.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 2 }),
      busy.api.post('/api/hotel/rooms/bulk', { prefix: '2', startNumber: 1, endNumber: 2 }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 403]);
    expect(await roomNumbers(busy.api)).toHaveLength(2);
  });

  it('reports the limit through GraphQL as FORBIDDEN', async () => {
    const response = await small.api.graphql('mutation ($input: RoomInput!) { createRoom(input: $input) { id } }', {
      input: { roomNumber: '999' },
    });
    expect(response.body.errors?.[0]).toMatchObject({
      message:
        'Room limit reached: this hotel is set up for 7 rooms and already has 7. Change the number of rooms in Settings to add more.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('GraphQL rooms', () => {
  const FIELDS =
    'id roomNumber roomTypeId roomType { id version name dailyRate weeklyRate monthlyRate } housekeepingStatus housekeepingNote';

  it('creates, bulk-creates, lists, updates and deletes', async () => {
    const created = await hotel.api.graphql(`mutation ($input: RoomInput!) { createRoom(input: $input) { ${FIELDS} } }`, {
      input: { roomNumber: '601', roomTypeId: queen.id },
    });
    expect(created.body.data.createRoom).toEqual({
      id: expect.any(Number),
      roomNumber: '601',
      roomTypeId: queen.id,
      roomType: QUEEN_TYPE(),
      ...CLEAN,
    });
    const id = created.body.data.createRoom.id as number;

    const bulk = await hotel.api.graphql(
      `mutation ($input: BulkRoomsInput!) { bulkCreateRooms(input: $input) { roomNumber roomTypeId } }`,
      {
        input: { prefix: '6', startNumber: 2, endNumber: 4, roomTypeId: queen.id },
      },
    );
    expect(bulk.body.data.bulkCreateRooms).toEqual([
      { roomNumber: '602', roomTypeId: queen.id },
      { roomNumber: '603', roomTypeId: queen.id },
      { roomNumber: '604', roomTypeId: queen.id },
    ]);

    const duplicate = await hotel.api.graphql(`mutation ($input: BulkRoomsInput!) { bulkCreateRooms(input: $input) { id } }`, {
      input: { prefix: '6', startNumber: 4, endNumber: 6 },
    });
    expect(duplicate.body.errors?.[0]).toMatchObject({
      message: 'Room number 604 already exists. No rooms were created.',
      extensions: { code: 'CONFLICT' },
    });

    const reversed = await hotel.api.graphql(`mutation ($input: BulkRoomsInput!) { bulkCreateRooms(input: $input) { id } }`, {
      input: { startNumber: 9, endNumber: 1 },
    });
    expect(reversed.body.errors?.[0]?.message).toBe('Start number must be less than or equal to end number');

    const listed = await hotel.api.graphql(`{ rooms { ${FIELDS} } }`);
    expect(listed.body.data.rooms.map((room: RoomBody) => room.roomNumber)).toEqual(
      expect.arrayContaining(['601', '602', '603', '604']),
    );
    expect(listed.body.data.rooms.map((room: RoomBody) => room.roomNumber)).not.toContain('605');

    const updated = await hotel.api.graphql(
      `mutation ($id: Int!, $input: RoomInput!) { updateRoom(id: $id, input: $input) { ${FIELDS} } }`,
      {
        id,
        input: { roomNumber: '601A', roomTypeId: null },
      },
    );
    expect(updated.body.data.updateRoom).toEqual({ id, roomNumber: '601A', roomTypeId: null, roomType: null, ...CLEAN });

    const deleted = await hotel.api.graphql('mutation ($id: Int!) { deleteRoom(id: $id) { message } }', { id });
    expect(deleted.body.data.deleteRoom).toEqual({ message: 'Room deleted successfully' });
  });
});
