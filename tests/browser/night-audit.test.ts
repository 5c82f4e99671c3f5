import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../server/src/clock';
import { addRooms, STANDARD, type SignedInHotel } from '../../server/src/testing/hotels';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * The Night Audit screen (issue 25) on the server's clock, which the test sets (the server runs in this
 * process): stays booked and checked in on 03/07/26, 03/07 closed through the API on 03/08, and the desk at
 * work on 03/10, two ended days open. The hotel is in America/New_York; every stay is a Standard at 100.00 a
 * night with the default taxes, 8.00 of Tax 1 and 5.00 of Tax 2 a night.
 */
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

async function toast(page: Page, text: string) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Tab (and no mouse) until `target` has the focus: a bounded walk through the page in its tab order. */
async function tabTo(page: Page, target: Locator) {
  await target.waitFor();
  for (let presses = 0; presses < 80; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), 'reached by Tab').toBe(true);
}

async function bookAs(hotel: SignedInHotel, room: number, guest: string, checkInDate: string, nights: number) {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: room,
    guest,
    checkInDate,
    rateType: 'Daily',
    nights,
    dailyWeeklyAmount: '100.00',
    paidAmount: '0',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as number;
}

async function checkIn(hotel: SignedInHotel, id: number) {
  const response = await hotel.api.post(`/api/hotel/bookings/${id}/check-in`, {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe.skipIf(!browserAvailable)('the Night Audit screen in the browser', () => {
  let session: BrowserSession;
  let page: Page;
  let hotel: SignedInHotel;
  const ids = { lovelace: 0, babbage: 0, hopper: 0, turing: 0 };

  beforeAll(async () => {
    session = await startBrowserSession();
    ({ page, hotel } = await session.signedInPage('audit@gullrock.test', { name: 'Gull Rock Inn' }));
    const rooms = await addRooms(hotel, STANDARD, ['101', '102', '103', '104']);
    setClock(noonOn('2026-03-07'));
    // Two departures of 03/08 checked in on 03/07, and two arrivals of 03/08 never checked in.
    ids.hopper = await bookAs(hotel, rooms['102']!, 'Hopper, Grace', '2026-03-07', 1);
    ids.turing = await bookAs(hotel, rooms['104']!, 'Turing, Alan', '2026-03-07', 1);
    await checkIn(hotel, ids.hopper);
    await checkIn(hotel, ids.turing);
    ids.lovelace = await bookAs(hotel, rooms['101']!, 'Lovelace, Ada', '2026-03-08', 3);
    ids.babbage = await bookAs(hotel, rooms['103']!, 'Babbage, Charles', '2026-03-08', 2);
    // The books start on 03/07 (both guests in house, nothing hanging).
    setClock(noonOn('2026-03-08'));
    const first = await hotel.api.post('/api/hotel/night-audit', { date: '2026-03-07' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
  });
  afterEach(() => setClock(null));
  afterAll(async () => {
    setClock(null);
    await session?.close();
  });

  it('shows the business date on the dashboard, and the ended days waiting, linking to the screen', async () => {
    setClock(noonOn('2026-03-10'));
    await page.goto('/hotel', { timeout: 60_000 });
    await page.getByText('Business date 03/08/26').waitFor({ timeout: 60_000 });
    const warning = page.getByRole('link', { name: '2 days are waiting for the night audit' });
    await session.screenshot(page, 'night-audit-dashboard');
    await warning.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/hotel/night-audit');
    await page.getByRole('heading', { name: 'Business date 03/08/26' }).waitFor();
  });

  it('settles an arrival and a departure of each kind with the keyboard, closes the day and shows its report', async () => {
    setClock(noonOn('2026-03-10'));
    await page.goto('/hotel/night-audit', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Business date 03/08/26' }).waitFor({ timeout: 60_000 });
    const tab = page.getByRole('navigation', { name: 'Hotel console' }).getByRole('link', { name: 'Night Audit' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    await page.getByText('Last closed: 03/07/26').waitFor();
    await page.getByText('2 days are waiting for the night audit').waitFor();
    await page.getByRole('heading', { name: '4 stays stop 03/08/26 from closing' }).waitFor();
    const problems = page.locator('.night-audit-problem-message');
    expect(await problems.allInnerTexts()).toEqual([
      `Booking #${ids.hopper} (Hopper, Grace, room 102) was due to leave on 03/08/26 and is still Checked In`,
      `Booking #${ids.turing} (Turing, Alan, room 104) was due to leave on 03/08/26 and is still Checked In`,
      `Booking #${ids.lovelace} (Lovelace, Ada, room 101) was due to arrive on 03/08/26 and is still Reserved`,
      `Booking #${ids.babbage} (Babbage, Charles, room 103) was due to arrive on 03/08/26 and is still Reserved`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'night-audit-problems');

    // Closing now is refused with the server's sentence.
    await tabTo(page, page.getByRole('button', { name: 'Close the day' }));
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: '03/08/26 cannot be closed: 4 problems' }).waitFor();

    // An arrival checks in (its last night, 03/10, is not over).
    await page.locator('body').focus();
    await tabTo(page, page.getByRole('button', { name: `Check in: booking #${ids.lovelace}` }));
    await page.keyboard.press('Enter');
    await toast(page, 'Lovelace, Ada checked in to room 101');
    await page.getByRole('heading', { name: '3 stays stop 03/08/26 from closing' }).waitFor();
    // The refusal's sentence is gone with the problem it named.
    expect(await page.locator('.night-audit-error').count()).toBe(0);

    // The keyboard stays in the list: on the problem that took the settled one's place.
    await expect.poll(() => isFocused(page.getByRole('button', { name: `Check in: booking #${ids.babbage}` }))).toBe(true);

    // An arrival that never came is a no-show.
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('button', { name: `Mark no-show: booking #${ids.babbage}` }))).toBe(true);
    await page.keyboard.press('Enter');
    await toast(page, `Booking #${ids.babbage} marked a no-show; room 103 is free`);
    await page.getByRole('heading', { name: '2 stays stop 03/08/26 from closing' }).waitFor();

    // A departure owing money: the Front Desk's rule, a balance due asks first.
    await tabTo(page, page.getByRole('button', { name: `Check out: booking #${ids.hopper}` }));
    await page.keyboard.press('Enter');
    const balance = page.getByRole('dialog', { name: 'Balance due' });
    await balance.getByText('Balance due: $113.00').waitFor();
    await tabTo(page, balance.getByRole('button', { name: 'Check out anyway' }));
    await page.keyboard.press('Enter');
    await toast(page, 'Hopper, Grace checked out of room 102');
    await page.getByRole('heading', { name: '1 stay stops 03/08/26 from closing' }).waitFor();

    // A guest staying on: one more night.
    await tabTo(page, page.getByRole('button', { name: `Extend one night: booking #${ids.turing}` }));
    await page.keyboard.press('Enter');
    await toast(page, `Booking #${ids.turing} now leaves on 03/09/26`);
    await page.getByRole('heading', { name: 'Nothing stops 03/08/26 from closing' }).waitFor();
    // Nothing left to settle: the keyboard is on Close the day.
    await expect.poll(() => isFocused(page.getByRole('button', { name: 'Close the day' }))).toBe(true);

    const statuses = await Promise.all(
      [ids.lovelace, ids.babbage, ids.hopper].map(
        async (id) => (await hotel.api.get(`/api/hotel/bookings/${id}`)).body.stayStatus,
      ),
    );
    expect(statuses).toEqual(['Checked In', 'No Show', 'Checked Out']);
    expect((await hotel.api.get(`/api/hotel/bookings/${ids.turing}`)).body.checkOutDate).toBe('2026-03-09');

    await tabTo(page, page.getByRole('button', { name: 'Close the day' }));
    await page.keyboard.press('Enter');
    await toast(page, '03/08/26 is closed');

    // The closed day's report as it was kept: Ada and Alan in house (2 of 4 rooms), a night each.
    const report = page.getByRole('region', { name: 'Closed 03/08/26 by Gull Rock Inn' });
    await report.waitFor();
    const figures = async (label: string) =>
      (await report.locator(`[aria-label="${label}"] dd`).allInnerTexts()).map((text) => text.trim());
    await expect.poll(() => figures('The day at the desk')).toEqual(['1', '1', '2', '50.0%']);
    expect(await figures('Revenue of the night')).toEqual(['$200.00', '$26.00', '$0.00']);
    const kept = (await hotel.api.get('/api/hotel/reports/daily/2026-03-08')).body;
    expect(kept).toMatchObject({ closed: true, closedBy: 'Gull Rock Inn', roomRevenue: '200.00', taxes: '26.00', inHouse: 2 });
    const pdf = report.getByRole('link', { name: 'Download the PDF' });
    expect(await pdf.getAttribute('href')).toBe('/api/hotel/reports/daily/2026-03-08/pdf');
    const file = await page.request.get('/api/hotel/reports/daily/2026-03-08/pdf');
    expect({ status: file.status(), type: file.headers()['content-type'] }).toEqual({ status: 200, type: 'application/pdf' });

    // The next day is the business date: Alan now leaves on 03/09 and is still in.
    await page.getByRole('heading', { name: 'Business date 03/09/26' }).waitFor();
    await page.getByRole('heading', { name: '1 stay stops 03/09/26 from closing' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await session.screenshot(page, 'night-audit-closed');
    await page.setViewportSize({ width: 390, height: 844 });
    await session.screenshot(page, 'night-audit-closed-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("offers the hotel's yesterday to start the books, and names the problems a first close is refused with", async () => {
    setClock(noonOn('2026-03-10'));
    const fresh = await session.signedInPage('first@gullrock.test', { name: 'Puffin Inn' });
    const rooms = await addRooms(fresh.hotel, STANDARD, ['201']);
    const ada = await bookAs(fresh.hotel, rooms['201']!, 'Lovelace, Ada', '2026-03-09', 2);
    const first = fresh.page;
    await first.goto('/hotel/night-audit', { timeout: 60_000 });
    await first.getByRole('heading', { name: 'Start the books' }).waitFor({ timeout: 60_000 });
    await first.getByText('The first day you close starts the books').waitFor();
    expect(await first.getByLabel('First day to close').inputValue()).toBe('2026-03-09');
    expect(await seriousViolations(first)).toEqual([]);
    await session.screenshot(first, 'night-audit-first');

    await tabTo(first, first.getByRole('button', { name: 'Close the day' }));
    await first.keyboard.press('Enter');
    await first.getByRole('alert').filter({ hasText: '03/09/26 cannot be closed: 1 problem' }).waitFor();
    await first
      .getByText(`Booking #${ada} (Lovelace, Ada, room 201) was due to arrive on 03/09/26 and is still Reserved`)
      .waitFor();
    await tabTo(first, first.getByRole('button', { name: `Check in: booking #${ada}` }));
    await first.keyboard.press('Enter');
    await toast(first, 'Lovelace, Ada checked in to room 201');
    await tabTo(first, first.getByRole('button', { name: 'Close the day' }));
    await first.keyboard.press('Enter');
    await first.getByRole('region', { name: 'Closed 03/09/26 by Puffin Inn' }).waitFor();
    // 03/10 is the hotel's today: it waits for midnight.
    await first.getByRole('heading', { name: 'Business date 03/10/26' }).waitFor();
    await first.getByText('03/10/26 is today: it can close once it has ended, after midnight.').waitFor();
    expect(await first.getByRole('button', { name: 'Close the day' }).isDisabled()).toBe(true);
  });
});
