import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitePerson } from '../../server/src/testing/people';
import { seriousViolations } from './axe';
import { ENTRY } from './entry-columns';
import { cursorColumn, entryRows, typeAtFullSpeed } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { focused, pageOf, press, tabTo } from './keyboard';
import { RECENT_COLUMNS, recentCell } from './recent-grid';
import { addStandardRooms } from './standard-rooms';
import { pdfText } from '../../server/src/testing/pdf-documents';

const TEXAS = { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true };

/** The long-stay agreement's checkbox in a cell, ticked or not. */
const ticked = (page: Page, cell: string) =>
  page
    .locator(cell)
    .locator('input[type=checkbox]')
    .evaluate((input) => (input as HTMLInputElement).checked);

describe.skipIf(!browserAvailable)('long stays in the browser (issue 26)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('a Manager sets the Texas preset on a tax from the keyboard, sees it again, and changes it as Custom', async () => {
    const { hotel } = await session.signedInPage('owner@longstay.test', { name: 'Bluebonnet Motor Inn' });
    const manager = await invitePerson(session.app, hotel.api, { name: 'Max Berg', email: 'max@longstay.test', role: 'Manager' });
    const page = await pageOf(session, manager.api);
    await page.goto('/hotel/settings?tab=tax-rates', { timeout: 60_000 });
    await page.getByText('No tax rates configured yet. Add your first tax rate to get started.').waitFor({ timeout: 60_000 });

    // Add Tax Rate, then the form from its first field: name, (Flat Fee switch), rate, All Rate Types, the preset.
    await tabTo(page, 'Add Tax Rate');
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Tax Rate' });
    await dialog.waitFor();
    expect(await focused(page)).toBe('Tax Name');
    await page.keyboard.type('Hotel Occupancy Tax');
    await tabTo(page, 'Tax Rate (%)');
    await page.keyboard.type('6');
    await tabTo(page, 'Long-stay preset');
    // Each preset says the law is as read, to be checked.
    expect(await dialog.getByLabel('Long-stay preset').locator('option').allInnerTexts()).toEqual([
      'None: taxed every night',
      'Texas (check with your tax authority)',
      'New Jersey (check with your tax authority)',
      'Georgia (check with your tax authority)',
      'Florida tourist development tax (check with your tax authority)',
      'Custom',
    ]);
    await press(page, 'ArrowDown');
    expect(await dialog.getByLabel('Long-stay preset').inputValue()).toBe('Texas');
    // The preset fills the rule, which only Custom lets change.
    expect(await dialog.getByLabel('Nights').inputValue()).toBe('30');
    expect(await dialog.getByLabel('Nights').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Mode').inputValue()).toBe('exempt-after');
    expect(await dialog.getByLabel('Written agreement exempts from night 1').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Tax due if the stay ends early').isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'tax-rate-long-stay-texas');
    await tabTo(page, 'Create');
    await press(page, 'Enter');
    await page.getByText('Tax rate created successfully').waitFor();

    const stored = async () =>
      (await hotel.api.get('/api/hotel/tax-rates')).body as { id: number; name: string; longStay: unknown }[];
    expect((await stored()).map((tax) => [tax.name, tax.longStay])).toEqual([['Hotel Occupancy Tax', TEXAS]]);
    const row = page.getByRole('listitem', { name: 'Hotel Occupancy Tax' });
    await row.getByText('Long stay: Exempt after 30 nights').waitFor();
    // The card (the success toast fading over it is another screen's concern).
    expect(await seriousViolations(page, '.tax-rates')).toEqual([]);

    // Reopened, the rule shows as the preset it matches; Custom lets the nights change.
    await tabTo(page, 'Edit Hotel Occupancy Tax');
    await press(page, 'Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Tax Rate' });
    await edit.waitFor();
    expect(await edit.getByLabel('Long-stay preset').inputValue()).toBe('Texas');
    await tabTo(page, 'Long-stay preset');
    await press(page, 'ArrowDown', 4);
    expect(await edit.getByLabel('Long-stay preset').inputValue()).toBe('Custom');
    await tabTo(page, 'Nights');
    await press(page, 'Control+A');
    await page.keyboard.type('45');
    await session.screenshot(page, 'tax-rate-long-stay-custom');
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo(page, 'Update');
    await press(page, 'Enter');
    await page.getByText('Tax rate updated successfully').waitFor();
    expect((await stored()).map((tax) => tax.longStay)).toEqual([{ ...TEXAS, nights: 45 }]);
    await row.getByText('Long stay: Exempt after 45 nights').waitFor();

    // A value out of the law's range is refused with the server's words, and nothing changes.
    await tabTo(page, 'Edit Hotel Occupancy Tax');
    await press(page, 'Enter');
    await edit.waitFor();
    expect(await edit.getByLabel('Long-stay preset').inputValue()).toBe('Custom');
    await tabTo(page, 'Nights');
    await press(page, 'Control+A');
    await page.keyboard.type('401');
    await tabTo(page, 'Update');
    await press(page, 'Enter');
    await edit.getByRole('alert').getByText('Long-stay nights must be a whole number from 1 to 400').waitFor();
    expect((await stored()).map((tax) => tax.longStay)).toEqual([{ ...TEXAS, nights: 45 }]);
  }, 180_000);

  it('a clerk ticks the long-stay agreement with the keyboard, in the entry row and in Recent Bookings', async () => {
    const { hotel } = await session.signedInPage('owner@agreement.test', { name: 'Bluebonnet Motor Inn' });
    await addStandardRooms(hotel, ['101', '102']);
    const desk = await invitePerson(session.app, hotel.api, {
      name: 'Rosa Marin',
      email: 'rosa@agreement.test',
      role: 'Front Desk',
    });
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
    const earlier = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms.find((room) => room.roomNumber === '102')!.id,
      guest: 'Builder, Bob',
      checkInDate: '2027-04-01',
      rateType: 'Weekly',
      nights: 7,
      dailyWeeklyAmount: '500.00',
    });
    expect([earlier.status, earlier.body.longStayAgreement]).toEqual([201, false]);

    const page = await pageOf(session, desk.api);
    await page.goto('/hotel/bookings', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Bookings Management' }).waitFor({ timeout: 60_000 });
    await entryRows(page).first().locator('td').first().waitFor();
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
    const agreementCell = `[data-testid=booking-entry-grid] .ht_master tbody tr:first-child td[aria-colindex="${ENTRY.agreement + 1}"]`;
    expect(await ticked(page, agreementCell)).toBe(false);

    // A whole booking typed; Tab past Paid and Method reaches Agreement, Space ticks it, Enter saves.
    await typeAtFullSpeed(page, '101\tnina nurse\t04/01/27\tw\t28\t\t0\t\t');
    expect(await cursorColumn(page)).toBe(ENTRY.agreement);
    await press(page, 'Space');
    expect(await ticked(page, agreementCell)).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Long-stay agreement' }).first().isChecked()).toBe(true);
    await press(page, 'Enter');
    const created = async () =>
      (
        (await hotel.api.get('/api/hotel/bookings')).body as {
          id: number;
          guest: string;
          nights: number;
          longStayAgreement: boolean;
        }[]
      )
        .map((booking) => [booking.guest, booking.nights, booking.longStayAgreement])
        .sort();
    await expect.poll(created).toEqual([
      ['Builder, Bob', 7, false],
      ['Nurse, Nina', 28, true],
    ]);
    // The new row starts without one.
    await expect.poll(() => ticked(page, agreementCell)).toBe(false);

    // Recent Bookings: one Tab stop; the arrows reach Bob's Agreement, Space ticks it and it is saved.
    await press(page, 'Escape');
    await tabTo(page, 'a cell of recent-bookings-grid');
    const bobAgreement = await recentCell(page, earlier.body.id, RECENT_COLUMNS.agreement);
    expect(await bobAgreement.locator('input').isChecked()).toBe(false);
    // Newest first: Nina's row, then Bob's.
    await press(page, 'ArrowDown');
    await press(page, 'ArrowRight', RECENT_COLUMNS.agreement);
    await press(page, 'Space');
    await page.locator('.toast').filter({ hasText: 'Booking updated successfully' }).first().waitFor();
    const bob = async () => (await hotel.api.get(`/api/hotel/bookings/${earlier.body.id}`)).body;
    await expect.poll(async () => (await bob()).longStayAgreement).toBe(true);
    // Nothing else of the booking changed.
    expect(await bob()).toMatchObject({ nights: 7, rateType: 'Weekly', grandTotal: earlier.body.grandTotal });
    expect(await bobAgreement.locator('input').isChecked()).toBe(true);
    expect(await seriousViolations(page, '.bookings-page')).toEqual([]);
    await session.screenshot(page, 'bookings-long-stay-agreement');

    // The folio says it.
    await page.goto(`/hotel/bookings`);
    await (await recentCell(page, earlier.body.id, RECENT_COLUMNS.id)).waitFor();
    await page.getByRole('button', { name: `Folio of booking #${earlier.body.id}` }).click();
    const folio = page.getByRole('dialog', { name: `Folio of booking #${earlier.body.id}` });
    await folio.getByTestId('folio-agreement').getByText('Long-stay agreement: Yes').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 180_000);

  it('a 35-night stay typed keyboard-only under the Texas preset: nights 31–35 carry no occupancy tax, as the folio PDF says', async () => {
    const { hotel, page } = await session.signedInPage('owner@texas.test', { name: 'Bluebonnet Motor Inn' });
    await addStandardRooms(hotel, ['101']);
    await page.goto('/hotel/settings?tab=tax-rates', { timeout: 60_000 });
    await page.getByText('No tax rates configured yet. Add your first tax rate to get started.').waitFor({ timeout: 60_000 });
    await tabTo(page, 'Add Tax Rate');
    await press(page, 'Enter');
    await page.getByRole('dialog', { name: 'Add Tax Rate' }).waitFor();
    await page.keyboard.type('Hotel Occupancy Tax');
    await tabTo(page, 'Tax Rate (%)');
    await page.keyboard.type('6');
    await tabTo(page, 'Long-stay preset');
    await press(page, 'ArrowDown');
    await tabTo(page, 'Create');
    await press(page, 'Enter');
    await page.getByText('Tax rate created successfully').waitFor();

    await page.goto('/hotel/bookings', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Bookings Management' }).waitFor({ timeout: 60_000 });
    await entryRows(page).first().locator('td').first().waitFor();
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
    // Room, guest, check-in, Daily, 35 nights, the room's $100.00 a night as prefilled, nothing paid; Enter saves.
    await typeAtFullSpeed(page, '101\tlou long\t05/01/27\td\t35\t\t0');
    await press(page, 'Enter');
    const booked = async () =>
      (
        (await hotel.api.get('/api/hotel/bookings')).body as { id: number; guest: string; nights: number; taxAmount: string }[]
      )[0];
    await expect.poll(async () => (await booked())?.guest).toBe('Long, Lou');
    const booking = (await booked())!;
    // 6% of the first 30 nights' $3,000.00; the subtotal is 35 nights' $3,500.00.
    expect(booking).toMatchObject({ nights: 35, subtotal: '3500.00', taxAmount: '180.00', grandTotal: '3680.00' });

    const response = await page.request.get(`/api/hotel/bookings/${booking.id}/folio.pdf`);
    expect(response.status()).toBe(200);
    const text = await pdfText(await response.body());
    expect(text).toContain('Hotel Occupancy Tax: nights 31–35 exempt (long stay)');
    expect(text).toContain('Long, Lou');
    await session.screenshot(page, 'bookings-texas-35-nights');
  }, 180_000);
});
