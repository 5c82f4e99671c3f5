import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { setClock } from '../../clock';
import type { Em } from '../../db/orm';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The hotel setting audit_no_shows (issue 25): with '1' the night audit marks the stays left Reserved No Show
 * itself as the day closes, instead of refusing; departures still refuse. On the hotel's clock
 * (America/New_York), set by the test; every stay a Queen at 100.00 a night (13.00 of taxes).
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
const ids: Record<string, number> = {};

const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'noshows@night.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  }));
});
afterEach(() => setClock(null));
afterAll(async () => app?.close());

async function book(key: string, roomNumber: string, guest: string, checkInDate: string, nights: number) {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest,
    checkInDate,
    rateType: 'Daily',
    nights,
    dailyWeeklyAmount: '100.00',
    paidAmount: '0',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  ids[key] = response.body.id as number;
}

async function act(key: string, action: string, body?: unknown) {
  const response = await hotel.api.post(`/api/hotel/bookings/${ids[key]}/${action}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const stayStatusOf = async (key: string) => (await hotel.api.get(`/api/hotel/bookings/${ids[key]}`)).body.stayStatus as string;

const postingsOf = async (bookingId: number) => {
  const em = app.orm.em.fork() as Em;
  const [row] = await em.execute<{ count: string }[]>('select count(*)::text as count from night_posting where booking_id = ?', [
    bookingId,
  ]);
  return Number(row!.count);
};

/** The activity log's entries of one booking, newest first, as a Manager reads them. */
async function activityOf(key: string) {
  const response = await hotel.api.get(`/api/hotel/audit?entity=Booking&entityId=${ids[key]}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (
    response.body.entries as { entityId: number; action: string; person: { name: string } | null; changes: unknown[] }[]
  ).filter((entry) => entry.entityId === ids[key]);
}

const setting = async () =>
  ((await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[]).find(
    (entry) => entry.key === 'audit_no_shows',
  )?.value;

describe('the setting audit_no_shows', () => {
  it("is '0' until set, and is set over REST and GraphQL as '0' or '1' only", async () => {
    expect(await setting()).toBe('0');
    const bad = await hotel.api.put('/api/hotel/settings', { audit_no_shows: 'yes' });
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 422, body: { error: 'Audit no-shows must be 0 or 1' } });
    expect((await hotel.api.put('/api/hotel/settings', { audit_no_shows: true })).status).toBe(200);
    expect(await setting()).toBe('1');
    const graphql = await hotel.api.graphql<{ updateSettings: { key: string; value: string }[] }>(
      'mutation { updateSettings(input: [{ key: "audit_no_shows", value: "0" }]) { key value } }',
    );
    expect(graphql.body.data?.updateSettings.find((entry) => entry.key === 'audit_no_shows')).toEqual({
      key: 'audit_no_shows',
      value: '0',
    });
    expect(await setting()).toBe('0');
  });
});

describe('the night audit with audit_no_shows on', () => {
  it('refuses an arrival left Reserved while the setting is off', async () => {
    setClock(noonOn('2026-03-07'));
    await book('ada', '101', 'Lovelace, Ada', '2026-03-07', 3);
    await book('alan', '102', 'Turing, Alan', '2026-03-06', 2);
    await book('grace', '103', 'Hopper, Grace', '2026-03-07', 2);
    await book('edsger', '104', 'Dijkstra, Edsger', '2026-03-08', 1);
    await act('ada', 'check-in');
    await act('alan', 'check-in');
    setClock(noonOn('2026-03-10'));
    const refused = await hotel.api.post('/api/hotel/night-audit', { date: '2026-03-07' });
    expect(refused.status).toBe(409);
    expect(refused.body.problems).toEqual([expect.objectContaining({ kind: 'arrival', bookingId: ids.grace })]);
  });

  it('lists no arrival among the problems, and still refuses a departure left hanging, marking nobody', async () => {
    expect((await hotel.api.put('/api/hotel/settings', { audit_no_shows: '1' })).status).toBe(200);
    setClock(noonOn('2026-03-10'));
    // The first audit has no business date yet: 03/07 closes first (Grace's arrival the audit's to settle).
    expect((await hotel.api.get('/api/hotel/night-audit')).body).toEqual({
      businessDate: null,
      lastClosedDate: null,
      problems: [],
    });
    const closed = await hotel.api.post('/api/hotel/night-audit', { date: '2026-03-07' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    // Ada and Alan in house; Grace marked No Show: not in house, nothing posted for her.
    expect(closed.body).toMatchObject({ inHouse: 2, roomRevenue: '200.00', taxes: '26.00', closed: true });
    expect(await stayStatusOf('grace')).toBe('No Show');
    expect(await postingsOf(ids.grace!)).toBe(0);

    // 03/08: Alan was due to leave and is still Checked In; Edsger was due to arrive and is still Reserved.
    const departure = {
      kind: 'departure',
      bookingId: ids.alan,
      message: `Booking #${ids.alan} (Turing, Alan, room 102) was due to leave on 03/08/26 and is still Checked In`,
    };
    expect((await hotel.api.get('/api/hotel/night-audit')).body).toEqual({
      businessDate: '2026-03-08',
      lastClosedDate: '2026-03-07',
      problems: [departure],
    });
    const status = await hotel.api.graphql<{ nightAudit: { problems: { kind: string }[] } }>(
      '{ nightAudit { problems { kind bookingId message } } }',
    );
    expect(status.body.data?.nightAudit.problems).toEqual([departure]);
    const refused = await hotel.api.post('/api/hotel/night-audit', { date: '2026-03-08' });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: { error: '03/08/26 cannot be closed: 1 problem', problems: [departure] },
    });
    // The day did not close: Edsger is still the desk's to settle, and nothing was recorded.
    expect(await stayStatusOf('edsger')).toBe('Reserved');
    expect((await activityOf('edsger')).map((entry) => entry.action)).toEqual(['create']);
  });

  it('marks the arrivals No Show as the day closes, each recorded in the activity log as the audit’s doing', async () => {
    setClock(noonOn('2026-03-10'));
    await act('alan', 'check-out', { force: true });
    const through = await hotel.api.post('/api/hotel/night-audit', { through: '2026-03-09' });
    expect(through.body).toEqual({ closed: ['2026-03-08', '2026-03-09'], stoppedAt: null, problems: [] });
    expect(await stayStatusOf('edsger')).toBe('No Show');
    const booking = (await hotel.api.get(`/api/hotel/bookings/${ids.edsger}`)).body;
    expect(booking.cancelReason).toBe('Marked No Show by the night audit of 03/08/26');
    const [marked] = await activityOf('edsger');
    expect(marked).toMatchObject({
      action: 'update',
      person: { name: expect.any(String) },
      changes: expect.arrayContaining([
        { field: 'stayStatus', before: 'Reserved', after: 'No Show' },
        { field: 'cancelReason', before: null, after: 'Marked No Show by the night audit of 03/08/26' },
      ]),
    });
    // The booking's own history (oldest first) ends with the audit's change.
    const history = (await hotel.api.get(`/api/hotel/bookings/${ids.edsger}/history`)).body as { changes: unknown[] }[];
    expect(history.at(-1)!.changes).toContainEqual({ field: 'stayStatus', before: 'Reserved', after: 'No Show' });
    // Grace was marked on 03/07, her own reason saying so; 03/08's report has only Ada in house.
    expect((await hotel.api.get(`/api/hotel/bookings/${ids.grace}`)).body.cancelReason).toBe(
      'Marked No Show by the night audit of 03/07/26',
    );
    expect((await hotel.api.get('/api/hotel/reports/daily/2026-03-08')).body).toMatchObject({
      inHouse: 1,
      roomRevenue: '100.00',
      closed: true,
    });
    expect(await postingsOf(ids.edsger!)).toBe(0);
  });

  it('refuses arrivals again once the setting is off', async () => {
    expect((await hotel.api.put('/api/hotel/settings', { audit_no_shows: '0' })).status).toBe(200);
    setClock(noonOn('2026-03-12'));
    await book('barbara', '105', 'Liskov, Barbara', '2026-03-10', 1);
    await act('ada', 'check-out', { force: true });
    const refused = await hotel.api.post('/api/hotel/night-audit', { date: '2026-03-10' });
    expect(refused.status).toBe(409);
    expect(refused.body.problems).toEqual([expect.objectContaining({ kind: 'arrival', bookingId: ids.barbara })]);
    expect(await stayStatusOf('barbara')).toBe('Reserved');
  });
});
