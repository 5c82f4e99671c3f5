import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY } from './entry-columns';
import { clerk, cursorColumn, entryRow, openBookings } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

describe.skipIf(!browserAvailable)('the booking entry grid at a fast typist speed', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('gives an editable Nights back after Monthly, and Tab walks the inputs in the spec order', async () => {
    const { page } = await openBookings(session, 'ratetype@harbor.test');
    // Room, Guest, Check-In, RateType: Monthly, whose next input is Monthly (Nights and Daily/Weekly are off).
    await clerk(page, '101', 'Tab', 'ann lee', 'Tab', '06/01/27', 'Tab', 'm', 'Tab');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.monthly);
    expect((await entryRow(page))[ENTRY.nights]).toBe('30');
    // Back to Daily: Nights is an input again, 1 night, and Tab goes there.
    await clerk(page, 'Shift+Tab', 'd', 'Tab');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.nights);
    expect((await entryRow(page))[ENTRY.nights]).toBe('1');
    await clerk(page, '3', 'Tab');
    expect(await cursorColumn(page)).toBe(ENTRY.dailyWeekly);
    await clerk(page, 'Tab');
    expect(await cursorColumn(page)).toBe(ENTRY.paid);
    // Weekly: 7 nights.
    await clerk(page, 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'w', 'Tab');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.nights);
    expect((await entryRow(page))[ENTRY.nights]).toBe('7');
    await clerk(page, 'Shift+Tab', 'd', 'Tab');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.nights);
    expect((await entryRow(page))[ENTRY.nights]).toBe('3');
  });

  it('in total-rate entry, the prefilled total follows nights until the clerk types one', async () => {
    const { page } = await openBookings(session, 'totalrate@harbor.test', ['101'], { total_rate_entry: '1' });
    await clerk(page, '101', 'Tab');
    const oneNight = async () => (await entryRow(page))[ENTRY.grandTotal];
    await expect.poll(oneNight).toBe('$113.00');
    await clerk(page, 'ann lee', 'Tab', 'Tab', 'Tab', '3', 'Tab');
    await expect.poll(oneNight).toBe('$339.00');
    expect((await entryRow(page))[ENTRY.dailyWeekly]).toBe('$100.00');
    // Typed by the clerk: kept when nights change.
    await clerk(page, '300', 'Shift+Tab', '4', 'Tab');
    await expect.poll(async () => (await entryRow(page))[ENTRY.nights]).toBe('4');
    expect(await oneNight()).toBe('$300.00');
  });

  it('marks each bad cell with its own message as it is left, and keeps the other totals', async () => {
    const { page } = await openBookings(session, 'messages@harbor.test');
    await clerk(page, '101', 'Tab', 'ann lee', 'Tab', 'Tab', 'Tab', '3', 'Tab');
    await expect.poll(async () => (await entryRow(page))[ENTRY.subtotal]).toBe('$300.00');
    const message = page.getByTestId('entry-cell-message');
    // A garbage rate type: its own message, never the check-out one; the totals stay.
    await clerk(page, 'Shift+Tab', 'Shift+Tab', 'zz', 'Tab');
    await expect.poll(async () => message.allInnerTexts()).toEqual(['RateType: Rate type must be Daily, Weekly or Monthly']);
    expect(await page.getByText('Check-out date is not calculated').count()).toBe(0);
    expect((await entryRow(page)).slice(ENTRY.subtotal, ENTRY.grandTotal + 1)).toEqual([
      '$300.00',
      '$24.00',
      '$15.00',
      '$339.00',
    ]);
    expect(await page.locator('[data-testid=booking-entry-grid] td.htInvalid').count()).toBe(1);
    // Fixed: the message goes.
    await clerk(page, 'Shift+Tab', 'daily', 'Tab');
    await expect.poll(async () => message.count()).toBe(0);
    await clerk(page, 'abc', 'Tab');
    await expect.poll(async () => message.allInnerTexts()).toEqual(['Nights: Nights must be between 1 and 3650']);
    await clerk(page, '12.345', 'Tab');
    await expect
      .poll(async () => message.allInnerTexts())
      .toEqual(['Nights: Nights must be between 1 and 3650', 'Daily/Weekly: Amounts must be numbers with at most 2 decimals']);
    expect((await entryRow(page)).slice(ENTRY.subtotal, ENTRY.grandTotal + 1)).toEqual([
      '$300.00',
      '$24.00',
      '$15.00',
      '$339.00',
    ]);
  });
});
