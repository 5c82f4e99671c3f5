import { monthName } from '../../core/report-periods';
import { addDays, daysInMonth, nightsBetween, todayInZone } from '../../core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

const cardValue = (title: string) => `.summary-card[data-card="${title}"] .summary-card-value`;
const cardNote = (title: string) => `.summary-card[data-card="${title}"] .summary-card-note`;

describe.skipIf(!browserAvailable)('the dashboard in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('shows zeroes, the welcome card and an empty board for a new hotel', async () => {
    const { page } = await session.signedInPage('empty@dash.test', { name: 'Quiet Inn' });
    await page.goto('/hotel');
    await page.locator(cardValue('Monthly Revenue')).waitFor();

    const titles = await page.locator('.summary-card-title').allInnerTexts();
    expect(titles).toEqual([
      'Total Rooms',
      'Total Bookings',
      'Monthly Revenue',
      'Average Stay',
      'Occupancy Rate',
      'Pending Payments',
    ]);
    const values = await page.locator('.summary-card-value').allInnerTexts();
    expect(values).toEqual(['0', '0', '$0.00', '0.0', '0.0%', '0']);
    expect(await page.locator(cardNote('Monthly Revenue')).innerText()).toBe('No recent earnings');

    const welcome = page.locator('.welcome-card');
    expect(await welcome.innerText()).toContain('converted from a desktop application');
    for (const text of [
      'Booking management with Daily, Weekly and Monthly rates',
      'Automatic tax and resort fee calculation',
      'Payment processing and balance tracking',
      'Monthly and quarterly financial reports',
      'Room and room type management',
      'Excel-like interface',
      'Configure hotel information in Settings',
      'Set up room types and rooms',
      'Create bookings',
      'View financial reports by month or quarter',
    ]) {
      expect(await welcome.innerText()).toContain(text);
    }
    await page.getByText('No rooms yet. Add your rooms to see who stays where, night by night.').waitFor();
    await session.screenshot(page, 'dashboard-empty');

    await welcome.getByRole('link', { name: 'Open Reports' }).click();
    await page.waitForURL('**/hotel/reports');
  });

  it('counts rooms and bookings and draws each stay on the availability board', async () => {
    const { page, hotel } = await session.signedInPage('busy@dash.test', { name: 'Harbor Inn', numberOfRooms: 10 });
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Queen',
      dailyRate: '100.00',
      weeklyRate: '600.00',
      monthlyRate: '1800.00',
    });
    expect(type.status).toBe(201);
    const created = await hotel.api.post('/api/hotel/rooms/bulk', {
      prefix: '1',
      startNumber: 1,
      endNumber: 4,
      roomTypeId: type.body.id,
    });
    expect(created.status).toBe(201);
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
    const roomId = (number: string) => rooms.find((room) => room.roomNumber === number)!.id;

    const today = todayInZone('America/New_York');
    const stay = (room: string, guest: string, nights: number, paidAmount: string) =>
      hotel.api.post('/api/hotel/bookings', {
        roomId: roomId(room),
        guest,
        checkInDate: today,
        rateType: 'Daily',
        nights,
        dailyWeeklyAmount: '100.00',
        paidAmount,
      });
    const unpaid = await stay('101', 'Lovelace, Ada', 3, '0'); // 300 + 24 + 15 = 339.00
    const paid = await stay('102', 'Hopper, Grace', 2, '226.00'); // 200 + 16 + 10 = 226.00
    const partial = await stay('103', 'Turing, Alan', 4, '100.00'); // 400 + 32 + 20 = 452.00
    for (const response of [unpaid, paid, partial]) expect(response.status).toBe(201);
    // Ada is in the house: her bar says so (a frame and a dot, and the status in its name).
    expect((await hotel.api.post(`/api/hotel/bookings/${unpaid.body.id}/check-in`, {})).status).toBe(200);

    await page.goto('/hotel');
    await page.locator('.board-bar').first().waitFor();

    // This month's room-nights: each stay clipped at the month's end, over 4 rooms x the month's days.
    const [year, month] = today.split('-').map(Number) as [number, number];
    const monthEnd = addDays(`${today.slice(0, 7)}-${String(daysInMonth(year, month)).padStart(2, '0')}`, 1);
    const nightsThisMonth = [3, 2, 4].reduce((sum, nights) => sum + Math.min(nights, nightsBetween(today, monthEnd)), 0);
    const occupancy = (Math.round((nightsThisMonth / (4 * daysInMonth(year, month))) * 1000) / 10).toFixed(1);

    const values = await page.locator('.summary-card-value').allInnerTexts();
    expect(values).toEqual(['4', '3', '$1,017.00', '3.0', `${occupancy}%`, '2']);
    expect(await page.locator(cardNote('Monthly Revenue')).innerText()).toBe(`${monthName(month)} ${year}`);

    // The board: one bar per stay, on its room's row, starting in today's column, coloured by payment status.
    const row = (room: string) =>
      page
        .locator('.board-grid .ht_master tbody tr')
        .filter({ has: page.locator('.board-room-number', { hasText: new RegExp(`^${room}$`) }) });
    const adaBar = row('101').locator('.board-bar');
    expect(await adaBar.innerText()).toContain('Lovelace, Ada');
    expect(await adaBar.getAttribute('class')).toContain('board-bar-unpaid');
    expect(await row('102').locator('.board-bar').getAttribute('class')).toContain('board-bar-paid');
    expect(await row('103').locator('.board-bar').getAttribute('class')).toContain('board-bar-partial');
    expect(await row('104').locator('.board-bar').count()).toBe(0);
    expect(await adaBar.getAttribute('title')).toContain('3 nights · Unpaid · Balance $339.00');
    expect(await adaBar.getAttribute('class')).toContain('board-bar-checked-in');
    expect(await adaBar.getAttribute('aria-label')).toMatch(/^Open booking #\d+: Lovelace, Ada · Checked In · Room 101 · /);
    expect(await row('102').locator('.board-bar').getAttribute('aria-label')).toContain('Hopper, Grace · Reserved · Room 102');
    expect(await row('102').locator('.board-bar').getAttribute('class')).not.toContain('board-bar-checked-in');
    // Today's column is the second one (after the room), highlighted in the header and the body.
    expect(await row('101').locator('td').nth(1).getAttribute('class')).toContain('board-today');
    expect(await page.locator('.board-grid .ht_master thead th').nth(1).getAttribute('class')).toContain('board-th-today');
    expect(await page.locator('.board-summary').innerText()).toContain('9 of 56 room-nights booked');
    await session.screenshot(page, 'dashboard-board');

    // 30 days, then a week later: the stays still show (clipped), and Today brings the window back.
    await page.getByRole('button', { name: '30 days' }).click();
    await expect.poll(() => page.locator('.board-grid .ht_master thead th').count()).toBe(31);
    await page.locator('.board-summary', { hasText: '9 of 120 room-nights booked' }).waitFor();
    await session.screenshot(page, 'dashboard-board-30');
    await page.getByRole('button', { name: 'Later' }).click();
    await page.locator('.board-summary', { hasText: '0 of 120 room-nights booked' }).waitFor();
    await page.getByRole('button', { name: 'Today' }).click();
    await page.locator('.board-summary', { hasText: '9 of 120' }).waitFor();

    // Clicking a stay opens it on the Bookings tab.
    await row('101').locator('.board-bar').click();
    await page.waitForURL(`**/hotel/bookings?edit=${unpaid.body.id}`);
    await page.getByText(`Edit Booking #${unpaid.body.id}`).first().waitFor();
    await page.waitForURL('**/hotel/bookings');
  });

  it('shows the red card when the summary cannot load', async () => {
    const { page } = await session.signedInPage('broken@dash.test');
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'Dashboard') await route.fulfill({ status: 500, body: 'boom' });
      else await route.continue();
    });
    await page.goto('/hotel');
    await page.getByText('Failed to load dashboard data').waitFor({ timeout: 30_000 });
    expect(await page.locator('.dashboard-error').getAttribute('role')).toBe('alert');
    await session.screenshot(page, 'dashboard-error');
  });
});
