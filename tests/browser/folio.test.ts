import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../server/src/testing/pdf-documents';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

describe.skipIf(!browserAvailable)('a stay’s folio in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('takes a payment and a refund, adds and voids an extra, and prints the receipt', async () => {
    const { page, hotel } = await session.signedInPage('desk@folio-screen.test', { name: 'Harbor Inn' });
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: null });
    const created = await hotel.api.post('/api/hotel/bookings', {
      roomId: room.body.id,
      guest: 'Smith, John',
      checkInDate: '2027-03-10',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '100.00',
      paidAmount: '100',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    await page.goto('/hotel/bookings');
    const folioButton = page.getByRole('button', { name: `Folio of booking #${id}` });
    await folioButton.waitFor();
    await page.waitForLoadState('networkidle');
    await folioButton.click();
    const dialog = page.getByRole('dialog', { name: `Folio of booking #${id}` });
    const balance = dialog.getByRole('status', { name: 'Balance' }).or(dialog.locator('output[aria-label="Balance"]'));
    await balance.waitFor();
    expect(await balance.innerText()).toBe('$239.00');
    const charges = dialog.getByRole('table', { name: 'Charges' });
    expect(await charges.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/^03\/10\/27\s+Room 101, 3 nights \(Daily\)\s+\$300\.00/),
      expect.stringMatching(/Tax 1\s+\$24\.00/),
      expect.stringMatching(/Tax 2\s+\$15\.00/),
    ]);

    // A card payment of what is due (the amount left blank offers the balance).
    const payment = dialog.getByRole('form', { name: 'Take a payment' });
    await payment.getByLabel('Method').selectOption('Credit Card');
    await payment.getByLabel('Reference').fill('Visa 4242');
    await payment.getByRole('button', { name: 'Take payment' }).click();
    await expect.poll(() => balance.innerText()).toBe('$0.00');

    // A refund of $40.00 in cash.
    await payment.getByLabel('Amount').fill('40');
    await payment.getByLabel('Method').selectOption('Cash');
    await payment.getByRole('button', { name: 'Refund' }).click();
    await expect.poll(() => balance.innerText()).toBe('$40.00');
    const payments = dialog.getByRole('table', { name: 'Payments' });
    expect(await payments.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/Payment, Cash\s+\$100\.00/),
      expect.stringMatching(/Payment, Credit Card \(Visa 4242\)\s+\$239\.00/),
      expect.stringMatching(/Refund, Cash\s+-\$40\.00/),
    ]);

    // A refund of more than was paid is refused with the server's words, and nothing changes.
    await payment.getByLabel('Amount').fill('500');
    await payment.getByRole('button', { name: 'Refund' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('A refund may not be more than what was paid: $299.00 was paid on this stay');
    expect(await payments.locator('tbody tr').count()).toBe(3);

    // An extra, then voided: it stays listed, struck through, out of the totals.
    const extra = dialog.getByRole('form', { name: 'Add a charge' });
    await extra.getByLabel('Description').fill('Parking');
    await extra.getByLabel('Charge amount').fill('15');
    await extra.getByRole('button', { name: 'Add charge' }).click();
    await expect.poll(() => balance.innerText()).toBe('$55.00');
    await session.screenshot(page, 'folio-dialog');
    page.once('dialog', (confirm) => void confirm.accept());
    await charges.getByRole('button', { name: 'Void Parking of $15.00' }).click();
    await expect.poll(() => balance.innerText()).toBe('$40.00');
    expect(await charges.locator('tbody tr').last().innerText()).toMatch(/Parking\s+Voided .* by Harbor Inn\s+\$15\.00/);

    // Recent Bookings follows: paid is the sum of the payments.
    const booking = (await hotel.api.get(`/api/hotel/bookings/${id}`)).body;
    expect(booking).toMatchObject({ paidAmount: '299.00', extras: '0.00', balance: '40.00', status: 'Partially Paid' });

    // The receipt, as the Print receipt link opens it.
    const href = await dialog.getByRole('link', { name: 'Print receipt' }).getAttribute('href');
    expect(href).toBe(`/api/hotel/bookings/${id}/folio.pdf?inline=1`);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await response.body());
    expect(text).toContain('Harbor Inn');
    expect(text).toContain('Smith, John');
    expect(text).toContain('Payment, Credit Card (Visa 4242) $239.00');
    expect(text).toContain('Refund, Cash -$40.00');
    expect(text).toContain('Parking\nVoided');
    expect(text).toContain('Balance Due $40.00');
  });

  it('shows the daily report on the Reports tab for the date picked', async () => {
    const { page, hotel } = await session.signedInPage('night@folio-screen.test', { name: 'Night Inn' });
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '7', roomTypeId: null });
    const created = await hotel.api.post('/api/hotel/bookings', {
      roomId: room.body.id,
      guest: 'Lane, Lois',
      checkInDate: '2027-03-10',
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100.00',
    });
    const id = created.body.id as number;
    expect(
      (await hotel.api.post(`/api/hotel/bookings/${id}/payments`, { amount: '50', method: 'Check', date: '2027-03-10' })).status,
    ).toBe(201);

    await page.goto('/hotel/reports');
    const card = page.locator('.daily-report');
    const picker = card.getByLabel('Report Date');
    await picker.waitFor();
    await picker.fill('2027-03-10');
    const counts = card.getByRole('definition');
    await expect
      .poll(() => card.getByLabel('The day at the desk').innerText())
      .toMatch(/Arrivals\s+1\s+Departures\s+0\s+In House\s+1\s+Occupancy\s+100\.0%/);
    expect(await counts.count()).toBeGreaterThan(4);
    expect(await card.getByLabel('Revenue of the night').innerText()).toMatch(
      /Room Revenue\s+\$100\.00\s+Taxes\s+\$13\.00\s+Extras\s+\$0\.00/,
    );
    expect(await card.getByLabel('Payments of the day').innerText()).toMatch(/Check\s+\$50\.00[\s\S]*Total Payments\s+\$50\.00/);
    // The names behind the counts: Lois Lane arrives in 7 and is in house, owing $226.00 - $50.00.
    const list = (name: string) => card.getByRole('table', { name }).locator('tbody tr').allInnerTexts();
    const lane = '7\tLane, Lois\t03/10/27 – 03/12/27\t$176.00';
    expect(await list('Arrivals (1)')).toEqual([lane]);
    expect(await list('Departures (0)')).toEqual(['None']);
    expect(await list('In House (1)')).toEqual([lane]);
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'daily-report');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download Daily Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('innkeep-daily-report-2027-03-10.pdf');
  });

  it('takes a payment from a Front Desk row: the row’s balance follows', async () => {
    const { page, hotel } = await session.signedInPage('desk@front-folio.test', { name: 'Desk Inn' });
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '12', roomTypeId: null });
    const today = (await hotel.api.get('/api/hotel/front-desk')).body.date as string;
    const created = await hotel.api.post('/api/hotel/bookings', {
      roomId: room.body.id,
      guest: 'Kent, Clark',
      checkInDate: today,
      rateType: 'Daily',
      nights: 1,
      dailyWeeklyAmount: '100.00',
    });
    const id = created.body.id as number;

    await page.goto('/hotel/front-desk');
    const row = page.getByTestId('front-desk-arrivals').locator(`tr[data-booking-id="${id}"]`);
    await row.waitFor();
    expect(await row.locator('.front-desk-money').innerText()).toBe('$113.00');
    await row.getByRole('button', { name: `Take payment: booking #${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Folio of booking #${id}` });
    const payment = dialog.getByRole('form', { name: 'Take a payment' });
    await payment.getByLabel('Amount').waitFor();
    await session.screenshot(page, 'front-desk-take-payment');
    await payment.getByLabel('Method').selectOption('Debit Card');
    await payment.getByRole('button', { name: 'Take payment' }).click();
    await expect.poll(() => dialog.locator('output[aria-label="Balance"]').innerText()).toBe('$0.00');
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect.poll(() => row.locator('.front-desk-money').innerText()).toBe('$0.00');
    await session.screenshot(page, 'front-desk-after-payment');
  });
});
