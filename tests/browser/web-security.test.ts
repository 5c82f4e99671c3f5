import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../server/src/testing/admins';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

const HTML = '<img src=x onerror=alert(1)>';
const SQL = "'; drop table booking; --";

/**
 * Watches a page for what must never happen: a dialog (an injected alert), a Content-Security-Policy
 * violation (from the DOM event and from the console, which also reports blocked inline code).
 */
async function watch(page: Page) {
  const dialogs: string[] = [];
  const violations: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const log = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      log.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return {
    dialogs,
    violations: async () => [
      ...violations,
      ...((await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])) as string[]),
    ],
  };
}

describe.skipIf(!browserAvailable)('web security in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('shows HTML and SQL in names as text: guests grid, rooms and room types, bookings — and no dialog fires', async () => {
    const { page, hotel } = await session.signedInPage('xss@web-security.test', { name: 'Harbor Inn', numberOfRooms: 20 });
    const watcher = await watch(page);
    const htmlType = await hotel.api.post('/api/hotel/room-types', {
      name: HTML,
      dailyRate: '90',
      weeklyRate: '500',
      monthlyRate: '1800',
    });
    await hotel.api.post('/api/hotel/room-types', { name: SQL, dailyRate: '80', weeklyRate: '450', monthlyRate: '1600' });
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '<b>7</b>', roomTypeId: htmlType.body.id });
    const guest = await hotel.api.post('/api/hotel/guests', { firstName: HTML, lastName: SQL, city: HTML, notes: SQL });
    expect([htmlType.status, room.status, guest.status]).toEqual([201, 201, 201]);
    const today = new Date().toISOString().slice(0, 10);
    const booking = await hotel.api.post('/api/hotel/bookings', {
      roomId: room.body.id,
      guestId: guest.body.id,
      guest: `${SQL}, ${HTML}`,
      checkInDate: today,
      nights: 2,
      paymentMethod: HTML,
    });
    expect(booking.status).toBe(201);

    await page.goto('/hotel/guests');
    const guestGrid = page.locator('.guest-grid');
    await guestGrid.getByText(HTML).first().waitFor();
    await guestGrid.getByText(SQL).first().waitFor();
    await session.screenshot(page, 'web-security-guests');

    await page.goto('/hotel/settings?tab=rooms');
    const roomGrid = page.getByTestId('rooms-grid');
    await roomGrid.getByText('<b>7</b>').first().waitFor();
    await roomGrid.getByText(HTML).first().waitFor();
    await page.getByRole('tab', { name: 'Room Types', exact: true }).click();
    const typeGrid = page.getByTestId('room-types-grid');
    await typeGrid.getByText(HTML).first().waitFor();
    await typeGrid.getByText(SQL).first().waitFor();
    await session.screenshot(page, 'web-security-room-types');

    await page.goto('/hotel/bookings');
    await page.getByText(HTML).first().waitFor();
    await session.screenshot(page, 'web-security-bookings');

    // Nothing was parsed as markup anywhere: no <img src=x>, no <b> made from a room number.
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(watcher.dialogs).toEqual([]);
    expect(await watcher.violations()).toEqual([]);
    // And the SQL ran nowhere: the bookings table is still there with its booking.
    expect(((await hotel.api.get('/api/hotel/bookings')).body as unknown[]).length).toBe(1);
  });

  it('runs every screen of the built client under its Content-Security-Policy without a violation', async () => {
    const signedOut = await session.newPage();
    const outWatcher = await watch(signedOut);
    for (const path of ['/', '/login', '/signup', '/forgot-password']) {
      await signedOut.goto(path);
      await signedOut.waitForLoadState('networkidle');
    }
    expect(await outWatcher.violations()).toEqual([]);

    const { page } = await session.signedInPage('csp@web-security.test', { name: 'Policy Inn', numberOfRooms: 10 });
    const watcher = await watch(page);
    const response = await page.goto('/hotel');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    for (const path of [
      '/hotel',
      '/hotel/bookings',
      '/hotel/guests',
      '/hotel/employees',
      '/hotel/reports',
      '/hotel/settings',
      '/hotel/settings?tab=rooms',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await watcher.violations() }).toEqual({ path, violations: [] });
    }
    expect(watcher.dialogs).toEqual([]);

    const admin = await signInAdmin(session.app);
    const adminPage = await session.newPage();
    const cookie = admin.api.sessionCookie()!;
    await adminPage.context().addCookies([{ ...cookie, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
    const adminWatcher = await watch(adminPage);
    await adminPage.goto('/hotel/admin');
    await adminPage.waitForLoadState('networkidle');
    await session.screenshot(adminPage, 'web-security-admin');
    expect(await adminWatcher.violations()).toEqual([]);
  });

  it('cannot be framed by another page', async () => {
    const page = await session.newPage();
    // The frame's load event fires whatever it ends up holding (the login form, or Chromium's error page).
    await page.setContent(`<iframe id="app" onload="window.frameLoaded = true" src="${session.app.url}/login"></iframe>`);
    await page.waitForFunction(() => (window as { frameLoaded?: boolean }).frameLoaded === true);
    const frame = page.frames().find((candidate) => candidate.url().startsWith(session.app.url));
    // Chromium blocks the navigation: the frame stays empty (about:blank or an error page), never the login form.
    const loginShown = frame
      ? await frame
          .locator('input[type="password"]')
          .count()
          .catch(() => 0)
      : 0;
    expect(loginShown).toBe(0);
  });
});
