import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { serverChildren } from './testing/process-tree';
import { SERVER_READY, startServerProcess, type ServerProcess } from './testing/server-process';

/** WEB_CONCURRENCY is for PostgreSQL: on the embedded database the server stays one process whatever it says. */
describe('server processes on the embedded database', () => {
  const dataDirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'innkeep-one-process-'));
    dataDirs.push(dir);
    return dir;
  };
  let server: ServerProcess | undefined;

  afterAll(async () => {
    server?.kill();
    await server?.exited;
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('reads WEB_CONCURRENCY only with DATABASE_URL, one process by default', () => {
    const dataDir = scratch();
    const postgres = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://innkeep@db:5432/innkeep' };
    expect(loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '4' }).serverProcesses).toBe(1);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '4' }).serverProcesses).toBe(4);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '1' }).serverProcesses).toBe(1);
    for (const unusable of ['', '0', '-2', '1.5', 'many'])
      expect(loadConfig({ ...postgres, WEB_CONCURRENCY: unusable }).serverProcesses).toBe(1);
    expect(loadConfig(postgres).serverProcesses).toBe(1);
  });

  it('serves from one process with WEB_CONCURRENCY=4', { timeout: 120_000 }, async () => {
    server = await startServerProcess({ DATA_DIR: scratch(), WEB_CONCURRENCY: '4' });
    await server.waitFor(SERVER_READY, 90_000);
    expect(server.output()).toContain('(database: pglite');
    expect(serverChildren(server.child.pid!)).toEqual([]);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('innkeep-worker')).toBeNull();
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
