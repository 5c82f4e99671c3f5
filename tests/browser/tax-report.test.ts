import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsClamped, todayInZone } from '../../core/stay-dates';
import { setClock } from '../../server/src/clock';
import { addRooms, STANDARD, type SignedInHotel } from '../../server/src/testing/hotels';
import { pdfText, renderPageToPng } from '../../server/src/testing/pdf-documents';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * The Reports tab's Tax view (issue 26) over a hotel computed by hand: one tax rate, State Occupancy Tax, 6%
 * on all rate types under Texas's rule (exempt after 30 nights), and two stays at 100.00 a night:
 * - 101, Rivera, Tom from 03/20/26 for 45 nights: in April 30 nights, 3000.00; nights 13–30 of the stay
 *   (04/01–04/18) carry the tax, 18 × 6.00 = 108.00 on 1800.00, the 12 after (1200.00) do not;
 * - 102, Okafor, Ada, Monthly from 04/01/26: 30 nights, 1800.00, no tax.
 */
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Tab (and no mouse) until `target` has the focus: a bounded walk through the page in its tab order. */
async function tabTo(page: Page, target: Locator) {
  await target.waitFor();
  for (let presses = 0; presses < 60; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), 'reached by Tab').toBe(true);
}

async function expectStatus(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

async function seedHotel(hotel: SignedInHotel) {
  const rooms = await addRooms(hotel, STANDARD, ['101', '102']);
  await expectStatus(
    hotel.api.post('/api/hotel/tax-rates', {
      name: 'State Occupancy Tax',
      rate: '0.06',
      applyTo: ['all'],
      longStay: { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true },
    }),
    201,
  );
  setClock(noonOn('2026-03-01'));
  const stay = { paidAmount: '0', dailyWeeklyAmount: '100.00' };
  await expectStatus(
    hotel.api.post('/api/hotel/bookings', {
      ...stay,
      roomId: rooms['101'],
      guest: 'Rivera, Tom',
      checkInDate: '2026-03-20',
      rateType: 'Daily',
      nights: 45,
    }),
    201,
  );
  await expectStatus(
    hotel.api.post('/api/hotel/bookings', {
      ...stay,
      roomId: rooms['102'],
      guest: 'Okafor, Ada',
      checkInDate: '2026-04-01',
      rateType: 'Monthly',
      monthlyAmount: '1800.00',
    }),
    201,
  );
  setClock(null);
}

/** A table's body rows as their cells' text (header cells of a row included). */
const tableRows = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')));

describe.skipIf(!browserAvailable)('the Tax view of the Reports tab in the browser', () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await startBrowserSession();
    let hotel: SignedInHotel;
    ({ page, hotel } = await session.signedInPage('owner@taxview.test', { name: 'Lone Star Motel' }));
    await seedHotel(hotel);
  });
  afterAll(async () => {
    setClock(null);
    await session?.close();
  });

  it('opens with the keyboard on last month, takes a month typed in, and shows its taxes and exempt stays', async () => {
    const taxRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('query TaxReport')) {
        taxRequests.push(request.postData()!);
      }
    });
    await page.goto('/hotel/reports', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Financial Reports' }).waitFor({ timeout: 60_000 });

    // Reports → Tax: Tab to the views' tab list, then the arrow keys, as the tabs pattern has it.
    const tabs = page.getByRole('tablist', { name: 'Reports' });
    await tabTo(page, tabs.getByRole('tab', { name: 'Revenue' }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.getByRole('tab', { name: 'Tax' }).getAttribute('aria-selected')).toBe('true');
    await page.waitForURL('**/hotel/reports?tab=tax');
    await page.getByText('Taxable and exempt room revenue by tax, by the night, in USD').waitFor();

    // Last month on the hotel's clock (New York), the month a return is filed for.
    const month = page.getByLabel('Month');
    const lastMonth = addMonthsClamped(`${todayInZone('America/New_York').slice(0, 7)}-01`, -1).slice(0, 7);
    expect(await month.inputValue()).toBe(lastMonth);
    await expect.poll(() => taxRequests.length).toBe(1);
    expect(taxRequests[0]).toContain(`"month":"${lastMonth}"`);

    // April 2026, typed as a clerk types a month: its number, then the year.
    await tabTo(page, month);
    await page.keyboard.type('04');
    await page.keyboard.type('2026');
    expect(await month.inputValue()).toBe('2026-04');
    await page.getByRole('heading', { name: 'Taxes of April 2026' }).waitFor();
    const taxes = page.getByRole('table', { name: 'Taxes of April 2026' });
    await expect
      .poll(() => tableRows(taxes))
      .toEqual([
        ['Room revenue', '$4,800.00'],
        ['Taxable revenue', '$1,800.00'],
        ['Exempt: Monthly rate', '$1,800.00'],
        ['Exempt: Long stay', '$1,200.00'],
        ['Exempt: Agreement', '$0.00'],
        ['Tax charged', '$108.00'],
        ['Long-stay refunds', '$0.00'],
        ['Long-stay tax due', '$0.00'],
      ]);
    expect(await taxes.getByRole('columnheader').allTextContents()).toEqual(['State Occupancy Tax']);
    const stays = page.getByRole('table', { name: 'Exempt stays of April 2026' });
    expect(await tableRows(stays)).toEqual([
      [expect.stringMatching(/^#\d+$/), 'Rivera, Tom', '101', '12', '$1,200.00', 'Long stay'],
      [expect.stringMatching(/^#\d+$/), 'Okafor, Ada', '102', '30', '$1,800.00', 'Monthly rate'],
    ]);
    expect(taxRequests.at(-1)).toContain('"month":"2026-04"');

    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await session.screenshot(page, `tax-report-${width}`);
    }

    // The PDF and CSV links download the server's files of the month shown.
    const exports = page.getByRole('group', { name: 'Export the tax report' });
    const [pdf] = await Promise.all([page.waitForEvent('download'), exports.getByRole('link', { name: 'PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('innkeep-tax-report-2026-04.pdf');
    const bytes = readFileSync((await pdf.path())!);
    const text = await pdfText(bytes);
    expect(text).toContain('Lone Star Motel');
    expect(text).toContain('April 2026, by the night');
    expect(text).toContain('Room revenue $4,800.00');
    expect(text).toContain('Tax charged $108.00');
    renderPageToPng(bytes, 'tax-report-browser-download');

    const [csv] = await Promise.all([page.waitForEvent('download'), exports.getByRole('link', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('innkeep-tax-report-2026-04.csv');
    const lines = readFileSync((await csv.path())!, 'utf8').split('\r\n');
    expect(lines[1]).toMatch(/^2026-04,State Occupancy Tax,\d+,4800\.00,1800\.00,1800\.00,1200\.00,0\.00,108\.00,0\.00,0\.00$/);
  });
});
