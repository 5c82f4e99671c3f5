import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { seriousViolations } from './axe';
import { ENTRY } from './entry-columns';
import { cursorColumn, entryRow, openBookings, typeAtFullSpeed } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

interface StoredBooking {
  id: number;
  guest: string;
  rateType: string;
  monthlyAmount: string;
  checkInDate: string;
  nights: number;
  dailyWeeklyAmount: string;
  grandTotal: string;
}

/** February 2027 has rates of its own for the Standard type ($90 a night, $720 a week): today has the type's $500. */
async function addFebruaryRates(hotel: SignedInHotel) {
  const [roomType] = (await hotel.api.get('/api/hotel/room-types')).body as { id: number }[];
  const period = await hotel.api.post('/api/hotel/rate-periods', {
    roomTypeId: roomType!.id,
    name: 'February',
    rateType: 'seasonal',
    dailyRate: '90.00',
    weeklyRate: '720.00',
    monthlyRate: '2400.00',
    startDate: '2027-02-01',
    endDate: '2027-02-28',
    priority: 5,
  });
  expect(period.status).toBe(201);
}

/** The dynamic rate asked for `date` is held back (as on a busy machine) until released; other dates pass. */
async function holdRatesOf(page: Page, date: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('query BookingDynamicRate') && body.includes(date)) await gate;
    await route.continue();
  });
  return () => release();
}

async function bookings(hotel: SignedInHotel): Promise<StoredBooking[]> {
  return ((await hotel.api.get('/api/hotel/bookings')).body as StoredBooking[]).sort((a, b) => a.id - b.id);
}

describe.skipIf(!browserAvailable)("the entry row's amounts are those of its typed check-in date", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it("a Weekly booking typed at a normal pace right after opening Bookings gets its check-in date's weekly rate, never today's", async () => {
    const { page, hotel } = await openBookings(session, 'weeklyrate@harbor.test', ['101', '102']);
    await addFebruaryRates(hotel);
    const release = await holdRatesOf(page, '2027-02-04');

    // Room and guest: today's rates come in (the blank row's date); then the date, and Weekly before its rate comes.
    await typeAtFullSpeed(page, '101\tann lee\t');
    await expect.poll(async () => (await entryRow(page))[ENTRY.dailyWeekly]).toBe('$100.00');
    await typeAtFullSpeed(page, '02/04/27\tw\t');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.nights);
    release();
    await expect.poll(async () => (await entryRow(page))[ENTRY.dailyWeekly]).toBe('$720.00');
    expect((await entryRow(page))[ENTRY.subtotal]).toBe('$720.00');
    await typeAtFullSpeed(page, '\t\t\n');
    await expect.poll(async () => (await bookings(hotel)).length).toBe(1);

    // The same, saved with Enter on Paid before the date's rate comes: the save waits for it.
    await page.unrouteAll({ behavior: 'wait' });
    const releaseSecond = await holdRatesOf(page, '2027-02-11');
    await typeAtFullSpeed(page, '102\tbob ray\t');
    await expect.poll(async () => (await entryRow(page))[ENTRY.dailyWeekly]).toBe('$100.00');
    await typeAtFullSpeed(page, '02/11/27\tw\t\t\t\n');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
    releaseSecond();
    await expect.poll(async () => (await bookings(hotel)).length).toBe(2);
    expect((await bookings(hotel)).map((b) => [b.checkInDate, b.rateType, b.nights, b.dailyWeeklyAmount])).toEqual([
      ['2027-02-04', 'Weekly', 7, '720.00'],
      ['2027-02-11', 'Weekly', 7, '720.00'],
    ]);
  }, 120_000);

  it("asks once at the cell about an amount under half of the room type's rate, and Enter on Paid waits for the answer", async () => {
    const { page, hotel } = await openBookings(session, 'lowamount@harbor.test', []);
    const suite = await hotel.api.post('/api/hotel/room-types', {
      name: 'Suite',
      dailyRate: '200.00',
      weeklyRate: '1000.00',
      monthlyRate: '3000.00',
    });
    for (const roomNumber of ['301', '302', '303', '304']) {
      expect((await hotel.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: suite.body.id })).status).toBe(201);
    }
    await page.reload();
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
    const question = page.getByTestId('entry-cell-question');
    const keep = page.getByRole('button', { name: 'Keep it' });
    const focusedAnswer = () => page.evaluate(() => document.activeElement?.textContent ?? '');

    // Monthly: Tab after the rate type skips the computed Nights; the clerk's "31" is a Monthly amount of $31.00.
    await typeAtFullSpeed(page, '301\tann lee\t03/01/27\tm\t31\t\n');
    await expect
      .poll(() => question.locator('span').allInnerTexts())
      .toEqual(["$31.00 is far below Suite's monthly rate of $3,000.00 — keep it?"]);
    // Enter on Paid did not save: the keyboard is on the question, whose Enter keeps the amount and saves.
    await expect.poll(focusedAnswer).toBe('Keep it');
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'bookings-low-amount-question');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await bookings(hotel)).length).toBe(1);
    await expect.poll(() => question.count()).toBe(0);

    // Change it: the cursor goes back to the amount, and a usual one saves without a question.
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
    await typeAtFullSpeed(page, '302\tbob ray\t03/01/27\tm\t31\t\n');
    await expect.poll(focusedAnswer).toBe('Keep it');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.monthly);
    await typeAtFullSpeed(page, '2900\t\n');
    await expect.poll(async () => (await bookings(hotel)).length).toBe(2);

    // Daily: the same under half of the daily rate. Kept once (a click), the same value is not asked again.
    await typeAtFullSpeed(page, '303\tcara day\t04/01/27\td\t2\t40\t');
    await expect
      .poll(() => question.locator('span').allInnerTexts())
      .toEqual(["$40.00 is far below Suite's daily rate of $200.00 — keep it?"]);
    await keep.click();
    await expect.poll(() => question.count()).toBe(0);
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.paid);
    await page.keyboard.press('Shift+Tab');
    await typeAtFullSpeed(page, '40\t');
    expect(await question.count()).toBe(0);
    await typeAtFullSpeed(page, '\n');
    await expect.poll(async () => (await bookings(hotel)).length).toBe(3);
    expect((await bookings(hotel)).map((b) => [b.guest, b.rateType, b.dailyWeeklyAmount, b.monthlyAmount])).toEqual([
      ['Lee, Ann', 'Monthly', '200.00', '31.00'],
      ['Ray, Bob', 'Monthly', '200.00', '2900.00'],
      ['Day, Cara', 'Daily', '40.00', '3000.00'],
    ]);
  }, 120_000);

  it("says under the row how a surprising stay is priced: a Weekly stay by its weeks, every Daily night at the check-in date's rate", async () => {
    const { page, hotel } = await openBookings(session, 'ratenote@harbor.test', ['101']);
    const [roomType] = (await hotel.api.get('/api/hotel/room-types')).body as { id: number }[];
    const weekend = await hotel.api.post('/api/hotel/rate-periods', {
      roomTypeId: roomType!.id,
      name: 'Weekend',
      rateType: 'weekend',
      dailyRate: '150.00',
      weeklyRate: '900.00',
      monthlyRate: '2000.00',
      daysOfWeek: ['friday', 'saturday'],
      priority: 5,
    });
    expect(weekend.status).toBe(201);
    const note = page.getByTestId('entry-pricing-note');

    // Thursday 02/04/27 for 3 nights: Friday and Saturday are priced at Thursday's rate.
    await typeAtFullSpeed(page, '101\tann lee\t02/04/27\td\t3\t');
    await expect
      .poll(() => note.allInnerTexts())
      .toEqual(['Every night at the 02/04/27 rate: Weekend Rate not applied to 02/05–02/06']);
    await session.screenshot(page, 'bookings-pricing-note');
    expect(await seriousViolations(page)).toEqual([]);
    // One night: nothing to say.
    await page.keyboard.press('Shift+Tab');
    await typeAtFullSpeed(page, '1\t');
    await expect.poll(() => note.count()).toBe(0);
    // Weekly for 10 nights: one week's amount.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await typeAtFullSpeed(page, 'w\t10\t');
    await expect.poll(() => note.allInnerTexts()).toEqual(['Weekly: priced as 1 week for 10 nights']);
    await page.keyboard.press('Shift+Tab');
    await typeAtFullSpeed(page, '14\t');
    await expect.poll(() => note.count()).toBe(0);

    // The booking's dialog (its folio) says the same of a saved stay.
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number }[];
    const saved = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms[0]!.id,
      guest: 'Ray, Bob',
      checkInDate: '2027-02-04',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '100.00',
    });
    expect(saved.status).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: `Folio of booking #${saved.body.id}` }).click();
    await expect
      .poll(() => page.getByTestId('folio-pricing-note').allInnerTexts())
      .toEqual(['Every night at the 02/04/27 rate: Weekend Rate not applied to 02/05–02/06']);
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'folio-pricing-note');
  }, 120_000);
});
