/**
 * Where the browser bench's "takes a click" time goes: the board (/hotel) and Recent Bookings
 * (/hotel/bookings) opened as bench/browser-bench.ts opens them, with a Chromium trace and a CPU profile, and
 * a summary of the main thread's time from navigation to the click answered (script compile and run by
 * chunk, style, layout, paint, GC, idle), the network (each script and GraphQL read), and the page's
 * milestones (first grid row, the click).
 *
 *   npx tsx bench/browser-trace.ts [outDir]       BROWSER_TRACE_DIST=dir reuses a build (vite build --outDir dir)
 *   BROWSER_TRACE_MINIFY=false builds without minifying, for readable function names in the CPU profile.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildProductionClient } from './browser-bench';
import { BenchServer, signIn } from './server-process';

const outDir = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'innkeep-browser-trace'));
mkdirSync(outDir, { recursive: true });

let dist = process.env.BROWSER_TRACE_DIST;
if (!dist) {
  dist = mkdtempSync(path.join(os.tmpdir(), 'innkeep-trace-client-'));
  const minify = process.env.BROWSER_TRACE_MINIFY === 'false' ? ['--minify', 'false'] : [];
  buildProductionClient(dist, minify);
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; functionName?: string; type?: string } };
}

/** The main thread's time between navigation and `endMs`, by kind, in ms (top-level slices of each task). */
function mainThreadBreakdown(events: TraceEvent[], navTs: number, endMs: number) {
  const threadNames = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  // The renderer's main thread with the most work is the page's.
  const busiest = threadNames
    .map((thread) => ({
      thread,
      work: events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').length,
    }))
    .sort((a, b) => b.work - a.work)[0]?.thread;
  if (!busiest) return {};
  const end = navTs + endMs * 1000;
  const onMain = events
    .filter((event) => event.pid === busiest.pid && event.tid === busiest.tid && event.ph === 'X' && event.dur !== undefined)
    .filter((event) => event.ts >= navTs && event.ts <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kinds: Record<string, number> = {};
  const add = (kind: string, us: number) => (kinds[kind] = (kinds[kind] ?? 0) + us / 1000);
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  let busy = 0;
  for (const task of tasks) {
    busy += task.dur!;
    const taskEnd = task.ts + task.dur!;
    // The slices directly under the task (not nested in another slice of it).
    const children = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= taskEnd);
    let covered = 0;
    let reach = 0;
    for (const child of children) {
      if (child.ts < reach) continue;
      reach = child.ts + child.dur!;
      covered += child.dur!;
      const url = child.args?.data?.url ?? '';
      const file = url ? path.basename(new URL(url, 'http://x').pathname) : '';
      let kind = child.name;
      if (['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule'].includes(child.name))
        kind = `${child.name} ${file}`;
      add(kind, child.dur!);
    }
    add('(task, other)', task.dur! - covered);
  }
  add('(idle: waiting for the network)', endMs * 1000 - busy);
  return Object.fromEntries(
    Object.entries(kinds)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => [kind, Math.round(ms)]),
  );
}

/** Self time of the CPU profile by script file and by function (top n), in ms. */
function profileSummary(
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  },
  top: number,
) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0)));
  const byFile: Record<string, number> = {};
  const byFunction: Record<string, number> = {};
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url ? path.basename(new URL(frame.url, 'http://x').pathname) : frame.functionName;
    byFile[file] = (byFile[file] ?? 0) + us / 1000;
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`;
    byFunction[name] = (byFunction[name] ?? 0) + us / 1000;
  }
  const sorted = (all: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(all)
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([key, ms]) => [key, Math.round(ms)]),
    );
  return { byFile: sorted(byFile), byFunction: sorted(byFunction) };
}

async function traceOne(page: Page, label: string, url: string, cell: string, grid: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'blink.user_timing',
      'loading',
      '__metadata',
    ],
  });
  await page.goto(url);
  const target = page.locator(cell).first();
  await target.waitFor();
  const cellShownMs = await page.evaluate(() => performance.now());
  await target.click();
  await page.locator(`${grid} td.current`).first().waitFor();
  const clickedMs = await page.evaluate(() => performance.now());
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(path.join(outDir, `${label}.trace.json`), JSON.stringify(trace));
  writeFileSync(path.join(outDir, `${label}.cpuprofile`), JSON.stringify(profile));
  const milestones = await page.evaluate(() => ({
    calls: (window as unknown as { benchCalls: string[] }).benchCalls,
    marks: performance.getEntriesByType('mark').map((mark) => [mark.name, Math.round(mark.startTime)]),
    measures: performance.getEntriesByType('measure').map((m) => [m.name, Math.round(m.startTime), Math.round(m.duration)]),
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\.js$|graphql|\/api\//.test(entry.name))
      .map((entry) => {
        const name = entry.name.replace(/^https?:\/\/[^/]+/, '');
        return `${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms ${name} ${(entry.encodedBodySize / 1024).toFixed(0)} kB`;
      }),
  }));
  const navTs = trace.traceEvents
    .filter(
      (event) => event.name === 'navigationStart' && (event.args?.data as { documentLoaderURL?: string })?.documentLoaderURL,
    )
    .map((event) => event.ts)[0]!;
  // Each read again on its own, one at a time, on a quiet page: what it costs the server alone.
  const bodies = await page.evaluate(() => (window as unknown as { benchBodies: string[] }).benchBodies);
  const alone: string[] = [];
  for (const body of bodies) {
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const answer = await page.evaluate(
        (text) =>
          fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: text }).then((r) =>
            r.text(),
          ),
        body,
      );
      size = answer.length;
      times.push(performance.now() - started);
    }
    alone.push(
      `${/"operationName":"(\w+)"/.exec(body)?.[1]}: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms, ${(size / 1024).toFixed(0)} kB`,
    );
  }
  return {
    label,
    alone,
    cellShownMs: Math.round(cellShownMs),
    clickedMs: Math.round(clickedMs),
    ...milestones,
    mainThread: mainThreadBreakdown(trace.traceEvents, navTs, clickedMs),
    cpu: profileSummary(profile as never, 30),
  };
}

/**
 * Without tracing: the CPU the click cost, which the machine's load does not inflate as it does wall time:
 * the page's main-thread task time (Chromium's Performance metrics), the CPU time of Chromium's processes and the
 * server's, until the click.
 */
async function measureOne(page: Page, server: BenchServer, url: string, cell: string, grid: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const serverBefore = await server.cpuMs();
  const browserBefore = browserCpuTicks();
  await page.goto(url);
  await page.locator(cell).first().waitFor();
  await page.locator(cell).first().click();
  await page.locator(`${grid} td.current`).first().waitFor();
  const clickedMs = await page.evaluate(() => performance.now());
  const serverMs = (await server.cpuMs()) - serverBefore;
  const browserMs = cpuMsSince(browserBefore);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  return {
    clickedMs,
    taskMs: metric('TaskDuration'),
    scriptMs: metric('ScriptDuration'),
    layoutMs: metric('LayoutDuration') + metric('RecalcStyleDuration'),
    serverMs,
    browserMs,
  };
}

/**
 * The CPU time of Chromium's processes (this process's descendants: browser, renderers, GPU), in ms, from
 * /proc: what a page cost the machine, which the wall time of its tasks on a loaded machine is not.
 */
function browserCpuTicks(): Map<number, number> {
  if (!existsSync('/proc/self/stat')) return new Map();
  const stats = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // pid (comm) state ppid … utime(14) stime(15): the fields after the command's closing parenthesis.
        const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
        return [{ pid: Number(pid), ppid: Number(fields[1]), command, ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return [];
      }
    });
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats)
      if (!mine.has(stat.pid) && mine.has(stat.ppid)) {
        mine.add(stat.pid);
        grew = true;
      }
  }
  return new Map(
    stats
      .filter((stat) => stat.pid !== process.pid && mine.has(stat.pid) && /chrom/i.test(stat.command))
      .map((stat) => [stat.pid, stat.ticks]),
  );
}

/** The CPU ms Chromium's processes spent since `before` (a process gone since counts nothing, a new one all). */
function cpuMsSince(before: Map<number, number>): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const [pid, now] of browserCpuTicks()) ticks += now - (before.get(pid) ?? 0);
  return (ticks * 1000) / ticksPerSecond;
}

const log = (message: string) => console.log(`[browser-trace] ${message}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'innkeep-trace-data-'));
const server = await BenchServer.start(log, {
  BENCH_PLAN: 'browser',
  BENCH_DATA_DIR: dataDir,
  BENCH_TODAY: new Date().toISOString().slice(0, 10),
  BENCH_CLIENT_DIST: dist,
  DATABASE_URL: '',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  const hotel = server.ready.hotels[0]!;
  const url = server.ready.url;
  const cookieHeader = await signIn(url, hotel);
  await fetch(`${url}/api/hotel/settings`, {
    method: 'PUT',
    headers: { cookie: cookieHeader, 'content-type': 'application/json' },
    body: JSON.stringify({ setup_completed: '1' }),
  });
  const [name, ...value] = cookieHeader.split('=');
  const newPage = async () => {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(60_000);
    await context.addInitScript(() => {
      window.localStorage.setItem('innkeep.setupWizardCompleted', 'true');
      // Each request's start and end (ms since navigation) and what it asked, for the summary.
      const calls: string[] = [];
      const bodies: string[] = [];
      (window as unknown as { benchCalls: string[] }).benchCalls = calls;
      (window as unknown as { benchBodies: string[] }).benchBodies = bodies;
      const fetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const start = performance.now();
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const body = typeof init?.body === 'string' ? init.body : '';
        const what = /"operationName":"(\w+)"/.exec(body)?.[1] ?? url;
        if (body) bodies.push(body);
        const answer = await fetch(input, init);
        const text = await answer.clone().text();
        calls.push(
          `${Math.round(start)}–${Math.round(performance.now())} ms ${what} ${(text.length / 1024).toFixed(0)} kB ${body.slice(body.indexOf('"variables"'), body.indexOf('"variables"') + 120)}`,
        );
        return answer;
      };
    });
    await context.addCookies([{ name: name!, value: value.join('='), url, httpOnly: true, sameSite: 'Lax' }]);
    return context.newPage();
  };
  // A first visit warms the server (as the bench's initial-JS pages do) and is not traced.
  const warm = await newPage();
  await warm.goto('/hotel');
  await warm.locator('.board-grid .ht_master tbody tr').first().waitFor();
  await warm.context().close();
  const runs = Number(process.env.BROWSER_TRACE_RUNS ?? 0);
  if (runs > 0) {
    const screens = [
      ['board', '/hotel', '.board-grid .ht_clone_inline_start tbody tr td', '.board-grid'],
      [
        'recent-bookings',
        '/hotel/bookings',
        '[data-testid=recent-bookings-grid] .ht_clone_inline_start tbody tr td[aria-colindex="3"]',
        '[data-testid=recent-bookings-grid]',
      ],
    ] as const;
    const all: Record<string, Record<string, number[]>> = {};
    for (let run = 0; run < runs; run += 1) {
      for (const [label, route, cell, grid] of screens) {
        const page = await newPage();
        const measured = await measureOne(page, server, route, cell, grid);
        await page.context().close();
        for (const [key, value] of Object.entries(measured)) ((all[label] ??= {})[key] ??= []).push(value);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    for (const [label, values] of Object.entries(all)) {
      console.log(
        `${label}: ${Object.entries(values)
          .map(([key, list]) => `${key} ${median(list).toFixed(0)} (${list.map((v) => v.toFixed(0)).join(' ')})`)
          .join(', ')}`,
      );
    }
    process.exitCode = 0;
  }
  const results = [];
  for (const [label, route, cell, grid] of runs > 0
    ? []
    : ([
        ['board', '/hotel', '.board-grid .ht_clone_inline_start tbody tr td', '.board-grid'],
        [
          'recent-bookings',
          '/hotel/bookings',
          '[data-testid=recent-bookings-grid] .ht_clone_inline_start tbody tr td[aria-colindex="3"]',
          '[data-testid=recent-bookings-grid]',
        ],
      ] as const)) {
    const page = await newPage();
    results.push(await traceOne(page, label, route, cell, grid));
    await page.context().close();
  }
  const report = JSON.stringify({ load1: os.loadavg()[0], results }, null, 2);
  writeFileSync(path.join(outDir, 'summary.json'), report);
  console.log(report);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
