import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * Issue 23 at the Front Desk, by the keyboard: a room not ready asks before a check-in, a mistaken check-in is
 * undone, a no-show reinstated, the balance-due dialog takes the payment and checks out, and a payment over
 * the balance asks first.
 */
type ListKey = 'arrivals' | 'departures' | 'inHouse' | 'cancelledOrNoShow';
const list = (page: Page, key: ListKey) => page.getByTestId(`front-desk-${key}`);
const row = (page: Page, key: ListKey, id: number) => list(page, key).locator(`tr[data-booking-id="${id}"]`);
const statusOf = async (locator: Locator) => (await locator.locator('td').nth(3).innerText()).trim();

async function toast(page: Page, text: string) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
}

/** Tab from where the focus is until `target` has it (a bounded walk: no mouse). */
async function tabTo(page: Page, target: Locator, presses = 60) {
  for (let press = 0; press < presses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  expect(await target.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe.skipIf(!browserAvailable)('the Front Desk’s corrections and payments in the browser', () => {
  let session: BrowserSession;
  let page: Page;
  let hotel: SignedInHotel;
  let today: string;
  const rooms: Record<string, number> = {};

  const book = async (room: string, guest: string, nights: number, paidAmount = '0') => {
    const response = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms[room],
      guest,
      checkInDate: today,
      rateType: 'Daily',
      nights,
      dailyWeeklyAmount: '100.00',
      paidAmount,
    });
    expect(response.status).toBe(201);
    return response.body.id as number;
  };
  const stay = async (id: number) => (await hotel.api.get(`/api/hotel/bookings/${id}`)).body;

  const openDesk = async () => {
    await page.goto('/hotel/front-desk', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Front Desk' }).waitFor({ timeout: 60_000 });
    await list(page, 'arrivals').locator('tr[data-booking-id]').first().waitFor({ timeout: 60_000 });
    await page.locator('body').focus();
  };

  beforeAll(async () => {
    session = await startBrowserSession();
    ({ page, hotel } = await session.signedInPage('desk@corrections-screen.test', { name: 'Harbor Inn' }));
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Standard',
      dailyRate: '100.00',
      weeklyRate: '500.00',
      monthlyRate: '1500.00',
    });
    expect(type.status).toBe(201);
    for (const roomNumber of ['101', '102', '103', '104', '105']) {
      const room = await hotel.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: type.body.id });
      expect(room.status).toBe(201);
      rooms[roomNumber] = room.body.id as number;
    }
    today = (await hotel.api.get('/api/hotel/front-desk')).body.date as string;
  });
  afterAll(async () => session?.close());

  it('asks before checking in to a Dirty room, naming its status, then undoes the check-in', async () => {
    const id = await book('102', 'Hopper, Grace', 2);
    const dirty = await hotel.api.put(`/api/hotel/rooms/${rooms['102']}/housekeeping`, { status: 'Dirty' });
    expect(dirty.status).toBe(200);
    await openDesk();
    const grace = row(page, 'arrivals', id);
    await tabTo(page, grace);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Room not ready' });
    await dialog.getByText('Room 102 is Dirty. Check the guest in anyway?').waitFor();
    expect((await stay(id)).stayStatus).toBe('Reserved');
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'front-desk-room-not-ready');
    await tabTo(page, dialog.getByRole('button', { name: 'Check in anyway' }), 6);
    await page.keyboard.press('Enter');
    await toast(page, 'Hopper, Grace checked in to room 102');
    await expect.poll(() => statusOf(grace)).toBe('Checked In');

    // The check-in was a mistake: Undo check-in, on the row, by the keyboard.
    const undo = grace.getByRole('button', { name: `Undo check-in: booking #${id}` });
    await undo.waitFor();
    await undo.focus();
    await page.keyboard.press('Enter');
    await toast(page, `Check-in of booking #${id} undone: Hopper, Grace is reserved again`);
    await expect.poll(() => statusOf(grace)).toBe('Reserved');
    expect((await stay(id)).stayStatus).toBe('Reserved');
    expect(await grace.getByRole('button', { name: /Undo check-in/ }).count()).toBe(0);
  });

  it('checks in to a Clean room without a question, and reinstates a no-show from its own list', async () => {
    const ada = await book('101', 'Lovelace, Ada', 1);
    const alan = await book('103', 'Turing, Alan', 1);
    expect((await hotel.api.post(`/api/hotel/bookings/${alan}/no-show`, {})).status).toBe(200);
    await openDesk();
    const adaRow = row(page, 'arrivals', ada);
    await tabTo(page, adaRow);
    await page.keyboard.press('Enter');
    await toast(page, 'Lovelace, Ada checked in to room 101');
    expect(await page.getByRole('dialog', { name: 'Room not ready' }).isVisible()).toBe(false);

    const missing = row(page, 'cancelledOrNoShow', alan);
    await missing.waitFor();
    expect(await statusOf(missing)).toBe('No Show');
    const reinstate = missing.getByRole('button', { name: `Reinstate booking #${alan}` });
    await tabTo(page, reinstate, 80);
    await page.keyboard.press('Enter');
    await toast(page, `Booking #${alan} reinstated; room 103 is held again`);
    await expect.poll(() => statusOf(row(page, 'arrivals', alan))).toBe('Reserved');
    expect((await stay(alan)).stayStatus).toBe('Reserved');
    await expect
      .poll(() => list(page, 'cancelledOrNoShow').innerText())
      .toContain('No cancelled or no-show arrivals on this date.');
  });

  it('takes the balance due in the check-out dialog and checks out; more than the balance asks first', async () => {
    // Two nights, checked in today, leaving today: the stay keeps its first night, 113.00 of which 13.00 is due.
    const id = await book('104', 'Curie, Marie', 2, '100.00');
    expect((await hotel.api.post(`/api/hotel/bookings/${id}/check-in`, {})).status).toBe(200);
    await openDesk();
    const marie = row(page, 'inHouse', id);
    await tabTo(page, marie);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Balance due' });
    await dialog.getByText('Balance due: $13.00').waitFor();
    const amount = dialog.getByLabel('Amount');
    expect(await amount.inputValue()).toBe('13.00');
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'front-desk-balance-due-payment');

    // 50 is more than the balance: the dialog asks, Change amount goes back to it.
    await amount.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('50');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Method: Cash → Credit Card
    expect(await dialog.getByLabel('Method').inputValue()).toBe('Credit Card');
    await tabTo(page, dialog.getByRole('button', { name: 'Take payment and check out' }), 6);
    await page.keyboard.press('Enter');
    await dialog.getByText('This is $37.00 more than the balance: record a credit?').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Change amount
    expect(await amount.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('13.00');
    await page.keyboard.press('Enter');
    await toast(page, 'Curie, Marie checked out of room 104');
    expect(await dialog.isVisible()).toBe(false);
    expect(await stay(id)).toMatchObject({ stayStatus: 'Checked Out', balance: '0.00', paidAmount: '113.00' });
    const folio = (await hotel.api.get(`/api/hotel/bookings/${id}/folio`)).body as {
      payments: { method: string; amount: string }[];
    };
    expect(folio.payments.map((payment) => `${payment.method} ${payment.amount}`)).toEqual(['Cash 100.00', 'Credit Card 13.00']);
  });

  it('asks before the folio takes more than the balance', async () => {
    const id = await book('105', 'Franklin, Rosalind', 1, '0');
    await openDesk();
    const take = row(page, 'arrivals', id).getByRole('button', { name: `Take payment: booking #${id}` });
    await tabTo(page, take, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Folio of booking #${id}` });
    const form = dialog.getByRole('form', { name: 'Take a payment' });
    await form.getByLabel('Amount').waitFor();
    await form.getByLabel('Amount').focus();
    await page.keyboard.type('500');
    await page.keyboard.press('Enter');
    await form.getByText('This is $387.00 more than the balance: record a credit?').waitFor();
    // Nothing taken before the answer.
    expect((await stay(id)).paidAmount).toBe('0.00');
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'folio-over-balance');
    // The question has the focus on Record credit: Enter takes it.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await stay(id)).paidAmount).toBe('500.00');
    expect((await stay(id)).balance).toBe('-387.00');
  });
});
