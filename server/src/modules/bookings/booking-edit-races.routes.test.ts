import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Edits of one booking under concurrent requests (bounded: at most 50 at once), on PGlite and on
 * PostgreSQL: every edit is serialised on the booking's row, so the history chains; an edit that names the
 * version it loaded is refused when someone else changed the booking since.
 */
let app: TestApp;
let hotel: SignedInHotel;
let roomId: number;
const ZONE = 'Asia/Tokyo';

beforeAll(async () => {
  app = await startTestApp();
  const setUp = await signUpHotelWithRooms(app, 'desk@edit-races.test', {
    numberOfRooms: 5,
    roomType: QUEEN,
    roomNumbers: ['101', '102', '103'],
  });
  hotel = setUp.hotel;
  roomId = setUp.rooms['101']!;
  // A zone far from the tests' UTC: the refusal's time is the hotel's.
  expect((await hotel.api.put('/api/hotel/settings', { timezone: ZONE })).status).toBe(200);
});
afterAll(async () => app?.close());

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

let nextDay = 0;
/** A booking of a stay of its own (no overlap with the other tests' bookings). */
async function newBooking(overrides: Record<string, unknown> = {}) {
  const checkInDate = DateTime.fromISO('2031-01-01', { zone: 'utc' })
    .plus({ days: (nextDay += 10) })
    .toISODate()!;
  const created = await hotel.api.post('/api/hotel/bookings', booking({ checkInDate, ...overrides }));
  expect(created.status).toBe(201);
  return created.body as { id: number; version: number; checkInDate: string; paidAmount: string };
}
const booking = (overrides: Record<string, unknown> = {}) => ({
  roomId,
  guest: 'Lovelace, Ada',
  rateType: 'Daily',
  nights: 2,
  dailyWeeklyAmount: '100.00',
  ...overrides,
});

/** The booking's last change as the refusal names it: its updated_at in the hotel's zone, "3:15 PM". */
async function changedAt(id: number): Promise<string> {
  const rows = await app.orm.em.fork().getConnection().execute(`select updated_at from booking where id = ${id}`);
  return DateTime.fromJSDate(new Date(rows[0].updated_at), { zone: ZONE }).setLocale('en-US').toFormat('h:mm a');
}
const staleMessage = (time: string) => `This booking was changed by someone else at ${time}: reload it to see the change`;

interface HistoryEntry {
  action: string;
  changes: { field: string; before: string | null; after: string | null }[];
}

describe('concurrent edits of one booking', { timeout: 180_000 }, () => {
  it('50 concurrent edits without a version all succeed, and each history entry starts where the one before ended', async () => {
    const { id, checkInDate } = await newBooking();
    const edits = Array.from({ length: 50 }, (_, index) =>
      booking({
        checkInDate,
        paidAmount: `${index + 1}.00`,
        nights: 1 + (index % 3),
        guest: `Lovelace, Ada ${index % 2 ? 'B.' : 'K.'}`,
      }),
    );
    const answers = await Promise.all(edits.map((edit) => hotel.api.put(`/api/hotel/bookings/${id}`, edit)));
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 50 });

    const history = (await hotel.api.get(`/api/hotel/bookings/${id}/history`)).body as HistoryEntry[];
    expect(history.map((entry) => entry.action)).toEqual(['create', ...Array.from({ length: 50 }, () => 'update')]);
    // Replays the history: every change's "before" is the value the booking had after the entry before.
    const state = new Map<string, string | null>();
    for (const change of history[0]!.changes) state.set(change.field, change.after);
    const broken: string[] = [];
    for (const [index, entry] of history.entries()) {
      if (index === 0) continue;
      expect(entry.changes.length).toBeGreaterThan(0);
      for (const change of entry.changes) {
        if (change.before !== state.get(change.field)) {
          broken.push(`entry ${index} ${change.field}: before ${change.before}, was ${state.get(change.field)}`);
        }
        state.set(change.field, change.after);
      }
    }
    expect(broken).toEqual([]);
    // The last entry's values are the booking's, and its version counts every edit.
    const saved = (await hotel.api.get(`/api/hotel/bookings/${id}`)).body;
    expect(saved.paidAmount).toBe(state.get('paidAmount'));
    expect(saved.nights).toBe(Number(state.get('nights')));
    expect(saved.guest).toBe(state.get('guest'));
    expect(saved.version).toBe(51);
  });

  it('20 concurrent edits naming the same version: exactly one succeeds, 19 are told who changed it when', async () => {
    const { id, version, checkInDate } = await newBooking();
    expect(version).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        hotel.api.put(`/api/hotel/bookings/${id}`, booking({ checkInDate, paidAmount: `${index + 1}.00`, version })),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 1, 409: 19 });
    const winner = answers.find((answer) => answer.status === 200)!.body;
    expect(winner.version).toBe(2);
    const saved = (await hotel.api.get(`/api/hotel/bookings/${id}`)).body;
    expect(saved.paidAmount).toBe(winner.paidAmount);
    expect(saved.version).toBe(2);
    const message = staleMessage(await changedAt(id));
    expect(message).toMatch(/ at (1[0-2]|[1-9]):[0-5]\d (AM|PM): /);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body).toEqual({ error: message });
    // Only the one edit is in the history.
    const history = (await hotel.api.get(`/api/hotel/bookings/${id}/history`)).body as HistoryEntry[];
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('an edit naming the current version succeeds; one naming an older version is refused and changes nothing', async () => {
    const { id, checkInDate } = await newBooking();
    const first = await hotel.api.put(`/api/hotel/bookings/${id}`, booking({ checkInDate, paidAmount: '50.00', version: 1 }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ paidAmount: '50.00', version: 2 });
    expect((await hotel.api.get('/api/hotel/bookings')).body.find((row: { id: number }) => row.id === id).version).toBe(2);
    const stale = await hotel.api.put(`/api/hotel/bookings/${id}`, booking({ checkInDate, paidAmount: '70.00', version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: staleMessage(await changedAt(id)) });
    expect((await hotel.api.get(`/api/hotel/bookings/${id}`)).body).toMatchObject({ paidAmount: '50.00', version: 2 });
    // A version that is not a whole number is refused as input.
    const bad = await hotel.api.put(`/api/hotel/bookings/${id}`, booking({ checkInDate, version: 'two' }));
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('Version must be a whole number of 1 or more');
  });

  it('GraphQL: the booking has its version, and updateBooking with an older one is refused with code STALE', async () => {
    const { id, checkInDate } = await newBooking();
    const update = `mutation ($id: Int!, $input: BookingInput!) { updateBooking(id: $id, input: $input) { id paidAmount version } }`;
    const first = await hotel.api.graphql(update, { id, input: booking({ checkInDate, paidAmount: '20.00', version: 1 }) });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.updateBooking).toEqual({ id, paidAmount: '20.00', version: 2 });
    const stale = await hotel.api.graphql(update, { id, input: booking({ checkInDate, paidAmount: '30.00', version: 1 }) });
    expect(stale.body.errors?.[0]).toMatchObject({ message: staleMessage(await changedAt(id)), extensions: { code: 'STALE' } });
    const read = await hotel.api.graphql('query ($id: Int!) { booking(id: $id) { paidAmount version } }', { id });
    expect(read.body.data.booking).toEqual({ paidAmount: '20.00', version: 2 });
  });

  it('a batch with an older version in row 2 is refused whole: "Row 2: …" and nothing changed', async () => {
    const a = await newBooking();
    const b = await newBooking();
    // Someone else changes b after the clerk loaded it.
    expect(
      (await hotel.api.put(`/api/hotel/bookings/${b.id}`, booking({ checkInDate: b.checkInDate, paidAmount: '5.00' }))).status,
    ).toBe(200);
    const batch = await hotel.api.post('/api/hotel/bookings/batch', {
      bookings: [
        { id: a.id, paidAmount: '10.00', version: 1 },
        { id: b.id, paidAmount: '20.00', version: 1 },
      ],
    });
    expect(batch.status).toBe(409);
    expect(batch.body).toEqual({ error: `Row 2: ${staleMessage(await changedAt(b.id))}` });
    expect((await hotel.api.get(`/api/hotel/bookings/${a.id}`)).body).toMatchObject({ paidAmount: '0.00', version: 1 });
    expect((await hotel.api.get(`/api/hotel/bookings/${b.id}`)).body).toMatchObject({ paidAmount: '5.00', version: 2 });
    // With the current versions the same batch is saved, and answers the new versions.
    const saved = await hotel.api.post('/api/hotel/bookings/batch', {
      bookings: [
        { id: a.id, paidAmount: '10.00', version: 1 },
        { id: b.id, paidAmount: '20.00', version: 2 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.bookings.map((row: { paidAmount: string; version: number }) => [row.paidAmount, row.version])).toEqual([
      ['10.00', 2],
      ['20.00', 3],
    ]);
  });
});
