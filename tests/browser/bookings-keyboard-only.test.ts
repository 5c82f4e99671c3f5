import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { seriousViolations } from './axe';
import { ENTRY } from './entry-columns';
import { clerk, cursorColumn, entryRow, openBookings, typeAtFullSpeed } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { recentRows, RECENT_COLUMNS } from './recent-grid';

/** What holds the keyboard focus, as a clerk would name it: a button's or field's name, or where in which grid. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing';
    const grid = element.closest('[data-testid]')?.getAttribute('data-testid');
    if (element.matches('td, th') || element.closest('.handsontable')) return `a cell of ${grid}`;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} ${name}`.trim();
  });
}

async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key, { delay: 10 });
}

/** Tab until the focus is in Recent Bookings (a clerk's way down the page), at most `max` times. */
async function tabToRecentBookings(page: Page, max = 30) {
  for (let i = 0; i < max; i++) {
    await press(page, 'Tab');
    if ((await focused(page)) === 'a cell of recent-bookings-grid') return;
  }
  throw new Error(`Recent Bookings not reached in ${max} Tabs (focus: ${await focused(page)})`);
}

/** Recent Bookings' selected cell, as [booking id, column]. */
async function recentCursor(page: Page): Promise<[string, number] | null> {
  return page.evaluate(() => {
    const grid = document.querySelector('[data-testid=recent-bookings-grid]');
    const cell = grid?.querySelector('.ht_master td.current, .ht_clone_inline_start td.current');
    if (!cell) return null;
    const row = cell.parentElement!.getAttribute('aria-rowindex');
    const id = grid!.querySelector(`.ht_clone_inline_start tr[aria-rowindex="${row}"] td[aria-colindex="1"]`)?.textContent ?? '';
    return [id, Number(cell.getAttribute('aria-colindex')) - 1];
  });
}

async function toast(page: Page, text: string) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
}

interface Stored {
  id: number;
  guest: string;
  stayStatus: string;
  cancelReason: string | null;
  paidAmount: string;
}

async function bookings(hotel: SignedInHotel): Promise<Stored[]> {
  return (await hotel.api.get('/api/hotel/bookings')).body as Stored[];
}

/**
 * The Bookings screen with the keyboard alone (WCAG 2.1.2, no keyboard trap): the entry grid is left with Tab
 * past its last input, Shift+Tab on Room, Escape or F6; Recent Bookings is one Tab stop, and each row's
 * actions (folio, history, cancel, reinstate, delete) are a menu on its Actions cell.
 */
describe.skipIf(!browserAvailable)('Bookings without a mouse', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('leaves the entry grid with Tab past Auto-renew, Shift+Tab on Room, Escape and F6, and comes back with Tab', async () => {
    const { page, hotel } = await openBookings(session, 'leave@keys.test');
    // Shift+Tab on Room: back to the form's Hide button, before the grid.
    await press(page, 'Shift+Tab');
    expect(await focused(page)).toBe('button Hide form');
    // Tab comes back to Room, where the typing goes.
    await press(page, 'Tab');
    expect(await focused(page)).toBe('a cell of booking-entry-grid');
    expect(await cursorColumn(page)).toBe(ENTRY.room);

    // A whole booking typed; Tab past Method, Agreement and Auto-renew (the last input, after Paid) leaves the grid
    // for ADD NEW, and Enter there saves it.
    await typeAtFullSpeed(page, '101\tann lee\t04/01/27\td\t2\t90\t10');
    expect(await cursorColumn(page)).toBe(ENTRY.paid);
    await press(page, 'Tab');
    expect(await cursorColumn(page)).toBe(ENTRY.method);
    await press(page, 'Tab');
    expect(await cursorColumn(page)).toBe(ENTRY.agreement);
    await press(page, 'Tab');
    expect(await cursorColumn(page)).toBe(ENTRY.autoRenew);
    await press(page, 'Tab');
    expect(await focused(page)).toBe('button ADD NEW');
    expect((await entryRow(page))[ENTRY.paid]).toBe('$10.00');
    await press(page, 'Enter');
    await toast(page, 'Booking created and guest Ann Lee added to database');
    await expect.poll(async () => (await bookings(hotel)).map((b) => [b.guest, b.paidAmount])).toEqual([['Lee, Ann', '10.00']]);
    // The grid is blank again with the cursor on Room: the next booking is typed at once.
    await expect.poll(() => focused(page)).toBe('a cell of booking-entry-grid');
    expect(await cursorColumn(page)).toBe(ENTRY.room);

    // Escape returns the focus to the grid's container; Tab then moves on to ADD NEW, then CLEAR.
    await clerk(page, '102', 'Tab', 'bob ray', 'Tab');
    expect(await cursorColumn(page)).toBe(ENTRY.checkIn);
    await press(page, 'Escape');
    expect(await focused(page)).toBe('group Booking entry');
    await press(page, 'Tab');
    expect(await focused(page)).toBe('button ADD NEW');
    await press(page, 'Tab');
    expect(await focused(page)).toBe('button CLEAR');
    expect((await entryRow(page)).slice(ENTRY.room, ENTRY.guest + 1)).toEqual(['102 – Standard', 'Ray, Bob']);
    // Shift+Tab twice: back into the grid, on the cell it was left from.
    await press(page, 'Shift+Tab', 'Shift+Tab');
    expect(await focused(page)).toBe('a cell of booking-entry-grid');
    expect(await cursorColumn(page)).toBe(ENTRY.checkIn);
    // F6 leaves the grid for what follows it.
    await press(page, 'F6');
    expect(await focused(page)).toBe('button ADD NEW');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('does a whole booking, its folio and its deletion with the keyboard alone', async () => {
    const { page, hotel } = await openBookings(session, 'whole@keys.test');
    // Nothing paid: a booking with a live payment is the hotel's record, never deleted.
    await typeAtFullSpeed(page, '101\tann lee\t04/01/27\td\t2\t90\t0\n');
    await expect.poll(async () => (await bookings(hotel)).length).toBe(1);
    const [saved] = await bookings(hotel);
    const id = saved!.id;
    await expect.poll(async () => (await recentRows(page)).map((cells) => cells[RECENT_COLUMNS.id])).toEqual([`#${id}`]);

    // Down the page with Tab: the entry grid, its buttons, the filters, then Recent Bookings, one Tab stop.
    await press(page, 'Escape');
    await tabToRecentBookings(page);
    expect(await recentCursor(page)).toEqual([`#${id}`, RECENT_COLUMNS.id]);
    // Tab leaves Recent Bookings at once (not a stop on every cell); Shift+Tab comes back to the same cell.
    await press(page, 'Tab');
    expect(await focused(page)).not.toBe('a cell of recent-bookings-grid');
    await press(page, 'Shift+Tab');
    expect(await focused(page)).toBe('a cell of recent-bookings-grid');

    // End goes to the row's Actions cell; Space opens its menu.
    await press(page, 'End');
    expect(await recentCursor(page)).toEqual([`#${id}`, RECENT_COLUMNS.actions]);
    // The headers stay in view above the rows (the way back in must not scroll them out of the card).
    const area = (await page.locator('.recent-bookings-area').boundingBox())!;
    const actionsHeader = page
      .getByTestId('recent-bookings-grid')
      .locator('.ht_clone_top th')
      .filter({ hasText: /^Actions$/ });
    expect((await actionsHeader.boundingBox())!.y).toBeGreaterThanOrEqual(area.y);
    await press(page, 'Space');
    const menu = page.getByRole('menu', { name: `Actions for booking #${id}` });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Edit',
      'Folio',
      'History',
      'Cancel booking',
      'Send confirmation',
      'Delete',
    ]);
    expect(await focused(page)).toBe('menuitem Edit');
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'recent-bookings-row-menu');

    // The folio: its room charge of 180.00, then Escape back to the Actions cell.
    await press(page, 'ArrowDown');
    expect(await focused(page)).toBe('menuitem Folio');
    await press(page, 'Enter');
    const folio = page.getByRole('dialog', { name: `Folio of booking #${id}` });
    await folio.getByRole('table', { name: 'Charges' }).waitFor();
    expect(await folio.getByRole('table', { name: 'Charges' }).locator('tbody tr').allInnerTexts()).toContainEqual(
      expect.stringMatching(/\$180\.00/),
    );
    await press(page, 'Escape');
    await folio.waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('a cell of recent-bookings-grid');
    expect(await recentCursor(page)).toEqual([`#${id}`, RECENT_COLUMNS.actions]);

    // Its history, the same way; Escape on the menu itself closes it and leaves the cursor where it was.
    await press(page, 'Space');
    await menu.waitFor();
    await press(page, 'Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('a cell of recent-bookings-grid');
    await press(page, 'Shift+F10');
    await menu.getByRole('menuitem', { name: 'History' }).waitFor();
    await press(page, 'ArrowDown', 'ArrowDown', 'Enter');
    const history = page.getByRole('dialog', { name: `History of booking #${id}` });
    await history.waitFor();
    await press(page, 'Escape');
    await history.waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('a cell of recent-bookings-grid');

    // Deleted from the menu's last item, after the confirmation.
    await press(page, 'Space');
    await menu.waitFor();
    await press(page, 'End');
    expect(await focused(page)).toBe('menuitem Delete');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await press(page, 'Enter');
    expect(await asked).toBe('Are you sure you want to delete this booking?');
    await toast(page, 'Booking deleted successfully');
    await expect.poll(async () => (await bookings(hotel)).length).toBe(0);
  });

  it('cancels a future booking with its reason and reinstates cancelled and no-show bookings from the row menu', async () => {
    const { page, hotel } = await openBookings(session, 'cancel@keys.test');
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
    const today = (await hotel.api.get('/api/hotel/front-desk')).body.date as string;
    const book = async (room: string, guest: string, checkInDate: string) => {
      const response = await hotel.api.post('/api/hotel/bookings', {
        roomId: rooms.find((candidate) => candidate.roomNumber === room)!.id,
        guest,
        checkInDate,
        rateType: 'Daily',
        nights: 2,
        dailyWeeklyAmount: '100.00',
      });
      expect(response.status).toBe(201);
      return response.body.id as number;
    };
    const missed = await book('102', 'Hopper, Grace', today);
    expect((await hotel.api.post(`/api/hotel/bookings/${missed}/no-show`, {})).status).toBe(200);
    const future = await book('101', 'Lovelace, Ada', '2027-09-01');
    const status = async (id: number) => {
      const response = await hotel.api.get(`/api/hotel/bookings/${id}`);
      return [response.body.stayStatus, response.body.cancelReason] as [string, string | null];
    };
    await page.reload();
    await expect
      .poll(async () => (await recentRows(page)).map((cells) => cells[RECENT_COLUMNS.id]))
      .toEqual([`#${future}`, `#${missed}`]);

    // The future booking (first row): Cancel booking asks for a reason, then cancels it.
    await press(page, 'Escape');
    await tabToRecentBookings(page);
    // End takes the cursor to the row's Actions cell (the grid has the keys once the cell says so), Space opens it.
    await press(page, 'End');
    await expect.poll(() => recentCursor(page)).toEqual([`#${future}`, RECENT_COLUMNS.actions]);
    await press(page, 'Space');
    const futureMenu = page.getByRole('menu', { name: `Actions for booking #${future}` });
    await futureMenu.waitFor();
    await press(page, 'ArrowDown', 'ArrowDown', 'ArrowDown');
    expect(await focused(page)).toBe('menuitem Cancel booking');
    await press(page, 'Enter');
    const ask = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await ask.waitFor();
    expect(await ask.innerText()).toContain('Lovelace, Ada, room 101 (booking #');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type('Guest changed plans');
    await press(page, 'Enter');
    await toast(page, `Booking #${future} cancelled; room 101 is free for those dates`);
    await expect.poll(() => status(future)).toEqual(['Cancelled', 'Guest changed plans']);
    await expect.poll(async () => (await recentRows(page))[0]?.[RECENT_COLUMNS.stay]).toBe('Cancelled');
    // Focus comes back to the grid once the dialog has closed and the rows are read again (later on a loaded machine).
    await expect.poll(() => focused(page)).toBe('a cell of recent-bookings-grid');

    // Cancelled: the menu offers Reinstate, not Cancel.
    await press(page, 'Space');
    await futureMenu.waitFor();
    expect(await futureMenu.getByRole('menuitem').allInnerTexts()).toEqual(['Edit', 'Folio', 'History', 'Reinstate', 'Delete']);
    await press(page, 'ArrowDown', 'ArrowDown', 'ArrowDown');
    expect(await focused(page)).toBe('menuitem Reinstate');
    await press(page, 'Enter');
    await toast(page, `Booking #${future} reinstated`);
    await expect.poll(() => status(future)).toEqual(['Reserved', null]);

    // The no-show (second row) is reinstated too.
    await press(page, 'ArrowDown', 'Space');
    const missedMenu = page.getByRole('menu', { name: `Actions for booking #${missed}` });
    await missedMenu.waitFor();
    await press(page, 'ArrowDown', 'ArrowDown', 'ArrowDown');
    expect(await focused(page)).toBe('menuitem Reinstate');
    await press(page, 'Enter');
    await toast(page, `Booking #${missed} reinstated`);
    await expect.poll(() => status(missed)).toEqual(['Reserved', null]);
    await expect
      .poll(async () => (await recentRows(page)).map((cells) => cells[RECENT_COLUMNS.stay]))
      .toEqual(['Reserved', 'Reserved']);
  });
});
