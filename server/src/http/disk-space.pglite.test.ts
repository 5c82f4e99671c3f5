import type { PGlite } from '@electric-sql/pglite';
import type { PgliteConnection } from '@mikro-orm/pglite';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { itOnPglite } from '../testing/database-pass';
import { signUpHotel, type SignedInHotel } from '../testing/hotels';
import { startTestApp, type TestApp } from '../testing/test-app';
import { DISK_FULL_MESSAGE, freeBytes } from './disk-space';

const MB = 1024 * 1024;

/**
 * PGlite that runs out of disk mid-write hangs for good, so the server refuses writes while DATA_DIR's file
 * system is nearly full. DATA_DIR is a real 160 MB file system here (tmpfs, mounted by the test when it runs as
 * root); elsewhere the test simulates a full disk instead, by asking for more free space than there is.
 */
describe('a nearly full disk under the embedded database', { timeout: 300_000 }, () => {
  let mountPoint: string;
  let mounted = false;
  let app: TestApp;
  let hotel: SignedInHotel;

  beforeAll(async () => {
    mountPoint = mkdtempSync(path.join(tmpdir(), 'innkeep-small-disk-'));
    if (process.env.DATABASE_URL) return;
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], { stdio: 'ignore' });
      mounted = true;
    } catch {
      mounted = false;
    }
    app = await startTestApp({ dataDir: mountPoint, ...(mounted ? {} : { minFreeDiskBytes: Number.MAX_SAFE_INTEGER }) });
    hotel = await signUpHotel(app, 'desk@full-disk.test');
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    if (mounted) execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  itOnPglite('refuses writes with 507 and goes on answering reads; writes again once space is freed', async () => {
    const filler = path.join(mountPoint, 'filler');
    if (mounted) {
      // Leave 20 MB: below the 64 MB the server keeps free.
      writeFileSync(filler, Buffer.alloc(freeBytes(mountPoint) - 20 * MB));
      expect(freeBytes(mountPoint)).toBeLessThan(64 * MB);
    }
    const created = await hotel.api.post('/api/hotel/rooms', { roomNumber: '101' });
    expect([created.status, created.body]).toEqual([507, { error: DISK_FULL_MESSAGE }]);
    const mutation = await hotel.api.graphql('mutation { createRoom(input: { roomNumber: "102" }) { id } }');
    expect([mutation.status, mutation.body]).toEqual([507, { error: DISK_FULL_MESSAGE }]);
    expect((await hotel.api.get('/api/hotel/rooms')).body).toEqual([]);
    expect((await hotel.api.graphql('query { rooms { id } }')).body.data).toEqual({ rooms: [] });
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);

    if (mounted) rmSync(filler);
    else app.config.minFreeDiskBytes = 0;
    const again = await hotel.api.post('/api/hotel/rooms', { roomNumber: '101' });
    expect([again.status, again.body.roomNumber]).toEqual([201, '101']);
  });

  itOnPglite('answers /api/health within a second, 503, while the database does not answer', async () => {
    const pglite = (await (app.orm.em.getConnection() as unknown as PgliteConnection).getNativeClient()) as PGlite;
    // A transaction that holds PGlite for 4 s stands for a stuck database (PGlite runs one at a time).
    const holding = pglite.transaction(() => new Promise((resolve) => setTimeout(resolve, 4000)));
    try {
      const started = Date.now();
      const health = await fetch(`${app.url}/api/health`);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(health.status).toBe(503);
    } finally {
      await holding;
    }
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });
});
