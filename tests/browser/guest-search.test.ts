import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { clerk, openBookings } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

const NO_GUESTS = 'No guests found. Continue typing to create new guest.';

describe.skipIf(!browserAvailable)('one guest search for the booking entry and the Guests screen', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('suggests the guest typed "Last, First" past the comma, and finds guests by email and phone on the Guests screen', async () => {
    const { page, hotel } = await openBookings(session, 'guest-search@harbor.test');
    for (const guest of [
      { firstName: 'Chloe', lastName: 'Clark', email: 'chloe.clark@example.com', phone: '(555) 010-2233' },
      { firstName: 'Clark', lastName: 'Kent', email: 'ck@daily.example', phone: '555-9000' },
    ]) {
      expect((await hotel.api.post('/api/hotel/guests', guest)).status).toBe(201);
    }

    // Room, then the guest as the desk writes names: the suggestion stays through the comma and the first name.
    await clerk(page, '101', 'Tab', 'Clark,');
    const suggestions = page.locator('.guest-suggestions');
    await suggestions.locator('.guest-suggestion').filter({ hasText: 'Clark, Chloe' }).waitFor();
    await clerk(page, ' Chloe');
    await expect
      .poll(() => suggestions.locator('.guest-suggestion').allInnerTexts())
      .toEqual([expect.stringContaining('Clark, Chloe')]);
    expect(await suggestions.getByText(NO_GUESTS).count()).toBe(0);
    expect(await seriousViolations(page, '.guest-suggestions')).toEqual([]);
    await session.screenshot(page, 'guest-search-last-first');
    await clerk(page, 'Escape');

    // The Guests screen searches the same way: by phone digits whatever the punctuation, by email, by "Last, First".
    await page.goto('/hotel/guests');
    const rows = page.locator('.guest-grid .ht_master tbody tr');
    await rows.filter({ hasText: 'Kent, Clark' }).waitFor();
    const search = page.getByLabel('Search guests');
    for (const [typed, found] of [
      ['555 0102', 'Clark, Chloe'],
      ['daily.example', 'Kent, Clark'],
      ['Clark, Chloe', 'Clark, Chloe'],
    ] as const) {
      await search.fill(typed);
      await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(found)]);
      await page.getByText('1 matching guest').waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
