import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { addDays, todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEEN, signUpHotel, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { invitePerson } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The Front Desk's Residents (issue 26): chains of one guest's stays in house tonight of 28 nights or more,
 * each stay checking in the day the one before checks out, in any rooms, none cancelled or no-show.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
const today = todayInZone('America/New_York');
const day = (n: number) => addDays(today, n);
const ids: Record<string, number> = {};

async function book(
  key: string,
  guest: string,
  roomNumber: string,
  from: number,
  nights: number,
  rate: 'Daily' | 'Weekly',
  paid = '0',
) {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest,
    checkInDate: day(from),
    rateType: rate,
    nights,
    dailyWeeklyAmount: rate === 'Weekly' ? '600.00' : '100.00',
    paidAmount: paid,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  ids[key] = response.body.id as number;
  return response.body;
}

const residents = async () => {
  const response = await hotel.api.get('/api/hotel/front-desk/residents');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { guest: { name: string }; nights: number }[];
};
const listed = async () => (await residents()).map((resident) => `${resident.guest.name}: ${resident.nights} nights`);

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'desk@residents.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  }));
  // Four weekly stays, the first two paid, moving from 101 to 102 halfway: 28 nights, tonight the 15th.
  const weekly = await book('walt1', 'Weekly, Walt', '101', -14, 7, 'Weekly', '678');
  expect(weekly).toMatchObject({ grandTotal: '678.00', balance: '0.00' });
  await book('walt2', 'Weekly, Walt', '101', -7, 7, 'Weekly', '678');
  await book('walt3', 'Weekly, Walt', '102', 0, 7, 'Weekly');
  await book('walt4', 'Weekly, Walt', '102', 7, 7, 'Weekly');
  // 20 nights in two stays: not a resident yet.
  await book('sam1', 'Short, Sam', '103', -10, 10, 'Daily');
  await book('sam2', 'Short, Sam', '104', 0, 10, 'Daily');
  // 14 + 7 + 21 nights, the middle stay cancelled: a chain of 21 nights in house, 14 before it.
  await book('bea1', 'Broken, Bea', '105', -30, 14, 'Daily');
  await book('bea2', 'Broken, Bea', '106', -16, 7, 'Daily');
  await book('bea3', 'Broken, Bea', '107', -9, 21, 'Daily');
  expect((await hotel.api.post(`/api/hotel/bookings/${ids.bea2}/cancel`, { reason: 'Away a week' })).status).toBe(200);
  // 30 nights that ended ten days ago, and 30 nights from tomorrow: neither in house tonight.
  await book('pat', 'Past, Pat', '108', -40, 30, 'Daily');
  await book('fay', 'Future, Fay', '109', 1, 30, 'Daily');
});
afterAll(async () => app?.close());

describe('GET /api/hotel/front-desk/residents', () => {
  it('names the taxes a resident no longer pays tonight under a long-stay rule', async () => {
    const texas = await signUpHotelWithRooms(app, 'texas@residents.test', { roomType: QUEEN, roomNumbers: ['201', '202'] });
    const taxes = [
      { name: 'Hotel Occupancy Tax', rate: '0.06', applyTo: ['all'], sortOrder: 0 },
      { name: 'City Tax', rate: '0.07', applyTo: ['daily', 'weekly'], sortOrder: 1 },
    ];
    const rule = { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true };
    expect((await texas.hotel.api.post('/api/hotel/tax-rates', { ...taxes[0], longStay: rule })).status).toBe(201);
    expect((await texas.hotel.api.post('/api/hotel/tax-rates', taxes[1])).status).toBe(201);
    const stay = (roomNumber: string, guest: string, from: number, nights: number) =>
      texas.hotel.api.post('/api/hotel/bookings', {
        roomId: texas.rooms[roomNumber],
        guest,
        checkInDate: day(from),
        rateType: 'Daily',
        nights,
        dailyWeeklyAmount: '100.00',
      });
    // Tonight is night 33 of Lou's 35 and night 29 of Ann's 35: only Lou is past the Texas rule's 30 nights.
    expect((await stay('201', 'Long, Lou', -32, 35)).status).toBe(201);
    expect((await stay('202', 'Nearly, Ann', -28, 35)).status).toBe(201);
    const answer = (await texas.hotel.api.get('/api/hotel/front-desk/residents')).body as {
      guest: { name: string };
      night: number;
      exemptTaxes: string[];
    }[];
    expect(answer.map((resident) => [resident.guest.name, resident.night, resident.exemptTaxes])).toEqual([
      ['Long, Lou', 33, ['Hotel Occupancy Tax']],
      ['Nearly, Ann', 29, []],
    ]);
  });

  it('lists a chain of four weekly stays across a room move, with its nights, next renewal and balance', async () => {
    const answer = await residents();
    expect(answer).toEqual([
      {
        guest: { id: expect.any(Number), name: 'Weekly, Walt', email: null, phone: null },
        bookingId: ids.walt3,
        roomNumber: '102',
        bookingIds: [ids.walt1, ids.walt2, ids.walt3, ids.walt4],
        since: day(-14),
        nights: 28,
        night: 15,
        nextRenewal: day(14),
        balance: '1356.00',
        exemptTaxes: [],
      },
    ]);
    const walt = (await hotel.api.get(`/api/hotel/bookings/${ids.walt1}`)).body;
    expect(answer[0]).toMatchObject({ guest: { id: walt.guestId } });
  });

  it('leaves out a 20-night chain, chains not in house tonight, and a chain a cancelled stay breaks', async () => {
    expect(await listed()).toEqual(['Weekly, Walt: 28 nights']);
    // Reinstated, the middle stay joins the three: 42 nights.
    expect((await hotel.api.post(`/api/hotel/bookings/${ids.bea2}/reinstate`)).status).toBe(200);
    expect(await listed()).toEqual(['Weekly, Walt: 28 nights', 'Broken, Bea: 42 nights']);
    expect((await hotel.api.post(`/api/hotel/bookings/${ids.bea2}/no-show`)).status).toBe(200);
    expect(await listed()).toEqual(['Weekly, Walt: 28 nights']);
  });

  it('grows as a stay is added to the end of a chain', async () => {
    await book('sam3', 'Short, Sam', '104', 10, 8, 'Daily');
    const sam = (await residents()).find((resident) => resident.guest.name === 'Short, Sam');
    expect(sam).toMatchObject({
      bookingId: ids.sam2,
      roomNumber: '104',
      bookingIds: [ids.sam1, ids.sam2, ids.sam3],
      since: day(-10),
      nights: 28,
      night: 11,
      nextRenewal: day(18),
      balance: '3164.00',
    });
  });

  it("answers residents in GraphQL; another hotel sees none of this hotel's", async () => {
    const graph = await hotel.api.graphql<{ residents: unknown[] }>(
      '{ residents { guest { name } roomNumber nights night nextRenewal balance } }',
    );
    expect(graph.body.data?.residents).toEqual([
      { guest: { name: 'Weekly, Walt' }, roomNumber: '102', nights: 28, night: 15, nextRenewal: day(14), balance: '1356.00' },
      { guest: { name: 'Short, Sam' }, roomNumber: '104', nights: 28, night: 11, nextRenewal: day(18), balance: '3164.00' },
    ]);
    const other = await signUpHotel(app, 'other@residents.test');
    expect((await other.api.get('/api/hotel/front-desk/residents')).body).toEqual([]);
  });

  it('is the desk’s: Housekeeping is refused', async () => {
    const housekeeper = await invitePerson(app, hotel.api, {
      name: 'Hal Housekeeper',
      email: 'hal@residents.test',
      role: 'Housekeeping',
    });
    const response = await housekeeper.api.get('/api/hotel/front-desk/residents');
    expect({ status: response.status, body: response.body }).toEqual({
      status: 403,
      body: { error: 'Your role (Housekeeping) does not allow this' },
    });
  });
});
