import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { fixtureCalendar, startFeedServer, type FeedServer, type FixtureEvent } from '../../testing/feed-server';
import { markLicensed, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Importing a booking site's calendar: POST …/feeds/{feedId}/sync against a local feed server (the tests run
 * with private addresses allowed, as ICAL_ALLOW_PRIVATE=1 does, and a one-second timeout) whose fixtures add,
 * move, remove, duplicate and overlap events, answer too late, answer 500, answer a page, are too big or too
 * many, and redirect. An imported event is an External block; it never changes a booking.
 */
let app: TestApp;
let feeds: FeedServer;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
const today = todayInZone(DEFAULT_TIMEZONE, new Date());
const day = (n: number) => addDays(today, n);
/** "12/15": how a conflict names a date. */
const md = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

beforeAll(async () => {
  app = await startTestApp({ icalAllowPrivate: true, icalTimeoutMs: 1000 });
  feeds = await startFeedServer();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'import@inn.test', {
    roomNumbers: ['103', '104'],
  }));
  await markLicensed(app, hotel.id);
});
afterAll(async () => {
  await feeds?.close();
  await app?.close();
});

interface Block {
  id: number;
  roomNumber: string;
  startDate: string;
  endDate: string;
  reason: string;
  kind: string;
}

const externalBlocks = async (): Promise<[string, string, string, string][]> =>
  ((await hotel.api.get(`/api/hotel/room-blocks?from=${day(-60)}`)).body as Block[])
    .filter((block) => block.kind === 'External')
    .map((block) => [block.roomNumber, block.startDate, block.endDate, block.reason]);

const serve = (path: string, events: FixtureEvent[]) => feeds.answer(path, { calendar: fixtureCalendar(events) });

async function addFeed(roomId: number, name: string, path: string): Promise<number> {
  const added = await hotel.api.post(`/api/hotel/rooms/${roomId}/feeds`, { name, url: feeds.url(path) });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.id as number;
}

const sync = async (roomId: number, feedId: number) => {
  const answer = await hotel.api.post(`/api/hotel/rooms/${roomId}/feeds/${feedId}/sync`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    events: number;
    added: number;
    changed: number;
    removed: number;
    conflicts: number;
    lastSyncedAt: string | null;
    error: string | null;
  };
};

describe('a feed of room 104', () => {
  let feedId: number;
  let bookingId: number;
  let firstSync: string;

  it('is added with a name and an address, and listed with what its syncs did', async () => {
    serve('/airbnb.ics', [
      { uid: 'stay-1@airbnb.com', start: day(3), end: day(6), summary: 'Reserved' },
      { uid: 'block-2@airbnb.com', start: day(8), end: day(9), summary: 'Airbnb (Not available)' },
    ]);
    feedId = await addFeed(rooms['104']!, ' Airbnb ', '/airbnb.ics');
    const listed = await hotel.api.get(`/api/hotel/rooms/${rooms['104']}/feeds`);
    expect(listed.body).toEqual([
      {
        id: feedId,
        roomId: rooms['104'],
        name: 'Airbnb',
        url: feeds.url('/airbnb.ics'),
        events: 0,
        lastSyncedAt: null,
        failingSince: null,
        lastError: null,
      },
    ]);
  });

  it('makes each event an External block of the room, "<feed>: <summary>"', async () => {
    const result = await sync(rooms['104']!, feedId);
    expect(result).toEqual({
      events: 2,
      added: 2,
      changed: 0,
      removed: 0,
      conflicts: 0,
      lastSyncedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      error: null,
    });
    firstSync = result.lastSyncedAt!;
    expect(await externalBlocks()).toEqual([
      ['104', day(3), day(6), 'Airbnb: Reserved'],
      ['104', day(8), day(9), 'Airbnb: Airbnb (Not available)'],
    ]);
    // A second sync of the same calendar changes nothing.
    expect(await sync(rooms['104']!, feedId)).toMatchObject({ events: 2, added: 0, changed: 0, removed: 0 });
    const [feed] = (await hotel.api.get(`/api/hotel/rooms/${rooms['104']}/feeds`)).body;
    expect(feed).toMatchObject({ events: 2, failingSince: null, lastError: null });
  });

  it('moves the block of a moved event, removes that of a vanished one, and makes one block of a duplicated UID', async () => {
    serve('/airbnb.ics', [
      { uid: 'stay-1@airbnb.com', start: day(4), end: day(7), summary: 'Reserved' },
      { uid: 'stay-3@airbnb.com', start: day(20), end: day(22), summary: 'Reserved', sequence: 0 },
      { uid: 'stay-3@airbnb.com', start: day(21), end: day(24), summary: 'Reserved', sequence: 1 },
      { uid: 'stay-3@airbnb.com', start: day(40), end: day(41), summary: 'Reserved', sequence: 1 },
      { uid: 'gone@airbnb.com', start: day(50), end: day(52), status: 'CANCELLED' },
    ]);
    expect(await sync(rooms['104']!, feedId)).toMatchObject({ events: 2, added: 1, changed: 1, removed: 1, error: null });
    expect(await externalBlocks()).toEqual([
      ['104', day(4), day(7), 'Airbnb: Reserved'],
      ['104', day(21), day(24), 'Airbnb: Reserved'],
    ]);
  });

  it('never touches a booking: an event over one is kept beside it as a conflict, shown until the overlap is gone', async () => {
    const booked = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms['104'],
      guest: 'Lovelace, Ada',
      checkInDate: day(30),
      nights: 3,
      dailyWeeklyAmount: '100',
    });
    expect(booked.status).toBe(201);
    bookingId = booked.body.id;
    serve('/airbnb.ics', [
      { uid: 'stay-1@airbnb.com', start: day(4), end: day(7), summary: 'Reserved' },
      { uid: 'stay-3@airbnb.com', start: day(21), end: day(24), summary: 'Reserved' },
      { uid: 'stay-4@airbnb.com', start: day(31), end: day(34), summary: 'Reserved' },
    ]);
    expect(await sync(rooms['104']!, feedId)).toMatchObject({ events: 3, added: 1, conflicts: 1, error: null });
    const booking = await hotel.api.get(`/api/hotel/bookings/${bookingId}`);
    expect(booking.body).toMatchObject({
      checkInDate: day(30),
      checkOutDate: day(33),
      stayStatus: 'Reserved',
      roomId: rooms['104'],
    });
    expect(await externalBlocks()).toContainEqual(['104', day(31), day(34), 'Airbnb: Reserved']);

    const conflicts = await hotel.api.get('/api/hotel/calendar-conflicts');
    expect(conflicts.body).toEqual([
      {
        message: `Room 104: Airbnb event ${md(day(31))}–${md(day(34))} overlaps booking #${bookingId}`,
        roomId: rooms['104'],
        roomNumber: '104',
        feedId,
        feedName: 'Airbnb',
        blockId: expect.any(Number),
        startDate: day(31),
        endDate: day(34),
        bookingId,
        guestName: 'Lovelace, Ada',
        checkInDate: day(30),
        checkOutDate: day(33),
      },
    ]);
    const graphql = await hotel.api.graphql('{ calendarConflicts { message bookingId } }');
    expect(graphql.body.data.calendarConflicts).toEqual([{ message: conflicts.body[0].message, bookingId }]);

    // The desk moves the guest to room 103: the overlap, and so the conflict, is gone.
    const moved = await hotel.api.put(`/api/hotel/bookings/${bookingId}`, {
      roomId: rooms['103'],
      guest: 'Lovelace, Ada',
      checkInDate: day(30),
      nights: 3,
      dailyWeeklyAmount: '100',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await hotel.api.get('/api/hotel/calendar-conflicts')).body).toEqual([]);
  });

  it('keeps the desk from selling nights a booking site sold: a new stay over an External block is refused', async () => {
    const refused = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms['104'],
      guest: 'Hopper, Grace',
      checkInDate: day(5),
      nights: 1,
      dailyWeeklyAmount: '100',
    });
    const { formatShortUs } = await import('@core/stay-dates');
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: {
        error: `Room 104 is taken on another calendar (Airbnb: Reserved) from ${formatShortUs(day(4))} to ${formatShortUs(day(7))}`,
      },
    });
    // …but the desk's own block may sit over an imported one, and an imported block is not the desk's to delete.
    const repairs = await hotel.api.post('/api/hotel/room-blocks', {
      roomId: rooms['104'],
      startDate: day(5),
      endDate: day(6),
      reason: 'Repairs',
    });
    expect(repairs.status).toBe(201);
    const external = ((await hotel.api.get(`/api/hotel/room-blocks?from=${day(-60)}`)).body as Block[]).find(
      (block) => block.kind === 'External',
    )!;
    const deleted = await hotel.api.delete(`/api/hotel/room-blocks/${external.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error).toMatch(/^This block is an event of a booking site's calendar/);
    expect((await hotel.api.delete(`/api/hotel/room-blocks/${repairs.body.id}`)).status).toBe(200);
  });

  it.each<[string, () => void, string]>([
    [
      'no answer within the timeout',
      () => feeds.answer('/airbnb.ics', { hang: true }),
      'The calendar did not answer within 1 second',
    ],
    [
      'HTTP 500',
      () => feeds.answer('/airbnb.ics', { status: 500, body: 'Internal error' }),
      "The calendar's address answered HTTP 500",
    ],
    [
      'an HTML page',
      () =>
        feeds.answer('/airbnb.ics', { status: 200, type: 'text/html', body: '<!doctype html><html><body>Sign in</body></html>' }),
      'The address did not answer with a calendar',
    ],
    ['a body over 5 MB', () => feeds.answer('/airbnb.ics', { bytes: 5 * 1024 * 1024 + 1 }), 'The calendar is over 5 MB'],
    [
      'over 10,000 events',
      () =>
        serve(
          '/airbnb.ics',
          Array.from({ length: 10_001 }, (_, n) => ({ uid: `e${n}`, start: day(100 + (n % 300)), end: day(101 + (n % 300)) })),
        ),
      'The calendar has over 10,000 events',
    ],
    [
      'four redirects',
      () => {
        for (const n of [1, 2, 3, 4]) feeds.answer(`/hop${n}`, { redirect: feeds.url(`/hop${n + 1}`) });
        feeds.answer('/hop5', { calendar: fixtureCalendar([]) });
        feeds.answer('/airbnb.ics', { redirect: feeds.url('/hop1') });
      },
      "The calendar's address redirected more than 3 times",
    ],
  ])('keeps its last blocks and records the failure on %s', async (_what, arrange, error) => {
    const before = await externalBlocks();
    arrange();
    const result = await sync(rooms['104']!, feedId);
    expect(result).toEqual({
      events: 0,
      added: 0,
      changed: 0,
      removed: 0,
      conflicts: 0,
      lastSyncedAt: expect.any(String),
      error,
    });
    expect(await externalBlocks()).toEqual(before);
    const [feed] = (await hotel.api.get(`/api/hotel/rooms/${rooms['104']}/feeds`)).body;
    expect(feed.lastError).toBe(error);
    expect(feed.lastSyncedAt).toBe(result.lastSyncedAt);
    expect(feed.failingSince).not.toBeNull();
  });

  it('says since when it fails: the first failure, until a sync succeeds again', async () => {
    const [failing] = (await hotel.api.get(`/api/hotel/rooms/${rooms['104']}/feeds`)).body;
    feeds.answer('/airbnb.ics', { status: 503 });
    await sync(rooms['104']!, feedId);
    const [still] = (await hotel.api.get(`/api/hotel/rooms/${rooms['104']}/feeds`)).body;
    expect(still.failingSince).toBe(failing.failingSince);
    expect(still.lastError).toBe("The calendar's address answered HTTP 503");
    expect(new Date(still.failingSince).getTime()).toBeGreaterThan(new Date(firstSync).getTime());

    // Three redirects are followed.
    for (const n of [1, 2]) feeds.answer(`/ok${n}`, { redirect: feeds.url(`/ok${n + 1}`), status: 301 });
    feeds.answer('/ok3', {
      calendar: fixtureCalendar([{ uid: 'stay-1@airbnb.com', start: day(4), end: day(7), summary: 'Reserved' }]),
    });
    feeds.answer('/airbnb.ics', { redirect: feeds.url('/ok1'), status: 307 });
    expect(await sync(rooms['104']!, feedId)).toMatchObject({ events: 1, removed: 2, error: null });
    const [recovered] = (await hotel.api.get(`/api/hotel/rooms/${rooms['104']}/feeds`)).body;
    expect(recovered).toMatchObject({ events: 1, failingSince: null, lastError: null });
  });

  it('reads timed events by their dates, and a calendar of several sites side by side', async () => {
    serve('/booking.ics', [
      {
        uid: 'b1@booking.com',
        start: '',
        timed: { start: `${day(60).replaceAll('-', '')}T150000Z`, end: `${day(62).replaceAll('-', '')}T110000Z` },
        summary: 'CLOSED - Not available',
      },
      // Over Airbnb's event: two sites may hold the same nights.
      { uid: 'b2@booking.com', start: day(4), end: day(6), summary: 'CLOSED - Not available' },
    ]);
    const booking = await addFeed(rooms['104']!, 'Booking.com', '/booking.ics');
    expect(await sync(rooms['104']!, booking)).toMatchObject({ events: 2, added: 2, error: null });
    expect(await externalBlocks()).toEqual([
      ['104', day(4), day(7), 'Airbnb: Reserved'],
      ['104', day(4), day(6), 'Booking.com: CLOSED - Not available'],
      ['104', day(60), day(62), 'Booking.com: CLOSED - Not available'],
    ]);
    expect(
      (await hotel.api.get(`/api/hotel/rooms/${rooms['104']}/feeds`)).body.map((feed: { name: string }) => feed.name),
    ).toEqual(['Airbnb', 'Booking.com']);
  });

  it('refuses a second calendar of the same name, and addresses that are not web addresses', async () => {
    const again = await hotel.api.post(`/api/hotel/rooms/${rooms['104']}/feeds`, { name: 'airbnb', url: feeds.url('/x.ics') });
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: { error: 'Room 104 already has a calendar named airbnb' },
    });
    for (const [url, error] of [
      ['', "Please enter the calendar's address"],
      ['ftp://example.com/cal.ics', "The calendar's address must start with http:// or https://"],
      ['file:///etc/passwd', "The calendar's address must start with http:// or https://"],
      ['not a url', "The calendar's address is not a web address"],
    ]) {
      const refused = await hotel.api.post(`/api/hotel/rooms/${rooms['104']}/feeds`, { name: 'Vrbo', url });
      expect([url, refused.status, refused.body]).toEqual([url, 422, { error }]);
    }
    const blank = await hotel.api.post(`/api/hotel/rooms/${rooms['104']}/feeds`, { name: ' ', url: feeds.url('/x.ics') });
    expect(blank.status).toBe(422);
    // A webcal:// link, as some sites give theirs, is its https address.
    const webcal = await hotel.api.post(`/api/hotel/rooms/${rooms['103']}/feeds`, {
      name: 'Vrbo',
      url: 'webcal://calendar.invalid/a.ics',
    });
    expect(webcal.status).toBe(201);
    expect(webcal.body.url).toBe('https://calendar.invalid/a.ics');
    // A feed that cannot be reached is recorded, not thrown at the desk.
    expect(await sync(rooms['103']!, webcal.body.id)).toMatchObject({
      events: 0,
      error: "The calendar's address could not be found",
    });
  });

  it('is found only through its own room and hotel', async () => {
    expect((await hotel.api.post(`/api/hotel/rooms/${rooms['103']}/feeds/${feedId}/sync`)).status).toBe(404);
    expect((await hotel.api.delete(`/api/hotel/rooms/${rooms['103']}/feeds/${feedId}`)).status).toBe(404);
    const { hotel: other } = await signUpHotelWithRooms(app, 'import-other@inn.test');
    expect((await other.api.get(`/api/hotel/rooms/${rooms['104']}/feeds`)).status).toBe(404);
    expect((await other.api.post(`/api/hotel/rooms/${rooms['104']}/feeds/${feedId}/sync`)).status).toBe(404);
    expect((await other.api.get('/api/hotel/calendar-conflicts')).body).toEqual([]);
    expect(((await other.api.get(`/api/hotel/room-blocks?from=${day(-60)}`)).body as Block[]).length).toBe(0);
  });

  it('goes with its blocks when deleted', async () => {
    const deleted = await hotel.api.delete(`/api/hotel/rooms/${rooms['104']}/feeds/${feedId}`);
    expect(deleted.body).toEqual({ message: 'Calendar feed deleted successfully' });
    expect((await externalBlocks()).map((block) => block[3])).toEqual([
      'Booking.com: CLOSED - Not available',
      'Booking.com: CLOSED - Not available',
    ]);
  });

  it('works the same through GraphQL', async () => {
    serve('/vrbo.ics', [{ uid: 'v1', start: day(70), end: day(72) }]);
    const added = await hotel.api.graphql(
      'mutation ($roomId: Int!, $input: CalendarFeedInput!) { addCalendarFeed(roomId: $roomId, input: $input) { id name url events } }',
      { roomId: rooms['103'], input: { name: 'Vrbo 2', url: feeds.url('/vrbo.ics') } },
    );
    const id = added.body.data.addCalendarFeed.id as number;
    expect(added.body.data.addCalendarFeed).toEqual({ id, name: 'Vrbo 2', url: feeds.url('/vrbo.ics'), events: 0 });
    const synced = await hotel.api.graphql(
      'mutation ($roomId: Int!, $feedId: Int!) { syncCalendarFeed(roomId: $roomId, feedId: $feedId) { events added changed removed conflicts error } }',
      { roomId: rooms['103'], feedId: id },
    );
    expect(synced.body.data.syncCalendarFeed).toEqual({ events: 1, added: 1, changed: 0, removed: 0, conflicts: 0, error: null });
    const listed = await hotel.api.graphql('query ($roomId: Int!) { calendarFeeds(roomId: $roomId) { name events } }', {
      roomId: rooms['103'],
    });
    expect(listed.body.data.calendarFeeds).toEqual([
      { name: 'Vrbo', events: 0 },
      { name: 'Vrbo 2', events: 1 },
    ]);
    const deleted = await hotel.api.graphql(
      'mutation ($roomId: Int!, $feedId: Int!) { deleteCalendarFeed(roomId: $roomId, feedId: $feedId) { message } }',
      { roomId: rooms['103'], feedId: id },
    );
    expect(deleted.body.data.deleteCalendarFeed.message).toBe('Calendar feed deleted successfully');
    expect((await externalBlocks()).some((block) => block[3] === 'Vrbo 2: Reserved')).toBe(false);
  });

  it('goes with its room, and out of the hotel when its operational data is cleared (the backup keeps the desk’s blocks)', async () => {
    // The stay moved to room 103 goes first: a room with bookings is not deleted.
    expect((await hotel.api.delete(`/api/hotel/bookings/${bookingId}`)).status).toBe(200);
    const deleted = await hotel.api.delete(`/api/hotel/rooms/${rooms['103']}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await hotel.api.get(`/api/hotel/rooms/${rooms['103']}/feeds`)).status).toBe(404);
    const repairs = await hotel.api.post('/api/hotel/room-blocks', {
      roomId: rooms['104'],
      startDate: day(90),
      endDate: day(91),
      reason: 'Paint',
    });
    expect(repairs.status).toBe(201);
    const cleared = await hotel.api.delete('/api/hotel/clear');
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const backup = JSON.parse(readFileSync(path.join(app.dataDir, cleared.body.backup as string), 'utf8'));
    expect(backup.roomBlocks.map((block: { reason: string }) => block.reason)).toEqual(['Paint']);
    expect((await hotel.api.get(`/api/hotel/room-blocks?from=${day(-60)}`)).body).toEqual([]);
  });
});
