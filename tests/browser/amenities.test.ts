import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

describe.skipIf(!browserAvailable)('amenities in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('creates an amenity and sees its tile in its category', async () => {
    const { page, hotel } = await session.signedInPage('amenities@harbor.test', { name: 'Harbor Inn' });
    await page.goto('/hotel/settings');
    await page.getByRole('tab', { name: 'Amenities' }).click();
    await page.getByRole('heading', { name: 'Hotel Amenities' }).waitFor();
    await page.getByText('No amenities found').waitFor();

    await page.getByRole('button', { name: 'Add Your First Amenity' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add New Amenity' }).waitFor();
    await dialog.getByRole('button', { name: 'Create Amenity' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Category is required').waitFor();
    await dialog.getByText('Icon is required').waitFor();

    await dialog.getByLabel('Name *').fill('Rooftop Pool');
    await dialog.getByLabel('Category *').selectOption('Recreation');
    await dialog.getByLabel('Description').fill('Heated, open 7am to 10pm');
    await dialog.getByRole('radio', { name: 'Pool/Water' }).click();
    await dialog.getByLabel('Sort Order').fill('2');
    await session.screenshot(page, 'amenities-dialog');
    await dialog.getByRole('button', { name: 'Create Amenity' }).click();
    await page.getByText('Amenity created successfully').waitFor();

    const recreation = page.locator('[data-category="Recreation"]');
    const tile = recreation.getByRole('listitem', { name: 'Rooftop Pool' });
    await tile.waitFor();
    await tile.getByText('Heated, open 7am to 10pm').waitFor();
    await tile.getByText('Order: 2').waitFor();
    await expect(tile.locator('[data-icon="Waves"]').count()).resolves.toBe(1);
    await recreation.getByText('1 amenities').waitFor();
    await page.locator('[data-category="Dining"]').getByText('No amenities in this category yet').waitFor();
    await session.screenshot(page, 'amenities-tab');

    const saved = (await hotel.api.get('/api/amenities')).body;
    expect(saved).toEqual([
      {
        id: expect.any(Number),
        name: 'Rooftop Pool',
        description: 'Heated, open 7am to 10pm',
        category: 'Recreation',
        icon: 'Waves',
        isActive: true,
        sortOrder: 2,
        version: 1,
      },
    ]);

    await page.getByRole('button', { name: 'Dining', exact: true }).click();
    await expect(page.locator('[data-category="Recreation"]').count()).resolves.toBe(0);
  });
});
