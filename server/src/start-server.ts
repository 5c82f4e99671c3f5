import 'reflect-metadata';
import cluster from 'node:cluster';
import { createApp } from './app';
import type { AppConfig } from './config';
import { databaseKind, type Em } from './db/orm';
import { openDatabaseWhenReachable } from './db/wait-for-database';
import { boundPgliteCalls } from './db/pglite-watchdog';
import { withStartupLock } from './db/startup-lock';
import { createMailer } from './mail/mailer';
import { ensureAdminAccount } from './modules/accounts/auth.service';
import { demoReadyMessage, seedDemoHotelOnFirstRun } from './modules/demo/demo-hotel.service';

/** Opens the database, seeds the demo on a first run, creates the admin account, and serves until a signal. */
export async function startServer(config: AppConfig): Promise<void> {
  const orm = await openDatabaseWhenReachable(config, config.databaseWaitSeconds);
  if (!config.databaseUrl) {
    await boundPgliteCalls(orm, config.pgliteCallTimeoutSeconds, () => {
      console.error(
        `FATAL: the embedded database did not answer within ${config.pgliteCallTimeoutSeconds} s (is the disk of ${config.dataDir} full?). Exiting so that a supervisor restarts the server.`,
      );
      // The requests waiting meanwhile get their 503 first.
      setTimeout(() => process.exit(1), 1000).unref();
    });
  }
  const demo = await seedDemoHotelOnFirstRun(orm, config);
  if (config.adminEmail && config.adminPassword) {
    // Replicas starting together take turns, so that only the first creates the admin.
    const { adminEmail, adminPassword } = config;
    const admin = await withStartupLock(config, () => ensureAdminAccount(orm.em.fork() as Em, adminEmail, adminPassword));
    console.log(`Admin account ready: ${admin.email}`);
  }
  const { app, stop } = await createApp({ orm, config, mailer: createMailer(config) });
  const server = app.listen(config.port, config.host, () => {
    // In a server of several processes the primary says it once all of them listen (cluster-primary.ts).
    if (cluster.isWorker) return;
    console.log(
      `Innkeep is running at http://localhost:${config.port} (database: ${databaseKind(config)}, data: ${config.dataDir})`,
    );
    if (demo) console.log(demoReadyMessage(config.appUrl, demo));
  });

  let stopping = false;
  async function shutdown(): Promise<void> {
    // Once: a Ctrl-C reaches a cluster's workers and its primary, which then asks them with SIGTERM too.
    if (stopping) return;
    stopping = true;
    server.close();
    await stop();
    await orm.close();
    process.exit(0);
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
