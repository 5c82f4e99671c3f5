import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoHotel } from './demo-hotel.service';

/** The seeded demo hotel's booking-site calendar: room 104's Airbnb feed, synced as the demo opens. */
let app: TestApp;
let api: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  await seedDemoHotel(app.orm.em.fork() as Em, { email: 'demo@calendar.test', password: 'demo1234' });
  api = new ApiClient(app.url);
  expect((await api.post('/api/auth/login', { email: 'demo@calendar.test', password: 'demo1234' })).status).toBe(200);
});
afterAll(async () => app?.close());

describe('the demo hotel', () => {
  it('has room 104 let on Airbnb too: its feed, synced, and its events as External blocks around the demo’s stays', async () => {
    const rooms = (await api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
    const room = rooms.find((each) => each.roomNumber === '104')!;
    const feeds = (await api.get(`/api/hotel/rooms/${room.id}/feeds`)).body;
    expect(feeds).toEqual([
      {
        id: expect.any(Number),
        roomId: room.id,
        name: 'Airbnb',
        url: 'https://www.airbnb.example/calendar/ical/48151623.ics?s=demo',
        events: 4,
        lastSyncedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        failingSince: null,
        lastError: null,
      },
    ]);
    const blocks = (
      (await api.get('/api/hotel/room-blocks')).body as { roomNumber: string; reason: string; kind: string }[]
    ).filter((block) => block.kind === 'External');
    expect(blocks.map((block) => [block.roomNumber, block.reason])).toEqual(Array(4).fill(['104', 'Airbnb: Reserved']));
    // No stay of the demo is drawn over them: the desk sees no conflict.
    expect((await api.get('/api/hotel/calendar-conflicts')).body).toEqual([]);
    // And room 104's own calendar closes those nights for the other sites.
    const { url } = (await api.get(`/api/hotel/rooms/${room.id}/ical`)).body as { url: string };
    const text = await (await fetch(`${app.url}${new URL(url).pathname}`)).text();
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(events.filter((event) => String(event.getFirstPropertyValue('uid')).startsWith('block-'))).toHaveLength(4);
  });
});
