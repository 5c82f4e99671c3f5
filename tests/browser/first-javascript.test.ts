import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST } from '../../server/src/app';
import { addRooms, openBookingPage, STANDARD } from '../../server/src/testing/hotels';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

/**
 * The JavaScript a page loads until the network is quiet, gzipped as a server sends it: as the browser bench
 * counts it (bench/browser-bench.ts), so the console's budget (docs/performance.md: under 450 kB) is held by a
 * test and not only by a benchmark run.
 */
async function initialJs(page: Page, url: string, settle: () => Promise<unknown>) {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url);
  await settle();
  await page.waitForLoadState('networkidle');
  const files = [...scripts]
    .map((pathname) => path.join(CLIENT_DIST, pathname))
    .filter((file) => existsSync(file) && statSync(file).isFile());
  return {
    files: files.map((file) => path.basename(file)),
    kB: files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0) / 1024,
  };
}

describe.skipIf(!browserAvailable)('the first JavaScript of a page', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('keeps the console under 450 kB gzipped', async () => {
    const { page, hotel } = await session.signedInPage('first-js@budget.test', { name: 'Budget Inn' });
    await addRooms(hotel, STANDARD, ['101', '102']);
    const first = await initialJs(page, '/hotel', () => page.locator('.board-grid .ht_master tbody tr').first().waitFor());
    expect(first.kB, `${first.kB.toFixed(1)} kB in ${first.files.join(', ')}`).toBeLessThan(450);
  });

  it('keeps the console’s grids out of the guests’ booking page', async () => {
    const { page, hotel } = await session.signedInPage('first-js@guests.test', { name: 'Guest Inn' });
    await addRooms(hotel, STANDARD, ['101']);
    await openBookingPage(hotel, 'first-js');
    await page.context().clearCookies();
    const guest = await initialJs(page, '/book/first-js', () => page.getByRole('radio', { name: 'Standard' }).waitFor());
    expect(guest.files.filter((file) => /^(data-grid|dashboard-page|bookings-page)-/.test(file))).toEqual([]);
    expect(guest.kB, guest.files.join(', ')).toBeLessThan(300);
  });
});
