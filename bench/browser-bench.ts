/**
 * The client at scale, in Chromium (playwright-core): a production build of the client, a hotel with 10,000
 * rooms and 10,000 bookings (seeds/bench-data.ts browserBenchPlan), and for the availability board and the
 * Recent Bookings grid the time from navigation to a grid that answers a click, the time to scroll to its
 * last row, and how many rows are in the DOM (virtual rendering keeps it to the visible ones). Also the
 * initial JavaScript of the landing page and of /hotel, and the bundle's size, gzipped.
 *
 *   npx tsx bench/browser-bench.ts        on its own (npm run bench runs it after the server benchmarks)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { BROWSER_BENCH_ROOMS } from '../seeds/bench-data';
import { BenchServer, signIn } from './server-process';

export interface BrowserBenchResult {
  rows: number;
  load1: number;
  grids: { name: string; interactiveMs: number; scrollToBottomMs: number; domRows: number; loadedRows: number }[];
  initialJs: { page: string; gzipKiB: number; files: number }[];
  bundle: { totalGzipKiB: number; files: number; largest: string };
}

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
const ROOT = path.resolve(import.meta.dirname, '..');

const gzipKiB = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/** A production build of the client into `outDir` (client/dist belongs to the browser tests); `extraArgs` go to vite build. */
export function buildProductionClient(outDir: string, extraArgs: string[] = []): void {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'client/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
      ...extraArgs,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

/** A production build of the client in a directory of its own, and the size of its scripts. */
function buildClient(outDir: string): BrowserBenchResult['bundle'] {
  buildProductionClient(outDir);
  const scripts = readdirSync(path.join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
  const sizes = scripts.map((name) => ({ name, kiB: gzipKiB(path.join(outDir, 'assets', name)) })).sort((a, b) => b.kiB - a.kiB);
  return {
    totalGzipKiB: sizes.reduce((sum, file) => sum + file.kiB, 0),
    files: scripts.length,
    largest: sizes[0] ? `${sizes[0].name} (${sizes[0].kiB.toFixed(0)} kB gzip)` : 'none',
  };
}

/** The JavaScript a page loads until the network is quiet, gzipped as a server would send it. */
async function initialJs(page: Page, url: string, outDir: string, settle: (page: Page) => Promise<void>) {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url);
  await settle(page);
  await page.waitForLoadState('networkidle');
  const files = [...scripts]
    .map((pathname) => path.join(outDir, pathname))
    .filter((file) => existsSync(file) && statSync(file).isFile());
  return { gzipKiB: files.reduce((sum, file) => sum + gzipKiB(file), 0), files: files.length };
}

/** Milliseconds since the page's navigation started, read in the page. */
const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * Scrolls a Handsontable grid's master viewport to its end until `done` says the last row is rendered
 * (the Recent Bookings grid reads the page in view once it gets there), answering the milliseconds it took.
 */
async function scrollToBottom(page: Page, grid: string, done: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const start = await pageNow(page);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await page.evaluate((selector) => {
      const holder = document.querySelector<HTMLElement>(`${selector} .ht_master .wtHolder`);
      if (holder) holder.scrollTop = holder.scrollHeight;
    }, grid);
    if (await done()) return (await pageNow(page)) - start;
    await page.waitForTimeout(250);
  }
  const state = await page.evaluate((selector) => {
    const rows = document.querySelectorAll(`${selector} .ht_master tbody tr`);
    const last = rows[rows.length - 1];
    const index = last?.getAttribute('aria-rowindex');
    const idCell = document.querySelector(
      `${selector} .ht_clone_inline_start tbody tr[aria-rowindex="${index}"] td[aria-colindex="1"]`,
    );
    return `last rendered row ${index} (${last?.textContent?.slice(0, 60)}; its ID in the fixed columns: ${idCell?.textContent ?? 'not rendered'}), ${document.querySelector('.recent-bookings-count')?.textContent ?? ''}`;
  }, grid);
  throw new Error(`${grid}: the last row did not render within ${timeoutMs} ms (${state})`);
}

async function domRows(page: Page, grid: string): Promise<number> {
  return page.locator(`${grid} .ht_master tbody tr`).count();
}

export async function runBrowserBench(options: { quick: boolean; log: (message: string) => void }): Promise<BrowserBenchResult> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  const { log } = options;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'innkeep-bench-client-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'innkeep-bench-browser-'));
  log('browser: building the client (vite, production)');
  const bundle = buildClient(outDir);
  const today = new Date().toISOString().slice(0, 10);
  const server = await BenchServer.start(log, {
    BENCH_PLAN: 'browser',
    BENCH_DATA_DIR: dataDir,
    BENCH_TODAY: today,
    BENCH_CLIENT_DIST: outDir,
    DATABASE_URL: '',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const hotel = server.ready.hotels[0]!;
    const url = server.ready.url;
    const cookieHeader = await signIn(url, hotel);
    // A freshly seeded hotel would open the set-up wizard over the grids: marked done, as Skip Setup does.
    const setupDone = await fetch(`${url}/api/hotel/settings`, {
      method: 'PUT',
      headers: { cookie: cookieHeader, 'content-type': 'application/json' },
      body: JSON.stringify({ setup_completed: '1' }),
    });
    if (!setupDone.ok) throw new Error(`marking the hotel set up failed: ${setupDone.status}`);
    const [name, ...value] = cookieHeader.split('=');
    const newPage = async (signedIn: boolean) => {
      const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
      context.setDefaultTimeout(60_000);
      await context.addInitScript(() => window.localStorage.setItem('innkeep.setupWizardCompleted', 'true'));
      if (signedIn) await context.addCookies([{ name: name!, value: value.join('='), url, httpOnly: true, sameSite: 'Lax' }]);
      return context.newPage();
    };

    const initial: BrowserBenchResult['initialJs'] = [];
    const landing = await newPage(false);
    initial.push({ page: 'landing (/)', ...(await initialJs(landing, '/', outDir, async () => {})) });
    const login = await newPage(false);
    initial.push({ page: 'sign-in (/login)', ...(await initialJs(login, '/login', outDir, async () => {})) });
    const consolePage = await newPage(true);
    initial.push({
      page: 'console (/hotel, dashboard with its board)',
      ...(await initialJs(consolePage, '/hotel', outDir, (page) =>
        page.locator('.board-grid .ht_master tbody tr').first().waitFor(),
      )),
    });
    await Promise.all([landing, login, consolePage].map((page) => page.context().close()));
    const load1 = os.loadavg()[0]!;
    const grids: BrowserBenchResult['grids'] = [];

    // The availability board: 10,000 rooms down, 14 nights across.
    {
      const page = await newPage(true);
      const grid = '.board-grid';
      await page.goto('/hotel');
      // The room column is fixed: its cells are the left clone's (a night with a stay would open the booking).
      const roomCell = page.locator(`${grid} .ht_clone_inline_start tbody tr td`).first();
      await roomCell.waitFor();
      await roomCell.click();
      await page.locator(`${grid} td.current`).first().waitFor();
      const interactiveMs = await pageNow(page);
      const scrollMs = await scrollToBottom(
        page,
        grid,
        async () =>
          page.evaluate((selector) => {
            const holder = document.querySelector<HTMLElement>(`${selector} .ht_master .wtHolder`);
            return !!holder && holder.scrollTop > 0 && holder.scrollTop + holder.clientHeight >= holder.scrollHeight - 2;
          }, grid),
        30_000,
      );
      const rows = await domRows(page, grid);
      grids.push({
        name: `availability board (${BROWSER_BENCH_ROOMS} rooms)`,
        interactiveMs,
        scrollToBottomMs: scrollMs,
        domRows: rows,
        loadedRows: BROWSER_BENCH_ROOMS,
      });
      log(
        `browser: board interactive in ${interactiveMs.toFixed(0)} ms, scrolled to the bottom in ${scrollMs.toFixed(0)} ms, ${rows} rows in the DOM`,
      );
      await page.context().close();
    }

    // Recent Bookings: a row for every booking from the start, each page read as it scrolls into view; done
    // when the last row shows the oldest booking (not the "…" of a row still being read).
    {
      const page = await newPage(true);
      const grid = '[data-testid=recent-bookings-grid]';
      await page.goto('/hotel/bookings');
      // The Guest cell edits in place: a click selects it without opening the booking in the form above.
      // ID, Room and Guest are fixed: the Guest cell is the left clone's (the master draws from a later column).
      const guestCell = page.locator(`${grid} .ht_clone_inline_start tbody tr td[aria-colindex="3"]`).first();
      await guestCell.waitFor();
      await guestCell.click();
      await page.locator(`${grid} td.current`).first().waitFor();
      const interactiveMs = await pageNow(page);
      await page.context().close();
      // Scrolling on a fresh page: a selected cell would pull the viewport back to itself as pages arrive.
      const scrolling = await newPage(true);
      await scrolling.goto('/hotel/bookings');
      await scrolling.locator(`${grid} .ht_master tbody tr td`).first().waitFor();
      const total = hotel.bookings;
      const scrollMs = await scrollToBottom(
        scrolling,
        grid,
        // Done when the grid's last rendered row is the last booking (aria-rowindex counts the header row) and
        // shows its id.
        async () =>
          scrolling.evaluate(
            ({ selector, last }) => {
              const rows = document.querySelectorAll(`${selector} .ht_master tbody tr`);
              // The ID column is fixed: its cells are the left clone's.
              const id = document.querySelector(
                `${selector} .ht_clone_inline_start tbody tr[aria-rowindex="${last}"] td[aria-colindex="1"]`,
              )?.textContent;
              return rows[rows.length - 1]?.getAttribute('aria-rowindex') === String(last) && /^#\d+$/.test(id ?? '');
            },
            { selector: grid, last: total + 1 },
          ),
        options.quick ? 60_000 : 180_000,
      );
      const rows = await domRows(scrolling, grid);
      grids.push({
        name: `recent bookings (${total} bookings)`,
        interactiveMs,
        scrollToBottomMs: scrollMs,
        domRows: rows,
        loadedRows: total,
      });
      log(
        `browser: recent bookings interactive in ${interactiveMs.toFixed(0)} ms, scrolled to the last of ${total} (read) in ${scrollMs.toFixed(0)} ms, ${rows} rows in the DOM`,
      );
      await scrolling.context().close();
    }

    return { rows: BROWSER_BENCH_ROOMS, load1, grids, initialJs: initial, bundle };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// On its own: print the figures.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const log = (message: string) => console.log(`[browser-bench, load ${os.loadavg()[0]!.toFixed(2)}] ${message}`);
  const result = await runBrowserBench({ quick: process.argv.includes('--quick'), log });
  console.log(JSON.stringify(result, null, 2));
}
