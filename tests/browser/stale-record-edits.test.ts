import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * Two clerks on one record, on the set-up screens: the screen's edit names the version it loaded, so the
 * second clerk's save is refused with the server's message instead of silently undoing the first clerk's
 * change, and the screen shows the first clerk's change. (The booking grids: booking-edit-conflict.test.ts.)
 */
describe.skipIf(!browserAvailable)('stale edits of set-up records in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  const STALE = /^This (room|tax rate) was changed by someone else at \d{1,2}:\d{2}\s[AP]M: reload it to see the change$/;

  it('refuses a room number typed over another clerk’s change, and shows that change', async () => {
    const { page, hotel } = await session.signedInPage('stale-rooms@inn.test');
    const [room] = (await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '3', startNumber: 1, endNumber: 2 })).body as {
      id: number;
    }[];
    await page.goto('/hotel/settings');
    await page.getByRole('tab', { name: 'Room Types & Rooms' }).click();
    const grid = page.getByTestId('rooms-grid').locator('.ht_master');
    const cell = (text: string) => grid.locator('td', { hasText: new RegExp(`^${text}$`) }).first();
    await cell('301').waitFor();

    // The other clerk renames 301 after this screen loaded it.
    const other = await hotel.api.put(`/api/hotel/rooms/${room!.id}`, { roomNumber: '301A', roomTypeId: null, version: 1 });
    expect(other.status).toBe(200);

    await cell('301').dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('301B');
    await page.keyboard.press('Enter');
    await page.getByText(STALE).first().waitFor();
    // The refused edit is rolled back and the list read again: the other clerk's number shows.
    await cell('301A').waitFor();
    expect(await grid.locator('td', { hasText: /^301B$/ }).count()).toBe(0);
    const numbers = ((await hotel.api.get('/api/hotel/rooms')).body as { roomNumber: string }[]).map((r) => r.roomNumber);
    expect(numbers).toEqual(['301A', '302']);

    // Typed again on the fresh row, it saves.
    await cell('301A').dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('301B');
    await page.keyboard.press('Enter');
    await page.getByText('Room updated successfully').first().waitFor();
    const stored = async () =>
      ((await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[]).find((r) => r.id === room!.id)
        ?.roomNumber;
    await expect.poll(stored).toBe('301B');
  });

  it('refuses a tax rate dialog saved over another clerk’s change, and shows that change', async () => {
    const { page, hotel } = await session.signedInPage('stale-taxes@inn.test');
    const created = await hotel.api.post('/api/hotel/tax-rates', { name: 'City Tax', rate: '0.05', isPercentage: true });
    expect(created.status).toBe(201);
    await page.goto('/hotel/settings');
    await page.getByRole('tab', { name: 'Tax Rates' }).click();
    const row = page.getByRole('listitem', { name: 'City Tax' });
    await row.getByText('5.00%').waitFor();

    await row.getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tax Rate' });
    await dialog.getByLabel('Tax Rate (%)').fill('6');
    // Meanwhile the other clerk raises it to 7%.
    const other = await hotel.api.put(`/api/hotel/tax-rates/${created.body.id}`, {
      name: 'City Tax',
      rate: '0.07',
      isPercentage: true,
      version: 1,
    });
    expect(other.status).toBe(200);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(STALE).first().waitFor();
    await page.getByRole('listitem', { name: 'City Tax' }).getByText('7.00%').waitFor();
    await session.screenshot(page, 'stale-tax-rate');
    const stored = (await hotel.api.get('/api/hotel/tax-rates')).body as { rate: string; version: number }[];
    expect(stored.map(({ rate, version }) => ({ rate, version }))).toEqual([{ rate: '0.07', version: 2 }]);
  });
});
