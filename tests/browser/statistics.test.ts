import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES } from '../../core/schemas/date-range.schema';
import { STATISTICS_MESSAGES } from '../../core/schemas/statistics.schema';
import { todayInZone } from '../../core/stay-dates';
import { setClock } from '../../server/src/clock';
import type { ApiClient } from '../../server/src/testing/api-client';
import { addRooms, STANDARD, type SignedInHotel } from '../../server/src/testing/hotels';
import { invitePerson } from '../../server/src/testing/people';
import { pdfText, renderPageToPng } from '../../server/src/testing/pdf-documents';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * The Reports tab's Statistics (issue 25) over a hotel computed by hand, as the API test of the statistics
 * (server/src/modules/reports/statistics.routes.test.ts) has it. Four rooms, 101 to 104, at the default
 * taxes (8% and 5%):
 * - 102 from 03/10/26, 3 nights at 100.01: 300.03 of room revenue, 24.00 and 15.00 of tax;
 * - 103 from 03/12/26, 2 nights, cancelled: in no figure;
 * - 104 blocked 03/20 to 03/23: 3 nights out of order, still available;
 * - 101 from 03/30/26, 4 nights at 100.00, checked in: two nights in March, two in April, and 25.00 of
 *   parking dated 04/01; the night audit closes 03/30 to 04/01.
 * March: 4 rooms × 31 nights = 124 available, 3 + 2 = 5 sold, occupancy 5 ÷ 124 = 4.03% → 4.0%, room revenue
 * 300.03 + 200.00 = 500.03, ADR 500.03 ÷ 5 = 100.006 → 100.01, RevPAR 500.03 ÷ 124 = 4.03.
 * April to the 30th: 120 available, 2 sold (1.7%), 200.00 at an ADR of 100.00, RevPAR 200.00 ÷ 120 = 1.67.
 */
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Tab (and no mouse) until `target` has the focus: a bounded walk through the page in its tab order. */
async function tabTo(page: Page, target: Locator) {
  await target.waitFor();
  for (let presses = 0; presses < 60; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), 'reached by Tab').toBe(true);
}

/**
 * Shift+Tab back to `target` (past a grid, which keeps Tab for its cells), onto its first part: a date input
 * is entered from the end on its year, so go one step past it and come back forwards.
 */
async function tabBackTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 30 && !(await isFocused(target)); presses++) await page.keyboard.press('Shift+Tab');
  for (let presses = 0; presses < 5 && (await isFocused(target)); presses++) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await isFocused(target), 'reached by Shift+Tab').toBe(true);
}

/** Types a date into the focused date input as a US clerk does: month, day, then year. */
async function typeDate(page: Page, date: string) {
  const [year, month, day] = date.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
}

async function expectStatus(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as { id: number };
}

async function seedHotel(hotel: SignedInHotel) {
  const rooms = await addRooms(hotel, STANDARD, ['101', '102', '103', '104']);
  const book = (room: string, guest: string, checkInDate: string, nights: number, amount: string) =>
    expectStatus(
      hotel.api.post('/api/hotel/bookings', {
        roomId: rooms[room],
        guest,
        checkInDate,
        rateType: 'Daily',
        nights,
        dailyWeeklyAmount: amount,
        paidAmount: '0',
      }),
      201,
    );
  setClock(noonOn('2026-03-01'));
  await book('102', 'Hopper, Grace', '2026-03-10', 3, '100.01');
  const cancelled = await book('103', 'Turing, Alan', '2026-03-12', 2, '100.00');
  await expectStatus(hotel.api.post(`/api/hotel/bookings/${cancelled.id}/cancel`, { reason: 'Plans changed' }));
  await expectStatus(
    hotel.api.post('/api/hotel/room-blocks', {
      roomId: rooms['104'],
      startDate: '2026-03-20',
      endDate: '2026-03-23',
      reason: 'Paint',
    }),
    201,
  );
  const ada = await book('101', 'Lovelace, Ada', '2026-03-30', 4, '100.00');
  setClock(noonOn('2026-03-30'));
  await expectStatus(hotel.api.post(`/api/hotel/bookings/${ada.id}/check-in`, {}));
  await expectStatus(
    hotel.api.post(`/api/hotel/bookings/${ada.id}/charges`, { description: 'Parking', amount: '25.00', date: '2026-04-01' }),
    201,
  );
  setClock(noonOn('2026-04-05'));
  await expectStatus(hotel.api.post('/api/hotel/night-audit', { date: '2026-03-30' }));
  await expectStatus(hotel.api.post('/api/hotel/night-audit', { through: '2026-04-01' }));
  setClock(null);
}

/** Each row of the grid as its cells' text. */
const gridRows = (grid: Locator) =>
  grid
    .locator('.ht_master tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));

describe.skipIf(!browserAvailable)('the Statistics view of the Reports tab in the browser', () => {
  let session: BrowserSession;
  let page: Page;
  let hotel: SignedInHotel;

  beforeAll(async () => {
    session = await startBrowserSession();
    ({ page, hotel } = await session.signedInPage('owner@ternbay.test', { name: 'Tern Bay Inn' }));
    await seedHotel(hotel);
  });
  afterAll(async () => {
    setClock(null);
    await session?.close();
  });

  it('opens with the keyboard, refuses a bad range in the form, and shows the months computed by hand', async () => {
    const statisticsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('query Statistics')) {
        statisticsRequests.push(request.postData()!);
      }
    });
    await page.goto('/hotel/reports', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Financial Reports' }).waitFor({ timeout: 60_000 });

    // Reports → Statistics: Tab to the views' tab list, then the arrow key, as the tabs pattern has it.
    const tabs = page.getByRole('tablist', { name: 'Reports' });
    await tabTo(page, tabs.getByRole('tab', { name: 'Revenue' }));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).toBe('true');
    await page.waitForURL('**/hotel/reports?tab=statistics');
    await page.getByText('Occupancy, ADR and RevPAR by the night, in USD').waitFor();

    // It opens on the last twelve months by month, this one to date on the hotel's clock (New York).
    const from = page.getByLabel('From');
    const to = page.getByLabel('To', { exact: true });
    const groupBy = page.getByLabel('Group by');
    const today = todayInZone('America/New_York');
    expect(await to.inputValue()).toBe(today);
    expect(await from.inputValue()).toMatch(/^\d{4}-\d{2}-01$/);
    expect(await groupBy.inputValue()).toBe('month');
    const grid = page.getByTestId('statistics-grid');
    await grid.locator('.ht_master tbody tr').filter({ hasText: 'TOTAL' }).waitFor();
    expect((await gridRows(grid)).length).toBe(13);
    await expect.poll(() => statisticsRequests.length).toBe(1);

    // A range out of order, then one over 3 years: each said under To, and nothing asked of the server.
    await tabTo(page, from);
    await typeDate(page, '2026-05-01');
    await tabTo(page, to);
    await typeDate(page, '2026-04-30');
    await tabTo(page, page.getByRole('button', { name: 'Show Statistics' }));
    await page.keyboard.press('Enter');
    await page.getByText(DATE_RANGE_MESSAGES.order).waitFor();
    await expect.poll(() => isFocused(to)).toBe(true);
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await typeDate(page, '2029-05-01');
    await page.getByText(STATISTICS_MESSAGES.span).waitFor();
    expect(await page.getByText(DATE_RANGE_MESSAGES.order).count()).toBe(0);
    await page.keyboard.press('Enter');
    await page.getByText(STATISTICS_MESSAGES.span).waitFor();
    expect(statisticsRequests.length).toBe(1);

    // March and April 2026, by month.
    await tabBackTo(page, from);
    await typeDate(page, '2026-03-01');
    await tabTo(page, to);
    await typeDate(page, '2026-04-30');
    expect(await page.getByText(STATISTICS_MESSAGES.span).count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => gridRows(grid))
      .toEqual([
        ['Mar 2026', '124', '5', '3', '4.0%', '$100.01', '$4.03', '$500.03', '$40.00', '$25.00', '$0.00', 'Open'],
        ['Apr 2026', '120', '2', '0', '1.7%', '$100.00', '$1.67', '$200.00', '$16.00', '$10.00', '$25.00', 'Open'],
        ['TOTAL', '244', '7', '3', '2.9%', '$100.00', '$2.87', '$700.03', '$56.00', '$35.00', '$25.00', 'Open'],
      ]);
    expect(statisticsRequests).toHaveLength(2);
    expect(statisticsRequests[1]).toContain('"from":"2026-03-01","to":"2026-04-30","groupBy":"month"');
    const headers = await grid.locator('.ht_master thead th').allTextContents();
    expect(headers.map((text) => text.trim())).toEqual([
      'Period',
      'Available',
      'Sold',
      'Out of Order',
      'Occupancy',
      'ADR',
      'RevPAR',
      'Room Revenue',
      'Tax 1',
      'Tax 2',
      'Extras',
      'Books',
    ]);

    // The chart: its name and its description in words, and each month's bar titled with its figures.
    const chart = page.getByRole('img', { name: 'Occupancy and ADR by month, 03/01/26 to 04/30/26' });
    const described = await chart.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(
      'Occupancy from 1.7% (Apr 2026) to 4.0% (Mar 2026); ADR from $100.00 (Apr 2026) to $100.01 (Mar 2026).',
    );
    expect(await chart.locator('.statistics-chart-period title').allTextContents()).toEqual([
      'Mar 2026: occupancy 4.0%, ADR $100.01',
      'Apr 2026: occupancy 1.7%, ADR $100.00',
    ]);
    expect(await chart.locator('.statistics-chart-occupancy').count()).toBe(2);
    expect(await chart.locator('.statistics-chart-adr-dot').count()).toBe(2);

    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      // From the top: a full-page shot taken scrolled down draws the sticky tab bar over the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await session.screenshot(page, `statistics-${width}`);
    }
    // At 1024 px the columns are wider than the card: the grid scrolls sideways inside it, Period kept.
    expect(await grid.locator('.ht_clone_inline_start tbody tr').first().textContent()).toBe('Mar 2026');
    expect(await seriousViolations(page)).toEqual([]);

    // The PDF link downloads the server's document of the range shown, which reads back to the same figures.
    const exports = page.getByRole('group', { name: 'Export statistics' });
    const [pdf] = await Promise.all([page.waitForEvent('download'), exports.getByRole('link', { name: 'PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('innkeep-statistics-2026-03-01-2026-04-30.pdf');
    const bytes = readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Tern Bay Inn');
    expect(text).toContain('03/01/26 to 04/30/26, by the night');
    expect(text).toContain('2026-03 * 124 5 3 4.0% $100.01 $4.03 $500.03 $40.00 $25.00 $0.00');
    expect(text).toContain('2026-04 * 120 2 0 1.7% $100.00 $1.67 $200.00 $16.00 $10.00 $25.00');
    expect(text).toContain('Total 244 7 3 2.9% $100.00 $2.87 $700.03 $56.00 $35.00 $25.00');
    renderPageToPng(bytes, 'statistics-browser-download');

    const [csv] = await Promise.all([page.waitForEvent('download'), exports.getByRole('link', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('innkeep-statistics-2026-03-01-2026-04-30.csv');
    expect(readFileSync((await csv.path())!, 'utf8').split('\r\n')).toEqual([
      '\uFEFFPeriod,Available,Sold,Out of order,Occupancy,ADR,RevPAR,Room revenue,Tax 1,Tax 2,Extras,Books',
      '2026-03,124,5,3,4.0,100.01,4.03,500.03,40.00,25.00,0.00,Open',
      '2026-04,120,2,0,1.7,100.00,1.67,200.00,16.00,10.00,25.00,Open',
      'TOTAL,244,7,3,2.9,100.00,2.87,700.03,56.00,35.00,25.00,Open',
      '',
    ]);
  });

  it('shows the days around the audit by day, the closed ones marked, and a cut month by its days', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/hotel/reports?tab=statistics', { timeout: 60_000 });
    const grid = page.getByTestId('statistics-grid');
    await grid.locator('.ht_master tbody tr').filter({ hasText: 'TOTAL' }).waitFor({ timeout: 60_000 });
    const from = page.getByLabel('From');
    const to = page.getByLabel('To', { exact: true });
    const groupBy = page.getByLabel('Group by');
    const show = page.getByRole('button', { name: 'Show Statistics' });
    await tabTo(page, from);
    await typeDate(page, '2026-03-29');
    await tabTo(page, to);
    await typeDate(page, '2026-04-02');
    await tabTo(page, groupBy);
    // A native select takes the first letter of its option.
    await page.keyboard.press('d');
    expect(await groupBy.inputValue()).toBe('day');
    await tabTo(page, show);
    await page.keyboard.press('Enter');
    const night = ['4', '1', '0', '25.0%', '$100.00', '$25.00', '$100.00', '$8.00', '$5.00'];
    await expect
      .poll(() => gridRows(grid))
      .toEqual([
        ['Sun 03/29/26', '4', '0', '0', '0.0%', '$0.00', '$0.00', '$0.00', '$0.00', '$0.00', '$0.00', 'Open'],
        ['Mon 03/30/26', ...night, '$0.00', 'Closed'],
        ['Tue 03/31/26', ...night, '$0.00', 'Closed'],
        ['Wed 04/01/26', ...night, '$25.00', 'Closed'],
        ['Thu 04/02/26', ...night, '$0.00', 'Open'],
        ['TOTAL', '20', '4', '0', '20.0%', '$100.00', '$20.00', '$400.00', '$32.00', '$20.00', '$25.00', 'Open'],
      ]);
    const chart = page.getByRole('img', { name: 'Occupancy and ADR by day, 03/29/26 to 04/02/26' });
    // A day that sold nothing has no rate: no bar, no ADR point, and the line starts on the next day.
    expect(await chart.locator('.statistics-chart-occupancy').count()).toBe(4);
    expect(await chart.locator('.statistics-chart-adr-dot').count()).toBe(4);
    expect(await chart.locator('.statistics-chart-period title').first().textContent()).toBe(
      'Sun 03/29/26: occupancy 0.0%, ADR none (no room sold)',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await session.screenshot(page, 'statistics-by-day');

    // A range that cuts its months counts only their days inside it, and says so.
    await tabBackTo(page, from);
    await typeDate(page, '2026-03-30');
    await tabTo(page, to);
    await typeDate(page, '2026-04-01');
    await tabTo(page, groupBy);
    await page.keyboard.press('m');
    await tabTo(page, show);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await gridRows(grid)).map((row) => [row[0], row[1], row[2], row.at(-1)]))
      .toEqual([
        ['Mar 30–31, 2026', '8', '2', 'Closed'],
        ['Apr 1, 2026', '4', '1', 'Closed'],
        ['TOTAL', '12', '3', 'Closed'],
      ]);

    // Four months by day scroll inside the grid, their TOTAL kept in view at its foot.
    await tabBackTo(page, from);
    await typeDate(page, '2026-01-01');
    await tabTo(page, to);
    await typeDate(page, '2026-04-30');
    await tabTo(page, groupBy);
    await page.keyboard.press('d');
    await tabTo(page, show);
    await page.keyboard.press('Enter');
    const pinned = grid.locator('.ht_clone_bottom tbody tr').filter({ hasText: 'TOTAL' });
    await expect
      .poll(() => pinned.evaluate((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent)))
      .toEqual(['TOTAL', '480', '7', '3', '1.5%', '$100.00', '$1.46', '$700.03', '$56.00', '$35.00', '$25.00', 'Open']);
    expect(await pinned.isVisible()).toBe(true);
    expect(await grid.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(600);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await session.screenshot(page, 'statistics-by-day-long');
  });

  it('is a Manager’s too, and not the Front Desk’s', async () => {
    const pageOf = async (api: ApiClient) => {
      const signedIn = await session.newPage();
      const cookie = api.sessionCookie()!;
      await signedIn.context().addCookies([{ ...cookie, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
      return signedIn;
    };
    const manager = await invitePerson(session.app, hotel.api, { name: 'Max Berg', email: 'max@ternbay.test', role: 'Manager' });
    const clerk = await invitePerson(session.app, hotel.api, {
      name: 'Rosa Marin',
      email: 'rosa@ternbay.test',
      role: 'Front Desk',
    });
    const query = 'from=2026-03-01&to=2026-04-30&groupBy=month';

    const max = await pageOf(manager.api);
    await max.goto('/hotel/reports?tab=statistics', { timeout: 60_000 });
    await max.getByRole('tab', { name: 'Statistics', selected: true }).waitFor({ timeout: 60_000 });
    const csv = await max.request.get(`/api/hotel/reports/statistics.csv?${query}`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('TOTAL,244,7,3,2.9,100.00,2.87,700.03,56.00,35.00,25.00,Open');

    const rosa = await pageOf(clerk.api);
    await rosa.goto('/hotel/reports?tab=statistics', { timeout: 60_000 });
    await rosa.getByRole('heading', { name: 'Access Denied' }).waitFor({ timeout: 60_000 });
    await rosa.getByText('Your role (Front Desk) does not allow this screen.').waitFor();
    expect(await rosa.getByRole('tab', { name: 'Statistics' }).count()).toBe(0);
    for (const path of [
      '/api/hotel/reports/statistics',
      '/api/hotel/reports/statistics.pdf',
      '/api/hotel/reports/statistics.csv',
    ]) {
      const refused = await rosa.request.get(`${path}?${query}`);
      expect({ path, status: refused.status() }).toEqual({ path, status: 403 });
    }
  });
});
