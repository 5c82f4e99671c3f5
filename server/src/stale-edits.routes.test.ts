import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from './testing/hotels';
import { plain, roomTypeBody } from './testing/marked-hotel';
import { startTestApp, type TestApp } from './testing/test-app';
import { staleMessage, versionedKinds } from './testing/versioned-records';

/**
 * Every record the hotel edits in a grid besides bookings (modules/bookings/booking-edit-races.routes.test.ts)
 * carries a version: an edit naming an older one is refused with 409 and when the record changed, on the
 * hotel's clock; concurrent edits naming one version let exactly one through. On PGlite and PostgreSQL.
 */
let app: TestApp;
let hotel: SignedInHotel;
let roomTypeId: number;
const ZONE = 'America/Los_Angeles';

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@stale-edits.test', { numberOfRooms: 20 });
  expect((await hotel.api.put('/api/hotel/settings', { timezone: ZONE })).status).toBe(200);
  roomTypeId = (await hotel.api.post('/api/hotel/room-types', roomTypeBody(plain))).body.id;
});
afterAll(async () => app?.close());

const KINDS = versionedKinds(() => roomTypeId);

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe.each(KINDS)('editing: $noun', (kind) => {
  it(
    'names its version; an edit naming an older one is refused, and of 5 concurrent edits naming one version one wins',
    {
      timeout: 60_000,
    },
    async () => {
      const created = await hotel.api.post(`/api${kind.path}`, kind.body());
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      expect(created.body.version).toBe(1);

      const edited = await hotel.api.put(`/api${kind.path}/${id}`, { ...kind.body(), version: 1 });
      expect(edited.status).toBe(200);
      expect(edited.body.version).toBe(2);
      const listed = (await hotel.api.get(`/api${kind.path}`)).body as { id: number; version: number }[];
      expect(listed.find((row) => row.id === id)?.version).toBe(2);

      // Someone else's edit was based on version 1: refused, and the record is as the first edit left it.
      const stale = await hotel.api.put(`/api${kind.path}/${id}`, { ...kind.body(), version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ error: await staleMessage(app, kind, id, ZONE) });
      const afterRefusal = (await hotel.api.get(`/api${kind.path}`)).body as Record<string, unknown>[];
      expect(afterRefusal.find((row) => row.id === id)).toEqual(edited.body);

      const racing = await Promise.all(
        Array.from({ length: 5 }, () => hotel.api.put(`/api${kind.path}/${id}`, { ...kind.body(), version: 2 })),
      );
      expect(tally(racing.map((answer) => answer.status))).toEqual({ 200: 1, 409: 4 });
      const message = await staleMessage(app, kind, id, ZONE);
      for (const refused of racing.filter((answer) => answer.status === 409)) expect(refused.body).toEqual({ error: message });

      // An edit that names no version goes ahead (integrations that do not send one).
      const unversioned = await hotel.api.put(`/api${kind.path}/${id}`, kind.body());
      expect(unversioned.status).toBe(200);
      expect(unversioned.body.version).toBe(4);

      // GraphQL: the same refusal, code STALE.
      const graphql = await hotel.api.graphql(
        `mutation ($id: Int!, $input: ${kind.inputType}!) { ${kind.update}(id: $id, input: $input) { id version } }`,
        { id, input: { ...kind.body(), version: 3 } },
      );
      expect(graphql.body.errors?.[0]).toMatchObject({
        message: await staleMessage(app, kind, id, ZONE),
        extensions: { code: 'STALE' },
      });
      const current = await hotel.api.graphql(
        `mutation ($id: Int!, $input: ${kind.inputType}!) { ${kind.update}(id: $id, input: $input) { id version } }`,
        { id, input: { ...kind.body(), version: 4 } },
      );
      expect(current.body.errors).toBeUndefined();
      expect(current.body.data[kind.update]).toEqual({ id, version: 5 });
    },
  );
});
