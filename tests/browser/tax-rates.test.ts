import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

describe.skipIf(!browserAvailable)('tax rates in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('creates a percentage tax rate in Settings › Tax Rates', async () => {
    const { page, hotel } = await session.signedInPage('tax-rates@browser.test', { name: 'Tax Test Inn' });
    await page.goto('/hotel/settings');
    await page.getByRole('tab', { name: 'Tax Rates' }).click();
    await page.getByText('Tax Rate Management').waitFor();
    await page.getByText('No tax rates configured yet. Add your first tax rate to get started.').waitFor();

    await page.getByRole('button', { name: 'Add Tax Rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tax Rate' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByRole('alert').getByText('Tax name is required').waitFor();
    expect((await hotel.api.get('/api/hotel/tax-rates')).body).toEqual([]);

    await dialog.getByLabel('Tax Name').fill('Occupancy Tax');
    await dialog.getByLabel('Tax Rate (%)').fill('8.25');
    await session.screenshot(page, 'tax-rates-dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Tax rate created successfully').waitFor();

    const row = page.getByRole('listitem', { name: 'Occupancy Tax' });
    await row.getByText('8.25%').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText('Applies to: All Rate Types').waitFor();
    await session.screenshot(page, 'tax-rates-list');

    const stored = (await hotel.api.get('/api/hotel/tax-rates')).body;
    expect(stored).toEqual([
      {
        id: stored[0].id,
        name: 'Occupancy Tax',
        rate: '0.0825',
        isPercentage: true,
        flatAmount: '0.00',
        applyTo: ['all'],
        isActive: true,
        sortOrder: 0,
        longStay: null,
        scheduled: [],
        version: 1,
      },
    ]);
  });
});
