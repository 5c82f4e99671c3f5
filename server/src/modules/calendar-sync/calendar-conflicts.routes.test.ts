import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import type { ApiClient } from '../../testing/api-client';
import { fixtureCalendar, startFeedServer, type FeedServer, type FixtureEvent } from '../../testing/feed-server';
import { markLicensed, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { invitePerson } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The conflicts between imported events and bookings, as the dashboard and the Front Desk list them: who sees
 * them, how they resolve (the overlap gone, its nights past), and the desk's dismissal, which holds while
 * neither side moves.
 */
let app: TestApp;
let feeds: FeedServer;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
let desk: ApiClient;
let housekeeper: ApiClient;
let feedId: number;
const day = (n: number) => addDays(todayInZone(DEFAULT_TIMEZONE, new Date()), n);
const md = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

const serve = (events: FixtureEvent[]) => feeds.answer('/site.ics', { calendar: fixtureCalendar(events) });
const sync = async () => (await hotel.api.post(`/api/hotel/rooms/${rooms['105']}/feeds/${feedId}/sync`)).body;
const conflicts = async (api: ApiClient = desk): Promise<{ message: string; blockId: number; bookingId: number }[]> => {
  const answer = await api.get('/api/hotel/calendar-conflicts');
  expect(answer.status).toBe(200);
  return answer.body;
};
const booking = (checkInDate: string, nights: number, roomId = rooms['105']) => ({
  roomId,
  guest: 'Curie, Marie',
  checkInDate,
  nights,
  dailyWeeklyAmount: '100',
});

beforeAll(async () => {
  app = await startTestApp({ icalAllowPrivate: true, icalTimeoutMs: 2000 });
  feeds = await startFeedServer();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'conflicts@inn.test', { roomNumbers: ['105', '106'] }));
  await markLicensed(app, hotel.id);
  desk = (await invitePerson(app, hotel.api, { name: 'Dana Desk', email: 'dana@conflicts.test', role: 'Front Desk' })).api;
  housekeeper = (await invitePerson(app, hotel.api, { name: 'Hal Keeper', email: 'hal@conflicts.test', role: 'Housekeeping' }))
    .api;
  const added = await hotel.api.post(`/api/hotel/rooms/${rooms['105']}/feeds`, { name: 'Vrbo', url: feeds.url('/site.ics') });
  feedId = added.body.id;
});
afterAll(async () => {
  await feeds?.close();
  await app?.close();
});

describe('GET /api/hotel/calendar-conflicts', () => {
  let stayA: number;
  let stayB: number;

  it('lists each imported event over a stay of its room, one entry per booking it overlaps', async () => {
    stayA = (await hotel.api.post('/api/hotel/bookings', booking(day(10), 2))).body.id;
    stayB = (await hotel.api.post('/api/hotel/bookings', booking(day(12), 3))).body.id;
    // A stay of another room on the same nights is no conflict.
    expect((await hotel.api.post('/api/hotel/bookings', booking(day(10), 5, rooms['106']))).status).toBe(201);
    serve([
      { uid: 'long', start: day(11), end: day(14), summary: 'Blocked' },
      // Ends the day the first stay checks in: a same-day turnover, no conflict.
      { uid: 'before', start: day(8), end: day(10) },
    ]);
    expect(await sync()).toMatchObject({ events: 2, added: 2, conflicts: 2, error: null });
    expect((await conflicts()).map((conflict) => conflict.message)).toEqual([
      `Room 105: Vrbo event ${md(day(11))}–${md(day(14))} overlaps booking #${stayA}`,
      `Room 105: Vrbo event ${md(day(11))}–${md(day(14))} overlaps booking #${stayB}`,
    ]);
  });

  it('is the desk’s to read and dismiss; housekeeping and signed-out callers get none', async () => {
    expect((await housekeeper.get('/api/hotel/calendar-conflicts')).status).toBe(403);
    expect((await housekeeper.post('/api/hotel/calendar-conflicts/dismiss', { blockId: 1, bookingId: 1 })).status).toBe(403);
    const { ApiClient } = await import('../../testing/api-client');
    expect((await new ApiClient(app.url).get('/api/hotel/calendar-conflicts')).status).toBe(401);
  });

  it('hides a dismissed conflict while neither side moves, and shows it again when one does', async () => {
    const [first] = await conflicts();
    const dismissed = await desk.post('/api/hotel/calendar-conflicts/dismiss', { blockId: first!.blockId, bookingId: stayA });
    expect({ status: dismissed.status, body: dismissed.body }).toEqual({
      status: 200,
      body: { message: 'Calendar conflict dismissed' },
    });
    expect((await conflicts()).map((conflict) => conflict.bookingId)).toEqual([stayB]);
    // The event moves a night later: it still overlaps stay A, on other dates than were dismissed.
    serve([
      { uid: 'long', start: day(11), end: day(15), summary: 'Blocked' },
      { uid: 'before', start: day(8), end: day(10) },
    ]);
    expect(await sync()).toMatchObject({ changed: 1, conflicts: 2 });
    expect((await conflicts()).map((conflict) => conflict.bookingId)).toEqual([stayA, stayB]);
    // Dismissed again through GraphQL, by the desk.
    const graphql = await desk.graphql(
      'mutation ($blockId: Int!, $bookingId: Int!) { dismissCalendarConflict(blockId: $blockId, bookingId: $bookingId) { message } }',
      {
        blockId: first!.blockId,
        bookingId: stayA,
      },
    );
    expect(graphql.body.data.dismissCalendarConflict.message).toBe('Calendar conflict dismissed');
    expect((await conflicts()).map((conflict) => conflict.bookingId)).toEqual([stayB]);
  });

  it('refuses to dismiss what is no conflict now (404)', async () => {
    const [shown] = await conflicts();
    for (const body of [
      { blockId: shown!.blockId, bookingId: stayA },
      { blockId: shown!.blockId, bookingId: 999999 },
      { blockId: 999999, bookingId: stayB },
    ]) {
      const refused = await desk.post('/api/hotel/calendar-conflicts/dismiss', body);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 404,
        body: { error: 'Calendar conflict could not be found' },
      });
    }
    expect((await desk.post('/api/hotel/calendar-conflicts/dismiss', { blockId: 'x', bookingId: stayB })).status).toBe(422);
  });

  it('resolves when the booking is cancelled or the event leaves its calendar', async () => {
    expect((await hotel.api.post(`/api/hotel/bookings/${stayB}/cancel`, { reason: 'Double booked on Vrbo' })).status).toBe(200);
    expect(await conflicts()).toEqual([]);
    expect((await hotel.api.post(`/api/hotel/bookings/${stayB}/reinstate`, {})).status).toBe(409);
    serve([]);
    expect(await sync()).toMatchObject({ events: 0, removed: 2, conflicts: 0 });
    expect(await conflicts()).toEqual([]);
  });

  it('leaves out conflicts whose nights are past', async () => {
    const past = await hotel.api.post('/api/hotel/bookings', booking(day(-20), 3));
    expect(past.status).toBe(201);
    serve([{ uid: 'old', start: day(-19), end: day(-15) }]);
    expect(await sync()).toMatchObject({ added: 1, conflicts: 0 });
    expect(await conflicts()).toEqual([]);
  });

  it('keeps a stay and an event racing for the same nights both seen: the stay refused, or both kept as a conflict', async () => {
    for (const offset of [40, 50, 60]) {
      serve([{ uid: `race-${offset}`, start: day(offset), end: day(offset + 3) }]);
      const [booked, synced] = await Promise.all([
        hotel.api.post('/api/hotel/bookings', booking(day(offset + 1), 1)),
        hotel.api.post(`/api/hotel/rooms/${rooms['105']}/feeds/${feedId}/sync`),
      ]);
      expect(synced.body).toMatchObject({ events: 1, error: null });
      expect([201, 409]).toContain(booked.status);
      const listed = (await conflicts()).map((conflict) => conflict.bookingId);
      expect(listed).toEqual(booked.status === 201 ? [booked.body.id] : []);
      if (booked.status === 201)
        expect((await hotel.api.post(`/api/hotel/bookings/${booked.body.id}/cancel`, { reason: 'Race' })).status).toBe(200);
    }
  });
});
