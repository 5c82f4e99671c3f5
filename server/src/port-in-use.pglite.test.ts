import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from './testing/database-template';
import { freePort, SERVER_READY, startServerProcess, type ServerProcess } from './testing/server-process';

/** Another program on PORT: the server says so and ends, rather than claim to run while it serves nothing. */
describe('a server started on a port that is taken', { timeout: 300_000 }, () => {
  const started: ServerProcess[] = [];
  let holder: Server | undefined;
  let dataDir: string;
  afterEach(async () => {
    for (const server of started.splice(0)) server.kill('SIGKILL');
    await new Promise((resolve) => (holder ? holder.close(resolve) : resolve(undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says which port, exits 1 without claiming to run, and frees DATA_DIR for the next start', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-port-'));
    copyPgliteTemplate(dataDir);
    const port = await freePort();
    const taken = createServer();
    holder = taken;
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));

    const refused = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) });
    started.push(refused);
    const outcome = await Promise.race([
      refused.exited.then((code) => ({ exited: code })),
      refused.waitFor(SERVER_READY).then(() => 'it claimed to run'),
    ]);
    expect(outcome).toEqual({ exited: 1 });
    expect(refused.output()).toContain(`Port ${port} is in use: stop what holds it or set PORT`);
    expect(refused.output()).not.toMatch(SERVER_READY);

    // The lock on DATA_DIR went with it: a server on a free port opens the same folder.
    const next = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    started.push(next);
    await next.waitFor(SERVER_READY);
    expect((await fetch(`${next.baseUrl}/api/health`)).status).toBe(200);
    next.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});
