import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'room-types@inn.test', { name: 'Harbor Inn' });
});
afterAll(async () => app?.close());

const standard = { name: 'Standard Queen', dailyRate: 129, weeklyRate: '750.5', monthlyRate: '2400' };

async function createType(body: Record<string, unknown>) {
  const response = await hotel.api.post('/api/hotel/room-types', body);
  expect(response.status).toBe(201);
  return response.body as { id: number; name: string };
}

describe('POST /api/hotel/room-types', () => {
  it('creates a room type with its rates as money text', async () => {
    const response = await hotel.api.post('/api/hotel/room-types', standard);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      version: 1,
      name: 'Standard Queen',
      dailyRate: '129.00',
      weeklyRate: '750.50',
      monthlyRate: '2400.00',
      scheduled: [],
    });
  });

  it('accepts free rooms (rates of 0)', async () => {
    const created = await createType({ name: 'Staff Room', dailyRate: '0', weeklyRate: 0, monthlyRate: '0.00' });
    expect(created).toMatchObject({ dailyRate: '0.00', weeklyRate: '0.00', monthlyRate: '0.00' });
  });

  it.each([
    [{ name: '  ' }, 'Room type name is required'],
    [{ name: undefined }, 'Room type name is required'],
    [{ name: 'x'.repeat(101) }, 'Room type name must be at most 100 characters'],
    [{ dailyRate: '' }, 'Daily rate is required'],
    [{ weeklyRate: null }, 'Weekly rate is required'],
    [{ monthlyRate: undefined }, 'Monthly rate is required'],
    [{ dailyRate: -1 }, 'Rates must be 0 or more'],
    [{ monthlyRate: '12.345' }, 'Rates must be numbers with at most 2 decimals'],
    [{ weeklyRate: 'ten' }, 'Rates must be numbers with at most 2 decimals'],
  ])('refuses %j with 422 and creates nothing', async (change, message) => {
    const before = (await hotel.api.get('/api/hotel/room-types')).body;
    const response = await hotel.api.post('/api/hotel/room-types', { ...standard, ...change });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect((await hotel.api.get('/api/hotel/room-types')).body).toEqual(before);
  });
});

describe('GET /api/hotel/room-types', () => {
  it('lists the hotel room types by name', async () => {
    await createType({ name: 'Deluxe King', dailyRate: '189.99', weeklyRate: '1100', monthlyRate: '3900' });
    const response = await hotel.api.get('/api/hotel/room-types');
    expect(response.status).toBe(200);
    const names = response.body.map((type: { name: string }) => type.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(response.body).toContainEqual(expect.objectContaining({ name: 'Deluxe King', dailyRate: '189.99' }));
  });

  it('needs a signed-in hotel', async () => {
    const response = await new ApiClient(app.url).get('/api/hotel/room-types');
    expect(response.status).toBe(401);
  });
});

describe('PUT /api/hotel/room-types/{id}', () => {
  it('updates the name and rates', async () => {
    const created = await createType({ name: 'Suite', dailyRate: 200, weeklyRate: 1200, monthlyRate: 4000 });
    const response = await hotel.api.put(`/api/hotel/room-types/${created.id}`, {
      name: 'Junior Suite',
      dailyRate: '219.5',
      weeklyRate: '1300',
      monthlyRate: '4100.25',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: created.id,
      version: 2,
      name: 'Junior Suite',
      dailyRate: '219.50',
      weeklyRate: '1300.00',
      monthlyRate: '4100.25',
      scheduled: [],
    });
    const listed = (await hotel.api.get('/api/hotel/room-types')).body.find((type: { id: number }) => type.id === created.id);
    expect(listed).toEqual(response.body);
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const created = await createType({ name: 'Cabin', dailyRate: 90, weeklyRate: 500, monthlyRate: 1800 });
    const response = await hotel.api.put(`/api/hotel/room-types/${created.id}`, { ...standard, weeklyRate: -5 });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: 'Rates must be 0 or more' });
    const listed = (await hotel.api.get('/api/hotel/room-types')).body.find((type: { id: number }) => type.id === created.id);
    expect(listed).toMatchObject({ name: 'Cabin', weeklyRate: '500.00' });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await hotel.api.put('/api/hotel/room-types/999999', standard)).body).toEqual({
      error: 'Room type could not be found',
    });
    expect((await hotel.api.put('/api/hotel/room-types/999999', standard)).status).toBe(404);
    const malformed = await hotel.api.put('/api/hotel/room-types/abc', standard);
    expect(malformed.status).toBe(422);
    expect(malformed.body).toEqual({ error: 'Invalid id' });
  });
});

describe('DELETE /api/hotel/room-types/{id}', () => {
  it('deletes the room type and leaves its rooms without a type', async () => {
    const created = await createType({ name: 'Bunk Room', dailyRate: 40, weeklyRate: 250, monthlyRate: 900 });
    const other = await createType({ name: 'Loft', dailyRate: 99, weeklyRate: 600, monthlyRate: 2000 });
    const first = (await hotel.api.post('/api/hotel/rooms', { roomNumber: 'B1', roomTypeId: created.id })).body;
    const second = (await hotel.api.post('/api/hotel/rooms', { roomNumber: 'B2', roomTypeId: created.id })).body;
    const kept = (await hotel.api.post('/api/hotel/rooms', { roomNumber: 'L1', roomTypeId: other.id })).body;

    const response = await hotel.api.delete(`/api/hotel/room-types/${created.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Room type deleted successfully' });

    const types = (await hotel.api.get('/api/hotel/room-types')).body.map((type: { id: number }) => type.id);
    expect(types).not.toContain(created.id);
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number }[];
    expect(rooms.find((room) => room.id === first.id)).toEqual({
      id: first.id,
      version: 1,
      roomNumber: 'B1',
      roomTypeId: null,
      roomType: null,
      housekeepingStatus: 'Clean',
      housekeepingNote: null,
    });
    expect(rooms.find((room) => room.id === second.id)).toEqual({
      id: second.id,
      version: 1,
      roomNumber: 'B2',
      roomTypeId: null,
      roomType: null,
      housekeepingStatus: 'Clean',
      housekeepingNote: null,
    });
    expect(rooms.find((room) => room.id === kept.id)).toMatchObject({ roomTypeId: other.id, roomType: { name: 'Loft' } });
  });

  it('answers 404 for an id that is gone', async () => {
    const created = await createType({ name: 'Gone', dailyRate: 1, weeklyRate: 1, monthlyRate: 1 });
    expect((await hotel.api.delete(`/api/hotel/room-types/${created.id}`)).status).toBe(200);
    const again = await hotel.api.delete(`/api/hotel/room-types/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Room type could not be found' });
  });
});

describe('GraphQL room types', () => {
  const FIELDS = 'id name dailyRate weeklyRate monthlyRate';

  it('creates, lists, updates and deletes through the same rules', async () => {
    const created = await hotel.api.graphql<{ createRoomType: { id: number } }>(
      `mutation ($input: RoomTypeInput!) { createRoomType(input: $input) { ${FIELDS} } }`,
      { input: { name: 'Garden View', dailyRate: '79.99', weeklyRate: '450', monthlyRate: '1500.5' } },
    );
    expect(created.body.data?.createRoomType).toEqual({
      id: expect.any(Number),
      name: 'Garden View',
      dailyRate: '79.99',
      weeklyRate: '450.00',
      monthlyRate: '1500.50',
    });
    const id = created.body.data!.createRoomType.id;

    const listed = await hotel.api.graphql(`{ roomTypes { ${FIELDS} } }`);
    expect(listed.body.data.roomTypes).toContainEqual(expect.objectContaining({ id, name: 'Garden View' }));

    const updated = await hotel.api.graphql(
      `mutation ($id: Int!, $input: RoomTypeInput!) { updateRoomType(id: $id, input: $input) { ${FIELDS} } }`,
      { id, input: { name: 'Garden View', dailyRate: '84.99', weeklyRate: '480', monthlyRate: '1600' } },
    );
    expect(updated.body.data.updateRoomType).toMatchObject({ dailyRate: '84.99', weeklyRate: '480.00' });

    const refused = await hotel.api.graphql(
      `mutation ($id: Int!, $input: RoomTypeInput!) { updateRoomType(id: $id, input: $input) { id } }`,
      { id, input: { name: '', dailyRate: '1', weeklyRate: '1', monthlyRate: '1' } },
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Room type name is required',
      extensions: { code: 'INVALID_INPUT' },
    });

    const deleted = await hotel.api.graphql('mutation ($id: Int!) { deleteRoomType(id: $id) { message } }', { id });
    expect(deleted.body.data.deleteRoomType).toEqual({ message: 'Room type deleted successfully' });
  });

  it('is for signed-in hotels only', async () => {
    const response = await new ApiClient(app.url).graphql('{ roomTypes { id } }');
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
