import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../server/src/testing/admins';
import { signUpHotel, type SignedInHotel } from '../../server/src/testing/hotels';
import { browserAvailable, markSetupDone, startBrowserSession, type BrowserSession } from './harness';

const ADMIN = { email: 'root@innkeep.test', password: 'admin-secret-1' };
const HOTEL_PASSWORD = 'secret123';

/**
 * Issue 12, item 7: one tab, one account signs out and another signs in. Nothing of the first account (its
 * header, its tabs, its cached data) may show for the second.
 */
describe.skipIf(!browserAvailable)('switching accounts in one tab', () => {
  let session: BrowserSession;
  let harbor: SignedInHotel;
  let lakeside: SignedInHotel;

  beforeAll(async () => {
    session = await startBrowserSession();
    await signInAdmin(session.app, ADMIN.email, ADMIN.password);
    harbor = await signUpHotel(session.app, 'desk@harbor.test', { name: 'Harbor Inn' });
    lakeside = await signUpHotel(session.app, 'desk@lakeside.test', { name: 'Lakeside Motel' });
    // Each hotel has a room type of its own, so a cached list of the other hotel would show.
    for (const [hotel, name] of [
      [harbor, 'Harbor Suite'],
      [lakeside, 'Lakeside Cabin'],
    ] as const) {
      const created = await hotel.api.post('/api/hotel/room-types', {
        name,
        dailyRate: '100.00',
        weeklyRate: '500.00',
        monthlyRate: '1500.00',
      });
      expect(created.status).toBe(201);
      await markSetupDone(hotel);
    }
  });
  afterAll(async () => session?.close());

  /** Signs in on the login page; after a Logout the page is already there, and no reload may hide stale state. */
  async function signIn(page: Page, email: string, password: string) {
    if (!page.url().endsWith('/login')) await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/hotel');
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
  }

  const header = (page: Page) => page.locator('.console-hotel');
  const tabs = (page: Page) => page.getByRole('navigation', { name: 'Hotel console' }).getByRole('link').allInnerTexts();

  /** The room types on Settings → Room Types & Rooms: the list a cache would keep from the previous account. */
  async function roomTypeNames(page: Page, own?: string): Promise<string> {
    await page.getByRole('navigation', { name: 'Hotel console' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Room Types & Rooms' }).click();
    await page.getByRole('tab', { name: 'Room Types', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Room Types', exact: true });
    if (own) await panel.getByText(own).first().waitFor();
    else await panel.getByRole('button', { name: 'Add Room Type' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    return panel.innerText();
  }

  async function expectHotel(page: Page, name: string, email: string, ownType: string, otherType: string) {
    await header(page).getByText(email, { exact: true }).waitFor();
    expect(await header(page).innerText()).toBe(`${name}\n${email}`);
    expect(await tabs(page)).toEqual([
      'Dashboard',
      'Front Desk',
      'Night Audit',
      'Bookings',
      'Housekeeping',
      'Guests',
      'Reports',
      'Employees',
      'Activity',
      'Settings',
    ]);
    const types = await roomTypeNames(page, ownType);
    expect(types).not.toContain(otherType);
  }

  it('admin → hotel: the hotel sees neither "Administrator" nor the Admin tab', async () => {
    const page = await session.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('navigation', { name: 'Hotel console' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'License Administration' }).waitFor();
    await signOut(page);

    await signIn(page, harbor.email, HOTEL_PASSWORD);
    await expectHotel(page, 'Harbor Inn', harbor.email, 'Harbor Suite', 'Lakeside Cabin');
    expect(await page.getByText('Administrator').count()).toBe(0);
  });

  it('hotel → hotel: the second hotel sees its own name, email and room types only', async () => {
    const page = await session.newPage();
    await signIn(page, harbor.email, HOTEL_PASSWORD);
    await expectHotel(page, 'Harbor Inn', harbor.email, 'Harbor Suite', 'Lakeside Cabin');
    await signOut(page);

    await signIn(page, lakeside.email, HOTEL_PASSWORD);
    await expectHotel(page, 'Lakeside Motel', lakeside.email, 'Lakeside Cabin', 'Harbor Suite');
  });

  it('hotel → admin: the admin gets the Admin tab and the licence panel, not the hotel’s header', async () => {
    const page = await session.newPage();
    await signIn(page, lakeside.email, HOTEL_PASSWORD);
    await expectHotel(page, 'Lakeside Motel', lakeside.email, 'Lakeside Cabin', 'Harbor Suite');
    await signOut(page);

    await signIn(page, ADMIN.email, ADMIN.password);
    await header(page).getByText(ADMIN.email, { exact: true }).waitFor();
    expect(await header(page).innerText()).not.toContain('Lakeside');
    expect(await tabs(page)).toEqual([
      'Dashboard',
      'Front Desk',
      'Night Audit',
      'Bookings',
      'Housekeeping',
      'Guests',
      'Reports',
      'Employees',
      'Activity',
      'Admin',
      'Settings',
    ]);
    await page.getByRole('navigation', { name: 'Hotel console' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'License Administration' }).waitFor();
    const types = await roomTypeNames(page);
    expect(types).not.toContain('Lakeside Cabin');
  });
});
