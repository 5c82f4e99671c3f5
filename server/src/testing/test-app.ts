import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { AppServices } from '../context';
import { openDatabase } from '../db/orm';
import { createMailer } from '../mail/mailer';
import { copyPgliteTemplate } from './database-template';
import { createScratchDatabase } from './scratch-database';

export { createScratchDatabase, type ScratchDatabase } from './scratch-database';

export interface TestApp extends AppServices {
  url: string;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A real server on a free port with a database of its own: a fresh PGlite under a temporary DATA_DIR, or,
 * when DATABASE_URL is set, a fresh database created on that PostgreSQL server and dropped afterwards. (The
 * PGlite one is a copy of the run's migrated template when there is one: database-template.ts.)
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-test-'));
  const database = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'test', { migrated: true })
    : null;
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, PORT: '0', PGLITE_FSYNC: process.env.PGLITE_FSYNC }),
    databaseUrl: database?.url ?? null,
    // The tests stand for clients of many addresses through X-Forwarded-For, as if behind a proxy on this host.
    trustProxy: 'loopback',
    ...overrides,
  };
  if (!config.databaseUrl) copyPgliteTemplate(config.dataDir);
  const orm = await openDatabase(config);
  const services: AppServices = { orm, config, mailer: createMailer(config, () => {}) };
  const { app, stop } = await createApp(services);
  // On loopback unless a test asks for another interface (HOST): a request from a non-loopback address.
  const server = app.listen(0, overrides.host ?? '127.0.0.1');
  // The tests' clients share this process's event loop with the server: a seed that holds the loop past the
  // server's 5 s keep-alive lets both timers fire at once, and a request sent on a socket the server is closing
  // fails with ECONNRESET. Idle sockets here live as long as a test.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  services.config.appUrl = url;
  return {
    ...services,
    url,
    // An override's DATA_DIR (a small file system) is where its outbox and backups go.
    dataDir: config.dataDir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stop();
      await orm.close(true);
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
