import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../core/stay-dates';
import { addRooms, guestClient, openBookingPage, STANDARD, type SignedInHotel } from '../../server/src/testing/hotels';
import { seriousViolations } from './axe';
import { lastMailTo, readOutbox } from '../../server/src/testing/outbox';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { focused, pageOf, tabTo } from './keyboard';
import { RECENT_COLUMNS, recentRows } from './recent-grid';

const PHONE = { width: 390, height: 844 };
/** The hotel's "today" (a new hotel keeps the default zone). */
const hotelToday = () => todayInZone('America/New_York');

/** Types a calendar date into a focused date field as a person does: month, day, year (it moves on by itself). */
async function typeDate(page: Page, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.keyboard.type(`${month}${day}${year}`, { delay: 20 });
}

/** Replaces a focused field's text. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text, { delay: 10 });
}

/**
 * The guests' booking page (/book/{slug}) and their manage link (/my-booking/{token}), in Chromium against the
 * real server: booked with the keyboard alone on a phone, checked by axe on a phone and a desktop, and raced
 * for a hotel's last room by two guests at once.
 */
describe.skipIf(!browserAvailable)('the booking page for guests', () => {
  let session: BrowserSession;
  let hotel: SignedInHotel;
  let rooms: Record<string, number>;

  beforeAll(async () => {
    session = await startBrowserSession();
    const signedIn = await session.signedInPage('desk@bayside.test', { name: 'Bayside Inn' });
    hotel = signedIn.hotel;
    await signedIn.page.context().close();
    const settings = await hotel.api.put('/api/hotel/settings', {
      motel_name: 'Bayside Inn',
      motel_address: '12 Harbor Road',
      motel_city: 'Bayside',
      motel_state: 'ME',
      motel_phone: '207-555-0142',
    });
    expect(settings.status).toBe(200);
    await addRooms(hotel, STANDARD, ['101', '102']);
    rooms = await addRooms(hotel, { name: 'Harbor Suite', dailyRate: '180.00', weeklyRate: '1100.00', monthlyRate: '3600.00' }, [
      '201',
    ]);
    await openBookingPage(hotel, 'bayside', {
      description: 'A quiet inn by the water, ten minutes from the ferry. Breakfast from 7 to 10.',
      cancellationDays: 2,
    });
  });
  afterAll(async () => session?.close());

  const guestPage = async (viewport = PHONE) => {
    const page = await session.newPage();
    await page.setViewportSize(viewport);
    return page;
  };

  it('books a room on a phone with the keyboard alone', async () => {
    const page = await guestPage();
    const checkIn = addDays(hotelToday(), 10);
    await page.goto('/book/bayside');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bayside Inn');
    await expect.poll(() => page.getByText('12 Harbor Road, Bayside, ME').count()).toBe(1);

    await tabTo(page, 'Check-in');
    await typeDate(page, checkIn);
    await tabTo(page, 'Nights');
    await retype(page, '2');
    await expect.poll(() => page.getByLabel('Check-out').inputValue()).toBe(addDays(checkIn, 2));
    // Each room type with a room free, priced for the two nights: the rate type, subtotal, taxes and total.
    const standard = page.getByRole('radio', { name: 'Standard' });
    await expect.poll(() => standard.isEnabled()).toBe(true);
    await expect
      .poll(() => page.locator('.book-room').filter({ hasText: 'Standard' }).innerText())
      .toMatch(/Standard\s+2 rooms left\s+Daily rate, 2 nights\s+\$200\.00[\s\S]*Total\s+\$\d+\.\d\d/);
    await session.screenshot(page, 'online-booking-phone');

    // Past the check-out date's month, day and year (Tab moves between them), into the room types: the first
    // (by name) takes the focus, the arrow keys move to the next and choose it.
    await tabTo(page, 'Harbor Suite');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Standard');
    await expect.poll(() => standard.isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('First name');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@lovelace.test');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Phone');
    await page.keyboard.type('555-0100');
    // The hidden "website" field is never a Tab stop: the next one is the Book button.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Book now');
    await page.keyboard.press('Enter');

    const confirmation = page.locator('.book-confirmation');
    await expect.poll(() => focused(page)).toBe('Your booking is confirmed');
    const text = await confirmation.innerText();
    const reference = /Reference\s+([A-Za-z0-9]{8,})/.exec(text)?.[1];
    expect(reference).toBeTruthy();
    expect(text).toContain('Standard');
    expect(text).toContain('ada@lovelace.test');
    const manage = await page.getByRole('link', { name: 'Manage your booking' }).getAttribute('href');
    expect(manage).toMatch(new RegExp(`^${session.app.url}/my-booking/[^/]+$`));
    await session.screenshot(page, 'online-booking-confirmed-phone');
    expect(await seriousViolations(page)).toEqual([]);
    // The confirmation mail in the outbox: the reference, the stay and the same manage link.
    await expect
      .poll(() => readOutbox(session.app.dataDir).filter((mail) => mail.to.includes('ada@lovelace.test')).length)
      .toBe(1);
    const confirmationMail = lastMailTo(session.app.dataDir, 'ada@lovelace.test', 'Your booking at Bayside Inn');
    expect(confirmationMail.body).toContain(reference!);
    expect(confirmationMail.body).toContain(manage!);

    // The desk finds it in Recent Bookings: a Reserved stay in room 101 or 102 for Lovelace, Ada, its source
    // Online; the Source filter keeps it and leaves out the desk's own bookings.
    const deskBooking = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms['201'],
      guest: 'Desk, Dora',
      checkInDate: addDays(hotelToday(), 30),
      rateType: 'Daily',
      nights: 1,
      dailyWeeklyAmount: '180.00',
      paidAmount: '0',
    });
    expect(deskBooking.status).toBe(201);
    const desk = await pageOf(session, hotel.api);
    await desk.goto('/hotel/bookings');
    await expect.poll(async () => (await recentRows(desk)).length).toBe(2);
    const online = (await recentRows(desk)).find((cells) => cells[RECENT_COLUMNS.guest] === 'Lovelace, Ada')!;
    expect(online[RECENT_COLUMNS.room]).toMatch(/^10[12]$/);
    expect([online[RECENT_COLUMNS.stay], online[RECENT_COLUMNS.source]]).toEqual(['Reserved', 'Online']);
    expect((await recentRows(desk)).find((cells) => cells[RECENT_COLUMNS.guest] === 'Desk, Dora')?.[RECENT_COLUMNS.source]).toBe(
      'Desk',
    );
    await desk.getByLabel('Source').selectOption('Online');
    await expect
      .poll(async () => (await recentRows(desk)).map((cells) => [cells[RECENT_COLUMNS.guest], cells[RECENT_COLUMNS.source]]))
      .toEqual([['Lovelace, Ada', 'Online']]);
    await session.screenshot(desk, 'online-booking-recent-bookings');
    await desk.context().close();
    const booked = await hotel.api.get('/api/hotel/bookings?search=Lovelace');
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject([
      { guest: 'Lovelace, Ada', checkInDate: checkIn, nights: 2, stayStatus: 'Reserved', source: 'Online' },
    ]);
  });

  it('passes axe on a phone and a desktop, messages in place', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      const page = await guestPage(viewport);
      await page.goto('/book/bayside');
      await page.getByRole('radio', { name: 'Harbor Suite' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await session.screenshot(page, `online-booking-${name}-rooms`);
      await page.getByRole('button', { name: 'Book now' }).click();
      await expect.poll(() => page.getByText('Please choose a room', { exact: true }).count()).toBe(1);
      await expect.poll(() => page.getByText('First name and last name are required').count()).toBe(2);
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
      await session.screenshot(page, `online-booking-${name}-messages`);
      // A fixed field's message goes as it is typed.
      await page.getByLabel('First name').fill('Grace');
      await expect.poll(() => page.getByText('First name and last name are required').count()).toBe(1);
      await page.context().close();
    }
  });

  it('tells the second of two guests that the last room was just taken, and shows the choices again', async () => {
    const checkIn = addDays(hotelToday(), 20);
    const [first, second] = [await guestPage({ width: 1280, height: 900 }), await guestPage()];
    for (const [page, who] of [
      [first, 'First'],
      [second, 'Second'],
    ] as const) {
      await page.goto('/book/bayside');
      await page.getByLabel('Check-in').fill(checkIn);
      const suite = page.getByRole('radio', { name: 'Harbor Suite' });
      await expect.poll(() => suite.isEnabled()).toBe(true);
      await suite.check();
      await page.getByLabel('First name').fill(who);
      await page.getByLabel('Last name').fill('Guest');
      await page.getByLabel('Email').fill(`${who.toLowerCase()}@guests.test`);
      await page.getByLabel('Phone').fill('555-0199');
    }
    await first.getByRole('button', { name: 'Book now' }).click();
    await first.getByText('Your booking is confirmed').waitFor();
    await second.getByRole('button', { name: 'Book now' }).click();
    const taken = second.getByRole('alert').filter({ hasText: 'Sorry, that room was just taken' });
    await taken.waitFor();
    await expect.poll(() => focused(second)).toBe('Sorry, that room was just taken');
    // The refreshed choices: the suite is sold out, the Standard rooms still free; the guest's details kept.
    await expect.poll(() => second.getByRole('radio', { name: 'Harbor Suite' }).isDisabled()).toBe(true);
    expect(await second.locator('.book-room').filter({ hasText: 'Harbor Suite' }).innerText()).toContain('Sold out');
    expect(await second.getByRole('radio', { name: 'Standard' }).isEnabled()).toBe(true);
    expect(await second.getByLabel('Email').inputValue()).toBe('second@guests.test');
    await session.screenshot(second, 'online-booking-taken-phone');
    expect(await seriousViolations(second)).toEqual([]);
  });

  /** A booking made through the page's REST by a guest of their own; answers its manage link. */
  const bookOnline = async (checkIn: string, firstName: string) => {
    const guest = guestClient(session.app);
    const made = await guest.api.post('/api/public/hotels/bayside/bookings', {
      roomTypeId: (await hotel.api.get('/api/hotel/room-types')).body.find((type: { name: string }) => type.name === 'Standard')
        .id,
      checkIn,
      nights: 3,
      firstName,
      lastName: 'Hopper',
      email: guest.email,
      phone: '555-0123',
      website: '',
    });
    expect(made.status).toBe(201);
    return made.body as { reference: string; manageUrl: string };
  };

  it('lets the guest cancel from the manage link inside the free window', async () => {
    const booked = await bookOnline(addDays(hotelToday(), 12), 'Grace');
    for (const [name, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', PHONE],
    ] as const) {
      const page = await guestPage(viewport);
      await page.goto(booked.manageUrl);
      await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('Your booking');
      const text = await page.locator('.manage-booking').innerText();
      expect(text).toContain(booked.reference);
      expect(text).toMatch(/Guest\s+Hopper, Grace/);
      expect(text).toMatch(/Status\s+Reserved/);
      expect(text).toContain('Free cancellation until 2 days before check-in.');
      expect(await seriousViolations(page)).toEqual([]);
      await session.screenshot(page, `online-booking-manage-${name}`);
      if (name === 'desktop') await page.context().close();
      else {
        // Keyboard alone: to the Cancel button, then the question's own button.
        await tabTo(page, 'Cancel booking');
        await page.keyboard.press('Enter');
        await expect.poll(() => focused(page)).toBe('Yes, cancel my booking');
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Enter');
        await expect.poll(() => focused(page)).toBe('This booking is cancelled');
        expect(await page.locator('.manage-booking').innerText()).toMatch(/Status\s+Cancelled/);
        expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
        await session.screenshot(page, 'online-booking-manage-cancelled-phone');
      }
    }
    await expect
      .poll(
        () =>
          readOutbox(session.app.dataDir).filter((mail) => mail.subject.startsWith('Your booking at Bayside Inn is cancelled'))
            .length,
      )
      .toBe(1);
    const atDesk = await hotel.api.get('/api/hotel/bookings?search=Grace');
    expect(atDesk.body).toMatchObject([{ guest: 'Hopper, Grace', stayStatus: 'Cancelled' }]);
  });

  it('says until when cancelling was free, and whom to call, once the window has closed', async () => {
    const checkIn = addDays(hotelToday(), 1);
    const booked = await bookOnline(checkIn, 'Alan');
    const page = await guestPage();
    await page.goto(booked.manageUrl);
    const [year, month, day] = addDays(checkIn, -2).split('-');
    await expect
      .poll(() => page.locator('.manage-booking-note').textContent())
      .toBe(`Free cancellation ended on ${month}/${day}/${year!.slice(2)}: please call the hotel at 207-555-0142`);
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'online-booking-manage-late-phone');
  });
});
