import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { ENTRY } from './entry-columns';
import { cursorColumn, entryRow, entryRows, openBookings } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

const ROOMS = ['101', '102', '103', '104', '105'];

/**
 * Rows as Excel puts them on the clipboard: cells joined by tabs, each row ended by CRLF (the last too), and
 * an HTML table beside the text, as both spreadsheets write one.
 */
function spreadsheetClipboard(rows: string[][]) {
  const text = rows.map((cells) => `${cells.join('\t')}\r\n`).join('');
  const html = `<table>${rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`;
  return { text, html };
}

/** A real paste event, with the clipboard's data, where the focus is (the entry grid's cell). */
async function paste(page: Page, rows: string[][]) {
  await page.evaluate(({ text, html }) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    data.setData('text/html', html);
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, spreadsheetClipboard(rows));
}

/** The number of entry rows (the grid draws only the rows in view). */
const entryRowCount = async (page: Page) => Number(await page.getByTestId('booking-entry-grid').getAttribute('data-rows'));

/** The GraphQL mutations the page sends, by operation name (one saveBookingBatch is the whole save). */
function recordMutations(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    if (body?.query?.trimStart().startsWith('mutation')) seen.push(body.operationName ?? '');
  });
  return seen;
}

interface StoredBooking {
  id: number;
  room: { roomNumber: string };
  guest: string;
  checkInDate: string;
  rateType: string;
  nights: number;
  dailyWeeklyAmount: string;
  grandTotal: string;
  paidAmount: string;
}

async function storedBookings(hotel: SignedInHotel): Promise<StoredBooking[]> {
  const response = await hotel.api.get('/api/hotel/bookings?sort=id');
  expect(response.status).toBe(200);
  return response.body as StoredBooking[];
}

const GUESTS = ['Lee, Ann', 'Ray, Bob', 'Diaz, Carmen', 'Okafor, Dayo', 'Novak, Eva'];

/**
 * Twenty bookings as a clerk keeps them in a sheet: Room, Guest, Check-In, RateType, Nights, Daily/Weekly,
 * Monthly, Grand Total, Paid; the three date forms, money with and without $ and thousands separators,
 * rate types in the sheet's own spelling, and blank amounts (the room's rate applies).
 */
function twentyRows() {
  return Array.from({ length: 20 }, (_, index) => {
    const room = ROOMS[index % ROOMS.length]!;
    // Four stays per room, a week apart: none overlaps another.
    const day = 1 + 7 * Math.floor(index / ROOMS.length);
    const dd = String(day).padStart(2, '0');
    const checkIn = [`03/${dd}/27`, `3/${day}/2027`, `2027-03-${dd}`][index % 3]!;
    const weekly = index % 4 === 3;
    const amount = ['$1,250.00', '90', '', '$95.50'][index % 4]!;
    const paid = index % 5 === 0 ? '$1,000' : index % 2 ? '50' : '';
    const guest = `${GUESTS[index % GUESTS.length]} ${index + 1}`;
    const cells = [room, guest, checkIn, weekly ? 'weekly' : 'Daily', weekly ? '7' : '2', weekly ? '' : amount, '', '', paid];
    const dailyWeeklyAmount = weekly ? '500.00' : amount === '' ? '100.00' : amount.replace(/[$,]/g, '');
    return {
      cells,
      expected: {
        room: { roomNumber: room },
        guest,
        checkInDate: `2027-03-${dd}`,
        rateType: weekly ? 'Weekly' : 'Daily',
        nights: weekly ? 7 : 2,
        dailyWeeklyAmount: Number(dailyWeeklyAmount).toFixed(2),
        paidAmount: Number(paid.replace(/[$,]/g, '') || 0).toFixed(2),
      },
    };
  });
}

describe.skipIf(!browserAvailable)('pasting rows from a spreadsheet into the entry row', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('opens 20 priced rows and creates the 20 bookings in one batch; CLEAR leaves one blank row', async () => {
    const { page, hotel } = await openBookings(session, 'paste20@harbor.test', ROOMS);
    const mutations = recordMutations(page);
    const rows = twentyRows();
    await paste(
      page,
      rows.map((row) => row.cells),
    );

    await expect.poll(() => entryRowCount(page)).toBe(20);
    await page.getByRole('button', { name: 'Create 20 bookings' }).waitFor();
    // Priced as typed: the pasted rate kept, a blank one the room's (100.00 a night, 500.00 a week), 8% and 5%.
    await expect
      .poll(async () => (await entryRow(page, 0)).slice(ENTRY.room, ENTRY.status + 1))
      .toEqual([
        '101 – Standard',
        'Lee, Ann 1',
        '03/01/27',
        'Daily',
        '2',
        '03/03/27',
        '$1,250.00',
        '$1,500.00',
        '$2,500.00',
        '$200.00',
        '$125.00',
        '$2,825.00',
        '$1,000.00',
        '$1,825.00',
        'Partially Paid',
      ]);
    await expect.poll(async () => (await entryRow(page, 2))[ENTRY.grandTotal]).toBe('$226.00');
    await expect.poll(async () => (await entryRow(page, 3))[ENTRY.grandTotal]).toBe('$565.00');
    await session.screenshot(page, 'booking-paste-20-rows');

    await page.getByRole('button', { name: 'Create 20 bookings' }).click();
    await page.getByText('20 bookings created successfully').first().waitFor();
    await expect.poll(() => entryRowCount(page)).toBe(1);
    expect(mutations).toEqual(['SaveBookingBatch']);

    const stored = await storedBookings(hotel);
    expect(stored).toHaveLength(20);
    expect(
      stored.map((booking) => ({
        room: { roomNumber: booking.room.roomNumber },
        guest: booking.guest,
        checkInDate: booking.checkInDate,
        rateType: booking.rateType,
        nights: booking.nights,
        dailyWeeklyAmount: booking.dailyWeeklyAmount,
        paidAmount: booking.paidAmount,
      })),
    ).toEqual(rows.map((row) => row.expected));
    expect(stored[0]!.grandTotal).toBe('2825.00');
    expect(stored[2]!.grandTotal).toBe('226.00');

    // CLEAR after a paste of several rows: one blank row, ready for typing.
    await paste(
      page,
      rows.slice(0, 3).map((row) => row.cells),
    );
    await expect.poll(() => entryRowCount(page)).toBe(3);
    await page.getByRole('button', { name: 'CLEAR', exact: true }).click();
    await expect.poll(() => entryRowCount(page)).toBe(1);
    expect(await entryRows(page).count()).toBe(1);
    const blank = await entryRow(page, 0);
    expect([blank[ENTRY.room], blank[ENTRY.guest], blank[ENTRY.status]]).toEqual(['Select room', 'Last, First', 'Unpaid']);
    await page.getByRole('button', { name: 'ADD NEW', exact: true }).waitFor();
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
  });

  it('saves nothing when one pasted row overlaps a saved booking, and names and marks that row', async () => {
    const { page, hotel } = await openBookings(session, 'paste-overlap@harbor.test', ROOMS);
    const existing = await hotel.api.post('/api/hotel/bookings', {
      roomId: (await hotel.api.get('/api/hotel/rooms')).body.find((room: { roomNumber: string }) => room.roomNumber === '102').id,
      guest: 'Held, Already',
      checkInDate: '2027-05-10',
      nights: 3,
      dailyWeeklyAmount: '100.00',
    });
    expect(existing.status).toBe(201);
    const mutations = recordMutations(page);

    await paste(page, [
      ['101', 'Lee, Ann', '05/10/27', 'Daily', '2', '', '', '', ''],
      ['103', 'Ray, Bob', '05/10/27', 'Daily', '2', '', '', '', ''],
      ['102', 'Diaz, Carmen', '5/11/2027', 'Daily', '1', '', '', '', ''],
    ]);
    await page.getByRole('button', { name: 'Create 3 bookings' }).waitFor();
    await expect.poll(async () => (await entryRow(page, 2))[ENTRY.grandTotal]).toBe('$113.00');
    // Enter on the last row's Paid saves, as on the single row.
    // (Control+End is on Auto-renew, the last input: three inputs back, past Agreement and Method, is Paid.)
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.paid);
    await page.keyboard.press('Enter');

    const message = `Row 3: Room 102 is already booked from 05/10/27 to 05/13/27 (booking #${existing.body.id})`;
    await page.getByTestId('entry-cell-message').filter({ hasText: message }).waitFor();
    expect(mutations).toEqual(['SaveBookingBatch']);
    expect(await storedBookings(hotel)).toHaveLength(1);
    // The refused row is marked; the three rows stay for the clerk to mend.
    expect(await entryRowCount(page)).toBe(3);
    expect(await entryRows(page).nth(2).locator('td.entry-row-refused').count()).toBeGreaterThan(0);
    expect(await entryRows(page).nth(0).locator('td.entry-row-refused').count()).toBe(0);
    await session.screenshot(page, 'booking-paste-refused');
  });

  it("reads rows copied from the entry row's layout up to Paid (13 cells) by its positions, and names the layouts for a width it cannot read", async () => {
    const { page, hotel } = await openBookings(session, 'paste-layout@harbor.test', ROOMS);
    // Room, Guest, Check-In, RateType, Nights, Check-out, Daily/Weekly, Monthly, Subtotal, taxes, Grand Total, Paid.
    await paste(page, [
      ['101', 'Lee, Ann', '06/01/27', 'Daily', '2', '06/03/27', '100.00', '', '200.00', '16.00', '10.00', '226.00', '50.00'],
      ['102', 'Ray, Bob', '06/01/27', 'Daily', '1', '06/02/27', '90.00', '', '90.00', '7.20', '5.00', '102.20', ''],
    ]);
    await page.getByRole('button', { name: 'Create 2 bookings' }).waitFor();
    const first = await entryRow(page, 0);
    expect([first[ENTRY.room], first[ENTRY.guest], first[ENTRY.checkIn], first[ENTRY.nights], first[ENTRY.paid]]).toEqual([
      '101 – Standard',
      'Lee, Ann',
      '06/01/27',
      '2',
      '$50.00',
    ]);
    expect(await page.getByTestId('entry-cell-message').count()).toBe(0);
    await page.getByRole('button', { name: 'Create 2 bookings' }).click();
    await page
      .locator('.toast')
      .filter({ hasText: /2 bookings created/ })
      .first()
      .waitFor();
    expect(
      (await storedBookings(hotel)).map((booking) => [
        booking.room.roomNumber,
        booking.guest,
        booking.nights,
        booking.paidAmount,
      ]),
    ).toEqual([
      ['101', 'Lee, Ann', 2, '50.00'],
      ['102', 'Ray, Bob', 1, '0.00'],
    ]);

    // Nineteen cells are wider than the entry row: nothing is pasted, and the clerk is told what is read.
    await paste(page, [['103', 'Diaz, Carmen', '06/05/27', 'Daily', '1', ...Array<string>(14).fill('')]]);
    const refusal = page.locator('.toast').filter({ hasText: 'Pasted rows of 19 cells match no layout' }).first();
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Paste up to 12 cells in this order');
    expect(await refusal.innerText()).toContain('or 13 to 18 cells laid out as the entry row');
    expect(await entryRowCount(page)).toBe(1);
  });
});
