/**
 * The client at scale, in Chromium (playwright-core): a production build of the client, a hotel with 10,000
 * rooms and 10,000 bookings (seeds/bench-data.ts browserBenchPlan), and for the availability board and the
 * Recent Bookings grid the time from navigation to a grid that answers a click, the time to scroll to its
 * last row, and how many rows are in the DOM (virtual rendering keeps it to the visible ones). Also the
 * initial JavaScript of the landing page and of /hotel, and the bundle's size, gzipped.
 *
 * Each grid is opened five times (BENCH_BROWSER_RUNS), alternating with the other, at the machine's own load and
 * again with busy threads of the bench bringing the load average to about 4 (BENCH_BROWSER_LOAD; 0 skips
 * those runs); the figures are the medians.
 *
 *   npx tsx bench/browser-bench.ts        on its own (npm run bench runs it after the server benchmarks)
 *   npx tsx bench/browser-bench.ts --no-load     without the runs at load 4
 *   BENCH_BROWSER_DIST=dir                measures that build (vite build --outDir dir) instead of building one
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { BROWSER_BENCH_ROOMS } from '../seeds/bench-data';
import { BenchServer, signIn } from './server-process';

export interface BrowserBenchResult {
  rows: number;
  /** The load average (1 minute) over the runs without the bench's own busy loop: their median. */
  load1: number;
  /** Runs of each screen per load (alternated); the figures are their medians. */
  runs?: number;
  /** The same clicks with the bench's busy threads bringing the load to about BENCH_BROWSER_LOAD. */
  loaded?: { load1: number; spinners: number; boardRunsMs: number[]; bookingsRunsMs: number[] } | null;
  grids: {
    name: string;
    /** Median of the runs. */
    interactiveMs: number;
    interactiveRunsMs?: number[];
    /** Median of the runs at the bench's load (null when it made none). */
    interactiveAtLoadMs?: number | null;
    scrollToBottomMs: number;
    domRows: number;
    loadedRows: number;
  }[];
  initialJs: { page: string; gzipKiB: number; files: number }[];
  bundle: { totalGzipKiB: number; files: number; largest: string };
}

/** Runs of each grid per load (BENCH_BROWSER_RUNS, 5), alternated board / Recent Bookings. */
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
/** The load average the bench's busy loop brings the machine to for the loaded runs (BENCH_BROWSER_LOAD=0: none). */
const BROWSER_TARGET_LOAD = Number(process.env.BENCH_BROWSER_LOAD ?? 4);

const median = (values: number[]) => {
  const list = [...values].sort((a, b) => a - b);
  return list[Math.floor((list.length - 1) / 2)] ?? NaN;
};

type NewPage = (signedIn: boolean) => Promise<Page>;

/**
 * Threads that spin (worker_threads, each a core's worth of runnable work): the load average counts them as it
 * counts other programs on the machine. As many as the load is short of `target`, then a wait (up to
 * `maxWaitMs`) for the 1-minute average to come within half a point of it.
 */
class BusyLoop {
  private constructor(private readonly workers: Worker[]) {}

  get threads(): number {
    return this.workers.length;
  }

  static async toLoad(target: number, current: number, maxWaitMs: number, log: (message: string) => void): Promise<BusyLoop> {
    const threads = Math.max(0, Math.round(target - current));
    const workers = Array.from({ length: threads }, () => new Worker('for (;;) {}', { eval: true }));
    log(`browser: ${threads} busy threads to bring the load from ${current.toFixed(1)} to about ${target}`);
    const deadline = Date.now() + maxWaitMs;
    while (threads > 0 && os.loadavg()[0]! < target - 0.5 && Date.now() < deadline) await sleep(2_000);
    log(`browser: load ${os.loadavg()[0]!.toFixed(1)} with the busy threads`);
    return new BusyLoop(workers);
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** The board (/hotel) from navigation to its first room cell selected by a click; the page's ms. */
async function boardInteractive(newPage: NewPage): Promise<number> {
  const page = await newPage(true);
  try {
    const grid = '.board-grid';
    await page.goto('/hotel');
    // The room column is fixed: its cells are the left clone's (a night with a stay would open the booking).
    const roomCell = page.locator(`${grid} .ht_clone_inline_start tbody tr td`).first();
    await roomCell.waitFor();
    await roomCell.click();
    await page.locator(`${grid} td.current`).first().waitFor();
    return await pageNow(page);
  } finally {
    await page.context().close();
  }
}

/** The board scrolled to its last room; the ms it took and the rows in the DOM then. */
async function boardScroll(newPage: NewPage): Promise<{ ms: number; rows: number }> {
  const page = await newPage(true);
  try {
    const grid = '.board-grid';
    await page.goto('/hotel');
    await page.locator(`${grid} .ht_master tbody tr td`).first().waitFor();
    const ms = await scrollToBottom(
      page,
      grid,
      async () =>
        page.evaluate((selector) => {
          const holder = document.querySelector<HTMLElement>(`${selector} .ht_master .wtHolder`);
          return !!holder && holder.scrollTop > 0 && holder.scrollTop + holder.clientHeight >= holder.scrollHeight - 2;
        }, grid),
      30_000,
    );
    return { ms, rows: await domRows(page, grid) };
  } finally {
    await page.context().close();
  }
}

const BOOKINGS_GRID = '[data-testid=recent-bookings-grid]';

/** Recent Bookings (/hotel/bookings) from navigation to its first Guest cell selected by a click; the page's ms. */
async function bookingsInteractive(newPage: NewPage): Promise<number> {
  const page = await newPage(true);
  try {
    await page.goto('/hotel/bookings');
    // The Guest cell edits in place: a click selects it without opening the booking in the form above.
    // ID, Room and Guest are fixed: the Guest cell is the left clone's (the master draws from a later column).
    const guestCell = page.locator(`${BOOKINGS_GRID} .ht_clone_inline_start tbody tr td[aria-colindex="3"]`).first();
    await guestCell.waitFor();
    await guestCell.click();
    await page.locator(`${BOOKINGS_GRID} td.current`).first().waitFor();
    return await pageNow(page);
  } finally {
    await page.context().close();
  }
}

/**
 * Recent Bookings scrolled to its last row, on a page of its own (a selected cell would pull the viewport back
 * to itself as pages arrive): done when the last row shows the oldest booking (not the "…" of a row still
 * being read).
 */
async function bookingsScroll(newPage: NewPage, total: number, quick: boolean): Promise<{ ms: number; rows: number }> {
  const page = await newPage(true);
  try {
    await page.goto('/hotel/bookings');
    await page.locator(`${BOOKINGS_GRID} .ht_master tbody tr td`).first().waitFor();
    const ms = await scrollToBottom(
      page,
      BOOKINGS_GRID,
      // Done when the grid's last rendered row is the last booking (aria-rowindex counts the header row) and
      // shows its id.
      async () =>
        page.evaluate(
          ({ selector, last }) => {
            const rows = document.querySelectorAll(`${selector} .ht_master tbody tr`);
            // The ID column is fixed: its cells are the left clone's.
            const id = document.querySelector(
              `${selector} .ht_clone_inline_start tbody tr[aria-rowindex="${last}"] td[aria-colindex="1"]`,
            )?.textContent;
            return rows[rows.length - 1]?.getAttribute('aria-rowindex') === String(last) && /^#\d+$/.test(id ?? '');
          },
          { selector: BOOKINGS_GRID, last: total + 1 },
        ),
      quick ? 60_000 : 180_000,
    );
    return { ms, rows: await domRows(page, BOOKINGS_GRID) };
  } finally {
    await page.context().close();
  }
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
  return bundleOf(outDir);
}

/** The size of a build's scripts, gzipped. */
function bundleOf(outDir: string): BrowserBenchResult['bundle'] {
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

export async function runBrowserBench(options: {
  quick: boolean;
  log: (message: string) => void;
  /** Runs of each grid per load (BENCH_BROWSER_RUNS). */
  runs?: number;
  /** The load the busy loop brings the machine to (BENCH_BROWSER_LOAD); 0 for no loaded runs. */
  targetLoad?: number;
}): Promise<BrowserBenchResult> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  const { log } = options;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'innkeep-bench-client-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'innkeep-bench-browser-'));
  const dist = process.env.BENCH_BROWSER_DIST ? path.resolve(process.env.BENCH_BROWSER_DIST) : null;
  if (!dist) log('browser: building the client (vite, production)');
  const clientDir = dist ?? outDir;
  const bundle = dist ? bundleOf(dist) : buildClient(outDir);
  const today = new Date().toISOString().slice(0, 10);
  const server = await BenchServer.start(log, {
    BENCH_PLAN: 'browser',
    BENCH_DATA_DIR: dataDir,
    BENCH_TODAY: today,
    BENCH_CLIENT_DIST: clientDir,
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
    const newPage: NewPage = async (signedIn) => {
      const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
      context.setDefaultTimeout(60_000);
      await context.addInitScript(() => window.localStorage.setItem('innkeep.setupWizardCompleted', 'true'));
      if (signedIn) await context.addCookies([{ name: name!, value: value.join('='), url, httpOnly: true, sameSite: 'Lax' }]);
      return context.newPage();
    };

    const initial: BrowserBenchResult['initialJs'] = [];
    const landing = await newPage(false);
    initial.push({ page: 'landing (/)', ...(await initialJs(landing, '/', clientDir, async () => {})) });
    const login = await newPage(false);
    initial.push({ page: 'sign-in (/login)', ...(await initialJs(login, '/login', clientDir, async () => {})) });
    const consolePage = await newPage(true);
    initial.push({
      page: 'console (/hotel, dashboard with its board)',
      ...(await initialJs(consolePage, '/hotel', clientDir, (page) =>
        page.locator('.board-grid .ht_master tbody tr').first().waitFor(),
      )),
    });
    await Promise.all([landing, login, consolePage].map((page) => page.context().close()));
    const runs = options.runs ?? (options.quick ? 3 : BROWSER_RUNS);
    const board = {
      interactive: () => boardInteractive(newPage),
      scroll: () => boardScroll(newPage),
    };
    const bookings = {
      interactive: () => bookingsInteractive(newPage),
      scroll: () => bookingsScroll(newPage, hotel.bookings, options.quick),
    };
    // Five runs of each, alternated (board, bookings, board, …): a burst of other work on the machine then
    // weighs on both screens alike, and the median leaves out the one run it hit.
    const ambient = { board: [] as number[], bookings: [] as number[], loads: [] as number[] };
    const scrolls = { board: [] as number[], bookings: [] as number[] };
    const rendered = { board: 0, bookings: 0 };
    for (let run = 0; run < runs; run += 1) {
      ambient.loads.push(os.loadavg()[0]!);
      ambient.board.push(await board.interactive());
      ambient.bookings.push(await bookings.interactive());
    }
    for (let run = 0; run < runs; run += 1) {
      const boardScrolled = await board.scroll();
      scrolls.board.push(boardScrolled.ms);
      rendered.board = boardScrolled.rows;
      const bookingsScrolled = await bookings.scroll();
      scrolls.bookings.push(bookingsScrolled.ms);
      rendered.bookings = bookingsScrolled.rows;
    }
    log(
      `browser: at load ${median(ambient.loads).toFixed(1)}: board takes a click after ${median(ambient.board).toFixed(0)} ms ` +
        `(${ambient.board.map((ms) => ms.toFixed(0)).join(', ')}), recent bookings after ${median(ambient.bookings).toFixed(0)} ms ` +
        `(${ambient.bookings.map((ms) => ms.toFixed(0)).join(', ')}); last row after ${median(scrolls.board).toFixed(0)} / ${median(scrolls.bookings).toFixed(0)} ms`,
    );

    // The same clicks on a busy machine: spinning threads of the bench's own bring the load average to about
    // BENCH_BROWSER_LOAD (4), as other work on a small server would.
    let loaded: BrowserBenchResult['loaded'] = null;
    const targetLoad = options.targetLoad ?? BROWSER_TARGET_LOAD;
    if (targetLoad > 0) {
      const busy = await BusyLoop.toLoad(targetLoad, median(ambient.loads), options.quick ? 20_000 : 150_000, log);
      try {
        const atLoad = { board: [] as number[], bookings: [] as number[], loads: [] as number[] };
        for (let run = 0; run < runs; run += 1) {
          atLoad.loads.push(os.loadavg()[0]!);
          atLoad.board.push(await board.interactive());
          atLoad.bookings.push(await bookings.interactive());
        }
        loaded = {
          load1: median(atLoad.loads),
          spinners: busy.threads,
          boardRunsMs: atLoad.board,
          bookingsRunsMs: atLoad.bookings,
        };
        log(
          `browser: at load ${loaded.load1.toFixed(1)} (${busy.threads} busy threads of the bench): board takes a click after ` +
            `${median(atLoad.board).toFixed(0)} ms (${atLoad.board.map((ms) => ms.toFixed(0)).join(', ')}), recent bookings after ` +
            `${median(atLoad.bookings).toFixed(0)} ms (${atLoad.bookings.map((ms) => ms.toFixed(0)).join(', ')})`,
        );
      } finally {
        await busy.stop();
      }
    }
    const load1 = median(ambient.loads);
    const grids: BrowserBenchResult['grids'] = [
      {
        name: `availability board (${BROWSER_BENCH_ROOMS} rooms)`,
        interactiveMs: median(ambient.board),
        interactiveRunsMs: ambient.board,
        interactiveAtLoadMs: loaded ? median(loaded.boardRunsMs) : null,
        scrollToBottomMs: median(scrolls.board),
        domRows: rendered.board,
        loadedRows: BROWSER_BENCH_ROOMS,
      },
      {
        name: `recent bookings (${hotel.bookings} bookings)`,
        interactiveMs: median(ambient.bookings),
        interactiveRunsMs: ambient.bookings,
        interactiveAtLoadMs: loaded ? median(loaded.bookingsRunsMs) : null,
        scrollToBottomMs: median(scrolls.bookings),
        domRows: rendered.bookings,
        loadedRows: hotel.bookings,
      },
    ];

    return { rows: BROWSER_BENCH_ROOMS, load1, runs, loaded, grids, initialJs: initial, bundle };
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
  const result = await runBrowserBench({
    quick: process.argv.includes('--quick'),
    log,
    ...(process.argv.includes('--no-load') ? { targetLoad: 0 } : {}),
  });
  console.log(JSON.stringify(result, null, 2));
}
