import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../core/stay-dates';
import { addRooms, guestClient, openBookingPage, STANDARD, type SignedInHotel } from '../../server/src/testing/hotels';
import { lastMailTo } from '../../server/src/testing/outbox';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { pageOf } from './keyboard';
import { RECENT_COLUMNS, recentCell } from './recent-grid';

/** The desk's side of the bookings that come in online: Send confirmation on a booking, and the channel mix. */
describe.skipIf(!browserAvailable)('online bookings at the desk', () => {
  let session: BrowserSession;
  let hotel: SignedInHotel;
  let rooms: Record<string, number>;
  const today = () => todayInZone('America/New_York');

  beforeAll(async () => {
    session = await startBrowserSession();
    const signedIn = await session.signedInPage('desk@plover.test', { name: 'Plover Inn' });
    hotel = signedIn.hotel;
    await signedIn.page.context().close();
    rooms = await addRooms(hotel, STANDARD, ['101', '102', '103']);
    await openBookingPage(hotel, 'plover');
  });
  afterAll(async () => session?.close());

  /** A desk booking of `room` for a guest, with or without an email; answers its id. */
  const deskBooking = async (room: string, firstName: string, email: string | null, checkIn: string) => {
    const guest = await hotel.api.post('/api/hotel/guests', { firstName, lastName: 'Plover', email });
    expect(guest.status).toBe(201);
    const booked = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms[room],
      guestId: guest.body.id,
      guest: `Plover, ${firstName}`,
      checkInDate: checkIn,
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100.00',
      paidAmount: '0',
    });
    expect(booked.status).toBe(201);
    return booked.body.id as number;
  };

  /** Opens a Recent Bookings row's menu from its Actions cell (Space), as the keyboard does. */
  const rowMenu = async (page: Page, id: number) => {
    await (await recentCell(page, id, RECENT_COLUMNS.actions)).click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Space');
    return page.getByRole('menu', { name: `Actions for booking #${id}` });
  };

  it('sends the confirmation of a desk booking from its row menu, and says why not when the guest has no email', async () => {
    const withEmail = await deskBooking('101', 'Ann', 'ann@plover.test', addDays(today(), 5));
    const without = await deskBooking('102', 'Bo', null, addDays(today(), 6));
    const page = await pageOf(session, hotel.api);
    await page.goto('/hotel/bookings');

    const menu = await rowMenu(page, withEmail);
    await menu.getByRole('menuitem', { name: 'Send confirmation' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'online-booking-send-confirmation-menu');
    await menu.getByRole('menuitem', { name: 'Send confirmation' }).click();
    await page.locator('.toast').filter({ hasText: 'Confirmation sent' }).first().waitFor();
    await expect.poll(() => lastMailTo(session.app.dataDir, 'ann@plover.test').subject).toContain('Plover Inn');

    const second = await rowMenu(page, without);
    await second.getByRole('menuitem', { name: 'Send confirmation' }).click();
    const refused = page.locator('.toast').filter({ hasText: /email/i }).first();
    await refused.waitFor();
    expect(await refused.innerText()).not.toContain('Confirmation sent');
    await session.screenshot(page, 'online-booking-send-confirmation-refused');
  });

  it('shows the channel mix of the statistics: room-nights and revenue by source', async () => {
    const checkIn = addDays(today(), 1);
    const guest = guestClient(session.app);
    const standard = (await hotel.api.get('/api/hotel/room-types')).body[0].id;
    const online = await guest.api.post('/api/public/hotels/plover/bookings', {
      roomTypeId: standard,
      checkIn,
      nights: 3,
      firstName: 'Cy',
      lastName: 'Online',
      email: guest.email,
      phone: '555-0111',
      website: '',
    });
    expect(online.status).toBe(201);
    const page = await pageOf(session, hotel.api);
    await page.goto('/hotel/reports?tab=statistics');
    await page.getByLabel('From').fill(today());
    await page.getByLabel('To', { exact: true }).fill(addDays(today(), 20));
    await page.getByLabel('Group by').selectOption('day');
    await page.getByRole('button', { name: 'Show Statistics' }).click();
    const table = page.getByRole('table', { name: /Channel mix/ });
    await table.waitFor();
    // The two desk bookings of the test above (2 nights each at 100.00) and this online one (3 nights).
    await expect
      .poll(() =>
        table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent))),
      )
      .toEqual([
        ['Desk', '4', '57.1%', '$400.00', '57.1%'],
        ['Online', '3', '42.9%', '$300.00', '42.9%'],
        ['Batch', '0', '0.0%', '$0.00', '0.0%'],
      ]);
    expect(await seriousViolations(page)).toEqual([]);
    await table.scrollIntoViewIfNeeded();
    await session.screenshot(page, 'online-booking-channel-mix');
  });
});
