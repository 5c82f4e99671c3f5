import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoHotel } from './demo-hotel.service';

/** The seeded demo hotel's housekeeping, as its front desk reads it through the API. */
let app: TestApp;
let api: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  const demo = await seedDemoHotel(app.orm.em.fork() as Em, { email: 'demo@housekeeping.test', password: 'demo1234' });
  expect(demo.roomBlocks).toBe(2);
  api = new ApiClient(app.url);
  expect((await api.post('/api/auth/login', { email: 'demo@housekeeping.test', password: 'demo1234' })).status).toBe(200);
});
afterAll(async () => app?.close());

describe('the demo hotel', () => {
  it('has dirty, inspected and out-of-order rooms, each departing guest’s room dirty', async () => {
    const rooms = (await api.get('/api/hotel/housekeeping')).body as {
      housekeepingStatus: string;
      housekeepingNote: string | null;
      departsToday: boolean;
    }[];
    expect(rooms).toHaveLength(24);
    const count = (status: string) => rooms.filter((room) => room.housekeepingStatus === status).length;
    expect(count('Dirty')).toBeGreaterThanOrEqual(1);
    expect(count('Inspected')).toBe(1);
    expect(rooms.filter((room) => room.housekeepingStatus === 'Out of Order')).toEqual([
      expect.objectContaining({ housekeepingNote: 'Heater not working: engineer called', departsToday: false }),
    ]);
    expect(rooms.filter((room) => room.departsToday).every((room) => room.housekeepingStatus === 'Dirty')).toBe(true);
  });

  it('has the Out of Order room blocked this week with no stay in it, and no block over a stay', async () => {
    const today = ((await api.get('/api/hotel/front-desk')).body as { date: string }).date;
    const rooms = (await api.get('/api/hotel/housekeeping')).body as { roomId: number; housekeepingStatus: string }[];
    const outOfOrder = rooms.find((room) => room.housekeepingStatus === 'Out of Order')!;
    const blocks = (await api.get('/api/hotel/room-blocks')).body as { roomId: number; startDate: string; endDate: string }[];
    expect(blocks).toContainEqual(expect.objectContaining({ roomId: outOfOrder.roomId, startDate: today, nights: 7 }));
    // The stays that hold a room (cancelled and no-show ones do not) over any block: none.
    const clashes = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `select b.id from booking b join room_block k on k.room_id = b.room_id and k.hotel_id = b.hotel_id
        where b.check_in_date < k.end_date and k.start_date < b.check_out_date and b.stay_status not in ('Cancelled', 'No Show')`,
      );
    expect(clashes).toEqual([]);
    // Nobody arrives in the Out of Order room while it waits for its engineer.
    const arrivals = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `select id from booking where room_id = ? and check_in_date >= ? and check_in_date < ?::date + 7
        and stay_status not in ('Cancelled', 'No Show')`,
        [outOfOrder.roomId, today, today],
      );
    expect(arrivals).toEqual([]);
  });

  it('has one more room blocked for three nights soon, which refuses a booking over them', async () => {
    const blocks = (
      (await api.get('/api/hotel/room-blocks')).body as {
        roomId: number;
        roomNumber: string;
        startDate: string;
        nights: number;
        reason: string;
        kind: string;
      }[]
    ).filter((block) => block.kind === 'Out of Order');
    expect(blocks).toEqual([
      expect.objectContaining({ nights: 7, reason: 'Heater not working' }),
      expect.objectContaining({ nights: 3, reason: 'New carpet' }),
    ]);
    const block = blocks[1];
    const refused = await api.post('/api/hotel/bookings', {
      roomId: block!.roomId,
      guest: 'Lovelace, Ada',
      checkInDate: block!.startDate,
      nights: 1,
      dailyWeeklyAmount: '100',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(new RegExp(`^Room ${block!.roomNumber} is out of order from `));
  });
});
