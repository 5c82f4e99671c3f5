import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { setClock } from '../../clock';
import { fixtureCalendar, startFeedServer, type FeedServer } from '../../testing/feed-server';
import { signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { syncDueFeeds } from './feed-polling';

/**
 * The server's poller: each feed read when its hotel's ical_poll_minutes (15 by default, at least 5) have
 * passed since its last sync, "Sync now" included; any number of pollers at once (cluster processes,
 * replicas) read each feed once.
 */
let app: TestApp;
let feeds: FeedServer;
let hourly: SignedInHotel;
let standard: SignedInHotel;
// The tests' own clock, from a whole minute of today.
const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const day = (n: number) => addDays(todayInZone(DEFAULT_TIMEZONE, start), n);

beforeAll(async () => {
  app = await startTestApp({ icalAllowPrivate: true, icalTimeoutMs: 2000 });
  feeds = await startFeedServer();
  feeds.answer('/a.ics', { calendar: fixtureCalendar([{ uid: 'a', start: day(3), end: day(5) }]) });
  feeds.answer('/b.ics', { calendar: fixtureCalendar([{ uid: 'b', start: day(3), end: day(5) }]) });
  feeds.answer('/c.ics', { calendar: fixtureCalendar([{ uid: 'c', start: day(6), end: day(8) }]) });
  setClock(start);
  const one = await signUpHotelWithRooms(app, 'poll-standard@inn.test', { roomNumbers: ['101', '102'] });
  standard = one.hotel;
  for (const [room, path] of [
    ['101', '/a.ics'],
    ['102', '/b.ics'],
  ] as const) {
    const added = await standard.api.post(`/api/hotel/rooms/${one.rooms[room]}/feeds`, { name: 'Airbnb', url: feeds.url(path) });
    expect(added.status).toBe(201);
  }
  const two = await signUpHotelWithRooms(app, 'poll-hourly@inn.test', { roomNumbers: ['201'] });
  hourly = two.hotel;
  expect((await hourly.api.put('/api/hotel/settings', { ical_poll_minutes: '60' })).status).toBe(200);
  expect(
    (await hourly.api.post(`/api/hotel/rooms/${two.rooms['201']}/feeds`, { name: 'Vrbo', url: feeds.url('/c.ics') })).status,
  ).toBe(201);
});
afterEach(() => setClock(start));
afterAll(async () => {
  setClock(null);
  await feeds?.close();
  await app?.close();
});

const hits = () => [feeds.hits('/a.ics'), feeds.hits('/b.ics'), feeds.hits('/c.ics')];

describe('the calendar poller', () => {
  it('reads a new feed at once, then each again after its hotel’s minutes', async () => {
    setClock(at(1));
    expect(await syncDueFeeds(app.orm, app.config)).toEqual({ synced: 3, failed: 0 });
    expect(hits()).toEqual([1, 1, 1]);
    const blocks = (await standard.api.get(`/api/hotel/room-blocks?from=${day(0)}`)).body as { reason: string }[];
    expect(blocks.map((block) => block.reason)).toEqual(['Airbnb: Reserved', 'Airbnb: Reserved']);

    setClock(at(10));
    expect(await syncDueFeeds(app.orm, app.config)).toEqual({ synced: 0, failed: 0 });
    setClock(at(16));
    expect(await syncDueFeeds(app.orm, app.config)).toEqual({ synced: 2, failed: 0 });
    expect(hits()).toEqual([2, 2, 1]);
    setClock(at(61));
    expect(await syncDueFeeds(app.orm, app.config)).toEqual({ synced: 3, failed: 0 });
    expect(hits()).toEqual([3, 3, 2]);
  });

  it('counts "Sync now" as a read: the next comes its minutes after it', async () => {
    const [room] = (await standard.api.get('/api/hotel/rooms')).body as { id: number }[];
    const [feed] = (await standard.api.get(`/api/hotel/rooms/${room!.id}/feeds`)).body as { id: number }[];
    setClock(at(70));
    expect((await standard.api.post(`/api/hotel/rooms/${room!.id}/feeds/${feed!.id}/sync`)).status).toBe(200);
    setClock(at(77));
    // a.ics was synced by hand at 70: not due; b.ics (read at 61) is.
    expect(await syncDueFeeds(app.orm, app.config)).toEqual({ synced: 1, failed: 0 });
    expect(hits()).toEqual([4, 4, 2]);
  });

  it('reads each feed once however many pollers run at once', async () => {
    setClock(at(200));
    const before = hits();
    const runs = await Promise.all([1, 2, 3, 4].map(() => syncDueFeeds(app.orm, app.config)));
    expect(runs.reduce((sum, run) => sum + run.synced, 0)).toBe(3);
    expect(hits().map((count, index) => count - before[index]!)).toEqual([1, 1, 1]);
  });

  it('counts a failing feed, and records it', async () => {
    feeds.answer('/c.ics', { status: 404 });
    setClock(at(300));
    expect(await syncDueFeeds(app.orm, app.config)).toEqual({ synced: 2, failed: 1 });
    const [room] = (await hourly.api.get('/api/hotel/rooms')).body as { id: number }[];
    const [feed] = (await hourly.api.get(`/api/hotel/rooms/${room!.id}/feeds`)).body;
    expect(feed).toMatchObject({ lastError: "The calendar's address answered HTTP 404", failingSince: at(300).toISOString() });
  });

  it('takes ical_poll_minutes from 5 to 1440', async () => {
    for (const minutes of ['4', '0', '1441', 'often', '7.5']) {
      const refused = await hourly.api.put('/api/hotel/settings', { ical_poll_minutes: minutes });
      expect([minutes, refused.status, refused.body]).toEqual([
        minutes,
        422,
        { error: 'Calendar sync minutes must be a whole number from 5 to 1440' },
      ]);
    }
    const settings = (await standard.api.get('/api/hotel/settings')).body as { key: string; value: string }[];
    expect(settings.find((setting) => setting.key === 'ical_poll_minutes')).toEqual({ key: 'ical_poll_minutes', value: '15' });
  });
});
