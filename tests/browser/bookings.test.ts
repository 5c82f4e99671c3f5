import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY } from './entry-columns';
import { cursorColumn, openBookings } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { recentCell, recentRow, recentRows } from './recent-grid';

const NO_BOOKINGS = 'No bookings found. Create your first booking to get started.';

const cellText = (text: string) => text.replace('▼', '').trim();

function entryCells(page: Page) {
  return page.locator('[data-testid=booking-entry-grid] .ht_master tbody tr').first().locator('td');
}

async function entryRow(page: Page): Promise<string[]> {
  return (await entryCells(page).allInnerTexts()).map(cellText);
}

/** The money columns of a Recent Bookings row: subtotal, tax 1, tax 2, grand total, paid, balance, status. */
const figures = (cells: string[] | undefined) => cells?.slice(7, 14);

async function toast(page: Page, text: string) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
}

async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key);
}

describe.skipIf(!browserAvailable)('bookings in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('enters Daily, Weekly and Monthly bookings from the keyboard alone, with the totals of spec section 9', async () => {
    const { page, hotel } = await openBookings(session, 'keys@harbor.test');
    await page.getByText(NO_BOOKINGS).waitFor();
    await page.getByText('Entry Mode: Base Rate Entry').waitFor();
    await page.getByText('Hotel timezone: Eastern Time (New York)').waitFor();
    const today = (await entryRow(page))[ENTRY.checkIn];
    expect(today).toMatch(/^\d\d\/\d\d\/\d\d$/);
    expect((await entryRow(page)).slice(ENTRY.rateType, ENTRY.nights + 1)).toEqual(['Daily', '1']);

    // Nothing typed yet: Enter on Method (seven Tabs on, after Paid; Enter saves there as on Paid, Agreement and Auto-renew)
    // gives the first message of spec section 5.
    for (let i = 0; i < 7; i++) await press(page, 'Tab');
    expect(await cursorColumn(page)).toBe(ENTRY.method);
    await press(page, 'Enter');
    await toast(page, 'Please select a room');

    // Daily: room 101, a new guest, check-in typed as 03/10/2027, 3 nights at the room's 100.00.
    await press(page, 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab');
    await page.keyboard.type('101');
    await press(page, 'Tab');
    await expect.poll(async () => (await entryRow(page))[ENTRY.dailyWeekly]).toBe('$100.00');
    await page.keyboard.type('john smith');
    await press(page, 'Tab', 'Enter');
    await page.keyboard.type('03102027');
    await press(page, 'Tab', 'Tab');
    await page.keyboard.type('3');
    await press(page, 'Tab');
    expect(await entryRow(page)).toEqual([
      '101 – Standard',
      'Smith, John',
      '03/10/27',
      'Daily',
      '3',
      '03/13/27',
      '$100.00',
      '$1,500.00',
      '$300.00',
      '$24.00',
      '$15.00',
      '$339.00',
      '',
      '$339.00',
      'Unpaid',
      'Cash',
      // Agreement and Auto-renew: checkboxes, no text.
      '',
      '',
    ]);
    await session.screenshot(page, 'bookings-entry-daily');
    // The cursor is on Daily/Weekly; Tab skips the computed cells to Paid, Enter there saves.
    await press(page, 'Tab', 'Enter');
    await toast(page, 'Booking created and guest John Smith added to database');
    await expect
      .poll(async () => figures(await recentRow(page, 1)))
      .toEqual(['$300.00', '$24.00', '$15.00', '$339.00', '$0.00', '$339.00', 'Unpaid']);
    expect((await recentRow(page, 1))?.slice(0, 7)).toEqual(['#1', '101', 'Smith, John', '03/10/27', 'Daily', '3', '03/13/27']);
    // Saving returns to a blank new form with today's date, Daily, 1 night, Unpaid.
    expect(await entryRow(page)).toEqual([
      'Select room',
      'Last, First',
      today,
      'Daily',
      '1',
      expect.any(String),
      '',
      '',
      '$0.00',
      '$0.00',
      '$0.00',
      '$0.00',
      '',
      '$0.00',
      'Unpaid',
      'Cash',
      '',
      '',
    ]);

    // Weekly: room 102, the same guest picked from the autocomplete, rate type typed as "w": 7 nights at 500.00.
    await page.keyboard.type('102');
    await press(page, 'Tab');
    await page.keyboard.type('smi');
    const suggestion = page.locator('.guest-suggestion').filter({ hasText: 'Smith, John' });
    await suggestion.waitFor();
    await session.screenshot(page, 'bookings-guest-autocomplete');
    await press(page, 'ArrowDown', 'Enter', 'Tab');
    await page.keyboard.type('w');
    await press(page, 'Tab');
    await expect.poll(async () => (await entryRow(page))[ENTRY.dailyWeekly]).toBe('$500.00');
    expect((await entryRow(page)).slice(ENTRY.guest, ENTRY.grandTotal + 1)).toEqual([
      'Smith, John',
      today,
      'Weekly',
      '7',
      expect.any(String),
      '$500.00',
      '$1,500.00',
      '$500.00',
      '$40.00',
      '$25.00',
      '$565.00',
    ]);
    // Nights, Daily/Weekly, then Paid: pay 565.00 in full and save with Enter.
    await press(page, 'Tab', 'Tab');
    await page.keyboard.type('565');
    await press(page, 'Enter');
    await toast(page, 'Booking created successfully');
    await expect
      .poll(async () => figures(await recentRow(page, 2)))
      .toEqual(['$500.00', '$40.00', '$25.00', '$565.00', '$565.00', '$0.00', 'Fully Paid']);
    expect((await recentRow(page, 2))?.slice(0, 6)).toEqual(['#2', '102', 'Smith, John', today, 'Weekly', '7']);

    // Monthly: room 103, rate type "m": one calendar month, nights and the daily amount disabled, no taxes.
    await page.keyboard.type('103');
    await press(page, 'Tab');
    await page.keyboard.type('Mary Jones');
    await press(page, 'Tab', 'Tab');
    await page.keyboard.type('m');
    await press(page, 'Tab');
    await expect.poll(async () => (await entryRow(page))[ENTRY.monthly]).toBe('$1,500.00');
    const monthly = await entryRow(page);
    expect(monthly.slice(ENTRY.rateType, ENTRY.rateType + 1)).toEqual(['Monthly']);
    expect(monthly.slice(ENTRY.subtotal, ENTRY.status + 1)).toEqual([
      '$1,500.00',
      '$0.00',
      '$0.00',
      '$1,500.00',
      '',
      '$1,500.00',
      'Unpaid',
    ]);
    // The cursor skipped Nights and Daily/Weekly: it is on Monthly. Type 1,450 there, then pay 450.
    await page.keyboard.type('1450');
    await press(page, 'Tab');
    await page.keyboard.type('450');
    await press(page, 'Enter');
    await toast(page, 'Booking created and guest Mary Jones added to database');
    await expect
      .poll(async () => figures(await recentRow(page, 3)))
      .toEqual(['$1,450.00', '$0.00', '$0.00', '$1,450.00', '$450.00', '$1,000.00', 'Partially Paid']);
    expect((await recentRow(page, 3))?.slice(0, 5)).toEqual(['#3', '103', 'Jones, Mary', today, 'Monthly']);
    const stored = (await hotel.api.get('/api/hotel/bookings')).body as {
      id: number;
      nights: number;
      checkOutDate: string;
      checkInDate: string;
    }[];
    const monthlyStay = stored.find((booking) => booking.id === 3)!;
    expect(monthlyStay.nights).toBeGreaterThanOrEqual(28);

    // The Recent Bookings balance is red while due and green when settled.
    const balanceClass = async (id: number) => (await recentCell(page, id, 12)).getAttribute('class');
    expect(await balanceClass(1)).toContain('booking-balance-due');
    expect(await balanceClass(2)).toContain('booking-balance-clear');

    // An overlapping stay in room 101 is refused with the server's sentence.
    await page.keyboard.type('101');
    await press(page, 'Tab');
    await page.keyboard.type('Ann Lee');
    await press(page, 'Tab', 'Enter');
    await page.keyboard.type('03122027');
    await press(page, 'Tab', 'Tab', 'Tab', 'Tab', 'Enter');
    await toast(page, 'Room 101 is already booked from 03/10/27 to 03/13/27 (booking #1)');
    await page.locator('.toast').filter({ hasText: 'Failed to create booking' }).first().waitFor();
    await session.screenshot(page, 'bookings-overlap');
    expect((await hotel.api.get('/api/hotel/bookings')).body).toHaveLength(3);
    // The refused booking came back into the entry row (kept as a draft); the clerk drops it.
    await expect.poll(async () => (await entryRow(page))[ENTRY.guest]).toBe('Lee, Ann');
    await page.getByRole('button', { name: 'CLEAR', exact: true }).click();

    // A rate period in force today: picking a Suite room uses the period's rates, with the toast of spec section 4.
    const [month, day, year] = today.split('/');
    const todayIso = `20${year}-${month}-${day}`;
    const suite = await hotel.api.post('/api/hotel/room-types', {
      name: 'Suite',
      dailyRate: '200.00',
      weeklyRate: '1000.00',
      monthlyRate: '3000.00',
    });
    expect((await hotel.api.post('/api/hotel/rooms', { roomNumber: '201', roomTypeId: suite.body.id })).status).toBe(201);
    const period = await hotel.api.post('/api/hotel/rate-periods', {
      roomTypeId: suite.body.id,
      name: 'Harvest Festival',
      rateType: 'seasonal',
      dailyRate: '250.00',
      weeklyRate: '1500.00',
      monthlyRate: '4000.00',
      startDate: todayIso,
      endDate: todayIso,
      priority: 5,
    });
    expect(period.status).toBe(201);
    await page.reload();
    await entryCells(page).first().waitFor();
    await page.keyboard.type('201');
    await press(page, 'Tab');
    await toast(page, 'Using Harvest Festival rates for this date');
    await page.locator('.toast').filter({ hasText: 'Dynamic Rate Applied' }).first().waitFor();
    await expect
      .poll(async () => (await entryRow(page)).slice(ENTRY.room, ENTRY.monthly + 1))
      .toEqual(['201 – Suite', 'Last, First', today, 'Daily', '1', expect.any(String), '$250.00', '$4,000.00']);

    // The dashboard counts the new bookings (two of them still owe money).
    // Room 201 is picked but not saved: leaving asks first (the row is kept as a draft).
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const card = (title: string) => page.locator(`[data-card="${title}"] .summary-card-value`);
    await expect.poll(() => card('Total Bookings').innerText()).toBe('3');
    expect(await card('Pending Payments').innerText()).toBe('2');
    expect((await hotel.api.get('/api/hotel/dashboard')).body.totalBookings).toBe(3);
  });

  it('edits bookings in the grid: Paid in place, undo and redo, refused edits rolled back, edit mode and delete', async () => {
    const { page, hotel } = await openBookings(session, 'grid@harbor.test');
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
    const roomId = (number: string) => rooms.find((room) => room.roomNumber === number)!.id;
    const daily = await hotel.api.post('/api/hotel/bookings', {
      roomId: roomId('101'),
      guest: 'Smith, John',
      checkInDate: '2027-03-10',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '100.00',
    });
    expect(daily.status).toBe(201);
    const weekly = await hotel.api.post('/api/hotel/bookings', {
      roomId: roomId('102'),
      guest: 'Lee, Ann',
      checkInDate: '2027-03-10',
      rateType: 'Weekly',
      nights: 7,
      dailyWeeklyAmount: '500.00',
    });
    expect(weekly.status).toBe(201);
    const [dailyId, weeklyId] = [daily.body.id as number, weekly.body.id as number];
    await page.reload();
    await (await recentCell(page, dailyId, 0)).waitFor();
    const paidOf = async (id: number) =>
      (await hotel.api.get(`/api/hotel/bookings`)).body.find((b: { id: number }) => b.id === id).paidAmount;

    // Paid, typed in place: saved through updateBooking; Balance and Status follow.
    await (await recentCell(page, dailyId, 11)).click();
    await page.keyboard.type('100');
    await press(page, 'Enter');
    await toast(page, 'Booking updated successfully');
    await expect
      .poll(async () => figures(await recentRow(page, dailyId)))
      .toEqual(['$300.00', '$24.00', '$15.00', '$339.00', '$100.00', '$239.00', 'Partially Paid']);
    expect(await paidOf(dailyId)).toBe('100.00');
    // Clicking an input cell does not open the entry form.
    expect(await page.getByText('Booking Entry Form').count()).toBe(1);
    await session.screenshot(page, 'bookings-paid-in-place');

    // Undo saves the old value again, redo the new one.
    await press(page, 'ControlOrMeta+z');
    await expect.poll(async () => figures(await recentRow(page, dailyId))?.slice(4)).toEqual(['$0.00', '$339.00', 'Unpaid']);
    await expect.poll(() => paidOf(dailyId)).toBe('0.00');
    await press(page, 'ControlOrMeta+y');
    await expect
      .poll(async () => figures(await recentRow(page, dailyId))?.slice(4))
      .toEqual(['$100.00', '$239.00', 'Partially Paid']);
    await expect.poll(() => paidOf(dailyId)).toBe('100.00');

    // A weekly stay of 10 nights is refused by the server: its message, and the cell rolls back to 7.
    await (await recentCell(page, weeklyId, 5)).click();
    await page.keyboard.type('10');
    await press(page, 'Enter');
    await toast(page, 'Weekly stays must be a whole number of weeks (7, 14, 21 … nights)');
    await page.locator('.toast').filter({ hasText: 'Failed to update booking' }).first().waitFor();
    await expect.poll(async () => (await recentRow(page, weeklyId))?.[5]).toBe('7');
    // 14 nights is two weeks: subtotal 1,000.00. (Enter moved the cursor down; back up with the arrow key.)
    await press(page, 'ArrowUp');
    await page.keyboard.type('14');
    await press(page, 'Enter');
    await expect.poll(async () => (await recentRow(page, weeklyId))?.slice(5, 8)).toEqual(['14', '03/24/27', '$1,000.00']);

    // Copy: the selected cells go to the clipboard as tab-separated text.
    await page.evaluate(() => {
      document.addEventListener('copy', (event) => {
        (window as unknown as { copied: string }).copied = event.clipboardData?.getData('text/plain') ?? '';
      });
    });
    await (await recentCell(page, dailyId, 2)).click();
    await press(page, 'Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowRight', 'ControlOrMeta+c');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { copied?: string }).copied))
      .toBe('Smith, John\t2027-03-10\tDaily\t3');

    // The pencil opens the booking in the entry form: title, amber banner and toast of spec section 2.
    await page.getByRole('button', { name: `Edit booking #${dailyId}` }).click();
    await page.getByRole('heading', { name: `Edit Booking #${dailyId}` }).waitFor();
    await toast(page, `Now editing Booking #${dailyId}. Use UPDATE BOOKING button to save changes`);
    await page.getByText('modify the details and click UPDATE BOOKING').waitFor();
    expect((await entryRow(page)).slice(0, 5)).toEqual(['101 – Standard', 'Smith, John', '03/10/27', 'Daily', '3']);
    // The cursor is on Room: four Tabs to Nights, 4 nights, then UPDATE BOOKING.
    await press(page, 'Tab', 'Tab', 'Tab', 'Tab');
    await page.keyboard.type('4');
    await press(page, 'Tab');
    expect((await entryRow(page)).slice(ENTRY.subtotal, ENTRY.grandTotal + 1)).toEqual([
      '$400.00',
      '$32.00',
      '$20.00',
      '$452.00',
    ]);
    await session.screenshot(page, 'bookings-edit-mode');
    await page.getByRole('button', { name: 'UPDATE BOOKING' }).click();
    await toast(page, 'Booking updated successfully');
    await page.getByRole('heading', { name: 'Booking Entry Form' }).waitFor();
    await expect
      .poll(async () => figures(await recentRow(page, dailyId)))
      .toEqual(['$400.00', '$32.00', '$20.00', '$452.00', '$100.00', '$352.00', 'Partially Paid']);

    // A click on a read-only cell opens the row too; CANCEL EDIT returns to a new booking.
    await (await recentCell(page, weeklyId, 7)).click();
    await page.getByRole('heading', { name: `Edit Booking #${weeklyId}` }).waitFor();
    await page.getByRole('button', { name: 'CANCEL EDIT' }).click();
    await page.getByRole('heading', { name: 'Booking Entry Form' }).waitFor();
    expect((await entryRow(page))[ENTRY.room]).toBe('Select room');

    // The trash asks first, then deletes.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this booking?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete booking #${weeklyId}` }).click();
    await toast(page, 'Booking deleted successfully');
    await expect.poll(async () => (await recentRows(page)).map((cells) => cells[0])).toEqual([`#${dailyId}`]);
    expect((await hotel.api.get('/api/hotel/bookings')).body).toHaveLength(1);

    // The form collapses; New Booking opens it again with the cursor on Room, ready to type.
    await page.getByRole('button', { name: 'Hide form' }).click();
    await entryCells(page).first().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'New Booking' }).click();
    await entryCells(page).first().waitFor();
    await page.keyboard.type('103');
    await press(page, 'Tab');
    await expect.poll(async () => (await entryRow(page)).slice(0, 1)).toEqual(['103 – Standard']);
    // On a smaller screen the entry row narrows to stay whole.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth))
      .toBe(true);
    await session.screenshot(page, 'bookings-narrow');
  });
});
