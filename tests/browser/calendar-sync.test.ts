import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../core/stay-dates';
import { DEFAULT_TIMEZONE } from '../../core/timezones';
import { fixtureCalendar, startFeedServer, type FeedServer } from '../../server/src/testing/feed-server';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { focused, press, tabTo } from './keyboard';

async function toast(page: Page, text: string | RegExp) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
}

/** "12/15": how a conflict names a date. */
const md = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

/**
 * A room's calendar sync in the browser, by keyboard alone: Settings › Room Types & Rooms, the room's row menu
 * (Space on its Actions cell), Calendar sync; a booking site's calendar added, synced, failing; and the
 * conflict it makes with a booking, on the dashboard and the Front Desk, dismissed. Every screen axe-clean.
 */
describe.skipIf(!browserAvailable)('calendar sync in the browser', () => {
  let session: BrowserSession;
  let feeds: FeedServer;
  beforeAll(async () => {
    // The booking site is a local server: private addresses allowed, as ICAL_ALLOW_PRIVATE=1 does.
    session = await startBrowserSession({ icalAllowPrivate: true, icalTimeoutMs: 3000 });
    feeds = await startFeedServer();
  });
  afterAll(async () => {
    await feeds?.close();
    await session?.close();
  });

  it('adds a room’s Airbnb calendar and syncs it, shows a failing sync, and the conflict it makes', async () => {
    const { page, hotel } = await session.signedInPage('calendar@browser.test', { name: 'Seaside Inn' });
    const today = todayInZone(DEFAULT_TIMEZONE);
    const day = (n: number) => addDays(today, n);
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Queen',
      dailyRate: 100,
      weeklyRate: 600,
      monthlyRate: 1800,
    });
    const rooms: Record<string, number> = {};
    for (const roomNumber of ['101', '104']) {
      rooms[roomNumber] = (await hotel.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: type.body.id })).body.id;
    }
    const booking = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms['104'],
      guest: 'Lovelace, Ada',
      checkInDate: day(5),
      nights: 3,
      dailyWeeklyAmount: '100',
    });
    expect(booking.status).toBe(201);
    feeds.answer('/airbnb.ics', {
      calendar: fixtureCalendar([
        { uid: 'r1@airbnb.com', start: day(2), end: day(4), summary: 'Reserved' },
        { uid: 'r2@airbnb.com', start: day(6), end: day(9), summary: 'Reserved' },
      ]),
    });

    await page.goto('/hotel/settings?tab=rooms', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Hotel Rooms' }).waitFor({ timeout: 60_000 });
    await page.getByTestId('rooms-grid').getByText('104').first().waitFor();

    // Room 104's row, its Actions cell, its menu: Calendar sync.
    await tabTo(page, 'a cell of rooms-grid');
    await press(page, 'ArrowDown');
    await press(page, 'ArrowRight', 5);
    await press(page, 'Space');
    const menu = page.getByRole('menu', { name: 'Actions for room 104' });
    await menu.waitFor();
    await press(page, 'ArrowDown', 2);
    expect(await focused(page)).toBe('Calendar sync');
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: 'Calendar sync · Room 104' });
    await dialog.waitFor();

    // The room's own calendar address, for the booking sites.
    const address = dialog.getByLabel('Calendar address', { exact: true });
    await expect.poll(() => address.inputValue()).toMatch(/\/ical\/rooms\/[A-Za-z0-9_-]{32,}\.ics$/);
    await dialog.getByText('No booking-site calendars yet.').waitFor();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

    // Airbnb's calendar, added by keyboard.
    await tabTo(page, 'Site');
    await page.keyboard.type('Airbnb');
    await press(page, 'Tab');
    expect(await focused(page)).toBe('Its calendar address (.ics)');
    await page.keyboard.type(feeds.url('/airbnb.ics'));
    await press(page, 'Tab');
    expect(await focused(page)).toBe('Add calendar');
    await press(page, 'Enter');
    await toast(page, 'The Airbnb calendar is added');
    const feed = dialog.locator('.calendar-feed').filter({ hasText: 'Airbnb' });
    await feed.getByText('Not synced yet').waitFor();

    // Sync now: its two events are the room's, one over the booking.
    await tabTo(page, 'Sync now: Airbnb');
    await press(page, 'Enter');
    await toast(page, 'Airbnb: 2 events (2 added, 0 changed, 0 removed); 1 conflict with bookings');
    await feed.getByText(/^Last synced \d\d\/\d\d\/\d\d \d{1,2}:\d\d [AP]M · 2 events$/).waitFor();
    expect(feeds.hits('/airbnb.ics')).toBe(1);

    // The site fails: the room keeps its events, and the feed says since when.
    feeds.answer('/airbnb.ics', { status: 500, body: 'Internal error' });
    await tabTo(page, 'Sync now: Airbnb');
    await press(page, 'Enter');
    await toast(page, 'Airbnb could not be synced');
    await feed
      .getByText(/^Last synced \d\d\/\d\d\/\d\d \d{1,2}:\d\d [AP]M, failing since \d\d\/\d\d\/\d\d \d{1,2}:\d\d [AP]M$/)
      .waitFor();
    await feed.getByText("The calendar's address answered HTTP 500").waitFor();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await session.screenshot(page, 'calendar-sync-room');
    await press(page, 'Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The conflict, on the dashboard and the Front Desk, until the desk dismisses it.
    const message = `Room 104: Airbnb event ${md(day(6))}–${md(day(9))} overlaps booking #${booking.body.id}`;
    await page.goto('/hotel');
    const conflicts = page.getByRole('region', { name: 'Calendar conflicts' });
    await conflicts.getByText(message).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/hotel/front-desk');
    await conflicts.getByText(message).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo(page, `Dismiss: ${message}`);
    await press(page, 'Enter');
    await toast(page, 'Calendar conflict dismissed');
    await conflicts.waitFor({ state: 'detached' });
  });
});
