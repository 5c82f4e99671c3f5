import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY } from './entry-columns';
import { clerk, cursorColumn, entryRow, openBookings } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/** A hotel with these rooms on the Bookings tab, and `book` to put a stay at 100.00 a night in one over the API. */
async function openPickerHotel(session: BrowserSession, email: string, rooms: string[]) {
  const { page, hotel } = await openBookings(session, email, rooms);
  const list = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
  const roomIds = Object.fromEntries(list.map((room) => [room.roomNumber, room.id]));
  const book = async (roomNumber: string, guest: string, checkInDate: string, nights: number) => {
    const response = await hotel.api.post('/api/hotel/bookings', {
      roomId: roomIds[roomNumber],
      guest,
      checkInDate,
      nights,
      dailyWeeklyAmount: '100',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number };
  };
  return { page, hotel, roomIds, book };
}

describe.skipIf(!browserAvailable)('the entry row room picker', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('lists the rooms free for the typed nights first and marks the taken ones with the stay in the way', async () => {
    const rooms = ['101', '102', '103', '104', '105'];
    const { page, hotel, roomIds, book } = await openPickerHotel(session, 'picker@harbor.test', rooms);
    const garcia = await book('103', 'Garcia, Ana', '2027-12-14', 4); // 12/14 .. 12/18
    await book('101', 'Early, Ed', '2027-12-10', 5); // leaves 12/15, the day the typed stay begins: 101 is free
    const cancelled = await book('102', 'Cancel, Cy', '2027-12-15', 3);
    expect((await hotel.api.post(`/api/hotel/bookings/${cancelled.id}/cancel`, { reason: 'Plans changed' })).status).toBe(200);
    const block = await hotel.api.post('/api/hotel/room-blocks', {
      roomId: roomIds['105'],
      startDate: '2027-12-16',
      endDate: '2027-12-20',
      reason: 'New carpet',
    });
    expect(block.status, JSON.stringify(block.body)).toBe(201);

    // Each choice of the open list as the clerk reads it, and whether any of them is cut off.
    const openList = () =>
      page.evaluate(() => {
        const list = [...document.querySelectorAll<HTMLElement>('.autocompleteEditor')].find((el) => el.offsetParent);
        const cells = [...(list?.querySelectorAll<HTMLElement>('.ht_master tbody td') ?? [])];
        return {
          choices: cells.map((td) => td.textContent),
          cut: cells.filter((td) => td.scrollWidth > td.clientWidth + 1).map((td) => td.textContent),
        };
      });

    // No dates typed yet: the rooms in their order.
    await clerk(page, 'Enter');
    await expect.poll(async () => (await openList()).choices).toEqual(rooms.map((room) => `${room} – Standard`));
    await clerk(page, 'Escape');

    // 12/15/27 for 3 nights: [12/15, 12/18).
    await clerk(page, 'Tab', 'Tab', '12/15/27', 'Tab', 'Tab', '3', 'Tab');
    await expect.poll(async () => (await entryRow(page))[ENTRY.checkOut]).toBe('12/18/27');
    await clerk(page, 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
    await clerk(page, 'Enter');
    await expect.poll(openList).toEqual({
      choices: [
        '101 – Standard',
        '102 – Standard',
        '104 – Standard',
        '103 – Standard — taken: Garcia, Ana 12/14–12/18',
        '105 – Standard — out of order: New carpet 12/16–12/20',
      ],
      cut: [],
    });
    await session.screenshot(page, 'entry-room-picker');
    await clerk(page, 'Escape');

    // Typing a taken room's number still picks it; the save refuses the overlap with the spec's sentence.
    await clerk(page, '103', 'Tab', 'ann lee', 'Tab');
    await expect
      .poll(async () => (await entryRow(page)).slice(ENTRY.room, ENTRY.nights + 1))
      .toEqual(['103 – Standard', 'Lee, Ann', '12/15/27', 'Daily', '3']);
    await clerk(page, 'Tab', 'Tab', 'Tab', 'Tab', 'Enter');
    await page
      .locator('.toast')
      .filter({ hasText: `Room 103 is already booked from 12/14/27 to 12/18/27 (booking #${garcia.id})` })
      .first()
      .waitFor();
    expect(((await hotel.api.get('/api/hotel/bookings')).body as unknown[]).length).toBe(3);
  }, 120_000);

  it('does not show a booking being edited as taken by itself when its dates change', async () => {
    const { page, hotel, roomIds, book } = await openPickerHotel(session, 'picker-edit@harbor.test', [
      '101',
      '102',
      '103',
      '104',
    ]);
    const garcia = await book('103', 'Garcia, Ana', '2027-12-14', 4); // 12/14 .. 12/18
    await book('101', 'Early, Ed', '2027-12-10', 5); // 12/10 .. 12/15
    await page.reload();
    await page.getByRole('button', { name: `Edit booking #${garcia.id}` }).click();
    await page.getByRole('heading', { name: `Edit Booking #${garcia.id}` }).waitFor();
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);

    // One more night, [12/14, 12/19): 103 is Garcia's own room, free for her; 101 is Early's until 12/15.
    await clerk(page, 'Tab', 'Tab', 'Tab', 'Tab', '5', 'Tab');
    await expect.poll(async () => (await entryRow(page))[ENTRY.checkOut]).toBe('12/19/27');
    await clerk(page, 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);
    await clerk(page, 'Enter');
    const openList = () =>
      page.evaluate(() => {
        const list = [...document.querySelectorAll<HTMLElement>('.autocompleteEditor')].find((el) => el.offsetParent);
        return [...(list?.querySelectorAll<HTMLElement>('.ht_master tbody td') ?? [])].map((td) => td.textContent);
      });
    await expect
      .poll(openList)
      .toEqual(['102 – Standard', '103 – Standard', '104 – Standard', '101 – Standard — taken: Early, Ed 12/10–12/15']);
    await clerk(page, 'Escape');

    // Kept in 103, the longer stay is saved.
    await page.getByRole('button', { name: 'UPDATE BOOKING' }).click();
    await page.locator('.toast').filter({ hasText: 'Booking updated successfully' }).first().waitFor();
    expect((await hotel.api.get(`/api/hotel/bookings/${garcia.id}`)).body).toMatchObject({
      roomId: roomIds['103'],
      nights: 5,
      checkOutDate: '2027-12-19',
    });
  }, 120_000);
});
