// One way to bundle our TypeScript for Node, for the server (`npm start`) and the CLI's tests: decorators as
// tsx compiles them (experimentalDecorators, no emitted metadata: the entities and resolvers name their
// types), packages left in node_modules, ESM with source maps.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Bundles `entry` (relative to the root) into `outfile`. */
export async function bundleNode(entry, outfile) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(root, entry)],
    outfile,
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
  });
}
