import { addDays, formatShortUs } from '@core/stay-dates';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { ENTRY } from './entry-columns';
import { cursorColumn, entryRows } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { recentRow, recentRows, RECENT_COLUMNS } from './recent-grid';

/** A list of the Front Desk by its title (Arrivals, Departures, In House). */
const list = (page: Page, key: 'arrivals' | 'departures' | 'inHouse') => page.getByTestId(`front-desk-${key}`);

/** A booking's row in one list, by its id. */
const row = (page: Page, key: 'arrivals' | 'departures' | 'inHouse', id: number) =>
  list(page, key).locator(`tr[data-booking-id="${id}"]`);

const cells = async (locator: Locator) => (await locator.locator('td').allInnerTexts()).map((text) => text.trim());

async function toast(page: Page, text: string) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
}

async function stayStatusOf(hotel: SignedInHotel, id: number): Promise<string> {
  const response = await hotel.api.get(`/api/hotel/bookings/${id}`);
  expect(response.status).toBe(200);
  return response.body.stayStatus as string;
}

describe.skipIf(!browserAvailable)('the Front Desk in the browser', () => {
  let session: BrowserSession;
  let page: Page;
  let hotel: SignedInHotel;
  let today: string;
  const rooms: Record<string, number> = {};
  const ids: Record<'ada' | 'grace' | 'alan', number> = { ada: 0, grace: 0, alan: 0 };

  const book = async (room: string, guest: string, checkInDate: string, nights: number) => {
    const response = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms[room],
      guest,
      checkInDate,
      rateType: 'Daily',
      nights,
      dailyWeeklyAmount: '100.00',
      paidAmount: '0',
    });
    expect(response.status).toBe(201);
    return response.body.id as number;
  };

  beforeAll(async () => {
    session = await startBrowserSession();
    ({ page, hotel } = await session.signedInPage('desk@harbor.test', { name: 'Harbor Inn' }));
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Standard',
      dailyRate: '100.00',
      weeklyRate: '500.00',
      monthlyRate: '1500.00',
    });
    expect(type.status).toBe(201);
    for (const roomNumber of ['101', '102', '103']) {
      const room = await hotel.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: type.body.id });
      expect(room.status).toBe(201);
      rooms[roomNumber] = room.body.id as number;
    }
    // The hotel's today (its timezone), as the front desk reads it.
    today = (await hotel.api.get('/api/hotel/front-desk')).body.date as string;
    ids.ada = await book('101', 'Lovelace, Ada', today, 2); // 200 + 16 + 10 = 226.00
    ids.grace = await book('102', 'Hopper, Grace', today, 1); // 100 + 8 + 5 = 113.00, leaves tomorrow
    ids.alan = await book('103', 'Turing, Alan', addDays(today, 3), 2);
    expect((await hotel.api.post(`/api/hotel/bookings/${ids.grace}/check-in`, {})).status).toBe(200);
  });
  afterAll(async () => session?.close());

  it('checks an arrival in with the keyboard alone: Tab to the row, Enter', async () => {
    await page.goto('/hotel/front-desk', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Front Desk' }).waitFor({ timeout: 60_000 });
    await page.getByText('Enter on a row checks in an arrival or checks out a guest in house').waitFor();
    const ada = row(page, 'arrivals', ids.ada);
    // The lists arrive after the page shows.
    await expect
      .poll(() => cells(ada))
      .toEqual([
        '101',
        `Lovelace, Ada\n#${ids.ada}`,
        `${formatShortUs(today)} – ${formatShortUs(addDays(today, 2))} (2 nights)`,
        'Reserved',
        '$226.00',
        expect.stringContaining('Check in'),
      ]);
    // The tab bar has Front Desk first after the dashboard, and the Night Audit beside it (issue 25).
    const tabs = await page.getByRole('navigation', { name: 'Hotel console' }).getByRole('link').allInnerTexts();
    expect(tabs.slice(0, 4)).toEqual(['Dashboard', 'Front Desk', 'Night Audit', 'Bookings']);
    await session.screenshot(page, 'front-desk');

    // Tab from the top of the page until Ada's row has the focus (a bounded walk: no mouse at all).
    await page.locator('body').focus();
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      if (await ada.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await ada.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await ada.getAttribute('aria-label')).toBe('Room 101, Lovelace, Ada, Reserved: Enter to check in');
    await page.keyboard.press('Enter');
    await toast(page, 'Lovelace, Ada checked in to room 101');
    await expect.poll(async () => (await cells(ada))[3]).toBe('Checked In');
    expect(await stayStatusOf(hotel, ids.ada)).toBe('Checked In');
    // Checked in, the arrival offers no second Enter (it would not check the guest straight out).
    expect(await ada.getByRole('button', { name: /Check (in|out)/ }).count()).toBe(0);
    // In house tonight, both guests, each with Check out.
    await expect.poll(() => cells(row(page, 'inHouse', ids.ada))).toContain('Checked In');
    await row(page, 'inHouse', ids.grace)
      .getByRole('button', { name: `Check out booking #${ids.grace}` })
      .waitFor();
    await session.screenshot(page, 'front-desk-checked-in');
  });

  it("refuses a check-out with the balance due, then checks out anyway; tomorrow's departures", async () => {
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect.poll(() => page.getByLabel('Date', { exact: true }).inputValue()).toBe(addDays(today, 1));
    const grace = row(page, 'departures', ids.grace);
    // The next day's lists arrive after the date shows.
    await expect
      .poll(() => cells(grace))
      .toEqual([
        '102',
        `Hopper, Grace\n#${ids.grace}`,
        `${formatShortUs(today)} – ${formatShortUs(addDays(today, 1))} (1 night)`,
        'Checked In',
        '$113.00',
        expect.stringContaining('Check out'),
      ]);
    await grace.getByRole('button', { name: `Check out booking #${ids.grace}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Balance due' });
    await dialog.getByText('Balance due: $113.00').waitFor();
    await session.screenshot(page, 'front-desk-balance-due');
    expect(await stayStatusOf(hotel, ids.grace)).toBe('Checked In');
    await dialog.getByRole('button', { name: 'Check out anyway' }).click();
    await toast(page, 'Hopper, Grace checked out of room 102');
    await expect.poll(async () => (await cells(grace))[3]).toBe('Checked Out');
    expect(await dialog.isVisible()).toBe(false);
    expect(await stayStatusOf(hotel, ids.grace)).toBe('Checked Out');
    // Still owed: the balance stays on the row.
    await expect.poll(() => cells(grace)).toContain('$113.00');
  });

  it('cancels an arrival with a reason, which frees the room for a new booking made in the entry row', async () => {
    const arrival = addDays(today, 3);
    await page.getByLabel('Date', { exact: true }).fill(arrival);
    const alan = row(page, 'arrivals', ids.alan);
    await alan.getByRole('button', { name: `Cancel booking #${ids.alan}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByLabel('Reason (optional)').fill('Guest called: flight cancelled');
    await session.screenshot(page, 'front-desk-cancel');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await toast(page, `Booking #${ids.alan} cancelled; room 103 is free for those dates`);
    // Gone from the lists (the record stays, cancelled).
    await alan.waitFor({ state: 'detached' });
    await list(page, 'arrivals').getByText('No arrivals on this date.').waitFor();
    expect(await stayStatusOf(hotel, ids.alan)).toBe('Cancelled');

    // The same room and dates through the Bookings entry row: room 103, a new guest, the arrival, 2 nights.
    await page.goto('/hotel/bookings');
    await page.getByRole('heading', { name: 'Bookings Management' }).waitFor();
    await entryRows(page).first().locator('td').first().waitFor();
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
    await page.keyboard.type('103');
    await page.keyboard.press('Tab');
    await page.keyboard.type('hedy lamarr');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.type(
      formatShortUs(arrival)
        .replace(/\//g, '')
        .replace(/(\d\d)$/, '20$1'),
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, 'Booking created and guest Hedy Lamarr added to database');
    const all = (await hotel.api.get('/api/hotel/bookings')).body as {
      id: number;
      roomId: number;
      checkInDate: string;
      stayStatus: string;
    }[];
    const onRoom = all
      .filter((booking) => booking.roomId === rooms['103'])
      .map((booking) => [booking.checkInDate, booking.stayStatus]);
    expect(onRoom.sort()).toEqual([
      [arrival, 'Cancelled'],
      [arrival, 'Reserved'],
    ]);

    // Recent Bookings shows each stay's status, and filters by it.
    await expect.poll(async () => (await recentRow(page, ids.alan))?.[RECENT_COLUMNS.stay]).toBe('Cancelled');
    expect((await recentRow(page, ids.ada))?.[RECENT_COLUMNS.stay]).toBe('Checked In');
    await page.getByLabel('Stay status').selectOption('Cancelled');
    await expect.poll(async () => (await recentRows(page)).map((cells) => cells[RECENT_COLUMNS.id])).toEqual([`#${ids.alan}`]);
    await session.screenshot(page, 'recent-bookings-stay-filter');
  });

  it('fits a phone: nothing cut off, every button in reach', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/hotel/front-desk');
    const ada = row(page, 'inHouse', ids.ada);
    await ada.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const button = ada.getByRole('button', { name: `Check out booking #${ids.ada}` });
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    for (const key of ['arrivals', 'departures', 'inHouse'] as const) {
      expect(await list(page, key).evaluate((card) => card.scrollWidth <= card.clientWidth + 1)).toBe(true);
    }
    await session.screenshot(page, 'front-desk-phone');
  });
});
