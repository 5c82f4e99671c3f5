import { monthAround } from '@core/guest-statement';
import { addDays, formatShortUs, todayInZone } from '@core/stay-dates';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../server/src/testing/pdf-documents';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * Issue 26 in the browser: the Front Desk's Residents list (a chain of four weekly stays across a room move)
 * and a guest's statement asked for a period and opened as a PDF, from the Residents list and the Guests screen.
 */
describe.skipIf(!browserAvailable)('residents and statements in the browser', () => {
  let session: BrowserSession;
  let page: Page;
  let hotel: SignedInHotel;
  let today: string;
  const day = (n: number) => addDays(today, n);
  const ids: number[] = [];
  let guestId = 0;

  beforeAll(async () => {
    session = await startBrowserSession();
    ({ page, hotel } = await session.signedInPage('desk@residents.test', { name: 'Long Stay Inn' }));
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Standard',
      dailyRate: '100.00',
      weeklyRate: '600.00',
      monthlyRate: '1500.00',
    });
    const rooms: Record<string, number> = {};
    for (const roomNumber of ['101', '102']) {
      rooms[roomNumber] = (await hotel.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: type.body.id })).body.id;
    }
    today = (await hotel.api.get('/api/hotel/front-desk')).body.date as string;
    // Four weeks at $600.00 a week (+8% and 5%: $678.00), moving from 101 to 102 tonight; the first week paid.
    for (const [roomNumber, from, paid] of [
      ['101', -14, '678'],
      ['101', -7, '0'],
      ['102', 0, '0'],
      ['102', 7, '0'],
    ] as const) {
      const booked = await hotel.api.post('/api/hotel/bookings', {
        roomId: rooms[roomNumber],
        guest: 'Weekly, Walt',
        checkInDate: day(from),
        rateType: 'Weekly',
        nights: 7,
        dailyWeeklyAmount: '600.00',
        paidAmount: paid,
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      ids.push(booked.body.id as number);
      guestId = booked.body.guestId as number;
    }
  });
  afterAll(async () => session?.close());

  /** Opens the statement from the dialog now showing, and answers the PDF's address and text. */
  async function openStatement(from: string, to: string) {
    const dialog = page.getByRole('dialog', { name: 'Statement for Weekly, Walt' });
    await dialog.waitFor();
    expect({ violations: await seriousViolations(page, 'dialog[open]') }).toEqual({ violations: [] });
    // This month by default.
    const month = monthAround(todayInZone(Intl.DateTimeFormat().resolvedOptions().timeZone));
    expect(await dialog.getByLabel('From').inputValue()).toBe(month.from);
    expect(await dialog.getByLabel('To').inputValue()).toBe(month.to);
    // Dates out of order are said, and nothing opens.
    await dialog.getByLabel('From').fill(addDays(month.to, 1));
    await dialog.getByRole('button', { name: 'Open Statement' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The from date must not be after the to date' }).waitFor();
    await dialog.getByLabel('From').fill(from);
    await dialog.getByLabel('To').fill(to);
    const [opened] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Open Statement' }).press('Enter'),
    ]);
    await dialog.waitFor({ state: 'hidden' });
    const url = new URL(opened.url());
    expect(url.pathname + url.search).toBe(`/api/hotel/guests/${guestId}/statement.pdf?from=${from}&to=${to}&inline=1`);
    const response = await page.request.get(url.toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await opened.close();
    return pdfText(await response.body());
  }

  it('lists the resident on the Front Desk: 28 nights, the next renewal and the balance, with axe clean', async () => {
    await page.goto('/hotel/front-desk', { timeout: 60_000 });
    const residents = page.getByTestId('front-desk-residents');
    const row = residents.locator(`tr[data-booking-id="${ids[2]}"]`);
    await row.waitFor({ timeout: 60_000 });
    expect((await row.locator('td').allInnerTexts()).map((text) => text.trim().replace(/\s+/g, ' '))).toEqual([
      '102',
      'Weekly, Walt',
      formatShortUs(day(-14)),
      '28 nights Night 15 tonight',
      formatShortUs(day(14)),
      // Exempt from: no long-stay rule in this hotel.
      'None',
      '$2,034.00',
      'Statement',
    ]);
    expect(await residents.getByRole('heading').innerText()).toBe('Residents (1)');
    await session.screenshot(page, 'front-desk-residents');
    expect(await seriousViolations(page)).toEqual([]);

    // The resident's statement of the whole chain, from its row.
    await residents.getByRole('button', { name: 'Statement for Weekly, Walt' }).click();
    const text = await openStatement(day(-14), day(13));
    expect(text).toContain('Guest Statement');
    expect(text).toContain('Weekly, Walt');
    expect(text).toContain('Opening Balance $0.00');
    for (const [index, [room, from]] of (
      [
        ['101', -14],
        ['101', -7],
        ['102', 0],
        ['102', 7],
      ] as const
    ).entries()) {
      expect(text).toContain(
        `Booking #${ids[index]} · Room ${room} · ${formatShortUs(day(from))} to ${formatShortUs(day(from + 7))} · 7 nights`,
      );
    }
    expect(text).toContain('Payment, Cash -$678.00');
    expect(text).toContain('Closing Balance Due $2,034.00');
  });

  it('opens a statement from the guest on the Guests screen', async () => {
    await page.goto('/hotel/guests');
    await page.getByRole('button', { name: 'Statement for Weekly, Walt' }).click();
    const text = await openStatement(day(0), day(6));
    await session.screenshot(page, 'guests-statement-opened');
    // The two weeks before are owed nothing but the second: they open the statement.
    expect(text).toContain('Opening Balance $678.00');
    expect(text).toContain(`Booking #${ids[2]} · Room 102`);
    expect(text).not.toContain(`Booking #${ids[3]} ·`);
    expect(text).toContain('Closing Balance Due $1,356.00');
  });
});
