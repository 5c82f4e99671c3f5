import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_MESSAGE, SLUG_NEEDED_MESSAGE, SLUG_TAKEN_MESSAGE } from '@core/schemas/online-booking.schema';
import { ApiClient } from '../../testing/api-client';
import { addRooms, KING, QUEEN, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { invitePerson } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
let queenId: number;
let kingId: number;

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'page-settings@inn.test', { name: 'Harbor Inn' });
  other = await signUpHotel(app, 'page-settings-other@inn.test', { name: 'Other Inn' });
  await addRooms(hotel, QUEEN, ['101']);
  await addRooms(hotel, KING, ['201']);
  const types = (await hotel.api.get('/api/hotel/room-types')).body as { id: number; name: string }[];
  queenId = types.find((type) => type.name === 'Queen')!.id;
  kingId = types.find((type) => type.name === 'King')!.id;
});
afterAll(async () => app?.close());

const DEFAULTS = { enabled: false, slug: null, minNights: 1, maxDaysAhead: 365, cancellationDays: 2, description: '' };

describe('GET and PUT /api/hotel/online-booking', () => {
  it('answers the defaults before anything is saved: off, 1 night, 365 days, 2 days, every room type', async () => {
    const response = await hotel.api.get('/api/hotel/online-booking');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...DEFAULTS, roomTypeIds: [kingId, queenId] });
  });

  it('saves any subset of the settings and keeps the others', async () => {
    const first = await hotel.api.put('/api/hotel/online-booking', { slug: 'harbor-inn', description: 'By the sea' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...DEFAULTS, slug: 'harbor-inn', description: 'By the sea', roomTypeIds: [kingId, queenId] });
    const second = await hotel.api.put('/api/hotel/online-booking', { enabled: true, minNights: 2, cancellationDays: 3 });
    expect(second.body).toEqual({
      ...DEFAULTS,
      enabled: true,
      slug: 'harbor-inn',
      description: 'By the sea',
      minNights: 2,
      cancellationDays: 3,
      roomTypeIds: [kingId, queenId],
    });
    expect((await hotel.api.get('/api/hotel/online-booking')).body).toEqual(second.body);
  });

  it('offers the room types chosen; choosing every one offers a type added later too', async () => {
    expect((await hotel.api.put('/api/hotel/online-booking', { roomTypeIds: [queenId] })).body.roomTypeIds).toEqual([queenId]);
    expect((await hotel.api.put('/api/hotel/online-booking', { roomTypeIds: [queenId, kingId] })).body.roomTypeIds).toEqual([
      kingId,
      queenId,
    ]);
    await addRooms(hotel, { name: 'Suite', dailyRate: '200', weeklyRate: '1200', monthlyRate: '4000' }, ['301']);
    const listed = (await hotel.api.get('/api/hotel/online-booking')).body.roomTypeIds as number[];
    expect(listed).toHaveLength(3);
  });

  it.each([
    [{ slug: 'Harbor-Inn' }, SLUG_MESSAGE],
    [{ slug: 'ab' }, SLUG_MESSAGE],
    [{ slug: 'a'.repeat(41) }, SLUG_MESSAGE],
    [{ slug: 'harbor inn' }, SLUG_MESSAGE],
    [{ slug: 'harbor_inn' }, SLUG_MESSAGE],
    [{ minNights: 0 }, 'Minimum nights must be a whole number from 1 to 365'],
    [{ maxDaysAhead: -1 }, 'Days ahead must be a whole number from 0 to 730'],
    [{ cancellationDays: 'two' }, 'Free cancellation days must be a whole number from 0 to 365'],
    [{ description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
    [{ roomTypeIds: [999999] }, 'Please choose room types of this hotel'],
    [{ enabled: 'maybe' }, 'Enabled must be true or false'],
    [{ colour: 'blue' }, 'Unknown setting: colour'],
  ])('refuses %j with 422 and changes nothing', async (body, message) => {
    const before = (await hotel.api.get('/api/hotel/online-booking')).body;
    const response = await hotel.api.put('/api/hotel/online-booking', body);
    expect([response.status, response.body]).toEqual([422, { error: message }]);
    expect((await hotel.api.get('/api/hotel/online-booking')).body).toEqual(before);
  });

  it("refuses another hotel's room type as unknown", async () => {
    await addRooms(other, KING, ['9']);
    const types = (await other.api.get('/api/hotel/room-types')).body as { id: number }[];
    const response = await hotel.api.put('/api/hotel/online-booking', { roomTypeIds: [types[0]!.id] });
    expect([response.status, response.body]).toEqual([422, { error: 'Please choose room types of this hotel' }]);
  });

  it('will not turn the page on without an address', async () => {
    const response = await other.api.put('/api/hotel/online-booking', { enabled: true });
    expect([response.status, response.body]).toEqual([422, { error: SLUG_NEEDED_MESSAGE }]);
    const cleared = await hotel.api.put('/api/hotel/online-booking', { slug: '' });
    expect([cleared.status, cleared.body]).toEqual([422, { error: SLUG_NEEDED_MESSAGE }]);
  });

  it("refuses an address another hotel has with 409, and one hotel's own address again is fine", async () => {
    const taken = await other.api.put('/api/hotel/online-booking', { slug: 'harbor-inn' });
    expect([taken.status, taken.body]).toEqual([409, { error: SLUG_TAKEN_MESSAGE }]);
    expect((await hotel.api.put('/api/hotel/online-booking', { slug: 'harbor-inn' })).status).toBe(200);
    expect((await other.api.put('/api/hotel/online-booking', { slug: 'other-inn' })).status).toBe(200);
  });

  it('is for Owners and Managers: the Front Desk gets 403, nobody signed out gets in', async () => {
    const { api: manager } = await invitePerson(app, hotel.api, { name: 'Mia', email: 'page-manager@inn.test', role: 'Manager' });
    expect((await manager.get('/api/hotel/online-booking')).status).toBe(200);
    expect((await manager.put('/api/hotel/online-booking', { description: 'Managed' })).status).toBe(200);
    const { api: desk } = await invitePerson(app, hotel.api, { name: 'Dan', email: 'page-desk@inn.test', role: 'Front Desk' });
    expect((await desk.get('/api/hotel/online-booking')).status).toBe(403);
    expect((await desk.put('/api/hotel/online-booking', { description: 'No' })).status).toBe(403);
    expect((await new ApiClient(app.url).get('/api/hotel/online-booking')).status).toBe(401);
  });
});

describe('over GraphQL', () => {
  it('reads and saves the same settings; null leaves a setting as it is', async () => {
    const saved = await hotel.api.graphql(
      `mutation ($input: OnlineBookingSettingsInput!) { updateOnlineBookingSettings(input: $input) {
        enabled slug minNights maxDaysAhead cancellationDays description roomTypeIds } }`,
      { input: { maxDaysAhead: 180, description: null } },
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updateOnlineBookingSettings).toMatchObject({
      maxDaysAhead: 180,
      slug: 'harbor-inn',
      description: 'Managed',
    });
    const read = await hotel.api.graphql('{ onlineBookingSettings { maxDaysAhead slug } }');
    expect(read.body.data.onlineBookingSettings).toEqual({ maxDaysAhead: 180, slug: 'harbor-inn' });
    const taken = await other.api.graphql('mutation { updateOnlineBookingSettings(input: { slug: "harbor-inn" }) { slug } }');
    expect(taken.body.errors?.[0]).toMatchObject({ message: SLUG_TAKEN_MESSAGE, extensions: { code: 'CONFLICT' } });
  });
});
