/**
 * The app as `npm start` runs it, for the bench on PostgreSQL: the server bundled by the same esbuild step
 * (scripts/bundle-node.mjs), started with the same Node flags and NODE_ENV=production, so that its primary
 * forks WEB_CONCURRENCY workers (one process by default) exactly as in production. Its CPU time and resident memory are read from
 * /proc and summed over the primary and every process below it (Linux).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/src/node-flags';
import { bundleNode } from '../scripts/bundle-node.mjs';
import { freePort } from '../server/src/testing/server-process';

const root = path.resolve(import.meta.dirname, '..');
/** Two levels below the root, as dist/server/main.js is: app.ts finds client/dist from there. */
const bundle = path.join(root, 'dist/bench-server/main.js');
/** Linux's clock ticks per second in /proc/<pid>/stat and its page size (getconf CLK_TCK, PAGESIZE on x86-64 and arm64). */
const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

export interface AppProcess {
  url: string;
  pid: number;
  /** CPU time (user and system) of the server's processes so far, in ms. */
  cpuMs(): number;
  /** Resident memory of each of the server's processes now, in bytes. */
  residentBytes(): number[];
  stop(): Promise<void>;
}

export async function startAppProcess(options: {
  databaseUrl: string;
  dataDir: string;
  /** BENCH_CPU_PROF: each process writes a V8 CPU profile there when it exits. */
  cpuProfileDir?: string;
  /** More of the server's environment (DATABASE_POOLER for the app behind PgBouncer). */
  env?: NodeJS.ProcessEnv;
  log: (message: string) => void;
}): Promise<AppProcess> {
  await bundleNode('server/src/main.ts', bundle);
  await bundleNode('server/src/serve.ts', path.join(path.dirname(bundle), 'serve.js'));
  const port = await freePort();
  const flags = [
    ...SERVER_NODE_FLAGS,
    ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_ENV,
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    DEMO_SEED: '0',
    // The booking page's guests each come from an address of their own (X-Forwarded-For from the loopback client).
    TRUST_PROXY: 'loopback',
    ...options.env,
  };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [...flags, bundle], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let text = '';
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (!/Innkeep is running at/.test(text)) return;
      // The server logs a line a request from here on: read and dropped, not kept (nor the pipe left full).
      child.stdout!.off('data', read);
      child.stdout!.resume();
      resolve();
    };
    child.stdout!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server stopped (exit ${code}) before it listened:\n${text}`)));
  });
  options.log(
    `server (${bundle.replace(`${root}/`, '')}) listening on port ${port} with ${processTree(child.pid!).length} processes`,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    cpuMs: () => sum(processTree(child.pid!).map((pid) => procStat(pid)?.cpuMs ?? 0)),
    residentBytes: () => processTree(child.pid!).map((pid) => procStat(pid)?.residentBytes ?? 0),
    stop: () => stopChild(child),
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The fields of /proc/<pid>/stat the bench needs, or null once the process is gone. */
function procStat(pid: number): { ppid: number; cpuMs: number; residentBytes: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // After the command's ")": state, ppid, … utime (14th field), stime (15th) … rss in pages (24th).
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(fields[1]),
    cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
    residentBytes: Number(fields[21]) * PAGE_BYTES,
  };
}

/** `pid` and every process below it. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}
