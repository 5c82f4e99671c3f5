import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../server/src/clock';
import { addRooms, STANDARD, type SignedInHotel } from '../../server/src/testing/hotels';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * Closed days on the folio (issue 25), on the server's clock, which the test sets (the server runs in this
 * process). Ada stays in room 101 from 11/25/26 for three nights at 100.00 (8.00 of Tax 1 and 5.00 of Tax 2 a
 * night), paid 50.00 in cash and charged Parking on 11/25, a Minibar on 11/27. On 11/27 the night audit has
 * closed 11/25 and 11/26 and credited 25.00 of her room; the desk opens her folio from the Front Desk with the
 * keyboard alone.
 */
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Tab (and no mouse) until `target` has the focus: a bounded walk in the page's tab order. */
async function tabTo(page: Page, target: Locator) {
  await target.waitFor();
  for (let presses = 0; presses < 60; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), 'reached by Tab').toBe(true);
}

/**
 * The names of the controls Tab reaches in `scope`, in order from its heading, once round: the walk ends when
 * the focus leaves the scope or comes back to the first control (a date field takes a Tab per part).
 */
async function tabStops(page: Page, scope: Locator): Promise<string[]> {
  await scope.evaluate((root) => {
    const heading = root.querySelector<HTMLElement>('h2')!;
    heading.tabIndex = -1;
    heading.focus();
  });
  const names: string[] = [];
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    const stop = await scope.evaluate((root) => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || !root.contains(element)) return { done: true, name: '' };
      const seen = element.dataset.tabStop;
      element.dataset.tabStop ??= String(root.querySelectorAll('[data-tab-stop]').length);
      if (seen === '0') return { done: true, name: '' };
      return { done: false, name: seen ? '' : element.getAttribute('aria-label') || element.innerText.trim() || element.tagName };
    });
    if (stop.done) break;
    if (stop.name) names.push(stop.name);
  }
  return names;
}

describe.skipIf(!browserAvailable)('closed days on the folio in the browser', () => {
  let session: BrowserSession;
  let page: Page;
  let hotel: SignedInHotel;
  let ada = 0;

  beforeAll(async () => {
    session = await startBrowserSession();
    ({ page, hotel } = await session.signedInPage('desk@closed-folio-screen.test', { name: 'Harbor Inn' }));
    const rooms = await addRooms(hotel, STANDARD, ['101']);
    setClock(noonOn('2026-11-25'));
    const created = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms['101'],
      guest: 'Lovelace, Ada',
      checkInDate: '2026-11-25',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '100.00',
      paidAmount: '0',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ada = created.body.id as number;
    const calls = [
      () => hotel.api.post(`/api/hotel/bookings/${ada}/check-in`, {}),
      () => hotel.api.post(`/api/hotel/bookings/${ada}/payments`, { amount: '50', method: 'Cash', date: '2026-11-25' }),
      () => hotel.api.post(`/api/hotel/bookings/${ada}/charges`, { description: 'Parking', amount: '15', date: '2026-11-25' }),
      () => hotel.api.post(`/api/hotel/bookings/${ada}/charges`, { description: 'Minibar', amount: '12', date: '2026-11-27' }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    }
    setClock(noonOn('2026-11-27'));
    for (const date of ['2026-11-25', '2026-11-26']) {
      const closed = await hotel.api.post('/api/hotel/night-audit', { date });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    }
    const credit = await hotel.api.post(`/api/hotel/bookings/${ada}/adjustments`, {
      kind: 'Room',
      amount: '-25.00',
      reason: 'Noisy room on 11/25',
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
  });
  afterEach(() => setClock(null));
  afterAll(async () => {
    setClock(null);
    await session?.close();
  });

  it('locks the lines of closed days, with no Void, and lists the nights with what they posted', async () => {
    setClock(noonOn('2026-11-27'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/hotel/front-desk');
    const open = page.getByRole('button', { name: `Take payment: booking #${ada}` });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Folio of booking #${ada}` });
    const charges = dialog.getByRole('table', { name: 'Charges' });
    await charges.waitFor();

    // The room and its taxes (one night still open), Parking of 11/25 locked, the Minibar of 11/27 open, the
    // credit of today among the charges and in their total: 339.00 + 15.00 + 12.00 - 25.00.
    expect(await charges.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/^11\/25\/26\s+Room 101, 3 nights \(Daily\)\s+\$300\.00\s*$/),
      expect.stringMatching(/^11\/25\/26\s+Tax 1\s+\$24\.00\s*$/),
      expect.stringMatching(/^11\/25\/26\s+Tax 2\s+\$15\.00\s*$/),
      expect.stringMatching(/^11\/25\/26\s+Parking\s+\$15\.00\s+Closed 11\/25\/26$/),
      expect.stringMatching(/^11\/27\/26\s+Minibar\s+\$12\.00\s+Void$/),
      expect.stringMatching(/^11\/27\/26\s+Adjustment, Room: Noisy room on 11\/25\s+-\$25\.00\s*$/),
    ]);
    expect(await charges.locator('tfoot').innerText()).toMatch(/Total charges\s+\$341\.00/);
    const parking = charges.locator('tbody tr').filter({ hasText: 'Parking' });
    expect(await parking.getByRole('button').count()).toBe(0);
    expect(await parking.getByText('Closed 11/25/26').isVisible()).toBe(true);

    const payments = dialog.getByRole('table', { name: 'Payments' });
    expect(await payments.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/^11\/25\/26\s+Payment, Cash\s+\$50\.00\s+Closed 11\/25\/26$/),
    ]);
    expect(await payments.getByRole('button').count()).toBe(0);

    // Each night: two closed and posted, the third open.
    const nights = dialog.getByRole('table', { name: 'Nights' });
    expect(await nights.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/^11\/25\/26\s+Night 1 of 3, room 101\s+\$100\.00\s+\$8\.00\s+\$5\.00\s+Closed 11\/25\/26$/),
      expect.stringMatching(/^11\/26\/26\s+Night 2 of 3, room 101\s+\$100\.00\s+\$8\.00\s+\$5\.00\s+Closed 11\/26\/26$/),
      expect.stringMatching(/^11\/27\/26\s+Night 3 of 3(\s+—\s+Not posted){3}\s+Open$/),
    ]);
    expect(await nights.locator('tfoot').innerText()).toMatch(/Posted\s+\$200\.00\s+\$16\.00\s+\$10\.00/);
    expect(await dialog.locator('output[aria-label="Balance"]').innerText()).toBe('$291.00');
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'folio-closed-days');

    // By the keyboard, the only Void the folio offers is the open day's Minibar.
    const stops = await tabStops(page, dialog);
    expect(stops, JSON.stringify(stops)).toContain('Take payment');
    expect(stops.filter((name) => name.startsWith('Void'))).toEqual(['Void Minibar of $12.00']);
    const voidMinibar = dialog.getByRole('button', { name: 'Void Minibar of $12.00' });
    await tabTo(page, voidMinibar);
    page.once('dialog', (confirm) => void confirm.accept());
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.locator('output[aria-label="Balance"]').innerText()).toBe('$279.00');
    expect(await charges.locator('tbody tr').filter({ hasText: 'Parking' }).innerText()).toMatch(/Closed 11\/25\/26$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows a folio of a hotel that never closed a day as it always did: no Nights, no lock', async () => {
    const { page: other, hotel: never } = await session.signedInPage('desk@open-folio-screen.test', { name: 'Open Inn' });
    const rooms = await addRooms(never, STANDARD, ['7']);
    const created = await never.api.post('/api/hotel/bookings', {
      roomId: rooms['7'],
      guest: 'Lane, Lois',
      checkInDate: '2027-03-10',
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100.00',
      paidAmount: '10',
    });
    const id = created.body.id as number;
    await other.goto('/hotel/bookings');
    const folioButton = other.getByRole('button', { name: `Folio of booking #${id}` });
    await folioButton.waitFor();
    await other.waitForLoadState('networkidle');
    await folioButton.click();
    const dialog = other.getByRole('dialog', { name: `Folio of booking #${id}` });
    await dialog.getByRole('table', { name: 'Payments' }).waitFor();
    expect(await dialog.getByRole('table', { name: 'Nights' }).count()).toBe(0);
    expect(await dialog.getByText(/^Closed/).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /^Void this payment|^Void Payment, Cash/ }).count()).toBe(1);
  });
});
