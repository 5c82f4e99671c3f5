import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_ENV, SERVER_V8_FLAGS } from '../node-flags';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** `npm start`'s server (server/src/main.ts) as a real child process, seen from a test. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once it ended. */
  exited: Promise<number | string>;
  /** Resolves once it printed a line matching `pattern`; rejects if it ends first or after `timeoutMs`. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  kill: (signal?: NodeJS.Signals) => void;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server with `env` on top of this process's (no demo seeding unless asked, its own port): from
 * its TypeScript through tsx, or `script`, a bundle as `npm start` runs it (tsx's compiler costs memory).
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, script?: string): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_ENV,
    DEMO_SEED: '0',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  };
  for (const name of ['NODE_OPTIONS', 'APP_URL', 'VITEST', 'VITEST_WORKER_ID', 'VITEST_POOL_ID']) delete childEnv[name];
  // With `npm start`'s V8 flags, as in production: the server and what it starts (render workers) must run under them.
  const entry = script ? [script] : ['--import', 'tsx', 'server/src/main.ts'];
  const child = spawn(process.execPath, [...SERVER_V8_FLAGS, ...entry], {
    cwd: root,
    env: childEnv,
  });
  let text = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      resolve(code ?? signal ?? 'unknown');
      for (const listener of listeners) listener();
    }),
  );
  const waitFor = (pattern: RegExp, timeoutMs = 300_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(text)) done(resolve);
        else if (child.exitCode !== null || child.signalCode !== null)
          done(() => reject(new Error(`the server ended before printing ${pattern}:\n${text}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no ${pattern} after ${timeoutMs} ms:\n${text}`))), timeoutMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => text,
    exited,
    waitFor,
    kill: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/** The line main.ts prints once it listens. */
export const SERVER_READY = /Innkeep is running at/;
