import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatShortUs, todayInZone } from '../../core/stay-dates';
import { DEFAULT_TIMEZONE } from '../../core/timezones';
import { ENTRY } from './entry-columns';
import { cursorColumn, entryRows, openBookings } from './entry-page';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

async function toast(page: Page, text: string) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
}

/** The room numbers of one status group of the Housekeeping screen, as shown. */
async function groupRooms(page: Page, status: string): Promise<string[]> {
  const group = page
    .locator('.housekeeping-group')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${status} \\(`) }) });
  if ((await group.count()) === 0) return [];
  return group.locator('.housekeeping-room-number').allInnerTexts();
}

describe.skipIf(!browserAvailable)('housekeeping in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('a housekeeper on a phone (375 × 812) sees rooms by status and changes one with a tap', async () => {
    const { page, hotel } = await session.signedInPage('phone@housekeeping.test', { name: 'Harbor Inn' });
    await page.setViewportSize({ width: 375, height: 812 });
    const today = todayInZone(DEFAULT_TIMEZONE);
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Queen',
      dailyRate: 100,
      weeklyRate: 600,
      monthlyRate: 1800,
    });
    const ids: Record<string, number> = {};
    for (const number of ['101', '102', '103']) {
      ids[number] = (await hotel.api.post('/api/hotel/rooms', { roomNumber: number, roomTypeId: type.body.id })).body.id;
    }
    const stay = { guest: 'Lovelace, Ada', nights: 2, dailyWeeklyAmount: '100' };
    expect(
      (await hotel.api.post('/api/hotel/bookings', { ...stay, roomId: ids['101'], checkInDate: addDays(today, -2) })).status,
    ).toBe(201);
    const arriving = await hotel.api.post('/api/hotel/bookings', { ...stay, roomId: ids['103'], checkInDate: today });
    expect(arriving.status).toBe(201);
    // 103's guest has checked in: the room is occupied; 101's guest leaves today and 102 is empty.
    expect((await hotel.api.post(`/api/hotel/bookings/${arriving.body.id}/check-in`, {})).status).toBe(200);
    await hotel.api.put(`/api/hotel/rooms/${ids['102']}/housekeeping`, { status: 'Dirty', note: 'Spilled coffee' });

    await page.goto('/hotel/housekeeping', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Housekeeping', exact: true }).waitFor({ timeout: 60_000 });
    await page.locator('.housekeeping-room').first().waitFor();
    expect(await groupRooms(page, 'Dirty')).toEqual(['Room 102']);
    expect(await groupRooms(page, 'Clean')).toEqual(['Room 101', 'Room 103']);
    const card = (number: string) => page.locator(`.housekeeping-room[data-room="${number}"]`);
    expect(await card('101').innerText()).toContain('Departs today');
    expect(await card('103').innerText()).toContain('Arrives today');
    expect(await card('102').innerText()).toContain('Spilled coffee');
    const state = (number: string) => card(number).locator('.housekeeping-room-state').innerText();
    expect([await state('101'), await state('102'), await state('103')]).toEqual([
      'Clean · Vacant',
      'Dirty · Vacant',
      'Clean · Occupied',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Each status button is big enough for a thumb.
    const box = await card('102').getByRole('button', { name: 'Clean', exact: true }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await session.screenshot(page, 'housekeeping-phone');

    // One tap: 102 is clean; another: 101, whose guest leaves today, is dirty.
    await card('102').getByRole('button', { name: 'Clean', exact: true }).click();
    await toast(page, 'Room 102 is Clean');
    await card('101').getByRole('button', { name: 'Dirty', exact: true }).click();
    await toast(page, 'Room 101 is Dirty');
    // Each card shows its new status where it was: nothing moves under the thumb until the list is refreshed.
    await expect.poll(() => state('101')).toBe('Dirty · Vacant');
    expect(await state('102')).toBe('Clean · Vacant');
    expect(await card('101').getByRole('button', { name: 'Dirty', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await groupRooms(page, 'Dirty')).toEqual(['Room 102']);
    expect(await groupRooms(page, 'Clean')).toEqual(['Room 101', 'Room 103']);
    await page.getByRole('button', { name: 'Refresh list' }).click();
    await expect.poll(() => groupRooms(page, 'Dirty')).toEqual(['Room 101']);
    expect(await groupRooms(page, 'Clean')).toEqual(['Room 102', 'Room 103']);
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { roomNumber: string; housekeepingStatus: string }[];
    expect(rooms.map((room) => [room.roomNumber, room.housekeepingStatus])).toEqual([
      ['101', 'Dirty'],
      ['102', 'Clean'],
      ['103', 'Clean'],
    ]);
    // 102 kept its note through the status change; the housekeeper adds one to 101.
    expect(await card('102').innerText()).toContain('Spilled coffee');
    await card('101').getByRole('button', { name: 'Add note for room 101' }).click();
    await card('101').getByLabel('Note for room 101').fill('Extra bed');
    await card('101').getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Note saved for room 101');
    await expect.poll(() => card('101').innerText()).toContain('Extra bed');
    await session.screenshot(page, 'housekeeping-phone-changed');

    // The printed list: every room with its status, today's movements and notes; no buttons.
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('table.housekeeping-print');
    expect(await printed.isVisible()).toBe(true);
    expect(await page.locator('.housekeeping-status-buttons').first().isVisible()).toBe(false);
    const rows = await printed
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent)));
    expect(rows).toEqual([
      ['101', 'Queen', 'Dirty', 'Departs', 'Extra bed', ''],
      ['102', 'Queen', 'Clean', '', 'Spilled coffee', ''],
      ['103', 'Queen', 'Clean', 'Arrives', '', ''],
    ]);
    await session.screenshot(page, 'housekeeping-print');
    await page.emulateMedia({ media: 'screen' });
  });

  it('a room taken out of order shows on the board and refuses a booking over its nights', async () => {
    const { page, hotel } = await openBookings(session, 'block@housekeeping.test', ['101', '102']);
    const today = todayInZone(DEFAULT_TIMEZONE);
    const start = addDays(today, 3);
    const end = addDays(today, 6);
    await page.goto('/hotel/housekeeping');
    const form = page.getByRole('form', { name: 'Take a room out of order' });
    await form.getByLabel('Room').selectOption({ label: '101' });
    await form.getByLabel('From (first night)').fill(start);
    await form.getByLabel('Back in service on').fill(end);
    await form.getByLabel('Reason').fill('New carpet');
    await form.getByRole('button', { name: 'Take out of order' }).click();
    await toast(page, `Room 101 taken out of order from ${formatShortUs(start)} to ${formatShortUs(end)}`);
    const listed = page.getByRole('list', { name: 'Rooms out of order' }).locator('li');
    await expect
      .poll(() => listed.allInnerTexts())
      .toEqual([expect.stringContaining(`Room 101 · ${formatShortUs(start)} – ${formatShortUs(end)} · 3 nights`)]);
    expect((await hotel.api.get('/api/hotel/room-blocks')).body).toMatchObject([
      { roomNumber: '101', startDate: start, endDate: end, nights: 3, reason: 'New carpet' },
    ]);

    // The board draws the block over its three nights.
    await page.goto('/hotel');
    const bar = page.locator('.board-bar.board-block');
    await bar.waitFor();
    expect(await bar.innerText()).toBe('Out of order: New carpet');
    expect(await bar.getAttribute('title')).toBe(`Out of order · ${formatShortUs(start)} – ${formatShortUs(end)} · New carpet`);
    await session.screenshot(page, 'housekeeping-block-on-board');

    // A booking in room 101 over its second night is refused with the server's sentence, and not saved.
    const bookings = page;
    await bookings.goto('/hotel/bookings');
    await entryRows(bookings).first().locator('td').first().waitFor();
    await expect.poll(() => cursorColumn(bookings)).toBe(ENTRY.room);
    const [year, month, day] = addDays(today, 4).split('-');
    await bookings.keyboard.type('101');
    await bookings.keyboard.press('Tab');
    await bookings.keyboard.type('Ann Lee');
    for (const key of ['Tab', 'Enter']) await bookings.keyboard.press(key);
    await bookings.keyboard.type(`${month}${day}${year}`);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Enter']) await bookings.keyboard.press(key);
    await toast(bookings, `Room 101 is out of order from ${formatShortUs(start)} to ${formatShortUs(end)}`);
    await session.screenshot(bookings, 'housekeeping-block-refuses-booking');
    expect((await hotel.api.get('/api/hotel/bookings')).body).toEqual([]);
  });
});
