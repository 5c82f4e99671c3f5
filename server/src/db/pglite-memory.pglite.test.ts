import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './orm';
import { pgliteMemoryParams } from './pglite-memory';

/** The embedded database runs with PostgreSQL's memory sized for one small process (docs/performance.md, "Memory"). */
describe("PGlite's memory settings", () => {
  it('are in force in the database the server opens', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-memory-settings-'));
    const orm = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const show = async (name: string) =>
        ((await orm.em.fork().getConnection().execute(`show ${name}`)) as Record<string, string>[])[0]![name];
      expect(await show('shared_buffers')).toBe('16MB');
      expect(await show('wal_buffers')).toBe('1MB');
      expect(await show('temp_buffers')).toBe('1MB');
      expect(await show('maintenance_work_mem')).toBe('16MB');
      expect(await show('work_mem')).toBe('4MB');
    } finally {
      await orm.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('can be overridden with PGLITE_SETTINGS', () => {
    const params = pgliteMemoryParams({ PGLITE_SETTINGS: 'shared_buffers=64MB, work_mem=8MB' });
    expect(params).toContain('shared_buffers=64MB');
    expect(params).toContain('work_mem=8MB');
    expect(params).not.toContain('shared_buffers=16MB');
  });
});
