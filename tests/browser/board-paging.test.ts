import type { Page, Request } from 'playwright-core';
import { addDays, formatShortUs, todayInZone } from '../../core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

const ROOMS = 3_000;
/** The board reads this many rooms at a time (client/src/modules/dashboard/grid/board-store.ts). */
const PAGE_ROWS = 100;

/**
 * The availability board of a hotel with thousands of rooms reads them a page at a time as the clerk
 * scrolls: the first screen is one request, the last room is a jump away, and the pages in between are
 * never read. A stay moved down there is redrawn where it went.
 */
describe.skipIf(!browserAvailable)('the availability board of a big hotel in the browser', () => {
  let session: BrowserSession;
  let page: Page;
  let hotel: SignedInHotel;
  const today = todayInZone('America/New_York');
  const day = (offset: number) => addDays(today, offset);
  /** The board's reads (the window's first night, the offset, whether the totals were asked), in order. */
  const reads: { from: string; offset: number; withTotals: boolean }[] = [];
  /** The board's reads sent and not answered yet: a count settles once the board stops reading. */
  let readsOnTheirWay = 0;
  /** Waits until the board has no read on its way (a condition, not a pause), then gives its reads. */
  const settledReads = async () => {
    await expect.poll(() => readsOnTheirWay, { timeout: 30_000 }).toBe(0);
    return reads.map(({ offset, withTotals }) => ({ offset, withTotals }));
  };
  let roomId: (number: string) => number;
  let lena: number;

  beforeAll(async () => {
    session = await startBrowserSession();
    // The browser in a zone whose date is not the hotel's (New York's) today: the board reads the hotel's
    // window once, and nothing on a guess of the browser's.
    const zone = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((candidate) => todayInZone(candidate) !== today)!;
    ({ page, hotel } = await session.signedInPage(
      'paging@board.test',
      { name: 'Grand Tower', numberOfRooms: ROOMS },
      { timezoneId: zone },
    ));
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Queen',
      dailyRate: '100.00',
      weeklyRate: '600.00',
      monthlyRate: '1800.00',
    });
    expect(type.status).toBe(201);
    // Rooms 1001 to 4000, five hundred at a time (the most one bulk call makes).
    for (let start = 1001; start <= 1000 + ROOMS; start += 500) {
      const rooms = await hotel.api.post('/api/hotel/rooms/bulk', {
        prefix: '',
        startNumber: start,
        endNumber: start + 499,
        roomTypeId: type.body.id,
      });
      expect(rooms.status).toBe(201);
    }
    const list = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
    expect(list).toHaveLength(ROOMS);
    const ids = new Map(list.map((room) => [room.roomNumber, room.id]));
    roomId = (number) => ids.get(number)!;
    const book = async (room: string, guest: string, nights: number) => {
      const response = await hotel.api.post('/api/hotel/bookings', {
        roomId: roomId(room),
        guest,
        checkInDate: day(1),
        rateType: 'Daily',
        nights,
        dailyWeeklyAmount: '100.00',
        paidAmount: '0',
      });
      expect(response.status).toBe(201);
      return (response.body as { id: number }).id;
    };
    await book('1001', 'Firstly, Fay', 3);
    lena = await book('4000', 'Lastly, Lena', 2);

    const boardReads = ['AvailabilityBoard', 'AvailabilityBoardOpening'];
    const isBoardRead = (request: Request) =>
      request.method() === 'POST' &&
      boardReads.includes(String((request.postDataJSON() as Record<string, unknown> | null)?.operationName));
    page.on('request', (request) => {
      if (!isBoardRead(request)) return;
      const body = request.postDataJSON() as {
        operationName: string;
        variables: { from: string; offset: number; withTotals: boolean };
      };
      readsOnTheirWay += 1;
      if (body.operationName === 'AvailabilityBoard') {
        const { from, offset, withTotals } = body.variables;
        reads.push({ from, offset, withTotals });
        return;
      }
      // The board's opening read (asked at start-up): the totals and the first page of the window the server
      // takes from the hotel's today, which its answer says.
      const read = { from: '', offset: 0, withTotals: true };
      reads.push(read);
      readsOnTheirWay += 1;
      void request
        .response()
        .then((response) => response?.json() as Promise<{ data?: { availabilityBoardOpening?: { from: string } } }>)
        .then((answer) => (read.from = answer?.data?.availabilityBoardOpening?.from ?? '?'))
        .finally(() => (readsOnTheirWay -= 1));
    });
    const answered = (request: Request) => {
      if (isBoardRead(request)) readsOnTheirWay -= 1;
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    page.on('dialog', (dialog) => void dialog.accept());
  });
  afterAll(async () => session?.close());

  // A room's row of the main table, by its place (rooms 1001, 1002, … in order; aria-rowindex counts the
  // header row): the main table need not draw the fixed room column, whose cells are the clone's.
  const row = (room: string) => page.locator(`.board-grid .ht_master tbody tr[aria-rowindex="${Number(room) - 1000 + 1}"]`);

  it('answers from one small read, and jumps to the last room reading only its page', async () => {
    await page.goto('/hotel', { timeout: 60_000 });
    await row('1001').locator('.board-bar', { hasText: 'Firstly, Fay' }).waitFor({ timeout: 60_000 });
    // The headline counts every room and every booked night, though one page was read.
    expect(await page.locator('.board-summary').innerText()).toContain(`5 of ${ROOMS * 14} room-nights booked`);
    // Once the board has stopped reading: one read, of the hotel's today's window.
    expect(await settledReads()).toEqual([{ offset: 0, withTotals: true }]);
    expect(reads.map((read) => read.from)).toEqual([today]);

    // A room cell of the first row (the fixed room column), then Ctrl+End: the last room's row.
    await page.locator('.board-grid .ht_clone_inline_start tbody tr td').first().click();
    await page.keyboard.press('Control+End');
    await row('4000').locator('.board-bar', { hasText: 'Lastly, Lena' }).waitFor();
    const fixedRoom = page.locator(`.board-grid .ht_clone_inline_start tbody tr[aria-rowindex="${ROOMS + 1}"]`);
    expect(await fixedRoom.locator('.board-room-number').innerText()).toBe('4000');
    expect(await fixedRoom.locator('.board-room-type').innerText()).toBe('Queen');
    const jumped = await settledReads();
    expect(jumped.map((read) => read.offset)).toContain(ROOMS - PAGE_ROWS);
    // Thirty pages, of which the first and the last (and at most a neighbour of the last) were read, each once.
    expect(jumped.length).toBeLessThanOrEqual(3);
    expect(new Set(jumped.map((read) => read.offset)).size).toBe(jumped.length);
    await session.screenshot(page, 'board-paging-last-room');
  });

  it('redraws both rows when a stay down there moves to the room above', async () => {
    // The last room in view again: once, under CI's load, the viewport had left it between the two tests
    // (not explained yet); this test is about the move, not about staying scrolled.
    if (!(await row('4000').count())) {
      await page.locator('.board-grid .ht_clone_inline_start tbody tr td').first().click();
      await page.keyboard.press('Control+End');
    }
    await row('4000').locator('.board-bar', { hasText: 'Lastly, Lena' }).waitFor();
    const before = (await settledReads()).length;
    const cell = async (room: string, offset: number) => {
      const box = (await row(room)
        .locator('td')
        .nth(offset + 1)
        .boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const from = await cell('4000', 1);
    const to = await cell('3999', 1);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    await expect
      .poll(async () => ((await hotel.api.get(`/api/hotel/bookings/${lena}`)).body as { roomId: number }).roomId)
      .toBe(roomId('3999'));
    await row('3999').locator(`[data-booking-id="${lena}"]`).waitFor();
    await expect.poll(() => row('4000').locator('.board-bar').count()).toBe(0);
    // The rows on screen were read again, with the totals; nothing above them.
    const again = (await settledReads()).slice(before);
    expect(again[0]).toEqual({ offset: ROOMS - PAGE_ROWS, withTotals: true });
    expect(again.every((read) => read.offset >= ROOMS - 2 * PAGE_ROWS)).toBe(true);
    expect(await row('3999').locator('.board-bar').getAttribute('title')).toContain(
      `Room 3999 · ${formatShortUs(day(1))} – ${formatShortUs(day(3))}`,
    );
  });
});
