import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/** Recent Bookings' columns, in the order of spec section 2. */
const COL = {
  id: 0,
  room: 1,
  guest: 2,
  checkIn: 3,
  rateType: 4,
  nights: 5,
  checkOut: 6,
  grandTotal: 10,
  paid: 11,
  balance: 12,
  status: 13,
  actions: 14,
} as const;

const cellText = (text: string) => text.replace('▼', '').trim();

function grid(page: Page) {
  return page.getByTestId('recent-bookings-grid');
}

/** Recent Bookings as the grid shows them, row by row. */
async function recentRows(page: Page): Promise<string[][]> {
  const texts: string[][] = [];
  for (const row of await grid(page).locator('.ht_master tbody tr').all()) {
    texts.push((await row.locator('td').allInnerTexts()).map(cellText));
  }
  return texts;
}

const idsShown = async (page: Page) => (await recentRows(page)).map((cells) => cells[COL.id]);

function recentCell(page: Page, id: number, col: number) {
  return grid(page)
    .locator('.ht_master tbody tr')
    .filter({ hasText: `#${id}` })
    .locator('td')
    .nth(col);
}

async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key);
}

interface Hotel {
  page: Page;
  hotel: SignedInHotel;
  rooms: Record<string, number>;
}

/** A hotel with one room type (100 / 500 / 1500) and the given rooms; the page is not opened yet. */
async function hotelWithRooms(session: BrowserSession, email: string, roomNumbers: string[]): Promise<Hotel> {
  const { page, hotel } = await session.signedInPage(email, { name: 'Harbor Inn' });
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Standard',
    dailyRate: '100.00',
    weeklyRate: '500.00',
    monthlyRate: '1500.00',
  });
  expect(type.status).toBe(201);
  const rooms: Record<string, number> = {};
  for (const roomNumber of roomNumbers) {
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: type.body.id });
    expect(room.status).toBe(201);
    rooms[roomNumber] = room.body.id as number;
  }
  return { page, hotel, rooms };
}

/** Daily stays at 100.00 a night, saved through the batch API; their ids in the order given. */
async function book(
  { hotel, rooms }: Hotel,
  stays: { room: string; guest: string; checkInDate: string; nights?: number; paidAmount?: string }[],
): Promise<number[]> {
  const response = await hotel.api.post('/api/hotel/bookings/batch', {
    bookings: stays.map((stay) => ({
      roomId: rooms[stay.room],
      guest: stay.guest,
      checkInDate: stay.checkInDate,
      rateType: 'Daily',
      nights: stay.nights ?? 2,
      dailyWeeklyAmount: '100.00',
      paidAmount: stay.paidAmount ?? '0.00',
    })),
  });
  expect(response.status).toBe(200);
  return (response.body.bookings as { id: number }[]).map((booking) => booking.id);
}

async function openBookings(page: Page) {
  await page.goto('/hotel/bookings', { timeout: 60_000 });
  await page.getByRole('heading', { name: 'Bookings Management' }).waitFor({ timeout: 60_000 });
}

describe.skipIf(!browserAvailable)('Recent Bookings', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('is a grid of the shared kit: placeholder rows under the headers, Enter and Delete on the Actions cell', async () => {
    const desk = await hotelWithRooms(session, 'kit@recent.test', ['101', '102']);
    const [first, second] = await book(desk, [
      { room: '101', guest: 'Smith, John', checkInDate: '2027-03-10' },
      { room: '102', guest: 'Lee, Ann', checkInDate: '2027-03-11' },
    ]);
    const { page } = desk;
    // Hold the list back until the placeholders are checked: five rows under the table's own headers.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route('**/graphql', async (route) => {
      if (!held && route.request().postData()?.includes('query Bookings')) {
        held = true;
        await released;
      }
      await route.continue();
    });
    await openBookings(page);
    const loading = page.getByRole('status', { name: 'Loading bookings' });
    await loading.waitFor();
    expect(await loading.getByTestId('booking-placeholder-row').count()).toBe(5);
    expect(await loading.locator('th').allInnerTexts()).toEqual(expect.arrayContaining(['ID', 'Guest', 'Status', 'Actions']));
    release();
    await expect.poll(() => idsShown(page)).toEqual([`#${second}`, `#${first}`]);

    // From the Guest cell, the arrow keys reach the Actions cell; Enter there opens the booking for editing.
    await recentCell(page, first!, COL.guest).click();
    for (let col = COL.guest; col < COL.actions; col++) await press(page, 'ArrowRight');
    await press(page, 'Enter');
    await page.getByRole('heading', { name: `Edit Booking #${first}` }).waitFor();
    await page.getByRole('button', { name: 'CANCEL EDIT' }).click();
    await page.getByRole('heading', { name: 'Booking Entry Form' }).waitFor();

    // Delete on the Actions cell asks first, then deletes.
    await recentCell(page, second!, COL.guest).click();
    for (let col = COL.guest; col < COL.actions; col++) await press(page, 'ArrowRight');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await press(page, 'Delete');
    expect(await asked).toBe('Are you sure you want to delete this booking?');
    await page.locator('.toast').filter({ hasText: 'Booking deleted successfully' }).first().waitFor();
    await expect.poll(() => idsShown(page)).toEqual([`#${first}`]);
  });
});
