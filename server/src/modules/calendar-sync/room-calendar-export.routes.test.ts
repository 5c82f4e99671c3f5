import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@core/stay-dates';
import { ApiClient } from '../../testing/api-client';
import { markLicensed, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * A room's calendar as the booking sites read it: GET /ical/rooms/{secret}.ics parsed back with ical.js and
 * checked event by event, its address and rotation, and nothing of the guest or of another room or hotel.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
let other: SignedInHotel;
let otherRooms: Record<string, number>;
const anyone = () => new ApiClient(app.url);
// Stays to come, whatever day the tests run.
const today = todayInZone('America/New_York', new Date());
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'export@inn.test'));
  ({ hotel: other, rooms: otherRooms } = await signUpHotelWithRooms(app, 'export-other@inn.test'));
  await markLicensed(app, hotel.id);
});
afterAll(async () => app?.close());

const stay = (roomId: number, checkInDate: string, nights: number, guest = 'Lovelace, Ada') => ({
  roomId,
  guest,
  checkInDate,
  nights,
  dailyWeeklyAmount: '123.45',
});

async function book(api: ApiClient, roomId: number, checkInDate: string, nights: number, guest?: string): Promise<number> {
  const created = await api.post('/api/hotel/bookings', stay(roomId, checkInDate, nights, guest));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

async function addressOf(api: ApiClient, roomId: number): Promise<string> {
  const answer = await api.get(`/api/hotel/rooms/${roomId}/ical`);
  expect(answer.status).toBe(200);
  return answer.body.url as string;
}

interface ReadEvent {
  uid: string;
  start: string;
  end: string;
  startIsDate: boolean;
  endIsDate: boolean;
  summary: string;
  stamp: string | null;
}

/** The calendar at an address, fetched as a booking site would, and read with ical.js. */
async function readCalendar(url: string): Promise<{ text: string; type: string | null; events: ReadEvent[] }> {
  const path = new URL(url).pathname;
  const response = await fetch(`${app.url}${path}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Innkeep//Innkeep calendar sync//EN');
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      startIsDate: event.startDate.isDate,
      endIsDate: event.endDate.isDate,
      summary: event.summary,
      stamp: component.getFirstPropertyValue('dtstamp')?.toString() ?? null,
    };
  });
  return { text, type: response.headers.get('content-type'), events };
}

describe('GET /ical/rooms/{secret}.ics', () => {
  let url: string;
  let first: number;
  let second: number;

  it('gives each room a secret address of 32+ URL-safe characters, the same until it is rotated', async () => {
    url = await addressOf(hotel.api, rooms['101']!);
    expect(url).toMatch(new RegExp(`^${app.url}/ical/rooms/[A-Za-z0-9_-]{32,}\\.ics$`));
    expect(await addressOf(hotel.api, rooms['101']!)).toBe(url);
    const another = await addressOf(hotel.api, rooms['102']!);
    expect(another).not.toBe(url);
    const graphql = await hotel.api.graphql('query ($roomId: Int!) { roomCalendarUrl(roomId: $roomId) { url } }', {
      roomId: rooms['101'],
    });
    expect(graphql.body.data.roomCalendarUrl.url).toBe(url);
  });

  it('is an empty calendar before anything is booked, and valid for the validators: CRLF, folded, stamped', async () => {
    const calendar = await readCalendar(url);
    expect(calendar.type).toBe('text/calendar; charset=utf-8');
    expect(calendar.events).toEqual([]);
    expect(calendar.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(calendar.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(calendar.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('shows each stay as an all-day event from check-in to check-out, saying only "Reserved"', async () => {
    first = await book(hotel.api, rooms['101']!, day(10), 3, 'Hopper, Grace');
    // A same-day turnover: the second stay checks in the day the first checks out.
    second = await book(hotel.api, rooms['101']!, day(13), 2, 'Lamarr, Hedy');
    await book(hotel.api, rooms['102']!, day(10), 5);
    const calendar = await readCalendar(url);
    const host = new URL(app.url).hostname;
    expect(calendar.events.map(({ stamp: _stamp, ...event }) => event)).toEqual([
      {
        uid: `booking-${first}@${host}`,
        start: day(10),
        end: day(13),
        startIsDate: true,
        endIsDate: true,
        summary: 'Reserved',
      },
      {
        uid: `booking-${second}@${host}`,
        start: day(13),
        end: day(15),
        startIsDate: true,
        endIsDate: true,
        summary: 'Reserved',
      },
    ]);
    // Read as the booking sites do, the turnover day is no overlap: the first event ends where the second starts.
    const [a, b] = calendar.events;
    expect(a!.end <= b!.start).toBe(true);
    for (const event of calendar.events) expect(event.stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(calendar.text).toContain(`DTSTART;VALUE=DATE:${day(10).replaceAll('-', '')}\r\n`);
    expect(calendar.text).toContain(`DTEND;VALUE=DATE:${day(13).replaceAll('-', '')}\r\n`);
    // No guest name, email or price.
    for (const secret of ['Hopper', 'Grace', 'Lamarr', 'Lovelace', '123.45', '370.35']) {
      expect(calendar.text).not.toContain(secret);
    }
    for (const line of calendar.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('keeps a booking’s UID when it moves, so the site moves its event; a cancelled stay leaves the calendar', async () => {
    const moved = await hotel.api.put(`/api/hotel/bookings/${first}`, stay(rooms['101']!, day(20), 4, 'Hopper, Grace'));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const afterMove = await readCalendar(url);
    const host = new URL(app.url).hostname;
    expect(afterMove.events.map((event) => [event.uid, event.start, event.end])).toEqual([
      [`booking-${second}@${host}`, day(13), day(15)],
      [`booking-${first}@${host}`, day(20), day(24)],
    ]);

    const cancelled = await hotel.api.post(`/api/hotel/bookings/${second}/cancel`, { reason: 'Flight cancelled' });
    expect(cancelled.status).toBe(200);
    expect((await readCalendar(url)).events.map((event) => event.uid)).toEqual([`booking-${first}@${host}`]);
  });

  it('shows the room’s blocks as "Reserved" too, never their reason', async () => {
    const block = await hotel.api.post('/api/hotel/room-blocks', {
      roomId: rooms['101'],
      startDate: day(30),
      endDate: day(32),
      reason: 'Leaking pipe in the bathroom',
    });
    expect(block.status).toBe(201);
    const calendar = await readCalendar(url);
    const host = new URL(app.url).hostname;
    expect(calendar.events.at(-1)).toMatchObject({
      uid: `block-${block.body.id}@${host}`,
      start: day(30),
      end: day(32),
      summary: 'Reserved',
    });
    expect(calendar.text).not.toContain('pipe');
  });

  it('rotates to a new address, after which the old one answers 404', async () => {
    const rotated = await hotel.api.post(`/api/hotel/rooms/${rooms['101']}/ical/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(url);
    expect(rotated.body.url).toMatch(/\/ical\/rooms\/[A-Za-z0-9_-]{32,}\.ics$/);
    expect(await addressOf(hotel.api, rooms['101']!)).toBe(rotated.body.url);
    const old = await fetch(`${app.url}${new URL(url).pathname}`);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ error: 'Calendar could not be found' });
    expect((await readCalendar(rotated.body.url)).events).toHaveLength(2);
    const graphql = await hotel.api.graphql('mutation ($roomId: Int!) { rotateRoomCalendarUrl(roomId: $roomId) { url } }', {
      roomId: rooms['101'],
    });
    expect(graphql.body.data.rotateRoomCalendarUrl.url).not.toBe(rotated.body.url);
    expect((await fetch(`${app.url}${new URL(rotated.body.url).pathname}`)).status).toBe(404);
    url = graphql.body.data.rotateRoomCalendarUrl.url;
  });

  it('answers 404 for an address that is no room’s, and shows another hotel nothing of this one', async () => {
    for (const path of ['/ical/rooms/nope.ics', `/ical/rooms/${'a'.repeat(43)}.ics`, '/ical/rooms/%00.ics']) {
      const answer = await fetch(`${app.url}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
    }
    await markLicensed(app, other.id);
    await book(other.api, otherRooms['101']!, day(40), 2);
    const otherCalendar = await readCalendar(await addressOf(other.api, otherRooms['101']!));
    const mine = await readCalendar(url);
    const otherUids = otherCalendar.events.map((event) => event.uid);
    expect(otherUids).toHaveLength(1);
    expect(mine.events.map((event) => event.uid)).not.toContain(otherUids[0]);
    // Another hotel's room is not found through this hotel's API, nor this hotel's through another's.
    expect((await other.api.get(`/api/hotel/rooms/${rooms['101']}/ical`)).status).toBe(404);
    expect((await other.api.post(`/api/hotel/rooms/${rooms['101']}/ical/rotate`)).status).toBe(404);
    expect((await readCalendar(url)).events).toHaveLength(2);
  });

  it('gives a signed-out caller no address', async () => {
    expect((await anyone().get(`/api/hotel/rooms/${rooms['101']}/ical`)).status).toBe(401);
  });
});
