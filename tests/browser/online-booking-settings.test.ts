import { SLUG_MESSAGE, SLUG_NEEDED_MESSAGE, SLUG_TAKEN_MESSAGE } from '../../core/schemas/online-booking.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRooms, openBookingPage, signUpHotel, STANDARD } from '../../server/src/testing/hotels';
import { invitePerson } from '../../server/src/testing/people';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { pageOf } from './keyboard';

/** Settings › Online Booking in Chromium: the page's address and rules saved, refusals under their fields. */
describe.skipIf(!browserAvailable)('the Online Booking settings', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('turns the page on at its address, with its rules and room types, and shows the refusals by their fields', async () => {
    // Another hotel has "harbor" already.
    await openBookingPage(await signUpHotel(session.app, 'other@harbor.test', { name: 'Other Harbor' }), 'harbor');
    const { page, hotel } = await session.signedInPage('owner@tern.test', { name: 'Tern Inn' });
    await addRooms(hotel, STANDARD, ['101']);
    await addRooms(hotel, { name: 'Loft', dailyRate: '150.00', weeklyRate: '900.00', monthlyRate: '3000.00' }, ['301']);
    await page.goto('/hotel/settings?tab=online-booking');
    await page.getByRole('tab', { name: 'Online Booking', selected: true }).waitFor();
    const on = page.getByRole('switch', { name: 'Take bookings online' });
    await on.waitFor();
    // The defaults: off, one night, a year ahead, two days' free cancellation, every room type.
    expect(await on.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByLabel('Minimum nights').inputValue()).toBe('1');
    expect(await page.getByLabel('Check-in at most this many days ahead').inputValue()).toBe('365');
    expect(await page.getByLabel('Free cancellation until this many days before check-in').inputValue()).toBe('2');
    expect(await page.getByRole('checkbox', { name: 'Standard' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Loft' }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // On without an address; a malformed one: each message under the address, before anything is sent.
    await on.click();
    const save = page.getByRole('button', { name: 'Save Online Booking' });
    await save.click();
    await page.getByText(SLUG_NEEDED_MESSAGE).waitFor();
    const slug = page.getByLabel('Page address');
    await slug.fill('Tern Inn!');
    await page.getByText(SLUG_MESSAGE).waitFor();
    // Taken by the other hotel: the server's 409, under the field too.
    await slug.fill('harbor');
    await save.click();
    await page.getByText(SLUG_TAKEN_MESSAGE).waitFor();
    expect(await slug.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(async () => slug.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'online-booking-settings-taken');

    await slug.fill('tern-inn');
    await page.getByLabel('Minimum nights').fill('2');
    await page.getByLabel('Description').fill('Lofts over the harbor.');
    await page.getByRole('checkbox', { name: 'Loft' }).uncheck();
    await save.click();
    await page.getByText('Online booking settings saved').waitFor();
    const address = page.getByRole('link', { name: /\/book\/tern-inn/ });
    expect(await address.getAttribute('href')).toBe(`${session.app.url}/book/tern-inn`);
    await page.getByText('Guests book at').waitFor();
    await session.screenshot(page, 'online-booking-settings-saved');
    const stored = await hotel.api.get('/api/hotel/online-booking');
    const rooms = (await hotel.api.get('/api/hotel/room-types')).body as { id: number; name: string }[];
    expect(stored.body).toEqual({
      enabled: true,
      slug: 'tern-inn',
      minNights: 2,
      maxDaysAhead: 365,
      cancellationDays: 2,
      description: 'Lofts over the harbor.',
      roomTypeIds: [rooms.find((type) => type.name === 'Standard')!.id],
    });

    // The guests' page says what was saved.
    const guest = await session.newPage();
    await guest.goto('/book/tern-inn');
    await guest.getByText('Lofts over the harbor.').waitFor();
    await guest.getByRole('radio', { name: 'Standard' }).waitFor();
    expect(await guest.getByRole('radio', { name: 'Loft' }).count()).toBe(0);
    expect(await guest.getByLabel('Nights').inputValue()).toBe('2');
  });

  it('is the Owners’ and Managers’, not the Front Desk’s', async () => {
    const { page, hotel } = await session.signedInPage('owner@gull.test', { name: 'Gull Inn' });
    await page.context().close();
    const manager = await invitePerson(session.app, hotel.api, { name: 'Max Berg', email: 'max@gull.test', role: 'Manager' });
    const clerk = await invitePerson(session.app, hotel.api, { name: 'Rosa Marin', email: 'rosa@gull.test', role: 'Front Desk' });
    const max = await pageOf(session, manager.api);
    await max.goto('/hotel/settings?tab=online-booking');
    await max.getByRole('switch', { name: 'Take bookings online' }).waitFor();
    const rosa = await pageOf(session, clerk.api);
    await rosa.goto('/hotel/settings?tab=online-booking');
    await rosa.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await rosa.getByRole('switch', { name: 'Take bookings online' }).count()).toBe(0);
  });
});
