/** The benchmark's table and the machine it ran on. */
import os from 'node:os';
import type { BrowserBenchResult } from './browser-bench';
import type { BenchReport } from './run';

export interface BenchRow {
  database: 'pglite' | 'postgresql';
  name: string;
  transport: string;
  /** Which hotel: 10%, 30% or 100% of the ten years, or one of the small hotels. */
  slice: string;
  /** Requests in the one-connection latency run. */
  requests: number;
  /** Milliseconds at one connection. */
  p50: number;
  p99: number;
  /** Requests per second at `rpsConnections` connections. */
  rps: number;
  rpsConnections: number;
  /** p50 and p99 under the throughput run's load, when there was one. */
  loadedP50: number | null;
  loadedP99: number | null;
  /**
   * The strict floor's median time through the driver, in milliseconds: the session lookup and the best
   * plain SQL for the answer over the best schema for it (bench/scenarios.ts).
   */
  floorP50: number;
  floorSamples: number;
  /** The old floor's median: the service's own query as it was before issue 16, written out. */
  oldFloorP50: number;
  /** p50 / floorP50, against the strict floor: the reading that matters (aim: 3 or less). */
  ratio: number;
  statuses: Record<string, number>;
  errors: Record<string, number>;
  /** The one-minute load average when the measurement started. */
  load1: number;
  /**
   * The server process's CPU time per request over the measured runs, in ms: what a request costs the
   * server whatever else runs on the machine (a loaded machine stretches p50, much less this).
   */
  serverCpuMs?: number;
  created?: number;
  refused?: number;
  /** Closing days: how many were closed one after the other (each request closes the next open day). */
  daysClosed?: number;
}

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  loadAverage: [number, number, number];
  node: string;
  platform: string;
}

export function machineInfo(): MachineInfo {
  const [one, five, fifteen] = os.loadavg();
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: [round2(one!), round2(five!), round2(fifteen!)],
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const ms = (value: number | null) =>
  value === null || Number.isNaN(value) ? '' : value < 10 ? value.toFixed(2) : value.toFixed(1);

/** How the browser's figures were taken: medians of how many runs, at which loads. */
export function browserLoads(b: BrowserBenchResult): string {
  const runs = b.runs ? `medians of ${b.runs} alternated runs` : 'one run';
  const loaded = b.loaded ? `, and at load ${b.loaded.load1.toFixed(1)} with ${b.loaded.spinners} busy threads of the bench` : '';
  return `${runs} at load ${b.load1.toFixed(1)}${loaded}`;
}

/** A Markdown table (it reads in a terminal too), one per database, and the browser's figures. */
export function formatTable(report: BenchReport): string {
  const lines: string[] = [];
  const { atStart, atEnd } = report.machine;
  lines.push(
    `Innkeep benchmark, ${report.startedAt}${report.quick ? ' (quick run)' : ''}: ${atStart.cpus} CPUs (${atStart.cpuModel}), ` +
      `${atStart.memoryGiB} GiB, Node ${atStart.node}; load average ${atStart.loadAverage.join(' ')} at start, ${atEnd.loadAverage.join(' ')} at end; ` +
      `${report.seconds.toFixed(0)} s in all.`,
  );
  for (const database of report.databases) {
    lines.push('');
    lines.push(
      `${database.database}: ${database.bookings} bookings in ${database.hotels} hotels, loaded in ${database.loadSeconds.toFixed(1)} s`,
    );
    lines.push('');
    lines.push(
      `| call | via | hotel | p50 ms | p99 ms | req/s (conns) | strict floor p50 ms | x floor | old floor p50 ms | server CPU ms/req | load |`,
    );
    lines.push(`|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|`);
    for (const row of database.rows) {
      const extra =
        row.created !== undefined
          ? ` (${row.created} created, ${row.refused} refused)`
          : row.daysClosed !== undefined
            ? ` (${row.daysClosed} days)`
            : '';
      lines.push(
        `| ${row.name}${extra} | ${row.transport} | ${row.slice} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.rps.toFixed(0)} (${row.rpsConnections}) | ` +
          `${ms(row.floorP50)} | ${row.ratio.toFixed(1)} | ${ms(row.oldFloorP50)} | ${ms(row.serverCpuMs ?? null)} | ${row.load1.toFixed(1)} |`,
      );
    }
    for (const note of database.notes) lines.push(`- ${note}`);
    const failures = database.rows.filter((row) => Object.keys(row.errors).length > 0);
    for (const row of failures)
      lines.push(`- ERRORS in ${row.name} (${row.transport}, ${row.slice}): ${JSON.stringify(row.errors)}`);
  }
  lines.push('', ...memoryTable(report));
  if (report.browser && 'skipped' in report.browser) lines.push('', `browser: skipped (${report.browser.skipped})`);
  else if (report.browser) {
    const b = report.browser;
    lines.push('', `browser (Chromium, ${b.rows} rows): ${browserLoads(b)}`);
    lines.push('');
    lines.push(
      `| screen | interactive ms (load ${b.load1.toFixed(1)}) | at load ${b.loaded ? b.loaded.load1.toFixed(1) : '–'} | scroll to bottom ms | rows rendered in DOM |`,
    );
    lines.push('|---|--:|--:|--:|--:|');
    for (const grid of b.grids)
      lines.push(
        `| ${grid.name} | ${grid.interactiveMs.toFixed(0)} | ${grid.interactiveAtLoadMs?.toFixed(0) ?? ''} | ${grid.scrollToBottomMs.toFixed(0)} | ${grid.domRows} |`,
      );
    lines.push('');
    lines.push('| page | initial JS (gzip kB) | files |');
    lines.push('|---|--:|--:|');
    for (const page of b.initialJs) lines.push(`| ${page.page} | ${page.gzipKiB.toFixed(0)} | ${page.files} |`);
    lines.push(
      `- production bundle: ${b.bundle.totalGzipKiB.toFixed(0)} kB gzip in ${b.bundle.files} JS files; largest ${b.bundle.largest}`,
    );
  }
  return lines.join('\n');
}

/** The server's resident memory, a row per database: once it serves the loaded data, and after the read runs. */
export function memoryTable(report: Pick<BenchReport, 'databases'>): string[] {
  const mb = (memory: { residentMB: number } | null | undefined) => (memory ? String(memory.residentMB) : '');
  const lines = [
    '| server resident memory (whole process tree) | after start MB | after the read runs MB | processes | goal MB |',
    '|---|--:|--:|--:|--:|',
  ];
  for (const database of report.databases) {
    const processes = database.serverMemory?.processes ?? database.memoryAfterStart?.processes ?? '';
    const goal = database.database === 'pglite' ? 500 : 250;
    lines.push(
      `| ${database.database} | ${mb(database.memoryAfterStart)} | ${mb(database.serverMemory)} | ${processes} | under ${goal} |`,
    );
  }
  return lines;
}
