import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoSeedSummary } from './modules/demo';

/**
 * Seeds the demo hotel into the embedded database from a child process (seed-demo.ts beside this file, or
 * seed-demo.js beside serve.js in the build) and resolves with what it seeded. The caller has closed its own
 * database first (PGlite's files admit one process) and holds DATA_DIR's lock meanwhile.
 */
export function seedDemoInOwnProcess(): Promise<DemoSeedSummary | null> {
  const extension = path.extname(fileURLToPath(import.meta.url));
  const file = path.join(import.meta.dirname, `seed-demo${extension}`);
  const typescript = extension === '.ts' && !process.execArgv.join(' ').includes('tsx');
  const child = fork(file, [], {
    execArgv: typescript ? [...process.execArgv, '--import', 'tsx'] : process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let summary: DemoSeedSummary | null = null;
    child.on('message', (message: { summary: DemoSeedSummary | null }) => (summary = message.summary));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(summary) : reject(new Error(`seeding the demo hotel failed (exit ${code})`)),
    );
  });
}
