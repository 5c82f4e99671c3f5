import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The README is the user's first document: a few screens, with what to type and how to sign in on the first. */
const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const lines = readme.split('\n');
const firstScreen = lines.slice(0, 24).join('\n');

describe('README.md', () => {
  it('is a few screens long', () => {
    expect(lines.length).toBeLessThan(250);
  });

  it('gives the two commands and the demo sign-in on its first screen', () => {
    expect(firstScreen).toContain('npm install && npm start');
    expect(firstScreen).toContain('npm test');
    expect(firstScreen).toContain('`demo@innkeep.local`');
    expect(firstScreen).toContain('`demo1234`');
  });

  it('says what package.json asks of Node', () => {
    const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(firstScreen).toContain(`\`node ${engines.node.replace(/^>=\s*/, '>= ')}\``);
  });

  it('keeps issues and passes out of the documents', () => {
    for (const file of [
      'README.md',
      'docs/architecture.md',
      'docs/api.md',
      'docs/conventions.md',
      'docs/operations.md',
      'docs/performance.md',
      'docs/pgbouncer.md',
      'docs/scale-out.md',
      'docs/security.md',
    ]) {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect(text.match(/\bissue \d+|\b(second|third|fourth|fifth|sixth|seventh) pass\b|this session/gi), file).toBeNull();
    }
  });
});
