import 'reflect-metadata';
import { createApp } from './app';
import { loadConfig } from './config';
import { databaseKind, openDatabase, type Em } from './db/orm';
import { withStartupLock } from './db/startup-lock';
import { createMailer } from './mail/mailer';
import { ensureAdminAccount } from './modules/accounts/auth.service';
import { writeServerPid } from './server-pid';
import { demoReadyMessage, seedDemoHotelOnFirstRun } from './modules/demo/demo-hotel.service';

const config = loadConfig();
// While the server runs, the CLI refuses to open the same embedded database (its files allow one process).
const removePidFile = writeServerPid(config.dataDir);
const orm = await openDatabase(config);
const demo = await seedDemoHotelOnFirstRun(orm, config);
if (config.adminEmail && config.adminPassword) {
  // Replicas starting together take turns, so that only the first creates the admin.
  const { adminEmail, adminPassword } = config;
  const admin = await withStartupLock(config, () => ensureAdminAccount(orm.em.fork() as Em, adminEmail, adminPassword));
  console.log(`Admin account ready: ${admin.email}`);
}
const { app, stop } = await createApp({ orm, config, mailer: createMailer(config) });
const server = app.listen(config.port, config.host, () => {
  console.log(
    `Innkeep is running at http://localhost:${config.port} (database: ${databaseKind(config)}, data: ${config.dataDir})`,
  );
  if (demo) console.log(demoReadyMessage(config.appUrl, demo));
});

async function shutdown(): Promise<void> {
  server.close();
  await stop();
  await orm.close();
  removePidFile();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
