import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../server/src/db/orm';
import { applyLicence } from '../../server/src/modules/licensing/licensing.service';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { recentRows, RECENT_COLUMNS } from './recent-grid';

const ROOMS = 15;
const STAYS_PER_ROOM = 100;
const BATCH = 500;

/** Daily stays of two nights, three days apart in each room (no overlaps): ROOMS × STAYS_PER_ROOM bookings. */
function stays(roomIds: number[]) {
  return roomIds.flatMap((roomId, room) =>
    Array.from({ length: STAYS_PER_ROOM }, (_, i) => ({
      roomId,
      guest: `Guest${room}, Stay${i}`,
      checkInDate: new Date(Date.UTC(2027, 0, 1 + i * 3)).toISOString().slice(0, 10),
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100.00',
      paidAmount: '0.00',
    })),
  );
}

describe.skipIf(!browserAvailable)('Recent Bookings over thousands of bookings', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('jumps to the oldest booking with Ctrl+End, reading its page and not the pages between', { timeout: 300_000 }, async () => {
    const { page, hotel } = await session.signedInPage('paging@recent.test', { name: 'Harbor Inn' });
    // Licensed: a demo hotel may save only 100 bookings.
    await applyLicence(session.app.orm.em as Em, hotel.id, 'PAGING-TEST', ROOMS);
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Standard',
      dailyRate: '100.00',
      weeklyRate: '500.00',
      monthlyRate: '1500.00',
    });
    expect(type.status).toBe(201);
    const roomIds: number[] = [];
    for (let n = 0; n < ROOMS; n++) {
      const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: String(101 + n), roomTypeId: type.body.id });
      expect(room.status).toBe(201);
      roomIds.push(room.body.id as number);
    }
    const all = stays(roomIds);
    for (let start = 0; start < all.length; start += BATCH) {
      const saved = await hotel.api.post('/api/hotel/bookings/batch', { bookings: all.slice(start, start + BATCH) });
      expect(saved.status).toBe(200);
    }
    const listed = await hotel.api.get('/api/hotel/bookings?limit=1&sort=id');
    const total = Number(listed.headers.get('x-total-count'));
    expect(total).toBe(ROOMS * STAYS_PER_ROOM);
    const oldest = (listed.body as { id: number; guest: string }[])[0]!;
    const newest = ((await hotel.api.get('/api/hotel/bookings?limit=1')).body as { id: number }[])[0]!;

    // Every read of the list, by its offset.
    const offsets: number[] = [];
    page.on('request', (request) => {
      const body = request.url().endsWith('/graphql')
        ? (request.postDataJSON() as { query?: string; variables?: { offset?: number } })
        : null;
      if (body?.query?.includes('query Bookings')) offsets.push(body.variables?.offset ?? 0);
    });
    await page.goto('/hotel/bookings', { timeout: 60_000 });
    const grid = page.getByTestId('recent-bookings-grid');
    await grid.locator('.ht_master tbody tr').first().waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('.recent-bookings-count').innerText()).toBe(`${total} bookings`);
    // The newest first, each row read.
    const first = (await recentRows(page))[0]!;
    expect(first[RECENT_COLUMNS.id]).toBe(`#${newest.id}`);

    // Ctrl+End from a cell: the last row, the oldest booking, read and shown.
    await grid.locator('.ht_master tbody tr td').nth(RECENT_COLUMNS.checkIn).click();
    const pressed = Date.now();
    await page.keyboard.press('Control+End');
    await expect
      .poll(async () => (await recentRows(page)).at(-1)?.slice(0, 3), { timeout: 10_000 })
      .toEqual([`#${oldest.id}`, '101', oldest.guest]);
    const waited = Date.now() - pressed;
    expect(waited, `from Ctrl+End to the oldest booking, ms`).toBeLessThan(5000);
    // A few pages read around the rows in view, not the thousands of bookings between.
    const read = new Set(offsets);
    expect(Math.max(...read)).toBeGreaterThan(total - 200);
    expect(read.size, `offsets read: ${[...read].join(', ')}`).toBeLessThanOrEqual(4);
    // No row of the last screen is left pending.
    expect((await recentRows(page)).every((cells) => cells[RECENT_COLUMNS.id]?.startsWith('#'))).toBe(true);

    // A paid amount typed on the oldest booking is saved and shown in its row, in place.
    const paid = grid
      .locator('.ht_master tbody tr')
      .last()
      .locator(`td[aria-colindex="${RECENT_COLUMNS.paid + 1}"]`);
    await paid.dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => ((await hotel.api.get(`/api/hotel/bookings/${oldest.id}`)).body as { paidAmount: string }).paidAmount)
      .toBe('50.00');
    await expect
      .poll(async () => (await recentRows(page)).find((cells) => cells[0] === `#${oldest.id}`)?.[RECENT_COLUMNS.paid])
      .toBe('$50.00');

    // The scroll bar dragged (or the wheel) to the end, no cell selected: the rows that come into view are read.
    await page.reload();
    await grid.locator('.ht_master tbody tr').first().waitFor({ timeout: 60_000 });
    await grid.locator('.ht_master .wtHolder').evaluate((holder) => (holder.scrollTop = holder.scrollHeight));
    await expect
      .poll(async () => (await recentRows(page)).at(-1)?.[RECENT_COLUMNS.id], { timeout: 10_000 })
      .toBe(`#${oldest.id}`);
  });
});
