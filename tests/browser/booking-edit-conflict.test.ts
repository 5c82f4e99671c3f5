import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../server/src/testing/api-client';
import { ENTRY } from './entry-columns';
import { RECENT_COLUMNS, recentCell } from './recent-grid';
import { browserAvailable, markSetupDone, startBrowserSession, type BrowserSession } from './harness';

/**
 * Two clerks edit one booking at once (issue 13, item 9): the second one's edit, based on what their screen
 * loaded before the first one saved, is refused with who-changed-it-when, and their row shows the booking
 * as it is now instead of silently overwriting the first clerk's change.
 */
const ZONE = 'America/Chicago';
const cellText = (text: string) => text.replace('▼', '').trim();

describe.skipIf(!browserAvailable)('two clerks editing one booking', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  /** The Bookings tab of one clerk, signed in with a session of their own. */
  async function clerkPage(cookie: { name: string; value: string }): Promise<Page> {
    const page = await session.newPage();
    await page.context().addCookies([{ ...cookie, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto('/hotel/bookings');
    await page.getByRole('heading', { name: 'Bookings Management' }).waitFor();
    return page;
  }

  /** A Recent Bookings cell of the booking (ID, Room and Guest are frozen: recent-grid.ts finds it). */
  const COLUMN = { Paid: RECENT_COLUMNS.paid, Balance: RECENT_COLUMNS.balance } as const;
  const cell = (page: Page, id: number, header: keyof typeof COLUMN) => recentCell(page, id, COLUMN[header]);
  const cellValue = async (page: Page, id: number, header: keyof typeof COLUMN) =>
    cellText(await (await cell(page, id, header)).innerText());

  async function typeInto(page: Page, id: number, header: keyof typeof COLUMN, value: string) {
    await (await cell(page, id, header)).click();
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }

  const toastWith = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text }).first();

  /** The refusal as the server words it: the booking's last change on the hotel's clock. */
  async function staleMessage(id: number): Promise<string> {
    const rows = await session.app.orm.em.fork().getConnection().execute(`select updated_at from booking where id = ${id}`);
    const time = DateTime.fromJSDate(new Date(rows[0].updated_at), { zone: ZONE }).setLocale('en-US').toFormat('h:mm a');
    return `This booking was changed by someone else at ${time}: reload it to see the change`;
  }

  it('the second clerk is told the booking changed, and sees the change instead of overwriting it', async () => {
    const { page: first, hotel } = await session.signedInPage('desk@two-clerks.test', { name: 'Two Clerks Inn' });
    expect((await hotel.api.put('/api/hotel/settings', { timezone: ZONE })).status).toBe(200);
    const roomType = await hotel.api.post('/api/hotel/room-types', {
      name: 'Standard',
      dailyRate: '100.00',
      weeklyRate: '500.00',
      monthlyRate: '1500.00',
    });
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: roomType.body.id });
    const created = await hotel.api.post('/api/hotel/bookings', {
      roomId: room.body.id,
      guest: 'Smith, John',
      checkInDate: '2027-03-10',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '100.00',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    // The second clerk signs in on another computer with the hotel's account.
    const other = new ApiClient(session.app.url, { 'x-forwarded-for': '203.0.113.77' });
    expect((await other.post('/api/auth/login', { email: hotel.email, password: 'secret123' })).status).toBe(200);
    await markSetupDone(hotel);
    const pageA = await clerkPage(hotel.api.sessionCookie()!);
    const pageB = await clerkPage(other.sessionCookie()!);
    await first.close();
    for (const page of [pageA, pageB]) await expect.poll(() => cellValue(page, id, 'Paid')).toBe('$0.00');

    // Clerk A takes a payment of 100.00.
    await typeInto(pageA, id, 'Paid', '100');
    await toastWith(pageA, 'Booking updated successfully').waitFor();
    await expect.poll(async () => (await hotel.api.get(`/api/hotel/bookings/${id}`)).body.paidAmount).toBe('100.00');

    // Clerk B's screen still shows 0.00 paid; their 50.00 is refused, and the row shows A's payment. B is a fast
    // clerk: straight after Enter they click the Paid cell again (two single clicks with typing between, not
    // a double-click: the cell is selected, no editor opens).
    expect(await cellValue(pageB, id, 'Paid')).toBe('$0.00');
    const paidB = (await (await cell(pageB, id, 'Paid')).boundingBox())!;
    const paidCentre = [paidB.x + paidB.width / 2, paidB.y + paidB.height / 2] as const;
    await pageB.mouse.click(...paidCentre);
    await pageB.keyboard.type('50');
    await pageB.keyboard.press('Enter');
    await pageB.mouse.click(...paidCentre);
    const message = await staleMessage(id);
    expect(message).toMatch(/ at (1[0-2]|[1-9]):[0-5]\d (AM|PM): /);
    await toastWith(pageB, message).waitFor();
    await expect(toastWith(pageB, 'Failed to update booking').textContent()).resolves.toContain(message);
    await expect.poll(() => cellValue(pageB, id, 'Paid')).toBe('$100.00');
    await expect.poll(() => cellValue(pageB, id, 'Balance')).toBe('$239.00');
    await session.screenshot(pageB, 'two-clerks-recent-bookings');
    const saved = (await hotel.api.get(`/api/hotel/bookings/${id}`)).body;
    expect(saved).toMatchObject({ paidAmount: '100.00', version: 2 });

    // Now that B sees the payment, B types over it in the cell they selected: the keys make a fresh value, as
    // in a spreadsheet (not "100.00150"), and B's edit of that row goes through.
    await pageB.keyboard.type('150');
    await pageB.keyboard.press('Enter');
    await toastWith(pageB, 'Booking updated successfully').waitFor();
    await expect.poll(async () => (await hotel.api.get(`/api/hotel/bookings/${id}`)).body.paidAmount).toBe('150.00');

    // In edit mode too: B opens the booking in the entry form, A changes it meanwhile, B's update is refused
    // and the entry row shows the booking as A left it.
    await pageB.getByRole('button', { name: `Edit booking #${id}` }).click();
    await pageB.getByRole('heading', { name: `Edit Booking #${id}` }).waitFor();
    await pageA.reload();
    await expect.poll(() => cellValue(pageA, id, 'Paid')).toBe('$150.00');
    await typeInto(pageA, id, 'Paid', '339');
    await toastWith(pageA, 'Booking updated successfully').waitFor();
    const entryCells = pageB.locator('[data-testid=booking-entry-grid] .ht_master tbody tr').first().locator('td');
    const entry = async () => (await entryCells.allInnerTexts()).map(cellText);
    // Tab four times from Room to Nights: 4 nights.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab']) await pageB.keyboard.press(key);
    await pageB.keyboard.type('4');
    await pageB.keyboard.press('Tab');
    await expect.poll(async () => (await entry())[ENTRY.nights]).toBe('4');
    await pageB.getByRole('button', { name: 'UPDATE BOOKING' }).click();
    await toastWith(pageB, await staleMessage(id)).waitFor();
    await expect.poll(async () => (await entry()).slice(ENTRY.nights, ENTRY.nights + 1)).toEqual(['3']);
    await expect.poll(async () => (await entry())[ENTRY.paid]).toBe('$339.00');
    await pageB.getByRole('heading', { name: `Edit Booking #${id}` }).waitFor();
    await session.screenshot(pageB, 'two-clerks-entry-row');
    expect((await hotel.api.get(`/api/hotel/bookings/${id}`)).body).toMatchObject({ nights: 3, paidAmount: '339.00' });

    // B's edit on top of the reloaded booking is saved.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab']) await pageB.keyboard.press(key);
    await pageB.keyboard.type('4');
    await pageB.keyboard.press('Tab');
    await pageB.getByRole('button', { name: 'UPDATE BOOKING' }).click();
    await toastWith(pageB, 'Booking updated successfully').waitFor();
    await expect
      .poll(async () => (await hotel.api.get(`/api/hotel/bookings/${id}`)).body)
      .toMatchObject({ nights: 4, paidAmount: '339.00' });
    // Every change is in the history once, each starting where the one before ended.
    const history = (await hotel.api.get(`/api/hotel/bookings/${id}/history`)).body as {
      changes: { field: string; before: string | null; after: string | null }[];
    }[];
    expect(
      history.map((entry) =>
        entry.changes.filter((change) => change.field === 'paidAmount').map((c) => `${c.before}->${c.after}`),
      ),
    ).toEqual([['null->0.00'], ['0.00->100.00'], ['100.00->150.00'], ['150.00->339.00'], []]);
  });
});
