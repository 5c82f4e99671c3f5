import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../../server/src/testing/scratch-database';

const root = path.resolve(import.meta.dirname, '../../..');
// The run's bundle of the CLI (build-cli.ts), else the `innkeep` script itself.
const bin = inject('cliBundle') || path.join(root, 'cli/bin/innkeep.js');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout read as the JSON --json prints. */
  json: <T = unknown>() => T;
}

export interface CliSandbox {
  dataDir: string;
  /** The scratch PostgreSQL database, or null on PGlite (under dataDir). */
  databaseUrl: string | null;
  /** The environment `run` gives the CLI (to start it some other way: spawn, kill). */
  env: NodeJS.ProcessEnv;
  /** The CLI that `run` runs with node: the run's bundle of it, or the `innkeep` script. */
  bin: string;
  /** Runs `innkeep ...args` as a child process, as a person would, against this sandbox's database. */
  run: (...args: string[]) => Promise<CliRun>;
  close: () => Promise<void>;
}

/**
 * A DATA_DIR of its own, and the database the CLI opens there: PGlite under it, or, when DATABASE_URL is
 * set, a scratch database on that PostgreSQL server (dropped afterwards), as the server's tests do.
 */
export async function createCliSandbox(): Promise<CliSandbox> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-cli-'));
  const database: ScratchDatabase | null = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : null;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' };
  // The demo's sign-in line names http://localhost:3000; mail goes to the outbox.
  for (const name of ['PORT', 'APP_URL', 'SMTP_URL', 'NODE_OPTIONS']) delete env[name];

  const run = (...args: string[]) =>
    new Promise<CliRun>((resolve) => {
      execFile(
        process.execPath,
        [bin, ...args],
        { cwd: root, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr, json: <T>() => JSON.parse(stdout) as T });
        },
      );
    });

  return {
    dataDir,
    databaseUrl: database?.url ?? null,
    env,
    bin,
    run,
    close: async () => {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
