import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from '../testing/pglite-template';
import { SERVER_READY, startServerProcess, type ServerProcess } from '../testing/server-process';

const DEMO = { email: 'demo@innkeep.local', password: 'demo1234' };
const WRITERS = 8;
const CYCLES = 3;

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Creates guests from WRITERS parallel loops until the server dies; returns the acknowledged ones by id. */
async function writeUntilKilled(server: ServerProcess, cookie: string, cycle: number, acknowledged: Map<number, string>) {
  let stop = false;
  void server.exited.then(() => (stop = true));
  const writer = async (writerIndex: number) => {
    for (let n = 0; !stop; n += 1) {
      const lastName = `Crash${cycle}w${writerIndex}n${n}`;
      try {
        const response = await fetch(`${server.baseUrl}/api/hotel/guests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ firstName: 'Kill', lastName }),
        });
        if (response.status === 201) acknowledged.set(((await response.json()) as { id: number }).id, lastName);
      } catch {
        return; // the connection died with the server: this write was never acknowledged
      }
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
}

/**
 * kill -9 of the server on the embedded database while it writes: every write it acknowledged is there after
 * a restart, and the restart is clean (the reliability review killed it 18 times; three cycles here).
 */
describe('kill -9 of the embedded database’s server during writes', { timeout: 900_000 }, () => {
  let dataDir: string;
  const started: ServerProcess[] = [];
  afterEach(() => {
    for (const server of started.splice(0)) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write through ${CYCLES} kills`, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-kill-'));
    copyPgliteTemplate(dataDir);
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_SEED: '1' };
    const acknowledged = new Map<number, string>();

    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const server = await startServerProcess(env);
      started.push(server);
      await server.waitFor(SERVER_READY);
      const cookie = await signIn(server.baseUrl);
      const before = acknowledged.size;
      const writing = writeUntilKilled(server, cookie, cycle, acknowledged);
      // Kill once this life has acknowledged a few dozen writes, in the middle of many more.
      const deadline = Date.now() + 120_000;
      while (acknowledged.size < before + 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(acknowledged.size, server.output()).toBeGreaterThanOrEqual(before + 40);
      server.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      await writing;
    }

    const server = await startServerProcess(env);
    started.push(server);
    await server.waitFor(SERVER_READY);
    expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
    const cookie = await signIn(server.baseUrl);
    const missing: string[] = [];
    const ids = [...acknowledged.keys()];
    for (let start = 0; start < ids.length; start += WRITERS) {
      await Promise.all(
        ids.slice(start, start + WRITERS).map(async (id) => {
          const response = await fetch(`${server.baseUrl}/api/hotel/guests/${id}`, { headers: { cookie } });
          const guest = response.status === 200 ? ((await response.json()) as { lastName: string }) : null;
          if (guest?.lastName !== acknowledged.get(id)) missing.push(`#${id} ${acknowledged.get(id)}: ${response.status}`);
        }),
      );
    }
    expect(acknowledged.size).toBeGreaterThanOrEqual(CYCLES * 40);
    expect(missing).toEqual([]);
  });
});
