/**
 * The README's performance tables from a benchmark result: `npx tsx bench/readme-tables.ts [bench/results/latest.json]`
 * prints Markdown to paste into README.md after a run on a quiet machine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchRow } from './report';
import type { BenchReport } from './run';

const file = process.argv[2] ?? path.join(import.meta.dirname, 'results', 'latest.json');
const report = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
const ms = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : value < 10 ? value.toFixed(2) : value.toFixed(1);
const out: string[] = [];
const { atStart, atEnd } = report.machine;

out.push(
  `Run of ${report.startedAt.slice(0, 16).replace('T', ' ')} UTC on ${atStart.cpus} CPUs (${atStart.cpuModel}), ${atStart.memoryGiB} GiB, ` +
    `Node ${atStart.node}; load average ${atStart.loadAverage.join(' / ')} at the start, ${atEnd.loadAverage.join(' / ')} at the end; ` +
    `${Math.round(report.seconds)} s in all. The "load" column is the one-minute load average when that call was measured.`,
);

for (const database of report.databases) {
  const rows = database.rows;
  const full = rows.filter((row) => row.slice === '100%');
  out.push(
    '',
    `**${database.database}**: ${database.bookings.toLocaleString('en-US')} bookings in ${database.hotels} hotels, loaded in ${database.loadSeconds.toFixed(0)} s.` +
      (database.serverMemory
        ? ` Server resident memory after the read runs: ${database.serverMemory.residentMB} MB in ${database.serverMemory.processes} process${database.serverMemory.processes === 1 ? '' : 'es'} (goal: under 300 MB).`
        : ''),
    '',
  );
  out.push(
    '| call (hotel with ten years) | via | p50 ms | p99 ms | req/s (conns) | strict floor p50 ms | × floor | old floor p50 ms | server CPU ms/req | load |',
  );
  out.push('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const row of full) {
    const name = row.created !== undefined ? `${row.name} (${row.created} created, ${row.refused} refused)` : row.name;
    out.push(
      `| ${name} | ${row.transport} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.rps.toFixed(0)} (${row.rpsConnections}) | ${ms(row.floorP50)} | ${row.ratio.toFixed(1)} | ${ms(row.oldFloorP50)} | ${ms(row.serverCpuMs)} | ${row.load1.toFixed(1)} |`,
    );
  }
  out.push(
    '',
    `Scaling (${database.database}): p50 in ms at one connection, and its strict floor, for the same hotel with 10%, 30% and 100% of its ten years.`,
    '',
  );
  out.push('| call | via | 10% | 30% | 100% | floor 10% | floor 30% | floor 100% |');
  out.push('|---|---|--:|--:|--:|--:|--:|--:|');
  const key = (row: BenchRow) => `${row.name}|${row.transport}`;
  const keys = [...new Set(rows.filter((row) => row.slice.endsWith('%') && row.created === undefined).map(key))];
  for (const k of keys) {
    const at = (slice: string) => rows.find((row) => key(row) === k && row.slice === slice);
    const [name, via] = k.split('|');
    out.push(
      `| ${name} | ${via} | ${ms(at('10%')?.p50)} | ${ms(at('30%')?.p50)} | ${ms(at('100%')?.p50)} | ${ms(at('10%')?.floorP50)} | ${ms(at('30%')?.floorP50)} | ${ms(at('100%')?.floorP50)} |`,
    );
  }
  const small = rows.filter((row) => row.slice.startsWith('1 of'));
  if (small.length > 0) {
    out.push('', `One small hotel among ${small[0]!.slice.replace('1 of ', '')} (GraphQL, one connection):`, '');
    out.push('| call | p50 ms | p99 ms | strict floor p50 ms | × floor | old floor p50 ms |');
    out.push('|---|--:|--:|--:|--:|--:|');
    for (const row of small)
      out.push(
        `| ${row.name} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.floorP50)} | ${row.ratio.toFixed(1)} | ${ms(row.oldFloorP50)} |`,
      );
  }
  for (const note of database.notes) out.push(`- ${note}`);
  if (database.explain.length > 0) {
    out.push(
      '',
      `<details><summary>EXPLAIN (ANALYZE, BUFFERS) of the heavy reads on ${database.database}, hotel with ten years</summary>`,
      '',
    );
    for (const { name, plan } of database.explain) out.push(`${name}:`, '', '```', plan, '```', '');
    out.push('</details>');
  }
}

if (report.browser && !('skipped' in report.browser)) {
  const b = report.browser;
  out.push('', `**Browser** (Chromium, production build; load ${b.load1.toFixed(1)}):`, '');
  out.push('| screen | interactive ms | scroll to the last row ms | rows in the DOM |', '|---|--:|--:|--:|');
  for (const grid of b.grids)
    out.push(`| ${grid.name} | ${grid.interactiveMs.toFixed(0)} | ${grid.scrollToBottomMs.toFixed(0)} | ${grid.domRows} |`);
  out.push('', '| page | initial JS, gzip kB | files |', '|---|--:|--:|');
  for (const page of b.initialJs) out.push(`| ${page.page} | ${page.gzipKiB.toFixed(0)} | ${page.files} |`);
  out.push(
    '',
    `Whole bundle: ${b.bundle.totalGzipKiB.toFixed(0)} kB of JavaScript gzipped in ${b.bundle.files} files; the largest is ${b.bundle.largest}.`,
  );
}
console.log(out.join('\n'));
