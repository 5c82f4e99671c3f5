import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoHotel, type DemoSeedSummary } from './demo-hotel.service';
import { DEMO_PAGE_SLUG, demoSources } from './demo-online';

/** The demo hotel takes bookings online: its page is on, and some of its bookings came in through it. */
let app: TestApp;
let demo: DemoSeedSummary;
let second: DemoSeedSummary;
beforeAll(async () => {
  app = await startTestApp();
  demo = await seedDemoHotel(app.orm.em.fork() as Em, { email: 'demo@online-demo.test', password: 'demo1234' });
  second = await seedDemoHotel(app.orm.em.fork() as Em, { email: 'demo2@online-demo.test', password: 'demo1234' });
});
afterAll(async () => app?.close());

describe("the demo hotel's booking page", () => {
  it('is on, at its own address: a second demo in the database gets its id after the name', async () => {
    expect(demo.bookingPage).toBe(DEMO_PAGE_SLUG);
    expect(second.bookingPage).toBe(`${DEMO_PAGE_SLUG}-${second.hotelId}`);
    const page = await new ApiClient(app.url).get(`/api/public/hotels/${DEMO_PAGE_SLUG}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ name: 'Harborview Inn (demo)', city: 'Portland', state: 'ME', cancellationDays: 2 });
    const checkIn = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const free = await new ApiClient(app.url).get(
      `/api/public/hotels/${DEMO_PAGE_SLUG}/availability?checkIn=${checkIn}&nights=2`,
    );
    expect(free.status).toBe(200);
    expect(free.body.roomTypes.length).toBeGreaterThan(1);
  });

  it('has Online bookings among its bookings, the rest the desk’s', async () => {
    const owner = new ApiClient(app.url);
    expect((await owner.post('/api/auth/login', { email: 'demo@online-demo.test', password: 'demo1234' })).status).toBe(200);
    const online = await owner.get('/api/hotel/bookings?source=Online&limit=5');
    expect(Number(online.headers.get('x-total-count'))).toBe(demo.onlineBookings);
    expect(demo.onlineBookings).toBeGreaterThan(20);
    expect(demo.onlineBookings).toBeLessThan(demo.bookings / 3);
    expect(online.body.every((booking: { source: string }) => booking.source === 'Online')).toBe(true);
  });
});

describe('demoSources', () => {
  it('makes every fourth stay of a guest with an email an Online one', () => {
    const stays = [1, null, 2, 3, 2, 2, 1, 9, 1].map((guestId) => ({ guestId }));
    expect(demoSources(stays, new Set([1, 2]))).toEqual([
      'Online',
      'Desk',
      'Desk',
      'Desk',
      'Desk',
      'Desk',
      'Online',
      'Desk',
      'Desk',
    ]);
  });
});
