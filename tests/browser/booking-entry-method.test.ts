import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { seriousViolations } from './axe';
import { ENTRY } from './entry-columns';
import { cursorColumn, entryRow, openBookings, typeAtFullSpeed } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { RECENT_COLUMNS, recentRow } from './recent-grid';

interface StoredBooking {
  id: number;
  guest: string;
  paidAmount: string;
  paymentMethod: string;
}

async function bookings(hotel: SignedInHotel): Promise<StoredBooking[]> {
  return ((await hotel.api.get('/api/hotel/bookings')).body as StoredBooking[]).sort((a, b) => a.id - b.id);
}

/** The methods of a booking's folio payments, as the daily report counts them. */
async function paymentMethods(hotel: SignedInHotel, id: number): Promise<[string, string][]> {
  const folio = (await hotel.api.get(`/api/hotel/bookings/${id}/folio`)).body as {
    payments: { amount: string; method: string }[];
  };
  return folio.payments.map((payment) => [payment.amount, payment.method]);
}

/** Rows copied from a spreadsheet, pasted where the focus is (the entry grid's cell). */
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

describe.skipIf(!browserAvailable)('the Method of the amount Paid', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('is typed after Paid in the entry row, recorded with the payment, and shown in Recent Bookings', async () => {
    const { page, hotel } = await openBookings(session, 'method@harbor.test', ['101', '102', '103']);
    expect((await entryRow(page))[ENTRY.method]).toBe('Cash');

    // Tab from Paid goes to Method: "cr" is Credit Card; Enter there saves.
    await typeAtFullSpeed(page, '101\tann lee\t04/01/27\td\t2\t\t50\tcr');
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.method);
    await typeAtFullSpeed(page, '\n');
    // Free text is kept as typed; Enter on Paid still saves, with the method shown (Cash for a new row).
    await typeAtFullSpeed(page, '102\tbob ray\t04/01/27\td\t1\t\t20\tVoucher 12\n');
    await typeAtFullSpeed(page, '103\tcara day\t04/01/27\td\t1\t\t30\n');
    await expect.poll(async () => (await bookings(hotel)).length).toBe(3);
    const stored = await bookings(hotel);
    expect(stored.map((b) => [b.guest, b.paidAmount, b.paymentMethod])).toEqual([
      ['Lee, Ann', '50.00', 'Credit Card'],
      ['Ray, Bob', '20.00', 'Voucher 12'],
      ['Day, Cara', '30.00', 'Cash'],
    ]);
    expect(await paymentMethods(hotel, stored[0]!.id)).toEqual([['50.00', 'Credit Card']]);
    expect(await paymentMethods(hotel, stored[1]!.id)).toEqual([['20.00', 'Voucher 12']]);

    await expect.poll(async () => (await recentRow(page, stored[0]!.id))?.[RECENT_COLUMNS.method]).toBe('Credit Card');
    expect((await recentRow(page, stored[1]!.id))?.[RECENT_COLUMNS.method]).toBe('Voucher 12');
    expect((await recentRow(page, stored[2]!.id))?.[RECENT_COLUMNS.method]).toBe('Cash');

    // Editing a booking shows its method, and a payment added in the edit takes the method typed.
    await page.getByRole('button', { name: `Edit booking #${stored[0]!.id}` }).click();
    await expect.poll(async () => (await entryRow(page))[ENTRY.method]).toBe('Credit Card');
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'bookings-method-column');
  }, 120_000);

  it('reads a pasted copy of the entry row with or without its Method column', async () => {
    const { page, hotel } = await openBookings(session, 'methodpaste@harbor.test', ['101', '102']);
    const copied = ['04/01/27', 'Daily', '2', '04/03/27', '100.00', '1500.00', '200.00', '16.00', '10.00', '226.00', '40.00'];
    await paste(page, [
      // Fifteen cells: a copy of the entry row made before Method, read as before.
      ['101', 'Lee, Ann', ...copied, '186.00', 'Partially Paid'],
      // Sixteen: Method last.
      ['102', 'Ray, Bob', ...copied, '186.00', 'Partially Paid', 'Debit Card'],
    ]);
    await expect.poll(async () => (await entryRow(page, 1))[ENTRY.method]).toBe('Debit Card');
    expect((await entryRow(page, 0)).slice(ENTRY.grandTotal, ENTRY.method + 1)).toEqual([
      '$226.00',
      '$40.00',
      '$186.00',
      'Partially Paid',
      'Cash',
    ]);
    await page.getByRole('button', { name: 'Create 2 bookings' }).click();
    await expect.poll(async () => (await bookings(hotel)).length).toBe(2);
    expect((await bookings(hotel)).map((b) => [b.guest, b.paidAmount, b.paymentMethod])).toEqual([
      ['Lee, Ann', '40.00', 'Cash'],
      ['Ray, Bob', '40.00', 'Debit Card'],
    ]);
  }, 120_000);
});
