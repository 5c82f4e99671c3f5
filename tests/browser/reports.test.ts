import { readFileSync } from 'node:fs';
import { addMoney, formatUsd, parseMoney } from '@core/money';
import { todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';
import { pdfPages, renderPageToPng } from '../../server/src/testing/pdf-documents';
import path from 'node:path';
import { seriousViolations } from './axe';
import { browserAvailable, SCREENSHOT_DIR, startBrowserSession, type BrowserSession } from './harness';

const usd = (amount: string) => formatUsd(parseMoney(amount));

/**
 * A room type, two rooms, and bookings in January, February and May 2025 (taxable, non-taxable, both), with
 * $62.50 of folio extras in May.
 */
async function seedBookings(hotel: SignedInHotel) {
  await hotel.api.put('/api/hotel/settings', {
    motel_name: 'Harbor View Inn',
    motel_address: '12 Harbor Road',
    motel_city: 'Portland',
    motel_state: 'ME',
  });
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Double',
    dailyRate: '89.99',
    weeklyRate: '499.00',
    monthlyRate: '1450.00',
  });
  await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '', startNumber: 1, endNumber: 2, roomTypeId: type.body.id });
  const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number }[];
  const book = async (body: Record<string, unknown>) => {
    const response = await hotel.api.post('/api/hotel/bookings', { guest: 'Report, Guest', paidAmount: '0', ...body });
    if (response.status !== 201) throw new Error(`booking: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { id: number };
  };
  await book({ roomId: rooms[0]!.id, checkInDate: '2025-01-10', rateType: 'Daily', nights: 3, dailyWeeklyAmount: '100.00' });
  await book({ roomId: rooms[1]!.id, checkInDate: '2025-01-31', rateType: 'Weekly', nights: 7, dailyWeeklyAmount: '499.00' });
  await book({ roomId: rooms[0]!.id, checkInDate: '2025-02-01', rateType: 'Monthly', monthlyAmount: '1450.00' });
  const may = await book({
    roomId: rooms[1]!.id,
    checkInDate: '2025-05-02',
    rateType: 'Daily',
    nights: 2,
    dailyWeeklyAmount: '120.50',
  });
  await hotel.api.post(`/api/hotel/bookings/${may.id}/charges`, { description: 'Parking', amount: '62.50', date: '2025-05-03' });
  await book({ roomId: rooms[0]!.id, checkInDate: '2025-05-03', rateType: 'Monthly', monthlyAmount: '980.00' });
}

describe.skipIf(!browserAvailable)('financial reports in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('changes the year, shows the table, chart and cards, and downloads a PDF that parses', async () => {
    const { page, hotel } = await session.signedInPage('reports@harbor.test', { name: 'Harbor Inn', numberOfRooms: 10 });
    await seedBookings(hotel);
    const json = (await hotel.api.get('/api/hotel/reports/monthly/2025')).body as {
      months: {
        month: string;
        taxable: string;
        nonTaxable: string;
        subtotal: string;
        tax1: string;
        tax2: string;
        grandTotal: string;
      }[];
      totalGrandTotal: string;
    };
    const january = json.months[0]!;
    expect(january.grandTotal).toBe('902.87');

    // Hold the first report answer back until the loading state is seen: 12 skeleton rows.
    let held = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (!held && route.request().postData()?.includes('FinancialReport')) {
        held = true;
        await released;
      }
      await route.continue();
    });
    await page.goto('/hotel/reports');
    await page.getByRole('heading', { name: 'Financial Reports' }).waitFor();
    await page.getByRole('status', { name: 'Loading report' }).waitFor();
    expect(await page.getByTestId('report-skeleton-row').count()).toBe(12);
    release();

    // The default year is this year on the hotel's clock (America/New_York by default).
    const yearInput = page.getByLabel('Report Year');
    expect(await yearInput.inputValue()).toBe(todayInZone('America/New_York').slice(0, 4));
    const grid = page.getByTestId('monthly-report-grid');
    const rows = grid.locator('.ht_master tbody tr');
    await rows.filter({ hasText: 'December' }).waitFor();

    // A year outside 2020..2100 is refused under the field; the table stays.
    await yearInput.fill('2019');
    await page.getByRole('button', { name: 'Update Report' }).click();
    await page.getByText('Year must be between 2020 and 2100').waitFor();

    await yearInput.fill('2025');
    await page.getByRole('button', { name: 'Update Report' }).click();
    await expect
      .poll(() => rows.filter({ hasText: 'January' }).locator('td').allInnerTexts())
      .toEqual([
        'January',
        usd(january.taxable),
        usd(january.nonTaxable),
        usd(january.subtotal),
        usd(january.tax1),
        usd(january.tax2),
        usd(january.grandTotal),
      ]);
    expect(await page.getByText('Year must be between 2020 and 2100').count()).toBe(0);
    const headers = await grid.locator('.ht_master thead th').allTextContents();
    expect(headers.map((text) => text.trim())).toEqual([
      'Month',
      'Taxable',
      'Non-Taxable',
      'Subtotal',
      'Tax 1',
      'Tax 2',
      'Grand Total',
    ]);
    const total = await rows.filter({ hasText: 'TOTAL' }).locator('td').allInnerTexts();
    expect(total.at(-1)).toBe(usd(json.totalGrandTotal));
    expect(await rows.filter({ hasText: 'TOTAL' }).locator('td').first().getAttribute('class')).toContain('report-total-row');

    // The chart's bars and the cards carry the same figures.
    expect(await page.locator('.revenue-chart-bar').count()).toBe(12);
    expect(await page.locator('.revenue-chart-bar[data-month="January"] title').textContent()).toContain('January: $902.87');
    expect(await page.locator('.revenue-chart-bar[data-month="February"] .revenue-chart-non-taxable').count()).toBe(1);
    const quarters = (await hotel.api.get('/api/hotel/reports/quarterly/2025')).body as { quarters: { grandTotal: string }[] };
    expect(await page.getByTestId('quarter-Qtr1').innerText()).toContain(usd(quarters.quarters[0]!.grandTotal));
    expect(await page.getByTestId('annual-total').innerText()).toContain(usd(json.totalGrandTotal));
    await page.getByRole('heading', { name: 'Report Information' }).waitFor();
    await page.getByRole('heading', { name: 'Financial Summary' }).waitFor();
    // The Financial Summary says its grand total leaves the folio extras out, then adds them.
    const summary = page.locator('.report-info .card', { has: page.getByRole('heading', { name: 'Financial Summary' }) });
    const figures = await summary.locator('.report-figure').allInnerTexts();
    expect(figures.slice(-3).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      `Grand total (rooms and taxes, without extras) ${usd(json.totalGrandTotal)}`,
      'Extras (folio charges) $62.50',
      `Total with extras ${formatUsd(addMoney(parseMoney(json.totalGrandTotal), parseMoney('62.50')))}`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'reports-2025');
    await grid.screenshot({ path: path.join(SCREENSHOT_DIR, 'reports-2025-grid.png') });

    // Export PDF: a real download of the server's document, which parses back to the same numbers.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('innkeep-report-2025.pdf');
    const bytes = readFileSync((await download.path())!);
    const lines = (await pdfPages(bytes))[0]!.split('\n');
    expect(lines).toContain('Harbor View Inn');
    expect(lines).toContain(
      [
        'January',
        ...[january.taxable, january.nonTaxable, january.subtotal, january.tax1, january.tax2, january.grandTotal].map(usd),
      ].join(' '),
    );
    renderPageToPng(bytes, 'reports-browser-download');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('innkeep-report-2025.csv');
    expect(readFileSync((await csv.path())!, 'utf8')).toContain('January,799.00,0.00,799.00,63.92,39.95,902.87');
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Excel' }).click()]);
    expect(excel.suggestedFilename()).toBe('innkeep-report-2025.xlsx');

    // Print Report opens the same PDF in a new tab, inline, for the browser's print dialog.
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Print Report' }).click()]);
    expect(popup.url()).toContain('/api/hotel/reports/2025/pdf?inline=1');
    await popup.close();
  });
});
