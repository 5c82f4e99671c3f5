import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { openBookings } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { RECENT_COLUMNS, recentCell, recentRow } from './recent-grid';

/** A real paste event of tab-separated rows (as a spreadsheet copies them) where the focus is. */
async function paste(page: Page, rows: string[][]) {
  await page.evaluate(
    (text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    rows.map((cells) => `${cells.join('\t')}\r\n`).join(''),
  );
}

/** The GraphQL mutations the page sends, by operation name. */
function recordMutations(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    if (body?.query?.trimStart().startsWith('mutation')) seen.push(body.operationName ?? '');
  });
  return seen;
}

/** Each booking's stay as stored: [check-in, check-out]. */
async function storedStays(hotel: SignedInHotel, ...ids: number[]) {
  const bookings = (await hotel.api.get('/api/hotel/bookings')).body as {
    id: number;
    checkInDate: string;
    checkOutDate: string;
  }[];
  return ids.map((id) => {
    const booking = bookings.find((candidate) => candidate.id === id)!;
    return [booking.checkInDate, booking.checkOutDate];
  });
}

const shownStay = async (page: Page, id: number) => {
  const cells = await recentRow(page, id);
  return [cells?.[RECENT_COLUMNS.checkIn], cells?.[RECENT_COLUMNS.checkOut]];
};

/** axe-core's critical and serious findings on the page as it stands (the question open). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { run } = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string | null }[] }> };
      }
    ).axe;
    const { violations } = await run(document);
    return violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => violation.id);
  });
}

const changeList = (page: Page) => page.getByTestId('batch-change-list').locator('li').allInnerTexts();

describe.skipIf(!browserAvailable)('a paste over saved bookings in Recent Bookings', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('lists what it changes and asks once; saved as one batch; one Ctrl+Z undoes it on the server; Cancel and a refusal change nothing; a fill asks too', async () => {
    const { page, hotel } = await openBookings(session, 'recent-paste@harbor.test');
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
    const book = async (roomNumber: string, guest: string, nights: number) => {
      const roomId = rooms.find((room) => room.roomNumber === roomNumber)!.id;
      const response = await hotel.api.post('/api/hotel/bookings', {
        roomId,
        guest,
        checkInDate: '2027-03-10',
        nights,
        dailyWeeklyAmount: '100.00',
      });
      expect(response.status).toBe(201);
      return response.body as { id: number; version: number };
    };
    const smith = await book('101', 'Smith, John', 3);
    const lee = await book('102', 'Lee, Ann', 2);
    await page.reload();
    // Newest first: Lee's row, then Smith's.
    await (await recentCell(page, smith.id, RECENT_COLUMNS.id)).waitFor();
    const mutations = recordMutations(page);

    // A 2×2 block over the Guest and Check-in cells of both rows, as copied from a sheet: the names stay, the dates move.
    await (await recentCell(page, lee.id, RECENT_COLUMNS.guest)).click();
    await paste(page, [
      ['Lee, Ann', '03/12/27'],
      ['Smith, John', '3/15/2027'],
    ]);
    const dialog = page.getByRole('dialog', { name: 'Change 2 saved bookings?' });
    await dialog.waitFor();
    expect(await changeList(page)).toEqual([
      `#${lee.id} Check-in 03/10/27 → 03/12/27`,
      `#${smith.id} Check-in 03/10/27 → 03/15/27`,
    ]);
    // Nothing has changed while the clerk is asked.
    expect(await shownStay(page, lee.id)).toEqual(['03/10/27', '03/12/27']);
    expect(mutations).toEqual([]);
    await session.screenshot(page, 'recent-bookings-paste-confirm');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('.toast').filter({ hasText: '2 bookings updated successfully' }).first().waitFor();
    expect(mutations).toEqual(['SaveBookingBatch']);
    expect(await storedStays(hotel, lee.id, smith.id)).toEqual([
      ['2027-03-12', '2027-03-14'],
      ['2027-03-15', '2027-03-18'],
    ]);
    await expect.poll(() => shownStay(page, lee.id)).toEqual(['03/12/27', '03/14/27']);
    await expect.poll(() => shownStay(page, smith.id)).toEqual(['03/15/27', '03/18/27']);

    // One Ctrl+Z undoes the whole batch, on the server too, as one batch.
    await page.keyboard.press('ControlOrMeta+z');
    await expect
      .poll(() => storedStays(hotel, lee.id, smith.id))
      .toEqual([
        ['2027-03-10', '2027-03-12'],
        ['2027-03-10', '2027-03-13'],
      ]);
    expect(mutations).toEqual(['SaveBookingBatch', 'SaveBookingBatch']);
    await expect.poll(() => shownStay(page, lee.id)).toEqual(['03/10/27', '03/12/27']);
    await expect.poll(() => shownStay(page, smith.id)).toEqual(['03/10/27', '03/13/27']);

    // Cancel: nothing changes, in the grid or on the server.
    await (await recentCell(page, lee.id, RECENT_COLUMNS.checkIn)).click();
    await paste(page, [['04/01/27'], ['04/02/27']]);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(mutations).toHaveLength(2);
    expect(await shownStay(page, lee.id)).toEqual(['03/10/27', '03/12/27']);
    expect(await storedStays(hotel, lee.id, smith.id)).toEqual([
      ['2027-03-10', '2027-03-12'],
      ['2027-03-10', '2027-03-13'],
    ]);

    // Someone else changes Smith's booking meanwhile: the batch is refused whole, naming the row, and nothing changes.
    const current = (await hotel.api.get('/api/hotel/bookings')).body.find((booking: { id: number }) => booking.id === smith.id);
    expect((await hotel.api.put(`/api/hotel/bookings/${smith.id}`, { ...current, paidAmount: '50.00' })).status).toBe(200);
    await (await recentCell(page, lee.id, RECENT_COLUMNS.checkIn)).click();
    await paste(page, [['04/01/27'], ['04/02/27']]);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    const refusal = page.locator('.toast').filter({ hasText: 'Failed to update bookings' }).first();
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Row 2: This booking was changed by someone else');
    expect(mutations).toEqual(['SaveBookingBatch', 'SaveBookingBatch', 'SaveBookingBatch']);
    expect(await storedStays(hotel, lee.id, smith.id)).toEqual([
      ['2027-03-10', '2027-03-12'],
      ['2027-03-10', '2027-03-13'],
    ]);
    expect(await shownStay(page, lee.id)).toEqual(['03/10/27', '03/12/27']);
    await expect.poll(async () => (await recentRow(page, smith.id))?.[RECENT_COLUMNS.paid]).toBe('$50.00');

    // A fill down the column (the fill handle dragged from Lee's Paid to Smith's) asks and saves the same way.
    const from = await recentCell(page, lee.id, RECENT_COLUMNS.paid);
    await from.click();
    const handle = await page.getByTestId('recent-bookings-grid').locator('.ht_master .wtBorder.current.corner').boundingBox();
    const to = await (await recentCell(page, smith.id, RECENT_COLUMNS.paid)).boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    for (const step of [0.25, 0.5, 0.75, 1]) {
      await page.mouse.move(to!.x + to!.width / 2, handle!.y + (to!.y + to!.height / 2 - handle!.y) * step);
    }
    await page.mouse.up();
    const fillDialog = page.getByRole('dialog', { name: 'Change 1 saved booking?' });
    await fillDialog.waitFor();
    expect(await changeList(page)).toEqual([`#${smith.id} Paid $50.00 → $0.00`]);
    await fillDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => mutations).toHaveLength(4);
    expect(mutations[3]).toBe('SaveBookingBatch');
    await expect
      .poll(
        async () =>
          (await hotel.api.get('/api/hotel/bookings')).body.find((booking: { id: number }) => booking.id === smith.id).paidAmount,
      )
      .toBe('0.00');
  });

  it('refuses a pasted block naming the booking, the column and the value, and saves nothing', async () => {
    const { page, hotel } = await openBookings(session, 'recent-paste-refusal@harbor.test');
    const roomId = ((await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[])[0]!.id;
    const booked = await hotel.api.post('/api/hotel/bookings', {
      roomId,
      guest: 'Smith, John',
      checkInDate: '2027-03-10',
      nights: 3,
      dailyWeeklyAmount: '100.00',
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as number;
    await page.reload();
    await (await recentCell(page, id, RECENT_COLUMNS.id)).waitFor();
    const mutations = recordMutations(page);

    // A room number pasted one column too far right lands in Check-in.
    await (await recentCell(page, id, RECENT_COLUMNS.guest)).click();
    await paste(page, [['Smith, John', '106']]);
    const refusal = page
      .locator('.toast')
      .filter({ hasText: `Booking #${id}, Check-in "106"` })
      .first();
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(
      `Booking #${id}, Check-in "106": Dates must be MM/DD/YY, MM/DD/YYYY or YYYY-MM-DD`,
    );
    expect(await refusal.innerText()).not.toContain('Please select check-in date');
    expect(mutations).toEqual([]);
    expect(await shownStay(page, id)).toEqual(['03/10/27', '03/13/27']);
  });
});
