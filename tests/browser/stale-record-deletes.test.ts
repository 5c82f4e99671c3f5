import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * Two clerks on one guest list (issue 13, item 9): the first edits a guest, the second, whose screen still
 * shows the guest as it was, deletes it. The deletion names the version the second clerk saw, so it is
 * refused with who-changed-it-when, the guest stays, and the second clerk's list shows the first one's change.
 */
const ZONE = 'Europe/Berlin';
const gridRows = (page: Page) => page.locator('.guest-grid .ht_master tbody tr');

describe.skipIf(!browserAvailable)('deleting a guest someone else just changed', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('is refused with the message, and the row stays with the other clerk’s change', async () => {
    const { page: first, hotel } = await session.signedInPage('two-clerks@stale-deletes.test');
    expect((await hotel.api.put('/api/hotel/settings', { timezone: ZONE })).status).toBe(200);
    const created = await hotel.api.post('/api/hotel/guests', { firstName: 'Alan', lastName: 'Turing', phone: '555-0100' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    // The second clerk: another browser, the hotel's session.
    const second = await session.newPage();
    await second.context().addCookies([{ ...hotel.api.sessionCookie()!, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
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
    const rows = await session.app.orm.em.fork().getConnection().execute(`select updated_at from guest where id = ${id}`);
    const time = DateTime.fromJSDate(new Date(rows[0].updated_at), { zone: ZONE }).setLocale('en-US').toFormat('h:mm a');
    const message = `This guest was changed by someone else at ${time}: reload it to see the change`;
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
});
