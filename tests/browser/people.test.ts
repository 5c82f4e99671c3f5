import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../server/src/testing/api-client';
import { lastMailTo } from '../../server/src/testing/outbox';
import { invitePerson } from '../../server/src/testing/people';
import { seriousViolations } from './axe';
import { browserAvailable, SCREENSHOT_DIR, startBrowserSession, type BrowserSession } from './harness';
import { addStandardRooms } from './standard-rooms';

/**
 * Issue 15 in the browser: the Owner gives a clerk a sign-in from the Employees tab, the clerk sets a password
 * through the mailed link and signs in, and sees only what a Front Desk person may use.
 */
describe.skipIf(!browserAvailable)('people and roles in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  /** A browser page signed in with the session of a person the API signed in. */
  const pageOf = async (api: ApiClient) => {
    const page = await session.newPage();
    const cookie = api.sessionCookie()!;
    await page.context().addCookies([{ ...cookie, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
    return page;
  };

  it('the Owner gives a Front Desk clerk a sign-in; the clerk sets a password, signs in, and meets only the desk', async () => {
    const { page, hotel } = await session.signedInPage('owner@gull.test', { name: 'Gull Rock Inn' });
    const employee = await hotel.api.post('/api/hotel/employees', {
      firstName: 'Rosa',
      lastName: 'Marin',
      role: 'front_desk',
      email: 'rosa@gull.test',
      isActive: true,
    });
    expect(employee.status).toBe(201);
    // A guest arriving today, for the clerk to check in.
    const {
      roomIds: [roomId],
    } = await addStandardRooms(hotel, ['101']);
    const today = (await hotel.api.get('/api/hotel/front-desk')).body.date as string;
    const booking = await hotel.api.post('/api/hotel/bookings', {
      roomId,
      guest: 'Lovelace, Ada',
      checkInDate: today,
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100.00',
      paidAmount: '0',
    });
    expect(booking.status).toBe(201);

    // The Owner sees their own sign-in in the People section, and the roster offers Rosa one.
    await page.goto('/hotel/employees');
    const people = page.locator('.people-card');
    await people.getByRole('cell', { name: 'owner@gull.test' }).waitFor();
    const owner = people.locator('tr[data-person="owner@gull.test"]');
    expect(await owner.getByRole('combobox').inputValue()).toBe('Owner');
    // Nobody turns their own sign-in off from here.
    expect(await owner.getByRole('button', { name: /Turn off/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Give sign-in Marin, Rosa' }).click();

    const dialog = page.getByRole('dialog', { name: 'Give sign-in' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Rosa Marin');
    expect(await dialog.getByLabel('Email').inputValue()).toBe('rosa@gull.test');
    // The Owner may give every role.
    expect(await dialog.getByLabel('Role').locator('option:not([disabled])').allInnerTexts()).toEqual([
      'Owner',
      'Manager',
      'Front Desk',
      'Housekeeping',
    ]);
    await dialog.getByRole('button', { name: 'Give sign-in' }).click();
    await dialog.getByText('Please choose a role').waitFor();
    await dialog.getByLabel('Role').selectOption('Front Desk');
    await dialog.getByRole('button', { name: 'Give sign-in' }).click();
    await page.getByText('Rosa Marin was given a sign-in: an invitation is on its way to rosa@gull.test').waitFor();

    const rosa = people.locator('tr[data-person="rosa@gull.test"]');
    await rosa.getByText('Invitation pending').waitFor();
    expect(await rosa.getByLabel('Role of Rosa Marin').inputValue()).toBe('Front Desk');
    // The roster row no longer offers a sign-in.
    await page.getByRole('button', { name: 'Give sign-in Marin, Rosa' }).waitFor({ state: 'detached' });
    // The same email again is refused in the server's words.
    await people.getByRole('button', { name: 'Give sign-in' }).click();
    await dialog.getByLabel('Name').fill('Rosa Again');
    await dialog.getByLabel('Email').fill('rosa@gull.test');
    await dialog.getByLabel('Role').selectOption('Housekeeping');
    await dialog.getByRole('button', { name: 'Give sign-in' }).click();
    const refusal = (await hotel.api.post('/api/hotel/users', { name: 'X', email: 'rosa@gull.test', role: 'Housekeeping' })).body
      .error as string;
    await page.getByText(refusal).first().waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, '.people-card')).toEqual([]);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await people.screenshot({ path: path.join(SCREENSHOT_DIR, 'people-section.png') });
    await session.screenshot(page, 'people-employees-tab');

    // Rosa follows the mailed link, sets her password and signs in.
    const link = new URL(lastMailTo(session.app.dataDir, 'rosa@gull.test', 'invited').link!);
    expect(link.pathname).toBe('/reset-password');
    const desk = await session.newPage();
    await desk.goto(link.pathname + link.search);
    // A first password, at her hotel: not a reset.
    await desk.getByRole('heading', { name: 'Set your password' }).waitFor();
    await desk.getByText('Welcome to Gull Rock Inn.').waitFor();
    expect(await desk.getByText('Reset Password').count()).toBe(0);
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.getByLabel('New Password').fill('rosa-pass-1');
    await desk.getByLabel('Confirm Password').fill('rosa-pass-1');
    await desk.getByRole('button', { name: 'Set Password' }).click();
    await desk.getByRole('heading', { name: 'Your password is set' }).waitFor();

    await desk.goto('/login');
    await desk.getByLabel('Email').fill('rosa@gull.test');
    await desk.getByLabel('Password').fill('rosa-pass-1');
    await desk.getByRole('button', { name: 'Sign In' }).click();
    await desk.getByText('Welcome back, Rosa Marin.').waitFor();
    await desk.waitForURL('**/hotel');

    // Her name and role in the header, beside the hotel's.
    const header = desk.locator('.console-header');
    await header.getByText('Rosa Marin').waitFor();
    await header.getByText('Front Desk').waitFor();
    await header.getByText('Gull Rock Inn').waitFor();

    // Only the desk's tabs, and no Clear button.
    const tabs = desk.getByRole('navigation', { name: 'Hotel console' });
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Front Desk',
      'Night Audit',
      'Bookings',
      'Housekeeping',
      'Guests',
    ]);
    expect(await desk.getByRole('button', { name: 'Clear Operational Data' }).count()).toBe(0);

    // The Front Desk works, and its daily report with its PDF.
    await tabs.getByRole('link', { name: 'Front Desk' }).click();
    await desk.getByRole('heading', { name: 'Front Desk', level: 1 }).waitFor();
    const arrival = desk.getByTestId('front-desk-arrivals').locator(`tr[data-booking-id="${booking.body.id}"]`);
    await arrival.getByRole('button', { name: 'Check in' }).click();
    await desk.locator('.toast').filter({ hasText: 'Lovelace, Ada checked in to room 101' }).first().waitFor();
    expect((await hotel.api.get(`/api/hotel/bookings/${booking.body.id}`)).body.stayStatus).toBe('Checked In');
    await desk.getByRole('button', { name: 'Daily Report' }).click();
    const report = desk.getByRole('dialog', { name: 'Daily Report' });
    await report.getByText('In House', { exact: true }).waitFor();
    await report.getByText('Total Payments').waitFor();
    const pdfHref = await report.getByRole('link', { name: 'Download Daily Report' }).getAttribute('href');
    const pdf = await desk.request.get(pdfHref!);
    expect({ status: pdf.status(), type: pdf.headers()['content-type'] }).toEqual({ status: 200, type: 'application/pdf' });
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await session.screenshot(desk, 'people-front-desk-daily-report');
    await report.getByRole('button', { name: 'Close' }).first().click();
    await report.waitFor({ state: 'hidden' });
    await session.screenshot(desk, 'people-front-desk-view');

    // A typed URL of a screen her role may not open shows Access Denied, and the server refuses its data too.
    for (const url of ['/hotel/reports', '/hotel/settings', '/hotel/employees']) {
      await desk.goto(url);
      await desk.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await desk.getByText('Your role (Front Desk) does not allow this screen.').waitFor();
      await desk.getByText('Signed in as').getByText('Rosa Marin').waitFor();
      await desk.getByRole('link', { name: 'Return to Dashboard' }).waitFor();
    }
    await session.screenshot(desk, 'people-access-denied');
    const refused = await desk.request.get('/api/hotel/reports/monthly/2026');
    expect({ status: refused.status(), body: await refused.json() }).toEqual({
      status: 403,
      body: { error: 'Your role (Front Desk) does not allow this' },
    });
  });

  it('a housekeeper starts on the Housekeeping tab and sees nothing else; a Manager is offered no Owner', async () => {
    const { hotel } = await session.signedInPage('owner@tern.test', { name: 'Tern Point Inn' });
    const housekeeper = await invitePerson(session.app, hotel.api, {
      name: 'Hana Ito',
      email: 'hana@tern.test',
      role: 'Housekeeping',
    });
    const manager = await invitePerson(session.app, hotel.api, { name: 'Max Berg', email: 'max@tern.test', role: 'Manager' });

    const hana = await pageOf(housekeeper.api);
    await hana.goto('/hotel');
    await hana.waitForURL('**/hotel/housekeeping');
    await hana.getByRole('heading', { name: 'Housekeeping', level: 1 }).waitFor();
    const tabs = hana.getByRole('navigation', { name: 'Hotel console' });
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual(['Housekeeping']);
    // No room blocks (the desk's), no licence label (the licence is not hers to read).
    expect(await hana.locator('.room-blocks').count()).toBe(0);
    expect(await hana.getByText('DEMO VERSION').count()).toBe(0);
    await hana.goto('/hotel/front-desk');
    await hana.getByText('Your role (Housekeeping) does not allow this screen.').waitFor();
    await hana.getByRole('link', { name: 'Return to Housekeeping' }).waitFor();

    const max = await pageOf(manager.api);
    await max.goto('/hotel/employees');
    const people = max.locator('.people-card');
    // The Owner's row is not the Manager's to change; the Manager's choices leave Owner out.
    const owner = people.locator('tr[data-person="owner@tern.test"]');
    await owner.getByText('Owner', { exact: true }).waitFor();
    expect(await owner.getByRole('combobox').count()).toBe(0);
    expect(await owner.getByRole('button').count()).toBe(0);
    await people.getByRole('button', { name: 'Give sign-in' }).click();
    const dialog = max.getByRole('dialog', { name: 'Give sign-in' });
    expect(await dialog.getByLabel('Role').locator('option:not([disabled])').allInnerTexts()).toEqual([
      'Manager',
      'Front Desk',
      'Housekeeping',
    ]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Turning Hana's sign-in off ends her session; turning it on lets her sign in again.
    const hanaRow = people.locator('tr[data-person="hana@tern.test"]');
    max.once('dialog', (confirm) => void confirm.accept());
    await hanaRow.getByRole('button', { name: 'Turn off Hana Ito' }).click();
    await max.getByText('Hana Ito can no longer sign in').waitFor();
    await hanaRow.getByText('Turned off').waitFor();
    expect((await housekeeper.api.get('/api/hotel/housekeeping')).status).toBe(401);
    await hanaRow.getByRole('button', { name: 'Turn on Hana Ito' }).click();
    await max.getByText('Hana Ito can sign in again').waitFor();
    await hanaRow.getByText('Active').waitFor();
    // A role change from the row's choice.
    await hanaRow.getByLabel('Role of Hana Ito').selectOption('Front Desk');
    await max.getByText('Hana Ito is now Front Desk').waitFor();
    expect((await hotel.api.get('/api/hotel/users')).body.find((p: { email: string }) => p.email === 'hana@tern.test').role).toBe(
      'Front Desk',
    );
  });
});
