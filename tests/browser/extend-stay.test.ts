import { addDays, formatShortUs } from '@core/stay-dates';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/** Issue 26: a clerk extends a resident's Weekly stay by two weeks from the Front Desk, keyboard only. */
const cells = async (locator: Locator) => (await locator.locator('td').allInnerTexts()).map((text) => text.trim());

/** Presses Tab until `target` has the focus (a bounded walk: no mouse at all). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  expect(await target.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe.skipIf(!browserAvailable)('extending a stay in the browser', () => {
  let session: BrowserSession;
  let page: Page;
  let hotel: SignedInHotel;
  let today: string;
  let stayId = 0;

  beforeAll(async () => {
    session = await startBrowserSession();
    ({ page, hotel } = await session.signedInPage('desk@residents.test', { name: 'Residents Inn' }));
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Studio',
      dailyRate: '90.00',
      weeklyRate: '500.00',
      monthlyRate: '1500.00',
    });
    expect(type.status).toBe(201);
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '201', roomTypeId: type.body.id });
    expect(room.status).toBe(201);
    today = (await hotel.api.get('/api/hotel/front-desk')).body.date as string;
    const stay = await hotel.api.post('/api/hotel/bookings', {
      roomId: room.body.id,
      guest: 'Resident, Rae',
      checkInDate: today,
      rateType: 'Weekly',
      nights: 7,
      dailyWeeklyAmount: '500.00',
    });
    expect(stay.status).toBe(201);
    stayId = stay.body.id as number;
  });
  afterAll(async () => session?.close());

  it('Tab to Extend, Enter, type 2 weeks, Enter: two new Weekly bookings follow the stay', async () => {
    await page.goto('/hotel/front-desk', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Front Desk' }).waitFor({ timeout: 60_000 });
    const arrival = page.getByTestId('front-desk-arrivals').locator(`tr[data-booking-id="${stayId}"]`);
    await expect.poll(async () => (await cells(arrival))[1]).toBe(`Resident, Rae\n#${stayId}`);

    await page.locator('body').focus();
    await tabTo(page, arrival.getByRole('button', { name: `Extend booking #${stayId}` }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Extend this stay?' });
    const periods = dialog.getByLabel('Periods (weeks, 1 to 12)');
    await periods.waitFor();
    // The periods field has the focus: the clerk types over its 1.
    expect(await periods.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await session.screenshot(page, 'extend-stay-dialog');
    await page.keyboard.press('Enter');
    const end = addDays(today, 21);
    await page
      .locator('.toast')
      .filter({ hasText: `Resident, Rae's stay extended: 2 new bookings to ${formatShortUs(end)}` })
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The chain as the API reads it: the stay, then two weeks at 500.00 a week in the same room.
    const bookings = (await hotel.api.get('/api/hotel/bookings?search=Resident&sort=checkInDate')).body as {
      id: number;
      checkInDate: string;
      checkOutDate: string;
      rateType: string;
      subtotal: string;
    }[];
    expect(bookings.map((b) => [b.checkInDate, b.checkOutDate, b.rateType, b.subtotal])).toEqual([
      [today, addDays(today, 7), 'Weekly', '500.00'],
      [addDays(today, 7), addDays(today, 14), 'Weekly', '500.00'],
      [addDays(today, 14), end, 'Weekly', '500.00'],
    ]);

    // The desk a week on, reached by keyboard (Next day, seven times): the stay leaves and the first new booking arrives.
    const next = page.getByRole('button', { name: 'Next day' });
    await tabTo(page, next);
    for (let day = 0; day < 7; day++) await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Date', { exact: true }).inputValue()).toBe(addDays(today, 7));
    const renewal = page.getByTestId('front-desk-arrivals').locator(`tr[data-booking-id="${bookings[1]!.id}"]`);
    await expect
      .poll(() => cells(renewal))
      .toEqual([
        '201',
        `Resident, Rae\n#${bookings[1]!.id}`,
        `${formatShortUs(addDays(today, 7))} – ${formatShortUs(addDays(today, 14))} (7 nights)`,
        'Reserved',
        '$565.00',
        expect.stringContaining('Extend'),
      ]);
    await page.getByTestId('front-desk-departures').locator(`tr[data-booking-id="${stayId}"]`).waitFor();
    await session.screenshot(page, 'extend-stay-next-week');
  });
});
