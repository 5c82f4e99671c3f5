import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { browserAvailable, SCREENSHOT_DIR, startBrowserSession, type BrowserSession } from './harness';

const HOTEL = { name: 'Harbor Inn', address: '1 Pier Road', city: 'Boston', state: 'MA', zipCode: '02110', numberOfRooms: 20 };

async function storedSettings(hotel: SignedInHotel): Promise<Record<string, string>> {
  const list = (await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[];
  return Object.fromEntries(list.map((entry) => [entry.key, entry.value]));
}

/** What the window shows (the harness's shots are full-page, where the sticky save bar sits mid-page). */
async function windowShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Counts the updateSettings calls the page sends. */
function countSaves(page: Page): () => number {
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('mutation UpdateSettings')) saves += 1;
  });
  return () => saves;
}

describe.skipIf(!browserAvailable)('settings in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('saves the hotel details, keeps them after a reload, and the other screens follow', async () => {
    const { page, hotel } = await session.signedInPage('settings@harbor.test', HOTEL);
    const saves = countSaves(page);
    await page.goto('/hotel/settings');

    const infoTab = page.getByRole('tab', { name: 'Hotel Information' });
    expect(await infoTab.getAttribute('aria-selected')).toBe('true');
    for (const name of ['Room Types & Rooms', 'Amenities', 'Tax Rates', 'Rate Periods'])
      await page.getByRole('tab', { name }).waitFor();

    const name = page.getByLabel('Hotel Name');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Harbor Inn');
    expect(await page.getByLabel('State').inputValue()).toBe('MA');
    expect(await page.getByLabel('Number of Rooms').inputValue()).toBe('20');
    expect(await page.getByLabel('Tax Rate (%)').inputValue()).toBe('8.00');
    expect(await page.getByLabel('Resort Fee Rate (%)').inputValue()).toBe('5.00');
    expect(await page.getByLabel('Timezone').inputValue()).toBe('America/New_York');
    expect(await page.getByRole('radio', { name: /Base Rate Entry/ }).isChecked()).toBe(true);
    await page.getByTestId('licence-card').getByText('DEMO VERSION', { exact: true }).waitFor();
    await page.getByTestId('system-info-card').getByText('Transactions left').waitFor();
    await page.getByText('When tax rates are configured in the Tax Rates tab, those win.').waitFor();
    // 6 US, 4 Canada, 5 Europe, 4 Asia and 3 Australia zones, grouped.
    const groups = await page
      .getByLabel('Timezone')
      .locator('optgroup')
      .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('label'), node.children.length]));
    expect(groups).toEqual([
      ['US', 6],
      ['Canada', 4],
      ['Europe', 5],
      ['Asia', 4],
      ['Australia', 3],
    ]);
    await session.screenshot(page, 'settings-hotel-information');
    await windowShot(page, 'settings-hotel-information-window');

    await name.fill('Harbor Inn & Suites');
    await page.getByLabel('State').fill('ny');
    expect(await page.getByLabel('State').inputValue()).toBe('NY');
    await page.getByLabel('Timezone').selectOption('America/Los_Angeles');
    await page.getByLabel('Tax Rate (%)').fill('8.25');
    await page.getByRole('radio', { name: /Total Rate Entry/ }).check();
    await page.getByText('You have unsaved changes.').waitFor();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings updated successfully').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await windowShot(page, 'settings-saved-window');
    expect(await page.getByText('You have unsaved changes.').count()).toBe(0);
    expect(await page.getByLabel('Tax Rate (%)').inputValue()).toBe('8.25');

    expect(await storedSettings(hotel)).toMatchObject({
      motel_name: 'Harbor Inn & Suites',
      motel_state: 'NY',
      motel_city: 'Boston',
      timezone: 'America/Los_Angeles',
      hotel_timezone: 'America/Los_Angeles',
      tax_rate: '0.0825',
      resort_fee_rate: '0.05',
      total_rate_entry: '1',
      is_demo: '1',
      transaction_limit: '100',
    });
    expect(saves()).toBe(1);

    // Without a reload, the booking screen and the dashboard already use the new timezone and entry mode.
    await page.getByRole('link', { name: 'Bookings', exact: true }).click();
    await page.getByText('Hotel timezone: Pacific Time (Los Angeles)').waitFor();
    await page.getByText('Total Rate Entry').first().waitFor();
    await session.screenshot(page, 'settings-bookings-timezone');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByText('America/Los Angeles').waitFor();

    await page.goto('/hotel/settings');
    await page.reload();
    await name.waitFor();
    expect(await name.inputValue()).toBe('Harbor Inn & Suites');
    expect(await page.getByLabel('State').inputValue()).toBe('NY');
    expect(await page.getByLabel('Timezone').inputValue()).toBe('America/Los_Angeles');
    expect(await page.getByRole('radio', { name: /Total Rate Entry/ }).isChecked()).toBe(true);

    // A 3-letter state is refused under the field, nothing is sent and nothing changes.
    await page.getByLabel('State').fill('NYC');
    await page.getByLabel('City').fill('Albany');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('State must be at most 2 characters').waitFor();
    expect(await page.getByLabel('State').getAttribute('aria-invalid')).toBe('true');
    await session.screenshot(page, 'settings-state-error');
    expect(saves()).toBe(1);
    expect(await storedSettings(hotel)).toMatchObject({ motel_state: 'NY', motel_city: 'Boston' });

    // Fixed, it saves.
    await page.getByLabel('State').fill('NY');
    expect(await page.getByText('State must be at most 2 characters').count()).toBe(0);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings updated successfully').waitFor();
    expect(await storedSettings(hotel)).toMatchObject({ motel_state: 'NY', motel_city: 'Albany' });

    // Changes made elsewhere show after Clear Cache & Refresh, and configured tax rates take over.
    expect((await hotel.api.put('/api/hotel/settings', { motel_phone: '617-555-0100' })).status).toBe(200);
    const taxRate = await hotel.api.post('/api/hotel/tax-rates', {
      name: 'Occupancy Tax',
      rate: '0.1',
      isPercentage: true,
      flatAmount: '0',
      applyTo: ['all'],
      isActive: true,
      sortOrder: 0,
    });
    expect(taxRate.status).toBe(201);
    await page.getByRole('button', { name: 'Clear Cache & Refresh' }).click();
    await page.getByTestId('tax-rates-win').waitFor();
    // The settings and the tax rates are read again side by side: either may come first.
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe('617-555-0100');
    expect(await page.getByTestId('tax-rates-win').innerText()).toContain('1 tax rate is configured in the Tax Rates tab');
    await page.getByTestId('tax-rates-win').getByRole('link', { name: 'Open Tax Rates' }).click();
    await page.waitForURL('**/hotel/settings?tab=tax-rates');
    await page.getByRole('listitem', { name: 'Occupancy Tax' }).waitFor();
  });

  it('shows the server message when saving fails', async () => {
    const { page } = await session.signedInPage('settings-fail@harbor.test', HOTEL);
    await page.goto('/hotel/settings');
    await page.getByLabel('Hotel Name').waitFor();
    // The server refuses what the form lets through here (a name over 200 characters).
    await page.getByLabel('Hotel Name').fill('x'.repeat(150));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('mutation UpdateSettings')) return route.continue();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [{ message: 'Hotel name must be at most 200 characters', extensions: { code: 'INVALID_INPUT' } }],
        }),
      });
    });
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Failed to update settings').waitFor();
    await page.getByText('Hotel name must be at most 200 characters').waitFor();
    await session.screenshot(page, 'settings-save-failed');
    expect(await page.getByText('You have unsaved changes.').count()).toBe(1);
  });

  it('opens the tab the address names, and keeps the chosen tab in the address', async () => {
    const { page } = await session.signedInPage('settings-tabs@harbor.test', HOTEL);
    await page.goto('/hotel/settings?tab=rooms');
    expect(await page.getByRole('tab', { name: 'Room Types & Rooms' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Hotel Rooms' }).waitFor();

    await page.getByRole('tab', { name: 'Rate Periods' }).click();
    await page.waitForURL('**/hotel/settings?tab=rate-periods');
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Rate Periods' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tab', { name: 'Hotel Information' }).click();
    await page.waitForURL((url) => url.pathname === '/hotel/settings' && url.search === '');
    await page.getByLabel('Hotel Name').waitFor();

    // An unknown tab opens Hotel Information.
    await page.goto('/hotel/settings?tab=nope');
    expect(await page.getByRole('tab', { name: 'Hotel Information' }).getAttribute('aria-selected')).toBe('true');

    // The dashboard's getting-started steps open the tab where each is done.
    await page.goto('/hotel');
    await page.locator('.welcome-card').getByRole('link', { name: 'Room Types & Rooms' }).click();
    await page.waitForURL('**/hotel/settings?tab=rooms');
    await page.getByRole('heading', { name: 'Hotel Rooms' }).waitFor();
    await page.goto('/hotel');
    await page.locator('.welcome-card').getByRole('link', { name: 'Open Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/hotel/settings' && url.search === '');
    await page.getByLabel('Hotel Name').waitFor();
  });

  it('shows a toast above an open dialog, where it can be read and closed', async () => {
    const { page, hotel } = await session.signedInPage('settings-toast@harbor.test', { ...HOTEL, numberOfRooms: 1 });
    expect((await hotel.api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: null })).status).toBe(201);
    await page.goto('/hotel/settings?tab=rooms');
    await page.getByRole('button', { name: 'Add Room', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Room' });
    await dialog.getByLabel('Room Number').fill('102');
    await dialog.getByRole('button', { name: 'Create Room' }).click();

    const toast = page.locator('.toast', { hasText: 'License Limit Reached' });
    await toast.waitFor();
    // The toast lives in the open dialog, and is what the pointer hits at its centre (not the backdrop).
    expect(await toast.evaluate((node) => node.closest('dialog')?.open === true)).toBe(true);
    const onTop = await toast.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && node.contains(hit);
    });
    expect(onTop).toBe(true);
    await session.screenshot(page, 'settings-toast-over-dialog');

    await toast.getByRole('button', { name: 'Close notification' }).click();
    await toast.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);

    // Closed, the dialog hands the toasts back to the page.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Hotel Information' }).click();
    await page.getByLabel('City').fill('Salem');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const saved = page.locator('.toast', { hasText: 'Settings updated successfully' });
    await saved.waitFor();
    expect(await saved.evaluate((node) => node.closest('dialog') === null)).toBe(true);
  });
});
