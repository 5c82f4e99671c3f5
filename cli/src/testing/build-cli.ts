import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleNode } from '../../../scripts/bundle-node.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The CLI bundled once for this run (see below), or '' to run it through tsx. */
    cliBundle: string;
  }
}

/**
 * The CLI's tests run `innkeep` as a child process dozens of times, and tsx compiling its ~300 source files
 * costs each run about two seconds on a busy two-core machine. The run bundles the CLI once with esbuild (as
 * `npm start` bundles the server) and the sandbox runs that; program.test.ts still runs cli/bin/innkeep.js.
 * The bundle sits two levels below the root, as cli/src/index.ts does, so its path to package.json holds;
 * a folder per run, because CI runs two passes side by side from one checkout.
 */
export default async function buildCli(project: TestProject): Promise<() => void> {
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  const folder = mkdtempSync(path.join(root, 'dist', 'cli-test-'));
  const outfile = path.join(folder, 'index.js');
  await bundleNode('cli/src/index.ts', outfile);
  project.provide('cliBundle', outfile);
  return () => rmSync(folder, { recursive: true, force: true });
}
