import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { setClock } from '../../clock';
import type { Em } from '../../db/orm';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The night audit on the hotel's clock (America/New_York), set by the test: stays booked and checked in on
 * 03/07/26, the days of 03/07 to 03/09 closed from 03/10. Every stay is a Queen at 100.00 a night with the
 * default taxes: 8.00 of Tax 1 and 5.00 of Tax 2 a night.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;

/** Noon on the hotel's wall clock of `date`. */
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

interface Refusal {
  error: string;
  problems?: { kind: string; bookingId: number; message: string }[];
}

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'audit@night.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  }));
});
afterEach(() => setClock(null));
afterAll(async () => app?.close());

async function book(roomNumber: string, guest: string, checkInDate: string, nights: number) {
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
  return response.body.id as number;
}

async function act(id: number, action: string, body?: unknown) {
  const response = await hotel.api.post(`/api/hotel/bookings/${id}/${action}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const close = (body: unknown) => hotel.api.post<Refusal & Record<string, unknown>>('/api/hotel/night-audit', body);

async function expectRefused(body: unknown, refusal: Refusal) {
  const response = await close(body);
  expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: refusal });
}

/** The postings of a booking, summed by kind, as the database holds them. */
async function postedOf(bookingId: number): Promise<Record<string, string>> {
  const em = app.orm.em.fork() as Em;
  const rows = await em.execute<{ kind: string; amount: string }[]>(
    `select kind, (sum(amount_cents) / 100.0)::numeric(12, 2)::text as amount from night_posting
      where booking_id = ? group by kind order by kind`,
    [bookingId],
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.amount]));
}

describe('the night audit', () => {
  const ids: Record<string, number> = {};

  it('has no business date before the first audit, and the daily report of an open day says so', async () => {
    expect((await hotel.api.get('/api/hotel/night-audit')).body).toEqual({
      businessDate: null,
      lastClosedDate: null,
      problems: [],
    });
    const daily = await hotel.api.get('/api/hotel/reports/daily/2026-03-07');
    expect(daily.body).toMatchObject({ date: '2026-03-07', closed: false });
    expect(daily.body).not.toHaveProperty('closedAt');
  });

  it('closes only days that have ended, and starts the books on the first', async () => {
    setClock(noonOn('2026-03-07'));
    ids.ada = await book('101', 'Lovelace, Ada', '2026-03-07', 3);
    ids.alan = await book('103', 'Turing, Alan', '2026-03-07', 2);
    ids.grace = await book('102', 'Hopper, Grace', '2026-03-08', 2);
    await act(ids.ada, 'check-in');
    await act(ids.alan, 'check-in');

    setClock(noonOn('2026-03-10'));
    await expectRefused({ date: '2026-03-10' }, { error: '03/10/26 has not ended yet' });
    await expectRefused({ date: '2026-03-11' }, { error: '03/11/26 has not ended yet' });
    await expectRefused({ through: '2026-03-08' }, { error: 'Close a first day before closing through a date' });

    const closed = await close({ date: '2026-03-07' });
    expect(closed.status).toBe(200);
    // Two stays in house that night, 100.00 each, 13.00 of taxes each.
    expect(closed.body).toMatchObject({
      date: '2026-03-07',
      arrivals: 2,
      inHouse: 2,
      roomRevenue: '200.00',
      taxes: '26.00',
      closed: true,
      closedBy: expect.any(String),
    });
    expect(new Date(closed.body.closedAt as string).toISOString()).toBe(noonOn('2026-03-10').toISOString());
    expect((await hotel.api.get('/api/hotel/reports/daily/2026-03-07')).body).toEqual(closed.body);
  });

  it('closes days in order, never twice, never before the books', async () => {
    setClock(noonOn('2026-03-10'));
    await expectRefused({ date: '2026-03-09' }, { error: 'Close 03/08/26 first' });
    await expectRefused({ date: '2026-03-07' }, { error: '03/07/26 is already closed' });
    await expectRefused({ date: '2026-03-06' }, { error: '03/06/26 is before the books, which start on 03/07/26' });
  });

  it('refuses a day with an arrival left hanging, naming it, until the desk settles it', async () => {
    setClock(noonOn('2026-03-10'));
    const arrival = {
      kind: 'arrival',
      bookingId: ids.grace,
      message: `Booking #${ids.grace} (Hopper, Grace, room 102) was due to arrive on 03/08/26 and is still Reserved`,
    };
    expect((await hotel.api.get('/api/hotel/night-audit')).body).toEqual({
      businessDate: '2026-03-08',
      lastClosedDate: '2026-03-07',
      problems: [arrival],
    });
    await expectRefused({ date: '2026-03-08' }, { error: '03/08/26 cannot be closed: 1 problem', problems: [arrival] });
    await act(ids.grace!, 'no-show');
    const closed = await close({ date: '2026-03-08' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ roomRevenue: '200.00', taxes: '26.00', closed: true });
  });

  it('closes through a date, stopping at a departure left hanging', async () => {
    setClock(noonOn('2026-03-10'));
    const departure = {
      kind: 'departure',
      bookingId: ids.alan,
      message: `Booking #${ids.alan} (Turing, Alan, room 103) was due to leave on 03/09/26 and is still Checked In`,
    };
    await expectRefused({ through: '2026-03-10' }, { error: '03/10/26 has not ended yet' });
    const stopped = await close({ through: '2026-03-09' });
    expect({ status: stopped.status, body: stopped.body }).toEqual({
      status: 200,
      body: { closed: [], stoppedAt: '2026-03-09', problems: [departure] },
    });
    await act(ids.alan!, 'check-out', { force: true });
    const through = await close({ through: '2026-03-09' });
    expect(through.body).toEqual({ closed: ['2026-03-09'], stoppedAt: null, problems: [] });
    expect((await hotel.api.get('/api/hotel/night-audit')).body).toMatchObject({
      businessDate: '2026-03-10',
      lastClosedDate: '2026-03-09',
    });
  });

  it("posts each in-house night's shares once: a stay whose nights all closed posts its figures exactly", async () => {
    // Ada's three nights all closed; Alan's two; Grace's none (a no-show holds no room).
    expect(await postedOf(ids.ada!)).toEqual({ Room: '300.00', 'Tax 1': '24.00', 'Tax 2': '15.00' });
    expect(await postedOf(ids.alan!)).toEqual({ Room: '200.00', 'Tax 1': '16.00', 'Tax 2': '10.00' });
    expect(await postedOf(ids.grace!)).toEqual({});
    const day = (await hotel.api.get('/api/hotel/reports/daily/2026-03-09')).body;
    expect(day).toMatchObject({ roomRevenue: '100.00', taxes: '13.00', departures: 1, closed: true });
  });

  it('lets one of two audits of the same day at once close it, the other is told it is closed', async () => {
    setClock(noonOn('2026-03-12'));
    await act(ids.ada!, 'check-out', { force: true });
    const answers = await Promise.all([close({ date: '2026-03-10' }), close({ date: '2026-03-10' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ error: '03/10/26 is already closed' });
  });

  it('answers the same over GraphQL', async () => {
    setClock(noonOn('2026-03-12'));
    const status = await hotel.api.graphql<{ nightAudit: { businessDate: string; problems: unknown[] } }>(
      '{ nightAudit { businessDate lastClosedDate problems { kind bookingId message } } }',
    );
    expect(status.body.data).toEqual({ nightAudit: { businessDate: '2026-03-11', lastClosedDate: '2026-03-10', problems: [] } });
    const closed = await hotel.api.graphql<{ closeDay: { date: string; closed: boolean } }>(
      'mutation { closeDay(date: "2026-03-11") { date closed closedBy roomRevenue } }',
    );
    expect(closed.body.data?.closeDay).toMatchObject({ date: '2026-03-11', closed: true, roomRevenue: '0.00' });
    const refused = await hotel.api.graphql('mutation { closeDay(date: "2026-03-11") { date } }');
    expect(refused.body.errors?.[0]).toMatchObject({ message: '03/11/26 is already closed', extensions: { code: 'CONFLICT' } });
  });
});
