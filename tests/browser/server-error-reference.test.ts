import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { ENTRY } from './entry-columns';
import { cursorColumn, openBookings } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * A failure of the server's own, as a clerk sees it: the toast keeps its words and adds the reference the
 * server logged it under, for the clerk to quote. The fault point `fail:booking-create` (server/src/fault-point.ts)
 * fails the create in this process's server.
 */
describe.skipIf(!browserAvailable)("a server error's reference in the browser", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => {
    delete process.env.INNKEEP_FAULT_POINT;
    await session?.close();
  });

  it('shows the reference beside the failure of a booking create', async () => {
    const { page } = await openBookings(session, 'reference@harbor.test');
    await page.keyboard.type('101');
    await page.keyboard.press('Tab');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.guest);
    await page.keyboard.type('ada lovelace');
    process.env.INNKEEP_FAULT_POINT = 'fail:booking-create';
    // Enter on the last input column saves the row (bookings.test.ts walks the whole row).
    for (let column: number = ENTRY.guest; column < ENTRY.method; column = await cursorColumn(page))
      await page.keyboard.press('Tab');
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && response.request().postData()?.includes('createBooking') === true,
    );
    await page.keyboard.press('Enter');
    const reqId = (await answer).headers()['x-request-id'];
    expect(reqId).toMatch(/^[0-9a-f]{12}$/);
    const toast = page.locator('.toast').filter({ hasText: 'Failed to create booking' }).first();
    await toast.waitFor();
    expect(await toast.innerText()).toContain(`Internal server error (Reference: ${reqId})`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
