import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from './testing/database-template';
import { SERVER_READY, startServerProcess, type ServerProcess } from './testing/server-process';

/** Every folder and file under `dir` whose mode is not owner-only (0700 folders, 0600 files), with its mode. */
function notOwnerOnly(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    const stat = lstatSync(at);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) found.push(`${path.relative(dir, at) || '.'}/ ${mode.toString(8)}`);
      for (const entry of readdirSync(at)) walk(path.join(at, entry));
    } else if (stat.isFile() && mode !== 0o600) found.push(`${path.relative(dir, at)} ${mode.toString(8)}`);
  };
  walk(dir);
  return found;
}

/**
 * DATA_DIR holds the password hashes (pglite/), live reset and invitation links (outbox/), the generated
 * secrets and backups: no other local user may read any of it, whatever the umask the server started under.
 */
describe('DATA_DIR is its owner’s only', { timeout: 300_000 }, () => {
  let server: ServerProcess | undefined;
  let dataDir: string;
  afterEach(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fixes the modes of an existing folder at start, warns that it was open, and writes new files owner-only', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-modes-'));
    copyPgliteTemplate(dataDir);
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'outbox', 'old-reset.eml'), 'a live link', { mode: 0o644 });
    mkdirSync(path.join(dataDir, 'backups'), { mode: 0o775 });
    writeFileSync(path.join(dataDir, 'backups', 'innkeep-old.tar.gz'), 'hashes', { mode: 0o664 });
    for (const entry of readdirSync(path.join(dataDir, 'pglite'), { recursive: true, withFileTypes: true }))
      chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
    chmodSync(dataDir, 0o777);
    expect(notOwnerOnly(dataDir).length).toBeGreaterThan(10);

    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await server.waitFor(SERVER_READY);
    expect(server.output()).toContain(`${dataDir} was writable by other users (mode 777)`);

    // New files: the database's own, an outbox message with a live link.
    const register = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Harbor Inn', email: 'owner@modes.test', password: 'correct horse battery' }),
    });
    expect(register.status).toBe(201);
    expect(readdirSync(path.join(dataDir, 'outbox')).length).toBeGreaterThan(1);
    expect(notOwnerOnly(dataDir)).toEqual([]);
  });
});
