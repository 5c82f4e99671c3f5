import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../server/src/clock';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * Rates and taxes changed ahead of time (issue 26) on the settings screens, the hotel's clock set to 11/10/26:
 * a Manager schedules the Occupancy Tax's new rate from 12/01/26 in its dialog, reads it under the tax, and
 * withdraws it; the Room Types tab lists a room type's scheduled rates. Both screens pass axe.
 */
describe.skipIf(!browserAvailable)('scheduled changes in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());
  afterEach(() => setClock(null));

  it('schedules a tax rate change from a date, lists it and withdraws it', async () => {
    setClock(new Date('2026-11-10T17:00:00Z'));
    const { page, hotel } = await session.signedInPage('scheduled@browser.test', { name: 'Schedule Inn' });
    const created = await hotel.api.post('/api/hotel/tax-rates', { name: 'Occupancy Tax', rate: '0.10', sortOrder: 1 });
    expect(created.status).toBe(201);
    await page.goto('/hotel/settings');
    await page.getByRole('tab', { name: 'Tax Rates' }).click();
    const row = page.getByRole('listitem', { name: 'Occupancy Tax' });
    await row.getByText('10.00%').waitFor();

    await row.getByRole('button', { name: 'Edit Occupancy Tax' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tax Rate' });
    await dialog.getByLabel('Tax Rate (%)').fill('12');
    await dialog.getByLabel('Effective From').fill('2026-12-01');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Tax rate change scheduled successfully').first().waitFor();

    // Today's rate stands; the change is listed under it.
    await row.getByText('10.00%').waitFor();
    const scheduled = row.getByRole('list', { name: 'Scheduled changes of Occupancy Tax' });
    await scheduled.getByText('From 12/01/26').waitFor();
    await scheduled.getByText('Occupancy Tax 12.00%, All Rate Types').waitFor();
    await session.screenshot(page, 'scheduled-tax-change');
    expect({ screen: 'tax rates', violations: await seriousViolations(page) }).toEqual({ screen: 'tax rates', violations: [] });
    expect((await hotel.api.get('/api/hotel/tax-rates')).body[0]).toMatchObject({
      rate: '0.10',
      scheduled: [{ effectiveFrom: '2026-12-01', rate: '0.12' }],
    });

    page.once('dialog', (confirm) => void confirm.accept());
    await scheduled.getByRole('button', { name: 'Withdraw the change of Occupancy Tax from 12/01/26' }).click();
    await page.getByText('Scheduled change withdrawn successfully').first().waitFor();
    await scheduled.waitFor({ state: 'detached' });
    expect((await hotel.api.get('/api/hotel/tax-rates')).body[0]).toMatchObject({ scheduled: [] });
  });

  it('lists a room type’s scheduled rates on the Room Types tab', async () => {
    setClock(new Date('2026-11-10T17:00:00Z'));
    const { page, hotel } = await session.signedInPage('scheduled-rooms@browser.test', { name: 'Schedule Rooms Inn' });
    const rates = { name: 'Queen', dailyRate: '100', weeklyRate: '600', monthlyRate: '1800' };
    const type = await hotel.api.post('/api/hotel/room-types', rates);
    const put = await hotel.api.put(`/api/hotel/room-types/${type.body.id}`, {
      ...rates,
      dailyRate: '120',
      effectiveFrom: '2026-12-01',
    });
    expect(put.status).toBe(200);
    await page.goto('/hotel/settings');
    await page.getByRole('tab', { name: 'Room Types & Rooms' }).click();
    await page.getByRole('tab', { name: 'Room Types', exact: true }).click();
    await page.getByRole('heading', { name: 'Scheduled Rate Changes' }).waitFor();
    const scheduled = page.getByRole('list', { name: 'Scheduled changes of Queen' });
    await scheduled.getByText('Queen: Daily 120.00, Weekly 600.00, Monthly 1800.00').waitFor();
    await session.screenshot(page, 'scheduled-room-rates');
    expect({ screen: 'room types', violations: await seriousViolations(page) }).toEqual({ screen: 'room types', violations: [] });
  });
});
