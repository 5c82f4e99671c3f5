import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/stay-dates';
import { signInAdmin } from '../../server/src/testing/admins';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/** Every screen as a clerk or an admin sees it, with data in its grids: no critical or serious axe-core violation. */

/** Opens a screen, waits for what it fetches, and returns its critical and serious violations by path. */
async function audit(page: Page, path: string, shown: string) {
  await page.goto(path);
  await page.getByText(shown, { exact: false }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return { path, violations: await seriousViolations(page) };
}

describe.runIf(browserAvailable)('accessibility (axe-core) of every screen', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('signed out: landing, sign-in, sign-up, password and verification pages, and the 404 card', async () => {
    const page = await session.newPage();
    const found: Awaited<ReturnType<typeof audit>>[] = [];
    for (const [path, shown] of [
      ['/', 'Innkeep'],
      ['/login', 'Password'],
      ['/signup', 'Password'],
      ['/forgot-password', 'Email'],
      ['/reset-password?token=nothing', 'Password'],
      ['/verify-email?token=nothing', 'Innkeep'],
      ['/no-such-page', '404'],
    ]) {
      found.push(await audit(page, path, shown));
    }
    expect(found.filter((screen) => screen.violations.length > 0)).toEqual([]);
  });

  describe('a hotel with data in every grid', () => {
    let page: Page;
    let bookingId: number;
    beforeAll(async () => {
      const signedIn = await session.signedInPage('axe@a11y.test', { name: 'Axe Inn', numberOfRooms: 10 });
      page = signedIn.page;
      const { hotel } = signedIn;
      const roomType = await hotel.api.post('/api/hotel/room-types', {
        name: 'Standard',
        dailyRate: '100.00',
        weeklyRate: '500.00',
        monthlyRate: '1500.00',
      });
      const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: roomType.body.id });
      expect(room.status).toBe(201);
      const booking = await hotel.api.post('/api/hotel/bookings', {
        roomId: room.body.id,
        guest: 'Smith, John',
        checkInDate: new Date().toISOString().slice(0, 10),
        rateType: 'Daily',
        nights: 3,
        dailyWeeklyAmount: '100.00',
        monthlyAmount: '0',
        paidAmount: '100.00',
        paymentMethod: 'Card',
      });
      expect(booking.status).toBe(201);
      bookingId = booking.body.id;
      expect(
        (await hotel.api.post(`/api/hotel/bookings/${bookingId}/charges`, { description: 'Parking', amount: '15' })).status,
      ).toBe(201);
      // A dirty room with a note, and a block on the board and the Housekeeping screen.
      expect(
        (await hotel.api.put(`/api/hotel/rooms/${room.body.id}/housekeeping`, { status: 'Dirty', note: 'Towels' })).status,
      ).toBe(200);
      const startDate = addDays(new Date().toISOString().slice(0, 10), 5);
      const block = await hotel.api.post('/api/hotel/room-blocks', {
        roomId: room.body.id,
        startDate,
        endDate: addDays(startDate, 2),
        reason: 'New carpet',
      });
      expect(block.status).toBe(201);
      const employee = await hotel.api.post('/api/hotel/employees', { firstName: 'Ana', lastName: 'Ruiz', role: 'Front Desk' });
      expect(employee.status).toBe(201);
      const tax = await hotel.api.post('/api/hotel/tax-rates', { name: 'State Tax', rate: '0.06', applyTo: 'all' });
      expect(tax.status).toBe(201);
    });

    it.each([
      ['/hotel', 'Smith'],
      // The lists' counts show once they are loaded (Smith arrives on UTC's today, which may not be the hotel's).
      ['/hotel/front-desk', 'Arrivals ('],
      ['/hotel/night-audit', 'Start the books'],
      ['/hotel/bookings', 'Smith'],
      ['/hotel/housekeeping', 'New carpet'],
      ['/hotel/guests', 'Smith'],
      ['/hotel/employees', 'Ruiz'],
      ['/hotel/reports', 'Annual Total'],
      ['/hotel/reports?tab=statistics', 'Occupancy and ADR'],
      ['/hotel/reports?tab=tax', 'Exempt stays'],
      ['/hotel/settings', 'Axe Inn'],
      ['/hotel/settings?tab=rooms', 'Standard'],
      ['/hotel/settings?tab=amenities', 'Amenities'],
      ['/hotel/settings?tab=tax-rates', 'State Tax'],
      ['/hotel/settings?tab=rate-periods', 'Rate Periods'],
      ['/hotel/settings?tab=online-booking', 'Take bookings online'],
    ])('%s', async (path, shown) => {
      expect(await audit(page, path, shown)).toEqual({ path, violations: [] });
    });

    it('the folio dialog of a booking', async () => {
      await audit(page, '/hotel/bookings', 'Smith');
      await page.getByRole('button', { name: `Folio of booking #${bookingId}` }).click();
      const dialog = page.getByRole('dialog', { name: `Folio of booking #${bookingId}` });
      await dialog.getByRole('table', { name: 'Charges' }).getByText('Parking').waitFor();
      // Contrast is read once the dialog has faded in (160 ms), not from a half-transparent frame.
      await dialog.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      expect({ dialog: 'folio', violations: await seriousViolations(page) }).toEqual({ dialog: 'folio', violations: [] });
    });
  });

  it('the set-up wizard of a new hotel', async () => {
    const { page } = await session.signedInPage('wizard@a11y.test', { name: 'New Inn' }, { setupDone: false });
    expect(await audit(page, '/hotel', 'New Inn')).toEqual({ path: '/hotel', violations: [] });
  });

  it('the admin console', async () => {
    const admin = await signInAdmin(session.app);
    const page = await session.newPage();
    const cookie = admin.api.sessionCookie()!;
    await page.context().addCookies([{ ...cookie, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
    expect(await audit(page, '/hotel/admin', 'Admin')).toEqual({ path: '/hotel/admin', violations: [] });
  });
});
