import 'reflect-metadata';
import cluster from 'node:cluster';
import { createApp } from './app';
import type { AppConfig } from './config';
import { databaseKind, type Em, type Orm } from './db/orm';
import { openDatabaseWhenReachable } from './db/wait-for-database';
import { boundPgliteCalls } from './db/pglite-watchdog';
import { withStartupLock } from './db/startup-lock';
import { createLogger, log, useProcessLogger } from './logging/logger';
import { createMailer } from './mail/mailer';
import { ensureAdminAccount } from './modules/accounts';
import { startRenewalRuns } from './modules/bookings';
import { startFeedPolling } from './modules/calendar-sync';
import { demoReadyMessage, seedDemoHotelOnFirstRun } from './modules/demo';

/** Opens the database, seeds the demo on a first run, creates the admin account, and serves until a signal. */
export async function startServer(config: AppConfig): Promise<void> {
  // Start-up lines are log lines too, their words as a person reads them (docs/operations.md).
  useProcessLogger(createLogger({ level: config.logLevel, format: config.logFormat }));
  let orm = await openServerDatabase(config);
  const demo = await seedDemoHotelOnFirstRun(orm, config, process.env, (line) => log().info(line));
  if (demo && !config.databaseUrl) {
    // PGlite's WebAssembly memory never shrinks: the seeding's index builds and bulk inserts would stay resident
    // for the server's life (about 60 MB more than a later start's). Reopened, the database starts as small as
    // it does on every later start (docs/performance.md, "Memory").
    await orm.close();
    orm = await openServerDatabase(config);
  }
  if (config.adminEmail && config.adminPassword) {
    // Replicas starting together take turns, so that only the first creates the admin.
    const { adminEmail, adminPassword } = config;
    const admin = await withStartupLock(config, () => ensureAdminAccount(orm.em.fork() as Em, adminEmail, adminPassword));
    log().info(`Admin account ready: ${admin.email}`);
  }
  const { app, stop } = await createApp({ orm, config, mailer: createMailer(config, outboxLine(config)) });
  // Stays due for renewal are renewed before the server says it runs, then every hour (issue 26).
  const stopRenewals = await startRenewalRuns(orm);
  // The booking sites' calendars, read as each falls due (every ical_poll_minutes); not awaited.
  const stopPolling = startFeedPolling(orm, config);
  // Express 5 calls back with the error when the port cannot be had: "running" is said only once it listens.
  const server = app.listen(config.port, config.host, (error?: Error) => {
    if (error) {
      void failToListen(error);
      return;
    }
    // In a server of several processes the primary says it once all of them listen (cluster-primary.ts).
    if (cluster.isWorker) return;
    log().info(
      `Innkeep is running at http://localhost:${config.port} (database: ${databaseKind(config)}, data: ${config.dataDir})`,
    );
    if (demo) log().info(demoReadyMessage(config.appUrl, demo));
  });

  let stopping = false;
  /** Says why, closes the database and ends with 1 (the DATA_DIR lock goes with the process). */
  async function failToListen(error: NodeJS.ErrnoException): Promise<void> {
    stopping = true;
    log().fatal(listenFailureMessage(config, error));
    stopRenewals();
    stopPolling();
    await stop();
    await orm.close();
    process.exit(1);
  }

  async function shutdown(): Promise<void> {
    // Once: a Ctrl-C reaches a cluster's workers and its primary, which then asks them with SIGTERM too.
    if (stopping) return;
    stopping = true;
    server.close();
    stopRenewals();
    stopPolling();
    await stop();
    await orm.close();
    process.exit(0);
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** The database, and on PGlite its statements bounded by the watchdog. */
async function openServerDatabase(config: AppConfig): Promise<Orm> {
  const orm = await openDatabaseWhenReachable(config, config.databaseWaitSeconds, (line) => log().warn(line));
  if (!config.databaseUrl) {
    await boundPgliteCalls(orm, config.pgliteCallTimeoutSeconds, () => {
      log().fatal(
        `FATAL: the embedded database did not answer within ${config.pgliteCallTimeoutSeconds} s (is the disk of ${config.dataDir} full?). Exiting so that a supervisor restarts the server.`,
      );
      // The requests waiting meanwhile get their 503 first.
      setTimeout(() => process.exit(1), 1000).unref();
    });
  }
  return orm;
}

/**
 * Mail written to the outbox (no SMTP_URL) is announced with its link for a person at a terminal, who clicks
 * it; a JSON log goes to a collector, where a live reset or invitation link must not: there the line names the
 * subject only, and the link stays in the outbox's files.
 */
function outboxLine(config: Pick<AppConfig, 'logFormat'>): (line: string, mail: { subject: string }) => void {
  if (config.logFormat === 'pretty') return (line) => log().info(line);
  return (_line, mail) => log().info(`[mail] written to the outbox: ${mail.subject}`);
}

/** Why the server could not listen, in words that say what to do. */
function listenFailureMessage(config: Pick<AppConfig, 'port' | 'host'>, error: NodeJS.ErrnoException): string {
  if (error.code === 'EADDRINUSE') return `Port ${config.port} is in use: stop what holds it or set PORT`;
  if (error.code === 'EACCES') return `Port ${config.port} needs privileges this user does not have: set PORT to 1024 or above`;
  return `Cannot listen on ${config.host}:${config.port}: ${error.message}`;
}
