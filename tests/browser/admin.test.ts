import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../server/src/testing/admins';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

const HOTEL = { name: 'Harbor Inn', address: '1 Pier Road', city: 'Boston', state: 'MA', zipCode: '02110', numberOfRooms: 40 };

describe.skipIf(!browserAvailable)('admin, licences and impersonation in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  const shot = async (page: Page, name: string) => {
    await session.screenshot(page, `admin-${name}`);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: `/tmp/shots/admin-${name}.png`, fullPage: true });
  };

  /** The system administrator's browser, signed in. */
  async function adminPage(): Promise<Page> {
    const admin = await signInAdmin(session.app);
    const page = await session.newPage();
    const cookie = admin.api.sessionCookie()!;
    await page.context().addCookies([{ ...cookie, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
    return page;
  }

  const hotelRow = (page: Page, email: string) => page.locator(`tr[data-hotel="${email}"]`);

  async function openActions(page: Page, name: string, email: string) {
    await hotelRow(page, email)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    return page.getByRole('menu', { name: `Actions for ${name}` });
  }

  /** Made by the first test, validated by the second. */
  let generatedKey = '';
  let harbor: { page: Page; hotel: SignedInHotel } | null = null;

  it('admin generates a licence for a hotel, and the licence list masks, shows and copies its key', async () => {
    harbor = await session.signedInPage('desk@harbor.test', HOTEL);
    const page = await adminPage();
    await page.goto('/hotel/admin');
    await page.getByRole('heading', { name: 'License Administration' }).waitFor();
    await hotelRow(page, 'desk@harbor.test').getByText('Demo', { exact: true }).waitFor();
    expect(await page.getByTestId('stat-Registered Hotels').textContent()).toBe('1');
    expect(await page.getByTestId('stat-Active Licenses').textContent()).toBe('0');
    await shot(page, 'panel');

    // The hotel's people: its Owner, who signs in with the hotel's email (issue 15).
    const peopleMenu = await openActions(page, 'Harbor Inn', 'desk@harbor.test');
    await peopleMenu.getByRole('menuitem', { name: 'People' }).click();
    const people = page.getByRole('dialog', { name: 'People of Harbor Inn' });
    const ownerRow = people.getByRole('row', { name: /desk@harbor\.test/ });
    await ownerRow.waitFor();
    expect(await ownerRow.getByRole('cell').allTextContents()).toEqual(['Harbor Inn', 'desk@harbor.test', 'Owner', 'Active']);
    await people.getByRole('button', { name: 'Close' }).click();
    await people.waitFor({ state: 'hidden' });

    const menu = await openActions(page, 'Harbor Inn', 'desk@harbor.test');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Edit Hotel',
      'Login as Hotel',
      'People',
      'Generate License',
      'Delete Hotel',
    ]);
    await shot(page, 'actions-menu');
    await menu.getByRole('menuitem', { name: 'Generate License' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate License' });
    await dialog.getByText('1 Pier Road').waitFor();
    await shot(page, 'generate-dialog');
    await dialog.getByRole('button', { name: 'Generate License' }).click();
    const key = (await dialog.getByTestId('generated-licence-key').textContent())!;
    expect(key).toMatch(/^[2-9A-HJ-NP-Z]{5}(-[2-9A-HJ-NP-Z]{5}){4}$/);
    await shot(page, 'generated');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The licence list masks the key until shown, and copies it.
    const licenceRow = page.locator('tr[data-licence="desk@harbor.test"]');
    expect(await licenceRow.getByTestId('licence-key').textContent()).toBe(`${key.slice(0, 5)}-•••••-•••••-•••••-•••••`);
    await licenceRow.getByRole('button', { name: 'Show the license key of Harbor Inn' }).click();
    expect(await licenceRow.getByTestId('licence-key').textContent()).toBe(key);
    await licenceRow.getByRole('button', { name: 'Copy the license key of Harbor Inn' }).click();
    await page.getByText('Copied!', { exact: true }).waitFor();
    await hotelRow(page, 'desk@harbor.test').getByText('Licensed', { exact: true }).waitFor();
    expect(await page.getByTestId('stat-Active Licenses').textContent()).toBe('1');
    await shot(page, 'licence-list');
    generatedKey = key;
  });

  it('the hotel validates the key from its settings, and its header turns LICENSED', async () => {
    expect(generatedKey).not.toBe('');
    const key = generatedKey;
    const { page: hotelPage, hotel } = harbor!;
    await hotelPage.goto('/hotel/settings');
    await hotelPage.getByRole('tab', { name: 'Hotel Information' }).click();
    const card = hotelPage.getByTestId('licence-card');
    await card.getByText('DEMO VERSION', { exact: true }).waitFor();
    expect(await hotelPage.locator('.licence-badge').textContent()).toBe('DEMO VERSION');
    const verify = card.getByRole('button', { name: 'Verify' });
    expect(await verify.isDisabled()).toBe(true);
    await card.getByLabel('License Key').fill(key.toLowerCase());
    await verify.click();
    await card.getByRole('button', { name: 'Verifying...' }).waitFor();
    await hotelPage.getByText('License verified successfully.').waitFor();
    await shot(hotelPage, 'hotel-licence-card');
    await card.getByRole('button', { name: 'Validate License' }).click();
    await hotelPage.getByText('License Activated!').waitFor();
    await hotelPage.getByTestId('licence-card').getByText('LICENSED VERSION', { exact: true }).waitFor();
    await hotelPage.locator('.licence-badge', { hasText: 'LICENSED' }).waitFor();
    await hotelPage.getByTestId('system-info-card').getByText('None', { exact: true }).waitFor();
    expect(await hotelPage.getByText('Validation Error').count()).toBe(0);
    await shot(hotelPage, 'hotel-licensed');

    const settings = Object.fromEntries(
      ((await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[]).map((s) => [s.key, s.value]),
    );
    expect(settings).toMatchObject({ is_demo: '0', license_key: key, transaction_limit: '999999' });
  });

  it('admin impersonates a hotel, works as it, and returns to the admin panel', async () => {
    const { hotel } = await session.signedInPage('desk@seaside.test', { name: 'Seaside Motel', city: 'Gloucester', state: 'MA' });
    await hotel.api.post('/api/hotel/room-types', {
      name: 'Ocean View',
      dailyRate: '120',
      weeklyRate: '700',
      monthlyRate: '2400',
    });
    const page = await adminPage();
    await page.goto('/hotel/admin');
    const menu = await openActions(page, 'Seaside Motel', 'desk@seaside.test');
    let confirmation = '';
    page.once('dialog', (dialog) => {
      confirmation = dialog.message();
      void dialog.accept();
    });
    await menu.getByRole('menuitem', { name: 'Login as Hotel' }).click();
    await page.getByText('Opening its console...').waitFor();
    expect(confirmation).toContain('Log in as Seaside Motel?');
    await page.waitForURL('**/multi-hotel');

    await page.locator('.console-hotel-name', { hasText: 'Seaside Motel' }).waitFor();
    expect(await page.locator('.console-hotel-email').textContent()).toBe('desk@seaside.test');
    await page.getByRole('button', { name: 'Return to Admin' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await shot(page, 'impersonating');

    await page.getByRole('button', { name: 'Return to Admin' }).click();
    await page.waitForURL('**/hotel/admin');
    await page.getByRole('heading', { name: 'License Administration' }).waitFor();
    expect(await page.getByRole('button', { name: 'Return to Admin' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Admin', exact: true }).waitFor();
  });

  it('a hotel sees Access Denied on the admin panel', async () => {
    const { page } = await session.signedInPage('desk@curious.test', { name: 'Curious Inn' });
    await page.goto('/hotel/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page
      .getByText("You don't have administrator privileges. Only authorized system administrators can access this area.")
      .waitFor();
    await page.getByText('Curious Inn').first().waitFor();
    await page.getByRole('link', { name: 'Return to Dashboard' }).waitFor();
    await shot(page, 'access-denied');
  });

  it('adds a hotel from the form with the Missing Fields check, then edits and deletes it', async () => {
    const page = await adminPage();
    await page.goto('/hotel/admin');
    const form = page.getByRole('form', { name: 'Add hotel' });
    await form.getByLabel('Hotel Name *').fill('Lakeside Lodge');
    await form.getByRole('button', { name: 'Add Hotel' }).click();
    await page.getByText('Please fill in: Hotel Email').waitFor();
    await form.getByLabel('Hotel Email *').fill('owner@lakeside.test');
    await form.getByLabel('City').fill('Concord');
    await form.getByRole('button', { name: 'Add Hotel' }).click();
    await page.getByText('Hotel Added', { exact: true }).waitFor();
    await hotelRow(page, 'owner@lakeside.test').getByText('Not verified').waitFor();

    await (
      await openActions(page, 'Lakeside Lodge', 'owner@lakeside.test')
    )
      .getByRole('menuitem', { name: 'Edit Hotel' })
      .click();
    const edit = page.getByRole('form', { name: 'Edit hotel' });
    expect(await edit.getByLabel('City').inputValue()).toBe('Concord');
    await edit.getByLabel('Number of Rooms').fill('18');
    await shot(page, 'edit-hotel');
    await edit.getByRole('button', { name: 'Update Hotel' }).click();
    await page.getByText('Hotel Updated', { exact: true }).waitFor();
    await hotelRow(page, 'owner@lakeside.test').getByRole('cell', { name: '18' }).waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await (
      await openActions(page, 'Lakeside Lodge', 'owner@lakeside.test')
    )
      .getByRole('menuitem', { name: 'Delete Hotel' })
      .click();
    await page.getByText('Hotel Deleted', { exact: true }).waitFor();
    expect(await hotelRow(page, 'owner@lakeside.test').count()).toBe(0);
  });

  it('a fresh hotel is offered the set-up wizard once and gets the example room types and rooms', async () => {
    const { hotel } = await session.signedInPage(
      'desk@wizard.test',
      { name: 'Wizard Inn', numberOfRooms: 40 },
      { setupDone: false },
    );
    // A context of its own with the hotel's session.
    const context = await session.browser.newContext({ baseURL: session.app.url, viewport: { width: 1440, height: 900 } });
    try {
      await context.addCookies([{ ...hotel.api.sessionCookie()!, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
      const page = await context.newPage();
      await page.goto('/hotel');
      const wizard = page.getByRole('dialog', { name: 'Welcome to Innkeep' });
      await wizard.getByText('$79.99 per night', { exact: false }).waitFor();
      await wizard.getByText('$149.99 per night', { exact: false }).waitFor();
      expect(await wizard.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      await shot(page, 'wizard-room-types');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByText('Rooms 101–107').waitFor();
      await shot(page, 'wizard-rooms');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByRole('heading', { name: 'Configure Settings' }).waitFor();
      await wizard.getByRole('button', { name: 'Complete Setup' }).click();
      await page.waitForURL('**/hotel/settings');
      await page.getByText('Setup Complete').waitFor();

      const types = (await hotel.api.get('/api/hotel/room-types')).body as { name: string; dailyRate: string }[];
      expect(types.map((t) => [t.name, t.dailyRate]).sort()).toEqual([
        ['Deluxe Room', '99.99'],
        ['Standard Room', '79.99'],
        ['Suite', '149.99'],
      ]);
      expect(((await hotel.api.get('/api/hotel/rooms')).body as unknown[]).length).toBe(12);

      await page.goto('/hotel');
      await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
      expect(await page.getByRole('dialog', { name: 'Welcome to Innkeep' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('clears operational data after two confirmations, the second only once the hotel’s name is typed, by keyboard', async () => {
    const { page, hotel } = await session.signedInPage('desk@clearing.test', { name: 'Clearing Inn' });
    await hotel.api.post('/api/hotel/rooms', { roomNumber: '12' });
    await page.goto('/hotel');
    const native: string[] = [];
    page.on('dialog', (dialog) => {
      native.push(dialog.message());
      void dialog.accept();
    });
    const clearButton = page.getByRole('button', { name: 'Clear Operational Data' });
    const dialog = page.getByRole('dialog', { name: 'Clear Operational Data' });

    // Two stray Enters: the first question opens with the focus on Cancel, so nothing is cleared.
    await clearButton.focus();
    await page.keyboard.press('Enter');
    await dialog.getByText(/Are you sure you want to clear all operational data\?/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Clear Operational Data');

    // Again: Continue, then the second question, whose button waits for the hotel's name.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const name = dialog.getByLabel('Type the hotel’s name, Clearing Inn, to confirm');
    await name.waitFor();
    expect(await dialog.getByText(/This cannot be undone from the application/).count()).toBe(1);
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'Clear Operational Data' });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Clearing In');
    await page.keyboard.press('Enter');
    expect(await confirm.isDisabled()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect((await hotel.api.get('/api/hotel/rooms')).body).toHaveLength(1);

    await page.keyboard.type('n');
    expect(await confirm.isEnabled()).toBe(true);
    await session.screenshot(page, 'clear-operational-data');
    // Enter on the enabled button itself.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Operational Data Cleared', { exact: true }).waitFor();
    expect((await hotel.api.get('/api/hotel/rooms')).body).toEqual([]);
    expect(native).toEqual([]);
  });
});
