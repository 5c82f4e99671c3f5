import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { RECENT_COLUMNS, recentCell } from './recent-grid';

/**
 * Two clerks on one guest list, then on one bookings list (issue 13, item 9): the first edits a record, the
 * second, whose screen still shows it as it was, deletes it. The deletion names the version the second clerk saw, so it is
 * refused with who-changed-it-when, the guest stays, and the second clerk's list shows the first one's change.
 */
const ZONE = 'Europe/Berlin';
const gridRows = (page: Page) => page.locator('.guest-grid .ht_master tbody tr');

/** The refusal as the server words it: the record's last change on the hotel's clock. */
async function staleMessage(session: BrowserSession, table: string, noun: string, id: number): Promise<string> {
  const rows = await session.app.orm.em.fork().getConnection().execute(`select updated_at from ${table} where id = ${id}`);
  const time = DateTime.fromJSDate(new Date(rows[0].updated_at), { zone: ZONE }).setLocale('en-US').toFormat('h:mm a');
  return `This ${noun} was changed by someone else at ${time}: reload it to see the change`;
}

/** Another browser signed in with the hotel's session. */
async function secondClerk(session: BrowserSession, cookie: { name: string; value: string }): Promise<Page> {
  const page = await session.newPage();
  await page.context().addCookies([{ ...cookie, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
  return page;
}

describe.skipIf(!browserAvailable)('deleting a record someone else just changed', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('a guest: refused with the message, and the row stays with the other clerk’s change', async () => {
    const { page: first, hotel } = await session.signedInPage('two-clerks@stale-deletes.test');
    expect((await hotel.api.put('/api/hotel/settings', { timezone: ZONE })).status).toBe(200);
    const created = await hotel.api.post('/api/hotel/guests', { firstName: 'Alan', lastName: 'Turing', phone: '555-0100' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    // The second clerk: another browser, the hotel's session.
    const second = await secondClerk(session, hotel.api.sessionCookie()!);
    for (const page of [first, second]) {
      await page.goto('/hotel/guests');
      await gridRows(page).filter({ hasText: '555-0100' }).waitFor();
    }

    // The first clerk changes the phone number.
    await first.getByRole('button', { name: 'Edit Turing, Alan' }).click();
    await first.getByLabel('Phone').fill('555-0199');
    await first.getByRole('button', { name: 'UPDATE GUEST' }).click();
    await first.getByText('Guest updated successfully').waitFor();

    // The second clerk's list still shows the old number; their deletion of that row is refused.
    expect(await gridRows(second).filter({ hasText: 'Turing, Alan' }).innerText()).toContain('555-0100');
    second.once('dialog', (dialog) => void dialog.accept());
    await second.getByRole('button', { name: 'Delete Turing, Alan' }).click();
    const message = await staleMessage(session, 'guest', 'guest', id);
    const toast = second.locator('.toast').filter({ hasText: message }).first();
    await toast.waitFor();
    // The list is read again: the row is there, with the first clerk's number.
    await gridRows(second).filter({ hasText: '555-0199' }).waitFor();
    expect(await gridRows(second).filter({ hasText: '555-0100' }).count()).toBe(0);
    await session.screenshot(second, 'stale-guest-delete');
    const stored = (await hotel.api.get('/api/hotel/guests')).body as { id: number; phone: string; version: number }[];
    expect(stored.map(({ id: guestId, phone, version }) => ({ guestId, phone, version }))).toEqual([
      { guestId: id, phone: '555-0199', version: 2 },
    ]);

    // Now that the second clerk sees the change, their deletion goes through.
    second.once('dialog', (dialog) => void dialog.accept());
    await second.getByRole('button', { name: 'Delete Turing, Alan' }).click();
    await second.getByText('Guest deleted successfully').waitFor();
    await expect.poll(async () => ((await hotel.api.get('/api/hotel/guests')).body as unknown[]).length).toBe(0);
  });

  it('a booking: refused in the Recent Bookings grid, and the row shows the other clerk’s payment', async () => {
    const { page: first, hotel } = await session.signedInPage('two-desks@stale-deletes.test');
    expect((await hotel.api.put('/api/hotel/settings', { timezone: ZONE })).status).toBe(200);
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: null });
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
    const second = await secondClerk(session, hotel.api.sessionCookie()!);
    const paid = async (page: Page) => (await (await recentCell(page, id, RECENT_COLUMNS.paid)).innerText()).trim();
    for (const page of [first, second]) {
      await page.goto('/hotel/bookings');
      await expect.poll(() => paid(page)).toBe('$0.00');
    }

    // The first clerk takes a payment of 100.00 in the grid.
    await (await recentCell(first, id, RECENT_COLUMNS.paid)).click();
    await first.keyboard.type('100');
    await first.keyboard.press('Enter');
    await first.locator('.toast').filter({ hasText: 'Booking updated successfully' }).first().waitFor();

    // The second clerk still sees 0.00 paid and deletes the booking: refused, and the row shows the payment.
    expect(await paid(second)).toBe('$0.00');
    second.once('dialog', (dialog) => void dialog.accept());
    await second.getByRole('button', { name: `Delete booking #${id}` }).click();
    await second
      .locator('.toast')
      .filter({ hasText: await staleMessage(session, 'booking', 'booking', id) })
      .first()
      .waitFor();
    await expect.poll(() => paid(second)).toBe('$100.00');
    await session.screenshot(second, 'stale-booking-delete');
    expect((await hotel.api.get(`/api/hotel/bookings/${id}`)).body).toMatchObject({ paidAmount: '100.00', version: 2 });

    // Seen, it is still not deleted: it has a payment now, and the clerk is told what to do instead (issue 23).
    second.once('dialog', (dialog) => void dialog.accept());
    await second.getByRole('button', { name: `Delete booking #${id}` }).click();
    await second
      .locator('.toast')
      .filter({
        hasText: `Booking #${id} has payments of $100.00: refund or void them, or cancel the booking, instead of deleting it`,
      })
      .first()
      .waitFor();
    expect((await hotel.api.get(`/api/hotel/bookings/${id}`)).status).toBe(200);
  });
});
