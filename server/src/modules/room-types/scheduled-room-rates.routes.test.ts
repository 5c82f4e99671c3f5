import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../clock';
import { invitePerson } from '../../testing/people';
import { QUEEN, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { ApiClient } from '../../testing/api-client';

/**
 * Room type rates changed ahead of time (issue 26), on the hotel's clock (America/New_York), set by the test
 * to 11/10/26. The Queen costs 100.00 / 600.00 / 1800.00; from 12/01/26 it is to cost 120.00 / 700.00 / 2000.00.
 */
let app: TestApp;
let hotel: SignedInHotel;
let desk: ApiClient;

const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
const DECEMBER = { dailyRate: '120.00', weeklyRate: '700.00', monthlyRate: '2000.00' };
const JANUARY = { dailyRate: '130.00', weeklyRate: '750.00', monthlyRate: '2100.00' };

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'scheduled-rates@inn.test', { name: 'Harbor Inn' });
  desk = (await invitePerson(app, hotel.api, { name: 'Dee Desk', email: 'dee@inn.test', role: 'Front Desk' })).api;
});
afterAll(async () => app?.close());
beforeEach(() => setClock(noonOn('2026-11-10')));
afterEach(() => setClock(null));

async function newQueen(): Promise<{ id: number; version: number }> {
  const created = await hotel.api.post('/api/hotel/room-types', { ...QUEEN, name: `Queen ${Math.random()}` });
  expect(created.status).toBe(201);
  return created.body;
}

const schedule = (id: number, rates: object, effectiveFrom: string, extra: object = {}) =>
  hotel.api.put(`/api/hotel/room-types/${id}`, { name: 'Queen', ...rates, effectiveFrom, ...extra });
const listed = async (id: number) =>
  ((await hotel.api.get('/api/hotel/room-types')).body as { id: number }[]).find((type) => type.id === id);
const offered = async (roomTypeId: number, checkInDate: string) => {
  const rate = await hotel.api.post('/api/hotel/calculate-dynamic-rate', { roomTypeId, checkInDate });
  expect(rate.status).toBe(200);
  return rate.body.dailyRate as string;
};

describe('PUT /api/hotel/room-types/{id} with effectiveFrom', () => {
  it('keeps the rates until the date and shows the change beside them', async () => {
    const { id } = await newQueen();
    const response = await schedule(id, DECEMBER, '2026-12-01');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id,
      version: 2,
      name: 'Queen',
      dailyRate: '100.00',
      weeklyRate: '600.00',
      monthlyRate: '1800.00',
      scheduled: [{ effectiveFrom: '2026-12-01', ...DECEMBER }],
    });
    expect(await listed(id)).toEqual(response.body);
    // The activity log records the change with its date and rates.
    const logged = (await hotel.api.get('/api/hotel/audit?entity=RoomTypeRateChange&limit=50')).body.entries as {
      action: string;
      changes: { field: string; after: string | null }[];
    }[];
    expect(logged[0]).toMatchObject({
      action: 'create',
      changes: [
        { field: 'roomType', before: null, after: String(id) },
        { field: 'effectiveFrom', before: null, after: '2026-12-01' },
        { field: 'dailyRate', before: null, after: '120.00' },
        { field: 'weeklyRate', before: null, after: '700.00' },
        { field: 'monthlyRate', before: null, after: '2000.00' },
      ],
    });
    // The rates offered for a stay are those in force on its check-in date.
    expect(await offered(id, '2026-11-30')).toBe('100.00');
    expect(await offered(id, '2026-12-01')).toBe('120.00');
    expect(await offered(id, '2027-06-01')).toBe('120.00');
  });

  it('replaces a change of the same date and lists them soonest first', async () => {
    const { id } = await newQueen();
    expect((await schedule(id, JANUARY, '2027-01-01')).status).toBe(200);
    expect((await schedule(id, { ...DECEMBER, dailyRate: '115' }, '2026-12-01')).status).toBe(200);
    const replaced = await schedule(id, DECEMBER, '2026-12-01');
    expect(replaced.body.scheduled).toEqual([
      { effectiveFrom: '2026-12-01', ...DECEMBER },
      { effectiveFrom: '2027-01-01', ...JANUARY },
    ]);
    expect(replaced.body.version).toBe(4);
    expect(await offered(id, '2026-12-31')).toBe('120.00');
    expect(await offered(id, '2027-01-01')).toBe('130.00');
  });

  it('takes a change from today at once, and stays checking in before keep the old rates', async () => {
    const { id } = await newQueen();
    const response = await schedule(id, DECEMBER, '2026-11-10');
    expect(response.body).toMatchObject({ dailyRate: '120.00', weeklyRate: '700.00', monthlyRate: '2000.00' });
    expect(response.body).toMatchObject({ scheduled: [] });
    expect(await offered(id, '2026-11-09')).toBe('100.00');
    expect(await offered(id, '2026-11-10')).toBe('120.00');
  });

  it.each([
    ['2026-11-09', 'Effective from must be today or later (today is 2026-11-10)'],
    ['2026-02-30', 'Effective from 2026-02-30 is not a valid date (YYYY-MM-DD)'],
    ['next week', 'Effective from next week is not a valid date (YYYY-MM-DD)'],
  ])('refuses effectiveFrom %s with 422 and changes nothing', async (effectiveFrom, message) => {
    const { id } = await newQueen();
    const before = await listed(id);
    const response = await schedule(id, DECEMBER, effectiveFrom);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect(await listed(id)).toEqual(before);
  });

  it('refuses a change based on an older version (409)', async () => {
    const { id } = await newQueen();
    expect((await schedule(id, DECEMBER, '2026-12-01', { version: 1 })).status).toBe(200);
    const stale = await schedule(id, JANUARY, '2027-01-01', { version: 1 });
    expect(stale.status).toBe(409);
    expect((await listed(id)) as unknown).toMatchObject({ version: 2, scheduled: [{ effectiveFrom: '2026-12-01' }] });
  });

  it("is a Manager's: the Front Desk reads the schedule but may not change it", async () => {
    const { id } = await newQueen();
    await schedule(id, DECEMBER, '2026-12-01');
    const refused = await desk.put(`/api/hotel/room-types/${id}`, { name: 'Queen', ...JANUARY, effectiveFrom: '2027-01-01' });
    expect(refused.status).toBe(403);
    expect((await desk.delete(`/api/hotel/room-types/${id}/scheduled/2026-12-01`)).status).toBe(403);
    const read = ((await desk.get('/api/hotel/room-types')).body as { id: number }[]).find((type) => type.id === id);
    expect(read).toMatchObject({ scheduled: [{ effectiveFrom: '2026-12-01', ...DECEMBER }] });
  });
});

describe('DELETE /api/hotel/room-types/{id}/scheduled/{effectiveFrom}', () => {
  it('withdraws one change and answers the room type', async () => {
    const { id } = await newQueen();
    await schedule(id, DECEMBER, '2026-12-01');
    await schedule(id, JANUARY, '2027-01-01');
    const response = await hotel.api.delete(`/api/hotel/room-types/${id}/scheduled/2026-12-01`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      version: 4,
      dailyRate: '100.00',
      scheduled: [{ effectiveFrom: '2027-01-01', ...JANUARY }],
    });
    expect(await offered(id, '2026-12-15')).toBe('100.00');
    const last = await hotel.api.delete(`/api/hotel/room-types/${id}/scheduled/2027-01-01`);
    expect(last.body.scheduled).toEqual([]);
    expect(await listed(id)).toMatchObject({ scheduled: [] });
  });

  it('answers 404 for a date with no change, 422 for a malformed date', async () => {
    const { id } = await newQueen();
    const none = await hotel.api.delete(`/api/hotel/room-types/${id}/scheduled/2026-12-01`);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: 'Scheduled change could not be found' });
    expect((await hotel.api.delete(`/api/hotel/room-types/999999/scheduled/2026-12-01`)).status).toBe(404);
    const malformed = await hotel.api.delete(`/api/hotel/room-types/${id}/scheduled/soon`);
    expect(malformed.status).toBe(422);
    expect(malformed.body).toEqual({ error: 'Effective from soon is not a valid date (YYYY-MM-DD)' });
  });
});

describe('when the date comes', () => {
  it('the change is in force, the past keeps its rates, and a plain PUT changes the rates in force', async () => {
    const { id } = await newQueen();
    await schedule(id, DECEMBER, '2026-12-01');
    setClock(noonOn('2026-12-02'));
    const now = await listed(id);
    expect(now).toEqual({ id, version: 2, name: 'Queen', ...DECEMBER, scheduled: [] });
    // A change in force is history now: only a new change replaces it.
    const inForce = await hotel.api.delete(`/api/hotel/room-types/${id}/scheduled/2026-12-01`);
    expect(inForce.status).toBe(422);
    expect(inForce.body.error).toBe(
      'The change of 2026-12-01 is already in force and cannot be withdrawn: change the current values instead',
    );
    const edited = await hotel.api.put(`/api/hotel/room-types/${id}`, { name: 'Queen', ...JANUARY });
    expect(edited.body).toEqual({ id, version: 3, name: 'Queen', ...JANUARY, scheduled: [] });
    expect(await offered(id, '2026-11-20')).toBe('100.00');
    expect(await offered(id, '2026-12-01')).toBe('130.00');
    // The rooms list shows each type with the rates in force today (the booking screen falls back on them).
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: `R${id}`, roomTypeId: id });
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomType: unknown }[];
    expect(rooms.find((each) => each.id === room.body.id)?.roomType).toEqual({ id, version: 3, name: 'Queen', ...JANUARY });
  });
});

describe('GraphQL', () => {
  const FIELDS = 'id version dailyRate scheduled { effectiveFrom dailyRate weeklyRate monthlyRate }';

  it('changes rates from a date and withdraws the change over the same service', async () => {
    const { id } = await newQueen();
    const updated = await hotel.api.graphql(
      `mutation ($id: Int!, $input: RoomTypeInput!) { updateRoomType(id: $id, input: $input) { ${FIELDS} } }`,
      { id, input: { name: 'Queen', ...DECEMBER, effectiveFrom: '2026-12-01' } },
    );
    expect(updated.body.data?.updateRoomType).toEqual({
      id,
      version: 2,
      dailyRate: '100.00',
      scheduled: [{ effectiveFrom: '2026-12-01', ...DECEMBER }],
    });
    const rate = await hotel.api.graphql(
      'query ($id: Int!) { dynamicRate(roomTypeId: $id, checkInDate: "2026-12-03") { dailyRate } }',
      { id },
    );
    expect(rate.body.data?.dynamicRate).toEqual({ dailyRate: '120.00' });
    const withdrawn = await hotel.api.graphql(
      `mutation ($id: Int!) { withdrawScheduledRoomTypeRates(id: $id, effectiveFrom: "2026-12-01", version: 2) { ${FIELDS} } }`,
      { id },
    );
    expect(withdrawn.body.data?.withdrawScheduledRoomTypeRates).toEqual({ id, version: 3, dailyRate: '100.00', scheduled: [] });
    const refused = await desk.graphql(
      `mutation ($id: Int!) { withdrawScheduledRoomTypeRates(id: $id, effectiveFrom: "2026-12-01") { id } }`,
      { id },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
