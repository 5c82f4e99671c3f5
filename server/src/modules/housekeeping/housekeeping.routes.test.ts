import { addDays, todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** A room's housekeeping status and note, and the housekeeping list with today's departures and arrivals. */
let app: TestApp;
let hotel: SignedInHotel;
const rooms: Record<string, number> = {};
const ZONE = 'Asia/Tokyo';
let today: string;

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'housekeeping@inn.test', { name: 'Harbor Inn' });
  // The hotel's today is Tokyo's, which is not the server's (UTC) for nine hours of every day.
  expect((await hotel.api.put('/api/hotel/settings', { timezone: ZONE })).status).toBe(200);
  today = todayInZone(ZONE);
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Queen',
    dailyRate: 100,
    weeklyRate: 600,
    monthlyRate: 1800,
  });
  for (const number of ['101', '102', '103', '104', '105', '9']) {
    rooms[number] = (await hotel.api.post('/api/hotel/rooms', { roomNumber: number, roomTypeId: type.body.id })).body.id;
  }
});
afterAll(async () => app?.close());

const book = async (room: string, checkInDate: string, nights: number, guest = 'Lovelace, Ada') => {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[room],
    guest,
    checkInDate,
    nights,
    dailyWeeklyAmount: '100',
  });
  expect(response.status).toBe(201);
  return response.body.id as number;
};

describe('PUT /api/hotel/rooms/{id}/housekeeping', () => {
  it('sets the status and note, raises the version, and the rooms list shows them', async () => {
    const response = await hotel.api.put(`/api/hotel/rooms/${rooms['101']}/housekeeping`, {
      status: 'Dirty',
      note: ' Extra towels ',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: rooms['101'],
      version: 2,
      roomNumber: '101',
      roomType: { name: 'Queen' },
      housekeepingStatus: 'Dirty',
      housekeepingNote: 'Extra towels',
    });
    const listed = (await hotel.api.get('/api/hotel/rooms')).body.find((room: { id: number }) => room.id === rooms['101']);
    expect(listed).toMatchObject({ version: 2, housekeepingStatus: 'Dirty', housekeepingNote: 'Extra towels' });
  });

  it('keeps the note when the body leaves it out, and clears it when null', async () => {
    const kept = await hotel.api.put(`/api/hotel/rooms/${rooms['101']}/housekeeping`, { status: 'clean' });
    expect(kept.body).toMatchObject({ version: 3, housekeepingStatus: 'Clean', housekeepingNote: 'Extra towels' });
    const cleared = await hotel.api.put(`/api/hotel/rooms/${rooms['101']}/housekeeping`, { status: 'Inspected', note: null });
    expect(cleared.body).toMatchObject({ version: 4, housekeepingStatus: 'Inspected', housekeepingNote: null });
  });

  it('refuses a change based on an older version with 409, and changes nothing', async () => {
    const response = await hotel.api.put(`/api/hotel/rooms/${rooms['101']}/housekeeping`, { status: 'Dirty', version: 3 });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/^This room was changed by someone else/);
    const listed = (await hotel.api.get('/api/hotel/rooms')).body.find((room: { id: number }) => room.id === rooms['101']);
    expect(listed).toMatchObject({ version: 4, housekeepingStatus: 'Inspected' });
  });

  it.each([
    [{ status: 'Sparkling' }, 422, 'Housekeeping status must be one of: Clean, Dirty, Inspected, Out of Order'],
    [{}, 422, 'Housekeeping status must be one of: Clean, Dirty, Inspected, Out of Order'],
    [{ status: 'Dirty', note: 'x'.repeat(501) }, 422, 'Must be at most 500 characters'],
  ])('refuses %j with %i', async (body, status, error) => {
    const response = await hotel.api.put(`/api/hotel/rooms/${rooms['102']}/housekeeping`, body);
    expect({ status: response.status, body: response.body }).toEqual({ status, body: { error } });
  });

  it('answers 404 for a room the hotel does not have', async () => {
    const response = await hotel.api.put('/api/hotel/rooms/999999/housekeeping', { status: 'Dirty' });
    expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: { error: 'Room could not be found' } });
  });
});

describe('GET /api/hotel/housekeeping', () => {
  it("lists every room with its status and whether a guest departs or arrives on the hotel's today", async () => {
    await hotel.api.put(`/api/hotel/rooms/${rooms['104']}/housekeeping`, { status: 'Out of Order', note: 'Broken heater' });
    await book('101', addDays(today, -2), 2, 'Leaving, Lee'); // departs today
    await book('102', today, 3, 'Coming, Cora'); // arrives today
    await book('103', addDays(today, -1), 1, 'Early, Eve'); // departs today...
    await book('103', today, 1, 'Late, Lou'); // ...and the next guest arrives
    await book('105', addDays(today, -1), 3, 'Staying, Sam'); // stays over: neither
    await book('9', addDays(today, 1), 2, 'Tomorrow, Tom'); // arrives tomorrow: neither
    const response = await hotel.api.get('/api/hotel/housekeeping');
    expect(response.status).toBe(200);
    expect(
      (response.body as Record<string, unknown>[]).map((room) => [
        room.roomNumber,
        room.housekeepingStatus,
        room.housekeepingNote,
        room.departsToday,
        room.arrivesToday,
      ]),
    ).toEqual([
      ['9', 'Clean', null, false, false],
      ['101', 'Inspected', null, true, false],
      ['102', 'Clean', null, false, true],
      ['103', 'Clean', null, true, true],
      ['104', 'Out of Order', 'Broken heater', false, false],
      ['105', 'Clean', null, false, false],
    ]);
    expect(response.body[1]).toEqual({
      roomId: rooms['101'],
      roomNumber: '101',
      roomTypeName: 'Queen',
      version: 4,
      housekeepingStatus: 'Inspected',
      housekeepingNote: null,
      departsToday: true,
      arrivesToday: false,
      occupied: false,
    });
  });

  it('says which rooms a guest is in tonight: checked in, or staying over', async () => {
    const occupied = async () =>
      Object.fromEntries(
        ((await hotel.api.get('/api/hotel/housekeeping')).body as { roomNumber: string; occupied: boolean }[]).map((room) => [
          room.roomNumber,
          room.occupied,
        ]),
      );
    // 101 leaves today and 102 arrives today, neither checked in or out; 105 stays over; 9 comes tomorrow.
    expect(await occupied()).toEqual({ '9': false, '101': false, '102': false, '103': false, '104': false, '105': true });
    const bookings = (await hotel.api.get('/api/hotel/bookings')).body as { id: number; guest: string }[];
    const cora = bookings.find((booking) => booking.guest === 'Coming, Cora')!.id;
    expect((await hotel.api.post(`/api/hotel/bookings/${cora}/check-in`, {})).status).toBe(200);
    const sam = bookings.find((booking) => booking.guest === 'Staying, Sam')!.id;
    expect((await hotel.api.post(`/api/hotel/bookings/${sam}/cancel`, { reason: 'Left early' })).status).toBe(200);
    expect(await occupied()).toEqual({ '9': false, '101': false, '102': true, '103': false, '104': false, '105': false });
  });

  it('shows nothing of another hotel', async () => {
    const other = await signUpHotel(app, 'other-housekeeping@inn.test');
    expect((await other.api.get('/api/hotel/housekeeping')).body).toEqual([]);
    const response = await other.api.put(`/api/hotel/rooms/${rooms['102']}/housekeeping`, { status: 'Dirty' });
    expect(response.status).toBe(404);
  });
});

describe('GraphQL housekeeping', () => {
  it('lists the rooms and changes a status', async () => {
    const changed = await hotel.api.graphql(
      `mutation ($roomId: Int!, $input: HousekeepingInput!) {
        updateHousekeeping(roomId: $roomId, input: $input) { roomNumber version housekeepingStatus housekeepingNote }
      }`,
      { roomId: rooms['102'], input: { status: 'Dirty', note: 'Spill on the carpet' } },
    );
    expect(changed.body.data?.updateHousekeeping).toEqual({
      roomNumber: '102',
      version: 2,
      housekeepingStatus: 'Dirty',
      housekeepingNote: 'Spill on the carpet',
    });
    const statusOnly = await hotel.api.graphql(
      `mutation ($roomId: Int!, $input: HousekeepingInput!) { updateHousekeeping(roomId: $roomId, input: $input) { housekeepingNote } }`,
      { roomId: rooms['102'], input: { status: 'Clean' } },
    );
    expect(statusOnly.body.data?.updateHousekeeping).toEqual({ housekeepingNote: 'Spill on the carpet' });
    const listed = await hotel.api.graphql('{ housekeeping { roomNumber housekeepingStatus departsToday arrivesToday } }');
    expect(listed.body.data?.housekeeping.find((room: { roomNumber: string }) => room.roomNumber === '102')).toEqual({
      roomNumber: '102',
      housekeepingStatus: 'Clean',
      departsToday: false,
      arrivesToday: true,
    });
    const refused = await hotel.api.graphql(
      `mutation ($roomId: Int!, $input: HousekeepingInput!) { updateHousekeeping(roomId: $roomId, input: $input) { id } }`,
      { roomId: rooms['102'], input: { status: 'Shiny' } },
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Housekeeping status must be one of: Clean, Dirty, Inspected, Out of Order',
      extensions: { code: 'INVALID_INPUT' },
    });
  });
});
