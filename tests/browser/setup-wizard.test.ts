import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoHotel } from '../../server/src/modules/demo/demo-hotel.service';
import type { Em } from '../../server/src/db/orm';
import { ApiClient } from '../../server/src/testing/api-client';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

const settingOf = async (hotel: SignedInHotel, key: string) =>
  ((await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[]).find((entry) => entry.key === key)
    ?.value;

/** Issue 12, item 8: the set-up wizard's "done" belongs to the hotel (on the server), not to the browser. */
describe.skipIf(!browserAvailable)('the set-up wizard, once per hotel', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  /** Hands `api`'s session to the page, in place of whichever hotel the page was signed in as. */
  async function useSession(page: Page, api: ApiClient) {
    await page.context().clearCookies();
    await page.context().addCookies([{ ...api.sessionCookie()!, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
  }

  const wizard = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Innkeep' });

  it('skipping it for hotel A in this browser still offers it to hotel B, and not again to A', async () => {
    const a = await session.signedInPage('desk@first.test', { name: 'First Inn' }, { setupDone: false });
    const b = await session.signedInPage('desk@second.test', { name: 'Second Inn' }, { setupDone: false });
    const page = a.page;

    // The wizard shows over any console tab; Settings is the lightest to render behind it.
    await page.goto('/hotel/settings');
    await wizard(page).getByRole('button', { name: 'Skip Setup' }).waitFor();
    await page.waitForLoadState('networkidle');
    await wizard(page).getByRole('button', { name: 'Skip Setup' }).click();
    await wizard(page).waitFor({ state: 'hidden' });
    await expect.poll(() => settingOf(a.hotel, 'setup_completed')).toBe('1');
    expect(await settingOf(b.hotel, 'setup_completed')).toBe('0');

    // The same browser (same storage), now as hotel B: B has not been through set-up.
    await useSession(page, b.hotel.api);
    await page.goto('/hotel/settings');
    await wizard(page).getByRole('heading', { name: 'Set up Room Types' }).waitFor();
    await session.screenshot(page, 'setup-wizard-second-hotel');

    // Back as hotel A, in a browser that never saw A skip it: A is done.
    await b.page.context().clearCookies();
    await useSession(b.page, a.hotel.api);
    await b.page.goto('/hotel/settings');
    await b.page.getByRole('button', { name: 'Save Settings' }).waitFor();
    await b.page.waitForLoadState('networkidle');
    expect(await wizard(b.page).count()).toBe(0);
  });

  it('is not offered to the demo hotel', async () => {
    const demo = await seedDemoHotel(session.app.orm.em.fork() as Em, { email: 'demo@wizard.test', password: 'demo1234' });
    const api = new ApiClient(session.app.url);
    expect((await api.post('/api/auth/login', { email: demo.email, password: demo.password })).status).toBe(200);
    const page = await session.newPage();
    // The demo hotel's year of bookings makes this the heaviest first load of the suite.
    page.setDefaultTimeout(60_000);
    await useSession(page, api);
    await page.goto('/hotel/settings');
    await page.getByRole('button', { name: 'Save Settings' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await wizard(page).count()).toBe(0);
  });
});
