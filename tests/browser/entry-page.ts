import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { ENTRY } from './entry-columns';
import type { BrowserSession } from './harness';
import { addStandardRooms } from './standard-rooms';

const KEYS = new Set(['Tab', 'Shift+Tab', 'Enter', 'Escape', 'ArrowDown', 'ArrowUp', 'Backspace', 'Delete']);
/** A fast typist: 10 ms between keys, no waiting for the page between cells. */
const KEY_DELAY_MS = 10;

/** Types what a clerk types: text character by character, key names (Tab, Enter...) as presses. */
export async function clerk(page: Page, ...strokes: string[]) {
  for (const stroke of strokes) {
    if (KEYS.has(stroke)) await page.keyboard.press(stroke, { delay: KEY_DELAY_MS });
    else await page.keyboard.type(stroke, { delay: KEY_DELAY_MS });
  }
}

/**
 * Types at full speed, with no wait at all between keys: text through keyboard.type (delay 0), and each tab
 * and newline of `keys` pressed as Tab and Enter (keyboard.type would insert them as text).
 */
export async function typeAtFullSpeed(page: Page, keys: string) {
  for (const part of keys.split(/([\t\n])/)) {
    if (part === '\t') await page.keyboard.press('Tab');
    else if (part === '\n') await page.keyboard.press('Enter');
    else if (part) await page.keyboard.type(part, { delay: 0 });
  }
}

export function entryRows(page: Page) {
  return page.locator('[data-testid=booking-entry-grid] .ht_master tbody tr');
}

/** One entry row's cells as shown (the dropdown arrow left out). */
export async function entryRow(page: Page, index = 0): Promise<string[]> {
  return (await entryRows(page).nth(index).locator('td').allInnerTexts()).map((text) => text.replace('▼', '').trim());
}

/** The entry cell that shows the cursor, as its column index. */
export async function cursorColumn(page: Page): Promise<number> {
  return page.evaluate(() => {
    // Room and Guest are frozen: their cursor shows in the frozen columns' copy of the row.
    const grid = '[data-testid=booking-entry-grid]';
    const cell = document.querySelector(`${grid} .ht_master td.current, ${grid} .ht_clone_inline_start td.current`);
    return cell ? Number(cell.getAttribute('aria-colindex')) - 1 : -1;
  });
}

/** A hotel with one room type (100 / 500 / 1500) and the given rooms, on the Bookings tab. */
export async function openBookings(
  session: BrowserSession,
  email: string,
  rooms: string[] = ['101', '102', '103'],
  settings: Record<string, string> = {},
): Promise<{ page: Page; hotel: SignedInHotel }> {
  const { page, hotel } = await session.signedInPage(email, { name: 'Harbor Inn' });
  await addStandardRooms(hotel, rooms);
  if (Object.keys(settings).length) expect((await hotel.api.put('/api/hotel/settings', settings)).status).toBe(200);
  await page.goto('/hotel/bookings', { timeout: 60_000 });
  // The first page of a run waits for the built client on a busy machine.
  await page.getByRole('heading', { name: 'Bookings Management' }).waitFor({ timeout: 60_000 });
  await entryRows(page).first().locator('td').first().waitFor();
  await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
  return { page, hotel };
}
