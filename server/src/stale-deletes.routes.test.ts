import { DateTime } from 'luxon';
import { VERSION_MESSAGE } from '@core/schemas/record-version.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from './testing/hotels';
import { bookingBody, plain, roomBody, roomTypeBody } from './testing/marked-hotel';
import { startTestApp, type TestApp } from './testing/test-app';
import { staleMessage, versionedKinds, type VersionedKind } from './testing/versioned-records';

/**
 * A deletion names the version of the record the clerk saw (?version=N, GraphQL version:): when someone
 * else changed the record since, it is refused like a stale edit (409, saying when) and the record stays;
 * without a version it deletes as before; a deletion and an edit racing on one version let exactly one
 * through. On PGlite and PostgreSQL.
 */
let app: TestApp;
let hotel: SignedInHotel;
let roomTypeId: number;
let roomId: number;
const ZONE = 'America/Los_Angeles';

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@stale-deletes.test', { numberOfRooms: 40 });
  expect((await hotel.api.put('/api/hotel/settings', { timezone: ZONE })).status).toBe(200);
  roomTypeId = (await hotel.api.post('/api/hotel/room-types', roomTypeBody(plain))).body.id;
  roomId = (await hotel.api.post('/api/hotel/rooms', roomBody(roomTypeId, plain))).body.id;
});
afterAll(async () => app?.close());

let nextDay = 0;
/** A stay of its own, clear of the other bookings on the one room. */
const bookingDates = () =>
  DateTime.fromISO('2031-01-01', { zone: 'utc' })
    .plus({ days: (nextDay += 10) })
    .toISODate()!;

/** Bookings first (their body needs the room), then every other versioned record. */
const KINDS: VersionedKind[] = [
  {
    noun: 'booking',
    table: 'booking',
    path: '/hotel/bookings',
    // Nothing paid: a booking with payments is not deleted at all (booking-deletion.routes.test.ts).
    body: () => ({ ...bookingBody(roomId, null, bookingDates(), plain), paidAmount: '0', status: 'Unpaid' }),
    update: 'updateBooking',
    inputType: 'BookingInput',
    remove: 'deleteBooking',
    removeSelection: '',
  },
  ...versionedKinds(() => roomTypeId),
];

/** The record's row as the database holds it: its version, or null once deleted. */
async function storedVersion(kind: VersionedKind, id: number): Promise<number | null> {
  const rows = await app.orm.em.fork().getConnection().execute(`select version from ${kind.table} where id = ${id}`);
  return rows[0] ? Number(rows[0].version) : null;
}

/** A new record (version 1); edits send another body, since an edit that changes nothing keeps the version. */
async function create(kind: VersionedKind): Promise<{ id: number }> {
  const created = await hotel.api.post(`/api${kind.path}`, kind.body());
  expect(created.status).toBe(201);
  expect(created.body.version).toBe(1);
  return { id: created.body.id as number };
}

describe.each(KINDS)('deleting: $noun', (kind) => {
  it('names the version the clerk saw: an older one is refused and the record stays', { timeout: 60_000 }, async () => {
    const { id } = await create(kind);
    // Someone else edits it: version 2.
    expect((await hotel.api.put(`/api${kind.path}/${id}`, { ...kind.body(), version: 1 })).status).toBe(200);

    const stale = await hotel.api.delete(`/api${kind.path}/${id}?version=1`);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: await staleMessage(app, kind, id, ZONE) });
    expect(await storedVersion(kind, id)).toBe(2);

    const graphql = await hotel.api.graphql(
      `mutation ($id: Int!, $version: Int) { ${kind.remove}(id: $id, version: $version) ${kind.removeSelection} }`,
      {
        id,
        version: 1,
      },
    );
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: await staleMessage(app, kind, id, ZONE),
      extensions: { code: 'STALE' },
    });
    expect(await storedVersion(kind, id)).toBe(2);

    const invalid = await hotel.api.delete(`/api${kind.path}/${id}?version=two`);
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ error: VERSION_MESSAGE });

    const current = await hotel.api.delete(`/api${kind.path}/${id}?version=2`);
    expect(current.status).toBe(200);
    expect(await storedVersion(kind, id)).toBeNull();
  });

  it('without a version deletes as before, by REST and by GraphQL', { timeout: 60_000 }, async () => {
    const rest = await create(kind);
    expect((await hotel.api.put(`/api${kind.path}/${rest.id}`, kind.body())).status).toBe(200);
    expect((await hotel.api.delete(`/api${kind.path}/${rest.id}`)).status).toBe(200);
    expect(await storedVersion(kind, rest.id)).toBeNull();

    const graphql = await create(kind);
    const answer = await hotel.api.graphql(`mutation ($id: Int!) { ${kind.remove}(id: $id) ${kind.removeSelection} }`, {
      id: graphql.id,
    });
    expect(answer.body.errors).toBeUndefined();
    expect(await storedVersion(kind, graphql.id)).toBeNull();
  });

  it('an edit and a deletion racing on one version: exactly one wins', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id } = await create(kind);
      const [edit, deletion] = await Promise.all([
        hotel.api.put(`/api${kind.path}/${id}`, { ...kind.body(), version: 1 }),
        hotel.api.delete(`/api${kind.path}/${id}?version=1`),
      ]);
      const version = await storedVersion(kind, id);
      if (edit.status === 200) {
        // The edit went first: the deletion saw version 2 and was refused; the edited record stands.
        expect(deletion.status).toBe(409);
        expect(deletion.body).toEqual({ error: await staleMessage(app, kind, id, ZONE) });
        expect(version).toBe(2);
      } else {
        // The deletion went first: the edit finds no record.
        expect(deletion.status).toBe(200);
        expect(edit.status).toBe(404);
        expect(version).toBeNull();
      }
    }
  });
});
