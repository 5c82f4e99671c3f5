import { addDays, todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** Housekeeping and the desk's stay actions: check-out leaves the room Dirty, check-in refuses an Out of Order room, cancelled stays free the room of blocks. */
let app: TestApp;
let hotel: SignedInHotel;
const rooms: Record<string, number> = {};
const today = () => todayInZone(DEFAULT_TIMEZONE);

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@housekeeping.test', { name: 'Harbor Inn' });
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Queen',
    dailyRate: 100,
    weeklyRate: 600,
    monthlyRate: 1800,
  });
  for (const number of ['101', '102', '103']) {
    rooms[number] = (await hotel.api.post('/api/hotel/rooms', { roomNumber: number, roomTypeId: type.body.id })).body.id;
  }
});
afterAll(async () => app?.close());

const book = async (room: string, checkInDate: string, nights: number) => {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[room],
    guest: 'Lovelace, Ada',
    checkInDate,
    nights,
    dailyWeeklyAmount: '100',
  });
  expect(response.status).toBe(201);
  return response.body.id as number;
};
const roomOf = async (number: string) =>
  ((await hotel.api.get('/api/hotel/rooms')).body as { roomNumber: string; version: number; housekeepingStatus: string }[]).find(
    (room) => room.roomNumber === number,
  )!;

describe('the desk and housekeeping', () => {
  it('check-out leaves the room Dirty and raises its version', async () => {
    const id = await book('101', today(), 2);
    expect((await hotel.api.post(`/api/hotel/bookings/${id}/check-in`, {})).status).toBe(200);
    expect(await roomOf('101')).toMatchObject({ housekeepingStatus: 'Clean', version: 1 });
    const out = await hotel.api.post(`/api/hotel/bookings/${id}/check-out`, { force: true });
    expect(out.status).toBe(200);
    expect(out.body.stayStatus).toBe('Checked Out');
    expect(await roomOf('101')).toMatchObject({ housekeepingStatus: 'Dirty', version: 2 });
  });

  it('check-in refuses a room that is Out of Order, and takes it once it is back', async () => {
    const id = await book('102', today(), 1);
    await hotel.api.put(`/api/hotel/rooms/${rooms['102']}/housekeeping`, { status: 'Out of Order', note: 'Broken window' });
    const refused = await hotel.api.post(`/api/hotel/bookings/${id}/check-in`, {});
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { error: 'Room 102 is out of order' } });
    expect((await hotel.api.get(`/api/hotel/bookings/${id}`)).body.stayStatus).toBe('Reserved');
    await hotel.api.put(`/api/hotel/rooms/${rooms['102']}/housekeeping`, { status: 'Inspected' });
    expect((await hotel.api.post(`/api/hotel/bookings/${id}/check-in`, {})).body.stayStatus).toBe('Checked In');
  });

  it('a cancelled stay neither refuses a block nor shows as arriving; reinstating it over the block is refused', async () => {
    const id = await book('103', today(), 3);
    expect((await hotel.api.post(`/api/hotel/bookings/${id}/cancel`, { reason: 'Flight cancelled' })).status).toBe(200);
    const listed = (await hotel.api.get('/api/hotel/housekeeping')).body.find(
      (room: { roomNumber: string }) => room.roomNumber === '103',
    );
    expect(listed).toMatchObject({ arrivesToday: false, departsToday: false });
    const block = await hotel.api.post('/api/hotel/room-blocks', {
      roomId: rooms['103'],
      startDate: addDays(today(), 1),
      endDate: addDays(today(), 2),
      reason: 'Plumbing',
    });
    expect(block.status).toBe(201);
    const reinstated = await hotel.api.post(`/api/hotel/bookings/${id}/reinstate`, {});
    expect(reinstated.status).toBe(409);
    expect(reinstated.body.error).toMatch(/^Room 103 is out of order from \d\d\/\d\d\/\d\d to \d\d\/\d\d\/\d\d$/);
    expect((await hotel.api.get(`/api/hotel/bookings/${id}`)).body.stayStatus).toBe('Cancelled');
    expect((await hotel.api.delete(`/api/hotel/room-blocks/${block.body.id}`)).status).toBe(200);
    expect((await hotel.api.post(`/api/hotel/bookings/${id}/reinstate`, {})).body.stayStatus).toBe('Reserved');
  });
});
