import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

// 2026-03-14 is a Saturday, 2026-03-11 a Wednesday.
const SATURDAY = '2026-03-14';
const WEDNESDAY = '2026-03-11';

describe.skipIf(!browserAvailable)('rate periods in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('creates a weekend rate period that the dynamic-rate call then applies', async () => {
    const { page, hotel } = await session.signedInPage('rate-periods@browser.test', { name: 'Rate Test Inn' });
    const roomType = await hotel.api.post('/api/hotel/room-types', {
      name: 'Standard King',
      dailyRate: '99',
      weeklyRate: '600',
      monthlyRate: '2000',
    });
    expect(roomType.status).toBe(201);
    const roomTypeId = roomType.body.id as number;

    await page.goto('/hotel/settings');
    await page.getByRole('tab', { name: 'Rate Periods' }).click();
    await page.getByText('No rate periods configured yet', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Create Rate Period' }).click();
    await page.getByText('Please fill in all required fields').first().waitFor();
    expect((await hotel.api.get('/api/hotel/rate-periods')).body).toEqual([]);

    await page.getByLabel('Room Type *').selectOption({ label: 'Standard King' });
    // Creating: the room type's rates are filled in.
    expect(await page.getByLabel('Daily Rate ($)').inputValue()).toBe('99.00');
    expect(await page.getByLabel('Weekly Rate ($)').inputValue()).toBe('600.00');
    expect(await page.getByLabel('Monthly Rate ($)').inputValue()).toBe('2000.00');

    await page.getByLabel('Period Name *').fill('Weekend Rate');
    await page.getByLabel('Rate Type *').selectOption({ label: 'Weekend Rate' });
    await page.getByText('Suggested: holiday 10, weekend 5, weekday 1. Higher priority overrides lower.').waitFor();
    await page.getByLabel('Priority').fill('5');
    await page.getByLabel('Daily Rate ($)').fill('129');
    await page.getByLabel('Saturday').check();
    await page.getByLabel('Sunday').check();
    await session.screenshot(page, 'rate-periods-form');
    await page.getByRole('button', { name: 'Create Rate Period' }).click();
    await page.getByText('Rate period created successfully').waitFor();

    const row = page.getByRole('row').filter({ hasText: 'Weekend Rate' }).filter({ hasText: 'Standard King' });
    await row.getByText('$129.00').waitFor();
    await row.getByText('$600.00').waitFor();
    await row.getByText('$2,000.00').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await session.screenshot(page, 'rate-periods-list');

    const saturday = await hotel.api.post('/api/hotel/calculate-dynamic-rate', { roomTypeId, checkInDate: SATURDAY });
    expect(saturday.body).toEqual({
      dailyRate: '129.00',
      weeklyRate: '600.00',
      monthlyRate: '2000.00',
      rateType: 'weekend',
      ratePeriodName: 'Weekend Rate',
    });
    const wednesday = await hotel.api.post('/api/hotel/calculate-dynamic-rate', { roomTypeId, checkInDate: WEDNESDAY });
    expect(wednesday.body).toEqual({
      dailyRate: '99.00',
      weeklyRate: '600.00',
      monthlyRate: '2000.00',
      rateType: 'standard',
      ratePeriodName: null,
    });
  });
});
