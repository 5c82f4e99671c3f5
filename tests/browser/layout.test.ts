import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { openBookings } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/** Whether two boxes share any pixel. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(!browserAvailable)('the screens at the widths a desk uses', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it("at 1024 px the Front Desk's dates never run under the status badge; at 1920 px the content uses the width", async () => {
    const { page, hotel } = await openBookings(session, 'widths@harbor.test');
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number }[];
    const today = (await hotel.api.get('/api/hotel/front-desk')).body.date as string;
    for (const [index, guest] of ['Lovelace-Byron, Augusta Ada', 'Hopper, Grace'].entries()) {
      const booked = await hotel.api.post('/api/hotel/bookings', {
        roomId: rooms[index]!.id,
        guest,
        checkInDate: today,
        nights: 12,
        dailyWeeklyAmount: '100.00',
      });
      expect(booked.status).toBe(201);
    }

    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/hotel/front-desk');
    const rows = page.getByTestId('front-desk-arrivals').locator('tr[data-booking-id]');
    await expect.poll(() => rows.count()).toBe(2);
    for (let index = 0; index < 2; index += 1) {
      const row = rows.nth(index);
      const dates = row.locator('td.front-desk-dates');
      // Every piece of the dates inside its own cell, and clear of the badge beside it.
      expect(await dates.evaluate((cell) => cell.scrollWidth <= cell.clientWidth + 1)).toBe(true);
      const badge = (await row.locator('td').nth(3).locator(':scope > *').first().boundingBox())!;
      for (const span of await dates.locator('span').all()) expect(overlap((await span.boundingBox())!, badge)).toBe(false);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await session.screenshot(page, 'front-desk-1024');

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/hotel/bookings');
    const recent = page.getByTestId('recent-bookings-grid');
    await recent.locator('.ht_master tbody tr').first().waitFor();
    // The content spreads over the screen (less its margins), and Recent Bookings shows every column without scrolling sideways.
    expect((await page.locator('.console-content').boundingBox())!.width).toBeGreaterThan(1800);
    await expect
      .poll(() => recent.locator('.ht_master .wtHolder').evaluate((holder) => holder.scrollWidth - holder.clientWidth))
      .toBeLessThanOrEqual(1);
    await session.screenshot(page, 'bookings-1920');
  });

  it('Settings › Amenities has no serious contrast (or other) findings', async () => {
    const { page, hotel } = await session.signedInPage('contrast@harbor.test', { name: 'Harbor Inn' });
    // An active amenity and an inactive one (shown set apart, still readable).
    for (const amenity of [
      { name: 'Rooftop Pool', description: 'Heated, open 7am to 10pm', category: 'Recreation', icon: 'Waves', sortOrder: 2 },
      {
        name: 'Sauna',
        description: 'Closed for the winter',
        category: 'Recreation',
        icon: 'Waves',
        sortOrder: 3,
        isActive: false,
      },
    ]) {
      expect((await hotel.api.post('/api/amenities', amenity)).status).toBe(201);
    }
    await page.goto('/hotel/settings');
    await page.getByRole('tab', { name: 'Amenities' }).click();
    await page.getByRole('heading', { name: 'Hotel Amenities' }).waitFor();
    await page.getByRole('listitem', { name: 'Rooftop Pool' }).waitFor();
    await page.getByRole('listitem', { name: 'Sauna' }).getByText('Inactive').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'amenities-contrast');
  });
});
