import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/stay-dates';
import { invitePerson } from '../../server/src/testing/people';
import { seriousViolations } from './axe';
import { ENTRY } from './entry-columns';
import { cursorColumn, entryRows, typeAtFullSpeed } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { pageOf, press, tabTo } from './keyboard';
import { RECENT_COLUMNS, recentCell } from './recent-grid';
import { addStandardRooms } from './standard-rooms';

/** A real paste event of tab-separated rows (as a spreadsheet copies them) where the focus is. */
async function paste(page: Page, rows: string[][]) {
  await page.evaluate(
    (text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    rows.map((cells) => `${cells.join('\t')}\r\n`).join(''),
  );
}

/** A checkbox cell of a grid, ticked or not. */
const ticked = (page: Page, cell: string) =>
  page
    .locator(cell)
    .locator('input[type=checkbox]')
    .evaluate((input) => (input as HTMLInputElement).checked);

interface StoredBooking {
  id: number;
  guest: string;
  checkInDate: string;
  nights: number;
  autoRenew: boolean;
  longStayAgreement: boolean;
  renewalError: string | null;
}

describe.skipIf(!browserAvailable)('stays that renew, set in the browser (issue 26)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('a clerk ticks Auto-renew with the keyboard in the entry row and in Recent Bookings; a refused renewal marks the cell', async () => {
    const { hotel } = await session.signedInPage('owner@renew.test', { name: 'Bluebonnet Motor Inn' });
    await addStandardRooms(hotel, ['101', '102', '103']);
    const desk = await invitePerson(session.app, hotel.api, { name: 'Rosa Marin', email: 'rosa@renew.test', role: 'Front Desk' });
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
    const roomId = (number: string) => rooms.find((room) => room.roomNumber === number)!.id;
    const today = (await hotel.api.get('/api/hotel/front-desk')).body.date as string;
    // Bob's two nights end inside the renewal window (3 days), and room 102 is Ben's from then on: Bob's stay
    // cannot renew. Cara's week is far off.
    const book = async (room: string, guest: string, checkInDate: string, nights: number) => {
      const response = await hotel.api.post('/api/hotel/bookings', {
        roomId: roomId(room),
        guest,
        checkInDate,
        nights,
        dailyWeeklyAmount: '100.00',
      });
      expect([response.status, response.body.autoRenew]).toEqual([201, false]);
      return response.body as StoredBooking;
    };
    const bob = await book('102', 'Builder, Bob', today, 2);
    const ben = await book('102', 'Blocker, Ben', addDays(today, 2), 3);
    const cara = await book('103', 'Cook, Cara', addDays(today, 40), 7);
    const stored = async () => (await hotel.api.get('/api/hotel/bookings')).body as StoredBooking[];
    const one = async (id: number) => (await hotel.api.get(`/api/hotel/bookings/${id}`)).body as StoredBooking;

    const page = await pageOf(session, desk.api);
    await page.goto('/hotel/bookings', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Bookings Management' }).waitFor({ timeout: 60_000 });
    await entryRows(page).first().locator('td').first().waitFor();
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
    const entryCell = (col: number) =>
      `[data-testid=booking-entry-grid] .ht_master tbody tr:first-child td[aria-colindex="${col + 1}"]`;
    expect(await ticked(page, entryCell(ENTRY.autoRenew))).toBe(false);

    // A weekly stay typed; Tab past Paid, Method and Agreement reaches Auto-renew, Space ticks it, Enter saves.
    await typeAtFullSpeed(page, '101\tnina nurse\t05/03/27\tw\t7\t\t0\t\t\t');
    expect(await cursorColumn(page)).toBe(ENTRY.autoRenew);
    await press(page, 'Space');
    expect(await ticked(page, entryCell(ENTRY.autoRenew))).toBe(true);
    expect(await ticked(page, entryCell(ENTRY.agreement))).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Auto-renew' }).first().isChecked()).toBe(true);
    await session.screenshot(page, 'bookings-auto-renew-entry');
    await press(page, 'Enter');
    await expect
      .poll(async () => (await stored()).find((booking) => booking.guest === 'Nurse, Nina'))
      .toMatchObject({ checkInDate: '2027-05-03', nights: 7, autoRenew: true, longStayAgreement: false, renewalError: null });
    // Saved far from its check-out, it did not renew yet: one booking of Nina's. The new row starts off.
    expect((await stored()).filter((booking) => booking.guest === 'Nurse, Nina')).toHaveLength(1);
    await expect.poll(() => ticked(page, entryCell(ENTRY.autoRenew))).toBe(false);

    // Recent Bookings: one Tab stop; the arrows reach Bob's Auto-renew (newest first: Nina, Cara, Ben, Bob).
    await press(page, 'Escape');
    await tabTo(page, 'a cell of recent-bookings-grid');
    const bobCell = await recentCell(page, bob.id, RECENT_COLUMNS.autoRenew);
    expect(await bobCell.locator('input').isChecked()).toBe(false);
    await press(page, 'ArrowDown', 3);
    await press(page, 'ArrowRight', RECENT_COLUMNS.autoRenew);
    await press(page, 'Space');
    await page.locator('.toast').filter({ hasText: 'Booking updated successfully' }).first().waitFor();
    // Saved inside the window, it tried to renew at once, and room 102 is Ben's: the refusal is kept on Bob's stay.
    await expect.poll(async () => (await one(bob.id)).autoRenew).toBe(true);
    const reason = (await one(bob.id)).renewalError;
    expect(reason).toMatch(/\S/);
    expect((await stored()).filter((booking) => booking.guest === 'Builder, Bob')).toHaveLength(1);
    // The cell is ticked, marked, and says why on hover and to a screen reader.
    expect(await bobCell.locator('input').isChecked()).toBe(true);
    await expect.poll(() => bobCell.getAttribute('title')).toBe(`Renewal refused: ${reason}`);
    expect(await bobCell.evaluate((td) => td.classList.contains('booking-flag-noted'))).toBe(true);
    expect(await bobCell.locator('input').getAttribute('aria-label')).toBe(`Auto-renew, Renewal refused: ${reason}`);
    expect(await seriousViolations(page, '.bookings-page')).toEqual([]);
    await session.screenshot(page, 'bookings-auto-renew-refused');

    // Yes pasted over Cara's and Ben's Auto-renew (two rows up) is asked about as the grid shows it, then saved
    // as one batch.
    await press(page, 'ArrowUp', 2);
    await paste(page, [['Yes'], ['x']]);
    const dialog = page.getByRole('dialog', { name: 'Change 2 saved bookings?' });
    await dialog.waitFor();
    expect(await page.getByTestId('batch-change-list').locator('li').allInnerTexts()).toEqual([
      `#${cara.id} Auto-renew No → Yes`,
      `#${ben.id} Auto-renew No → Yes`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('.toast').filter({ hasText: '2 bookings updated successfully' }).first().waitFor();
    expect([(await one(cara.id)).autoRenew, (await one(ben.id)).autoRenew]).toEqual([true, true]);
    expect(await one(cara.id)).toMatchObject({ nights: 7, longStayAgreement: false, renewalError: null });
  }, 180_000);

  it('a Manager sets how many days before check-out stays renew, and a value out of range is refused under the field', async () => {
    const { hotel } = await session.signedInPage('owner@renewdays.test', { name: 'Bluebonnet Motor Inn' });
    const manager = await invitePerson(session.app, hotel.api, {
      name: 'Max Berg',
      email: 'max@renewdays.test',
      role: 'Manager',
    });
    const setting = async () =>
      ((await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[]).find(
        (entry) => entry.key === 'renewal_days_ahead',
      )?.value;
    expect(await setting()).toBe('3');

    const page = await pageOf(session, manager.api);
    await page.goto('/hotel/settings', { timeout: 60_000 });
    const field = page.getByLabel('Renew stays this many days before check-out');
    await field.waitFor({ timeout: 60_000 });
    expect(await field.inputValue()).toBe('3');

    // From the Hotel Name field on, by Tab; the number typed over the default.
    await page.getByLabel('Hotel Name').focus();
    await tabTo(page, 'Renew stays this many days before check-out');
    await press(page, 'Control+A');
    await page.keyboard.type('61');
    await tabTo(page, 'Save Settings');
    await press(page, 'Enter');
    await page.getByText('Renewal days ahead must be a whole number from 0 to 60').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await setting()).toBe('3');

    await field.focus();
    await press(page, 'Control+A');
    await page.keyboard.type('5');
    await tabTo(page, 'Save Settings');
    await press(page, 'Enter');
    await page.getByText('Settings updated successfully').waitFor();
    expect(await setting()).toBe('5');
    expect(await page.getByText('Renewal days ahead must be a whole number from 0 to 60').count()).toBe(0);
    await field.scrollIntoViewIfNeeded();
    await session.screenshot(page, 'settings-renewal-days');
    expect(await seriousViolations(page, '.hotel-info-form')).toEqual([]);

    // Read again, the form shows it.
    await page.reload();
    await field.waitFor();
    expect(await field.inputValue()).toBe('5');
  }, 180_000);
});
