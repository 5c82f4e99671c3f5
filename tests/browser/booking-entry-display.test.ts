import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY } from './entry-columns';
import { clerk, entryRow, openBookings } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

describe.skipIf(!browserAvailable)('what the entry row shows', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('shows an overpayment as "Credit $151.21" in the entry totals and in Recent Bookings', async () => {
    const { page, hotel } = await openBookings(session, 'credit@harbor.test');
    // 3 nights at 100.00 with 8% and 5%: 339.00; paid 490.21, so 151.21 is the guest's credit.
    await clerk(page, '101', 'Tab', 'ann lee', 'Tab', '04/01/27', 'Tab', 'Tab', '3', 'Tab', 'Tab', '490.21', 'Tab');
    await expect.poll(async () => (await entryRow(page))[ENTRY.balance]).toBe('Credit $151.21');
    expect((await entryRow(page)).slice(ENTRY.grandTotal, ENTRY.status + 1)).toEqual([
      '$339.00',
      '$490.21',
      'Credit $151.21',
      'Fully Paid',
    ]);
    // Tab stayed on Paid, the last input: Enter there saves.
    await clerk(page, 'Enter');
    await expect.poll(async () => ((await hotel.api.get('/api/hotel/bookings')).body as unknown[]).length).toBe(1);
    expect((await hotel.api.get('/api/hotel/bookings')).body[0].balance).toBe('-151.21');
    const saved = page.getByTestId('recent-bookings-grid').locator('.ht_master tbody tr').filter({ hasText: '#1' });
    await expect.poll(async () => saved.locator('td').filter({ hasText: 'Credit' }).allInnerTexts()).toEqual(['Credit $151.21']);
    expect(await saved.locator('td').filter({ hasText: '151.21' }).allInnerTexts()).toEqual(['Credit $151.21']);
    expect(await saved.locator('td', { hasText: 'Credit' }).getAttribute('class')).toContain('booking-balance-credit');
    await session.screenshot(page, 'bookings-credit');
  });
});
