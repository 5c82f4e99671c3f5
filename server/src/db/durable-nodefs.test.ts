import { PGlite } from '@electric-sql/pglite';
import { fsyncSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { durableNodeFS, durableStartParams } from './durable-nodefs';
import { openDatabase } from './orm';

/**
 * PGlite on Node left fsync off and had no fsync to call: an acknowledged booking could vanish on a power
 * loss. Now PostgreSQL runs with fsync on and each commit's WAL is synced by the kernel before the answer.
 */
describe('the embedded database syncs commits to disk', { timeout: 600_000 }, () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'innkeep-fsync-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('runs with fsync on by default, and off only when PGLITE_FSYNC=off', async () => {
    const dataDir = tempDir();
    for (const [env, fsync] of [
      [{}, 'on'],
      [{ PGLITE_FSYNC: 'off' }, 'off'],
    ] as const) {
      const orm = await openDatabase(loadConfig({ ...env, DATA_DIR: dataDir }), { migrate: false });
      try {
        expect(await orm.em.getConnection().execute('show fsync')).toEqual([{ fsync }]);
      } finally {
        await orm.close(true);
      }
    }
  });

  it('has the kernel sync the WAL at every commit, before the commit returns', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const synced: string[] = [];
    const fs = await durableNodeFS(dir, (fd, file) => {
      fsyncSync(fd);
      synced.push(file);
    });
    const db = await PGlite.create({ fs, dataDir: dir, startParams: await durableStartParams() });
    try {
      await db.exec('create table stay (id serial primary key, guest text)');
      for (const guest of ['Ada', 'Grace', 'Edsger']) {
        synced.length = 0;
        await db.query('insert into stay (guest) values ($1)', [guest]);
        expect(synced.some((file) => /\/pg_wal\/[0-9A-F]{24}$/.test(file))).toBe(true);
      }
    } finally {
      await db.close();
    }
  });
});
