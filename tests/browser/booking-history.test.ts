import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../server/src/testing/admins';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { addStandardRooms } from './standard-rooms';

describe.skipIf(!browserAvailable)('a booking’s history in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('lists who changed the booking, when, and each field before → after, money as dollars', async () => {
    const { page, hotel } = await session.signedInPage('desk@history.test', { name: 'Harbor Inn' });
    const {
      roomIds: [roomId],
    } = await addStandardRooms(hotel, ['101']);
    const stay = {
      roomId,
      guest: 'Smith, John',
      checkInDate: '2027-03-10',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '100.00',
      monthlyAmount: '0',
    };
    const created = await hotel.api.post('/api/hotel/bookings', { ...stay, paidAmount: '0' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(
      (await hotel.api.put(`/api/hotel/bookings/${id}`, { ...stay, paidAmount: '1500', paymentMethod: 'Card' })).status,
    ).toBe(200);
    const admin = await signInAdmin(session.app);
    expect((await admin.api.post('/api/admin/impersonate-hotel', { hotelId: hotel.id })).status).toBe(200);
    expect(
      (await admin.api.put(`/api/hotel/bookings/${id}`, { ...stay, nights: 2, paidAmount: '1500', paymentMethod: 'Card' }))
        .status,
    ).toBe(200);

    await page.goto('/hotel/bookings');
    await page.getByRole('heading', { name: 'Bookings Management' }).waitFor();
    const historyButton = page.getByRole('button', { name: `History of booking #${id}` });
    await historyButton.waitFor();
    await historyButton.click();
    const dialog = page.getByRole('dialog', { name: `History of booking #${id}` });
    const entries = dialog.getByRole('list', { name: 'Changes' }).locator('> li');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(3);

    const [create, pay, shorten] = await entries.all();
    expect(await create!.locator('.booking-history-head').innerText()).toMatch(/^Created\s.+\sHarbor Inn$/s);
    expect(await create!.locator('.booking-history-changes li').allInnerTexts()).toEqual(
      expect.arrayContaining(['Room: 101', 'Guest: Smith, John', 'Check-in: 03/10/27', 'Grand Total: $339.00', 'Paid: $0.00']),
    );
    expect(await pay!.locator('.booking-history-changes li').allInnerTexts()).toEqual([
      'Paid: $0.00 → $1,500.00',
      'Payment Method: Cash → Card',
      'Status: Unpaid → Fully Paid',
    ]);
    expect(await shorten!.locator('.booking-history-actor').innerText()).toBe('Administrator (administrator, as Harbor Inn)');
    expect(await shorten!.locator('.booking-history-changes li').allInnerTexts()).toEqual(
      expect.arrayContaining([
        'Nights: 3 → 2',
        'Check-out: 03/13/27 → 03/12/27',
        'Subtotal: $300.00 → $200.00',
        'Grand Total: $339.00 → $226.00',
      ]),
    );
    await session.screenshot(page, 'booking-history');

    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows each time on the hotel’s clock, not the browser’s (browser in Tokyo, hotel in Chicago)', async () => {
    const { page, hotel } = await session.signedInPage('desk@zones.test', { name: 'Prairie Inn' }, { timezoneId: 'Asia/Tokyo' });
    expect((await hotel.api.put('/api/hotel/settings', { timezone: 'America/Chicago' })).status).toBe(200);
    const {
      roomIds: [roomId],
    } = await addStandardRooms(hotel, ['7']);
    const created = await hotel.api.post('/api/hotel/bookings', {
      roomId,
      guest: 'Lane, Lois',
      checkInDate: '2027-03-10',
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100.00',
      monthlyAmount: '0',
      paidAmount: '0',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    await page.goto('/hotel/bookings');
    await page.getByRole('button', { name: `History of booking #${id}` }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: `History of booking #${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `History of booking #${id}` });
    const time = dialog.getByRole('list', { name: 'Changes' }).locator('> li time').first();
    await time.waitFor();
    const instant = DateTime.fromISO((await time.getAttribute('datetime'))!);
    const inChicago = instant.setZone('America/Chicago');
    expect(await time.innerText()).toBe(`${inChicago.toFormat('LLL d, yyyy, h:mm a')} ${inChicago.offsetNameShort}`);
    // Tokyo is 14 or 15 hours ahead: its clock would show another hour.
    const inTokyo = instant.setZone('Asia/Tokyo').toFormat('h:mm a');
    expect(await time.innerText()).not.toContain(inTokyo);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    await session.screenshot(page, 'booking-history-hotel-zone');
  });
});
