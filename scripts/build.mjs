// `npm start` (and `npm run build`): builds the client with Vite and bundles the server with esbuild, each only
// when its sources changed since its last build, so that a second start does not wait for a build.
// A build records a hash of its sources' contents (not their times: a checkout touches every file) in a stamp
// file beside its output; `--force` builds both anyway.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleNode } from './bundle-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
// What either output depends on besides its own folders: the locked dependencies, the compiler settings, this file.
const common = ['core', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs', 'scripts/bundle-node.mjs'];

const targets = [
  {
    name: 'client',
    sources: ['client', ...common],
    stamp: 'client/dist/.sources-hash',
    async build() {
      const { build } = await import('vite');
      await build({ configFile: path.join(root, 'client/vite.config.ts'), logLevel: 'warn' });
    },
  },
  {
    name: 'server',
    // seeds/: the demo hotel that a first start writes.
    sources: ['server/src', 'seeds', ...common],
    stamp: 'dist/server/.sources-hash',
    async build() {
      // dist/server/main.js sits two levels below the root as server/src/app.ts does, so that its path to
      // client/dist holds for both. main.js starts the app from serve.js (or forks workers of it).
      await bundleNode('server/src/main.ts', path.join(root, 'dist/server/main.js'));
      await bundleNode('server/src/serve.ts', path.join(root, 'dist/server/serve.js'));
      // The documents' render workers (server/src/documents/render-pool.ts starts them from beside serve.js).
      await bundleNode('server/src/documents/document-worker.ts', path.join(root, 'dist/server/document-worker.js'));
    },
  },
];

const skipped = new Set(['node_modules', 'dist', '.git']);
const isTest = (name) => /\.test\.tsx?$/.test(name);

function listFiles(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name) && !isTest(entry.name))
    .flatMap((entry) => listFiles(path.join(relative, entry.name)));
}

function sourcesHash(sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(listFiles).sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

for (const target of targets) {
  const stamp = path.join(root, target.stamp);
  const hash = sourcesHash(target.sources);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${target.name}: up to date`);
    continue;
  }
  const started = Date.now();
  console.log(`${target.name}: building…`);
  await target.build();
  writeFileSync(stamp, hash);
  console.log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
