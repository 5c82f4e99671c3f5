import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { Licence } from '../licensing/licence.entity';
import { applyLicence } from '../licensing/licensing.service';

/** A licensed hotel's room count is its licence's: not writable in Settings, and the room limit reads the licence. */
let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'licensed@room-limit.test', { numberOfRooms: 10 });
  const em = app.orm.em.fork() as Em;
  em.create(Licence, {
    licenceKey: 'TEST-ROOM-LIMIT-0010',
    hotelName: 'Test Inn',
    hotelEmail: hotel.email,
    address: '1 Main St',
    city: 'Boston',
    state: 'MA',
    zipCode: '02101',
    numberOfRooms: 10,
    isActive: true,
    createdAt: new Date(),
  });
  await em.flush();
  await applyLicence(em, hotel.id, 'TEST-ROOM-LIMIT-0010', 10);
});
afterAll(async () => app?.close());

const roomCount = async () => ((await hotel.api.get('/api/hotel/rooms')).body as unknown[]).length;

describe('the licensed room count', { timeout: 120_000 }, () => {
  it.each([['999999'], [''], [null], ['11']])('PUT number_of_rooms %j: 422, unchanged', async (value) => {
    const response = await hotel.api.put('/api/hotel/settings', { number_of_rooms: value });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: 'number_of_rooms cannot be changed here' });
    const settings = (await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[];
    expect(settings.find((setting) => setting.key === 'number_of_rooms')!.value).toBe('10');
  });

  it('accepts the settings form sent back with the same number of rooms', async () => {
    expect((await hotel.api.put('/api/hotel/settings', { number_of_rooms: '10', motel_city: 'Salem' })).status).toBe(200);
  });

  it('stops at the licence’s 10 rooms even if the setting was changed behind its back', async () => {
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update hotel_setting set value = '' where hotel_id = ${hotel.id} and key = 'number_of_rooms'`);
    expect((await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 10 })).status).toBe(201);
    const refused = await hotel.api.post('/api/hotel/rooms', { roomNumber: '999' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^Room limit reached: this hotel is set up for 10 rooms and already has 10/);
    expect(await roomCount()).toBe(10);
  });
});
