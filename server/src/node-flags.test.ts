import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './node-flags';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The flags between `node` and `dist/server/main.js` in a launch command (a shell line or a JSON array). */
function flagsBeforeMain(command: string): string[] {
  const between = /\bnode\b(.*?)dist\/server\/main\.js/.exec(command)?.[1] ?? '';
  return between.match(/--[^\s",]+/g) ?? [];
}

/**
 * The server's memory after the big reads depends on its V8 flags (docs/performance.md, "What was learned"): `npm start`, the
 * Docker image and the benchmark (which measures the server as `npm start` runs it) must pass the same ones.
 */
describe('the server is started with the same Node flags everywhere', () => {
  it('bounds the young generation to 8 MB a semi-space and the old one to 25% above what it kept', () => {
    expect(SERVER_NODE_FLAGS).toEqual(['--enable-source-maps', '--max-semi-space-size=8', '--heap-growing-percent=25']);
  });

  it('passes them in npm start and in the Dockerfile', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start!;
    expect(flagsBeforeMain(start)).toEqual(SERVER_NODE_FLAGS);
    const cmd = read('Dockerfile')
      .split('\n')
      .find((line) => line.startsWith('CMD ['))!;
    expect(flagsBeforeMain(cmd)).toEqual(SERVER_NODE_FLAGS);
  });

  it("sets glibc's malloc thresholds in npm start's and the Docker image's environment", () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start!;
    const dockerEnv = read('Dockerfile')
      .split('\n')
      .find((line) => line.startsWith('ENV '))!;
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(start).toContain(` ${name}=${value} `);
      expect(dockerEnv).toContain(` ${name}=${value}`);
    }
  });
});
