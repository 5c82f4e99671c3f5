import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database';
import { freePort, SERVER_READY, startServerProcess, type ServerProcess } from '../testing/server-process';

/**
 * PostgreSQL down when the server starts: it used to exit at once. Now it waits, saying for what, and comes
 * up once PostgreSQL answers. PostgreSQL is "down" here while nothing listens on the port DATABASE_URL
 * names, and "back" when a proxy to the real server starts listening there.
 */
describe('the server waits for PostgreSQL at start', { timeout: 600_000 }, () => {
  let server: ServerProcess | undefined;
  let proxy: Server | undefined;
  let database: ScratchDatabase | undefined;
  let dataDir: string | undefined;
  const sockets = new Set<Socket>();
  afterEach(async () => {
    server?.kill('SIGKILL');
    if (server) await server.exited;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('retries with a growing pause, says what it waits for, and starts once PostgreSQL is up', async () => {
    database = await createScratchDatabase(process.env.DATABASE_URL!);
    const real = new URL(database.url);
    const port = await freePort();
    const down = new URL(database.url);
    down.hostname = '127.0.0.1';
    down.port = String(port);
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-wait-'));
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: down.toString() });

    const waiting = `Waiting for PostgreSQL at 127.0.0.1:${port}${real.pathname} (connect ECONNREFUSED 127.0.0.1:${port}): trying again in`;
    await server.waitFor(new RegExp(`${escape(waiting)} 1 s`));
    await server.waitFor(new RegExp(`${escape(waiting)} 2 s`));
    expect(server.child.exitCode).toBeNull();

    proxy = createServer((socket) => {
      sockets.add(socket);
      const upstream = connect(Number(real.port || 5432), real.hostname);
      sockets.add(upstream);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => proxy!.listen(port, '127.0.0.1', resolve));
    await server.waitFor(SERVER_READY);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'postgresql' });
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
