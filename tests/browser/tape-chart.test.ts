import type { Page } from 'playwright-core';
import { addDays, formatShortUs, todayInZone } from '../../core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { ENTRY } from './entry-columns';
import { clerk, cursorColumn, entryRow } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

interface Stay {
  id: number;
  roomId: number;
  checkInDate: string;
  nights: number;
}

/**
 * The availability board as a place to work, driven with the mouse over the board's real cells: empty nights
 * dragged across start a booking, a bar dragged moves its stay, its right edge stretches it; the server's
 * refusals (a stay or a block in the way) leave the bar where it was.
 */
describe.skipIf(!browserAvailable)('the tape chart in the browser', () => {
  let session: BrowserSession;
  let page: Page;
  let hotel: SignedInHotel;
  let roomId: (number: string) => number;
  const today = todayInZone('America/New_York');
  const day = (offset: number) => addDays(today, offset);
  let ada: Stay;
  let grace: Stay;

  beforeAll(async () => {
    session = await startBrowserSession();
    ({ page, hotel } = await session.signedInPage('tape@chart.test', { name: 'Harbor Inn' }));
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Queen',
      dailyRate: '100.00',
      weeklyRate: '600.00',
      monthlyRate: '1800.00',
    });
    expect(type.status).toBe(201);
    const rooms = await hotel.api.post('/api/hotel/rooms/bulk', {
      prefix: '1',
      startNumber: 1,
      endNumber: 4,
      roomTypeId: type.body.id,
    });
    expect(rooms.status).toBe(201);
    const list = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
    roomId = (number) => list.find((room) => room.roomNumber === number)!.id;
    const book = async (room: string, guest: string, offset: number, nights: number) => {
      const response = await hotel.api.post('/api/hotel/bookings', {
        roomId: roomId(room),
        guest,
        checkInDate: day(offset),
        rateType: 'Daily',
        nights,
        dailyWeeklyAmount: '100.00',
        paidAmount: '0',
      });
      expect(response.status).toBe(201);
      return response.body as Stay;
    };
    ada = await book('101', 'Lovelace, Ada', 2, 3);
    grace = await book('103', 'Hopper, Grace', 2, 2);
    const block = await hotel.api.post('/api/hotel/room-blocks', {
      roomId: roomId('104'),
      startDate: day(5),
      endDate: day(8),
      reason: 'New carpet',
    });
    expect(block.status).toBe(201);
    // Every confirmation of a move is accepted; the question asked is kept for the test to read.
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
  });
  afterAll(async () => session?.close());
  const questions: string[] = [];

  const row = (room: string) =>
    page
      .locator('.board-grid .ht_master tbody tr')
      .filter({ has: page.locator('.board-room-number', { hasText: new RegExp(`^${room}$`) }) });
  /** The middle of a room's night `offset` days from today (the board opens on today). */
  const night = async (room: string, offset: number, at = 0.5) => {
    const box = (await row(room)
      .locator('td')
      .nth(offset + 1)
      .boundingBox())!;
    return { x: box.x + box.width * at, y: box.y + box.height / 2 };
  };
  /** Presses, moves in steps and releases; `shot` names a screenshot taken before the release (the preview). */
  const drag = async (from: { x: number; y: number }, to: { x: number; y: number }, shot?: string) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    if (shot) await session.screenshot(page, shot);
    await page.mouse.up();
  };
  const openBoard = async () => {
    await page.goto('/hotel', { timeout: 60_000 });
    await row('101').locator('.board-bar').waitFor({ timeout: 60_000 });
  };
  const stay = async (id: number) => (await hotel.api.get(`/api/hotel/bookings/${id}`)).body as Stay;
  const toasts = () => page.locator('.toast-destructive .toast-description').allInnerTexts();

  it('a drag across empty nights opens the entry row with that room, check-in and nights, the cursor on Guest', async () => {
    await openBoard();
    await drag(await night('102', 1), await night('102', 3));
    await page.waitForURL('**/hotel/bookings');
    await expect.poll(async () => (await entryRow(page))[ENTRY.nights]).toBe('3');
    const cells = await entryRow(page);
    expect(cells[ENTRY.room]).toBe('102 – Queen');
    expect(cells[ENTRY.checkIn]).toContain(formatShortUs(day(1)).slice(0, 5));
    expect(cells[ENTRY.checkOut]).toContain(formatShortUs(day(4)).slice(0, 5));
    expect(cells[ENTRY.dailyWeekly]).toBe('$100.00');
    expect(cells[ENTRY.grandTotal]).toBe('$339.00');
    await session.screenshot(page, 'tape-chart-new-booking');
    // The room is given: the cursor waits on Guest, and the name typed goes there, the room kept.
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.guest);
    await clerk(page, 'ann lee', 'Tab');
    await expect.poll(async () => (await entryRow(page)).slice(ENTRY.room, ENTRY.guest + 1)).toEqual(['102 – Queen', 'Lee, Ann']);
    expect(await cursorColumn(page)).toBe(ENTRY.checkIn);
  });

  it('a bar dragged to another room moves the stay there, after the clerk confirms', async () => {
    await openBoard();
    // Grabbed on its second night, dropped on room 102's second night from today: one night earlier.
    await drag(await night('101', 3), await night('102', 2), 'tape-chart-moving');
    await expect.poll(async () => (await stay(ada.id)).roomId).toBe(roomId('102'));
    expect(questions.at(-1)).toBe(`Move booking #${ada.id} to Room 102, ${formatShortUs(day(1))} – ${formatShortUs(day(4))}?`);
    expect(await stay(ada.id)).toMatchObject({ checkInDate: day(1), nights: 3 });
    const bar = row('102').locator(`[data-booking-id="${ada.id}"]`);
    await bar.waitFor();
    expect(await row('101').locator('.board-bar').count()).toBe(0);
    // The bar starts on the new check-in night.
    const barBox = (await bar.boundingBox())!;
    expect(Math.abs(barBox.x - (await night('102', 1, 0)).x)).toBeLessThan(8);
    await session.screenshot(page, 'tape-chart-moved');
  });

  it('a move onto a booked or blocked range is refused with the reason, and the bar stays where it was', async () => {
    // Onto Grace's nights in 103.
    await drag(await night('102', 2), await night('103', 2));
    await expect
      .poll(toasts)
      .toContain(`Room 103 is already booked from ${formatShortUs(day(2))} to ${formatShortUs(day(4))} (booking #${grace.id})`);
    expect(await stay(ada.id)).toMatchObject({ roomId: roomId('102'), checkInDate: day(1) });
    expect(await row('102').locator(`[data-booking-id="${ada.id}"]`).count()).toBe(1);
    expect(await row('103').locator(`[data-booking-id="${ada.id}"]`).count()).toBe(0);
    await session.screenshot(page, 'tape-chart-refused-stay');

    // Onto room 104's out-of-order nights.
    await drag(await night('102', 2), await night('104', 5));
    await expect.poll(toasts).toContain(`Room 104 is out of order from ${formatShortUs(day(5))} to ${formatShortUs(day(8))}`);
    expect(await stay(ada.id)).toMatchObject({ roomId: roomId('102'), checkInDate: day(1) });
    expect(await row('102').locator(`[data-booking-id="${ada.id}"]`).count()).toBe(1);
    expect(await row('104').locator(`[data-booking-id="${ada.id}"]`).count()).toBe(0);
    await session.screenshot(page, 'tape-chart-refused-block');
  });

  it("a bar's right edge dragged out changes the stay's nights", async () => {
    const bar = row('102').locator(`[data-booking-id="${ada.id}"]`);
    const box = (await bar.boundingBox())!;
    await drag({ x: box.x + box.width - 3, y: box.y + box.height / 2 }, await night('102', 5));
    await expect.poll(async () => (await stay(ada.id)).nights).toBe(5);
    expect(questions.at(-1)).toBe(`Change booking #${ada.id} to 5 nights, ${formatShortUs(day(1))} – ${formatShortUs(day(6))}?`);
    expect(await stay(ada.id)).toMatchObject({ roomId: roomId('102'), checkInDate: day(1), grandTotal: '565.00' });
    await expect.poll(async () => bar.getAttribute('title')).toContain('5 nights');
    await session.screenshot(page, 'tape-chart-stretched');
  });
});
