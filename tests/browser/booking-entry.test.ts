import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { ENTRY } from './entry-columns';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

const KEYS = new Set(['Tab', 'Shift+Tab', 'Enter', 'Escape', 'ArrowDown', 'ArrowUp', 'Backspace', 'Delete']);
/** A fast typist: 10 ms between keys, no waiting for the page between cells. */
const KEY_DELAY_MS = 10;

/** Types what a clerk types: text character by character, key names (Tab, Enter...) as presses. */
async function clerk(page: Page, ...strokes: string[]) {
  for (const stroke of strokes) {
    if (KEYS.has(stroke)) await page.keyboard.press(stroke, { delay: KEY_DELAY_MS });
    else await page.keyboard.type(stroke, { delay: KEY_DELAY_MS });
  }
}

function entryRows(page: Page) {
  return page.locator('[data-testid=booking-entry-grid] .ht_master tbody tr');
}

async function entryRow(page: Page, index = 0): Promise<string[]> {
  return (await entryRows(page).nth(index).locator('td').allInnerTexts()).map((text) => text.replace('▼', '').trim());
}

/** The entry cell that shows the cursor, as its column index. */
async function cursorColumn(page: Page): Promise<number> {
  return page.evaluate(() => {
    const cell = document.querySelector('[data-testid=booking-entry-grid] .ht_master td.current');
    return cell ? Array.from(cell.parentElement?.children ?? []).indexOf(cell) : -1;
  });
}

/** A hotel with one room type (100 / 500 / 1500) and the given rooms, on the Bookings tab. */
async function openBookings(
  session: BrowserSession,
  email: string,
  rooms: string[] = ['101', '102', '103'],
  settings: Record<string, string> = {},
): Promise<{ page: Page; hotel: SignedInHotel }> {
  const { page, hotel } = await session.signedInPage(email, { name: 'Harbor Inn' });
  const roomType = await hotel.api.post('/api/hotel/room-types', {
    name: 'Standard',
    dailyRate: '100.00',
    weeklyRate: '500.00',
    monthlyRate: '1500.00',
  });
  expect(roomType.status).toBe(201);
  for (const roomNumber of rooms) {
    expect((await hotel.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: roomType.body.id })).status).toBe(201);
  }
  if (Object.keys(settings).length) expect((await hotel.api.put('/api/hotel/settings', settings)).status).toBe(200);
  await page.goto('/hotel/bookings', { timeout: 60_000 });
  // The first page of a run waits for the built client on a busy machine.
  await page.getByRole('heading', { name: 'Bookings Management' }).waitFor({ timeout: 60_000 });
  await entryRows(page).first().locator('td').first().waitFor();
  await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
  return { page, hotel };
}

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
