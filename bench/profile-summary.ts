/**
 * What a CPU profile of the bench server (BENCH_CPU_PROF=dir npm run bench) says, in Markdown:
 * `npx tsx bench/profile-summary.ts <file.cpuprofile> [top]` prints the functions with the most self time,
 * the same time summed by package (or our own folder), and the share of the time spent under a few
 * functions that mark the steps of a request (parse, validate, execute, context, ORM, serialization).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]');
const top = Number(process.argv[3] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
// Self time of each node: the sampling interval that follows each sample.
const selfUs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index + 1] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const totalUs = [...selfUs.values()].reduce((sum, value) => sum + value, 0);
const idleIds = new Set(
  profile.nodes.filter((node) => ['(idle)', '(program)'].includes(node.callFrame.functionName)).map((node) => node.id),
);
const idleUs = [...idleIds].reduce((sum, id) => sum + (selfUs.get(id) ?? 0), 0);

/** Where a script lives: a package of node_modules, our own folder, or node's internals. */
function place(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node internals';
  const ours = /\/(server\/src\/[^/]+(?:\/[^/]+)?|core\/src|core|bench|seeds)\//.exec(url);
  return ours ? ours[1]! : url;
}
const short = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^.*?\/(server|core|bench)\//, '$1/');

const functions = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const key = `${functionName || '(anonymous)'} ${short(url)}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
  // (idle), (program), (garbage collector): the engine's own, each its own line.
  const where = functionName.startsWith('(') && !url ? functionName : place(url);
  places.set(where, (places.get(where) ?? 0) + us);
}

/** Time under (inclusive of) any frame whose function name matches: a step of the request. */
function inclusive(match: (frame: ProfileNode['callFrame']) => boolean): number {
  let us = 0;
  for (const [id, self] of selfUs) {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      if (match(byId.get(at)!.callFrame)) {
        us += self;
        break;
      }
    }
  }
  return us;
}
const busyUs = totalUs - idleUs;
const pct = (us: number) => `${((us / busyUs) * 100).toFixed(1)}%`;
const msOf = (us: number) => (us / 1000).toFixed(0);

// Inclusive time is what ran with the frame on the stack: async continuations (awaited queries, resolvers
// that await) start from the microtask queue, so the steps below are the synchronous ones.
const steps: [string, (frame: ProfileNode['callFrame']) => boolean][] = [
  ['HTTP (express, body parsing, response)', (f) => /node_modules\/(express|body-parser|router|raw-body)\//.test(f.url)],
  [
    'GraphQL parse (misses of the document cache)',
    (f) => f.functionName === 'parse' && f.url.includes('graphql/language/parser'),
  ],
  [
    'GraphQL validate (misses of the document cache)',
    (f) => f.functionName === 'validate' && f.url.includes('graphql/validation/validate'),
  ],
  ['GraphQL execution (graphql-js)', (f) => f.url.includes('node_modules/graphql/execution/')],
  ['response serialization (Apollo prettyJSONStringify)', (f) => f.functionName === 'prettyJSONStringify'],
  ['MikroORM (query building, hydration, unit of work)', (f) => f.url.includes('node_modules/@mikro-orm/')],
  ['kysely / pg driver (sending, reading rows)', (f) => /node_modules\/(kysely|pg|pg-protocol|pg-pool)\//.test(f.url)],
];

const out: string[] = [];
out.push(
  `Profile ${file.split('/').at(-1)}: ${msOf(profile.endTime - profile.startTime)} ms recorded, ${msOf(busyUs)} ms on the CPU ` +
    `(idle and program: ${msOf(idleUs)} ms; garbage collection ${msOf(places.get('(garbage collector)') ?? 0)} ms).`,
  '',
  '| step (time under it, inclusive) | ms | share of CPU |',
  '|---|--:|--:|',
);
for (const [name, match] of steps) {
  const us = inclusive(match);
  out.push(`| ${name} | ${msOf(us)} | ${pct(us)} |`);
}
out.push('', '| where (self time) | ms | share of CPU |', '|---|--:|--:|');
for (const [where, us] of [...places]
  .filter(([where]) => !['(idle)', '(program)'].includes(where))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15))
  out.push(`| ${where} | ${msOf(us)} | ${pct(us)} |`);
out.push('', `| function (self time, top ${top}) | ms | share of CPU |`, '|---|--:|--:|');
for (const [name, us] of [...functions]
  .filter(([name]) => !/^\((idle|program)\)/.test(name))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  out.push(`| \`${name}\` | ${msOf(us)} | ${pct(us)} |`);
console.log(out.join('\n'));
