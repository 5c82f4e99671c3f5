import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { fixtureCalendar, startFeedServer, type FeedServer } from '../../testing/feed-server';
import { signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * A feed's address may not reach the server's own machine or a private network (ICAL_ALLOW_PRIVATE off, as in
 * production): refused with 422 when added, and on every read the address actually connected to is checked,
 * each redirect's included. The "public" calendar server here is 127.0.0.2, allowed one by one
 * (ICAL_ALLOW_ADDRESSES) so that a test can stand for the internet; 127.0.0.1 stays private.
 */
const PRIVATE = "The calendar's address is on this server or a private network";
let app: TestApp;
let site: FeedServer;
let inside: FeedServer;
let hotel: SignedInHotel;
let roomId: number;
const day = (n: number) => addDays(todayInZone(DEFAULT_TIMEZONE, new Date()), n);

beforeAll(async () => {
  app = await startTestApp({ icalAllowPrivate: false, icalAllowAddresses: ['127.0.0.2'], icalTimeoutMs: 2000 });
  site = await startFeedServer('127.0.0.2');
  inside = await startFeedServer('127.0.0.1');
  const signedUp = await signUpHotelWithRooms(app, 'ssrf@inn.test', { roomNumbers: ['201'] });
  hotel = signedUp.hotel;
  roomId = signedUp.rooms['201']!;
});
afterAll(async () => {
  await site?.close();
  await inside?.close();
  await app?.close();
});

const addFeed = (name: string, url: string) => hotel.api.post(`/api/hotel/rooms/${roomId}/feeds`, { name, url });

describe('a feed on the server’s machine or a private network', () => {
  it.each([
    ['127.0.0.1', () => inside.url('/cal.ics')],
    ['localhost (a name that resolves to loopback)', () => inside.url('/cal.ics').replace('127.0.0.1', 'localhost')],
    ['::1', () => 'http://[::1]:8080/cal.ics'],
    ['an IPv4 address written in IPv6', () => 'http://[::ffff:127.0.0.1]/cal.ics'],
    ['loopback written as a number', () => 'http://2130706433/cal.ics'],
    ['10.0.0.0/8', () => 'http://10.1.2.3/cal.ics'],
    ['172.16.0.0/12', () => 'https://172.20.0.5/cal.ics'],
    ['192.168.0.0/16', () => 'http://192.168.1.1/cal.ics'],
    ['link-local (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data'],
    ['unique-local IPv6', () => 'http://[fd12:3456::1]/cal.ics'],
    ['link-local IPv6', () => 'http://[fe80::1]/cal.ics'],
    ['0.0.0.0', () => 'http://0.0.0.0:3000/cal.ics'],
  ])('is refused with 422 when added: %s', async (_what, url) => {
    const refused = await addFeed('Airbnb', url());
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 422, body: { error: PRIVATE } });
    const graphql = await hotel.api.graphql(
      'mutation ($roomId: Int!, $input: CalendarFeedInput!) { addCalendarFeed(roomId: $roomId, input: $input) { id } }',
      { roomId, input: { name: 'Airbnb', url: url() } },
    );
    expect(graphql.body.errors?.[0]).toMatchObject({ message: PRIVATE, extensions: { code: 'INVALID_INPUT' } });
  });

  it('is never read, even when a public calendar redirects to it', async () => {
    site.answer('/airbnb.ics', { calendar: fixtureCalendar([{ uid: 'a', start: day(5), end: day(7), summary: 'Reserved' }]) });
    const added = await addFeed('Airbnb', site.url('/airbnb.ics'));
    expect(added.status).toBe(201);
    const sync = () => hotel.api.post(`/api/hotel/rooms/${roomId}/feeds/${added.body.id}/sync`);
    expect((await sync()).body).toMatchObject({ events: 1, added: 1, error: null });

    inside.answer('/secret.ics', { calendar: fixtureCalendar([]) });
    for (const target of [inside.url('/secret.ics'), inside.url('/secret.ics').replace('127.0.0.1', 'localhost')]) {
      site.answer('/airbnb.ics', { redirect: target });
      const answer = await sync();
      expect([target, answer.status, answer.body]).toEqual([
        target,
        200,
        { events: 0, added: 0, changed: 0, removed: 0, conflicts: 0, lastSyncedAt: expect.any(String), error: PRIVATE },
      ]);
    }
    // The redirects went nowhere: the private server was never asked, and the room keeps the event's block.
    expect(inside.hits('/secret.ics')).toBe(0);
    const blocks = (await hotel.api.get(`/api/hotel/room-blocks?from=${day(0)}`)).body as { reason: string }[];
    expect(blocks.map((block) => block.reason)).toEqual(['Airbnb: Reserved']);
    const [feed] = (await hotel.api.get(`/api/hotel/rooms/${roomId}/feeds`)).body;
    expect(feed).toMatchObject({ events: 1, lastError: PRIVATE, failingSince: expect.any(String) });
  });

  it('is read when the server is started with ICAL_ALLOW_PRIVATE=1', async () => {
    const open = await startTestApp({ icalAllowPrivate: true, icalTimeoutMs: 2000 });
    try {
      const { hotel: local, rooms } = await signUpHotelWithRooms(open, 'private-ok@inn.test', { roomNumbers: ['301'] });
      inside.answer('/lan.ics', { calendar: fixtureCalendar([{ uid: 'x', start: day(9), end: day(10) }]) });
      const added = await local.api.post(`/api/hotel/rooms/${rooms['301']}/feeds`, {
        name: 'Channel manager',
        url: inside.url('/lan.ics'),
      });
      expect(added.status).toBe(201);
      const synced = await local.api.post(`/api/hotel/rooms/${rooms['301']}/feeds/${added.body.id}/sync`);
      expect(synced.body).toMatchObject({ events: 1, added: 1, error: null });
    } finally {
      await open.close();
    }
  });
});
