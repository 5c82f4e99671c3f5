import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { createOwnerOnly, keepDataDirPrivate } from './data-dir-modes';
import { DataDirLocked, lockDataDir } from './db/data-dir-lock';
import { createLogger, log, useProcessLogger } from './logging/logger';

// Before DATA_DIR is even created: everything the server writes there is its owner's only.
createOwnerOnly();
const config = loadConfig();
useProcessLogger(createLogger({ level: config.logLevel, format: config.logFormat }));
// PGlite's files allow one process: a second server or a CLI command on this DATA_DIR is refused while this
// runs. Taken before the rest of the server is even loaded, so that a second one is refused at once.
if (!config.databaseUrl) {
  try {
    lockDataDir(config.dataDir, 'the Innkeep server');
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    log().fatal(error.message);
    process.exit(1);
  }
}
keepDataDirPrivate(config.dataDir, (line) => log().warn(line));
// serve.ts beside this file (serve.js in the build: scripts/build.mjs bundles both). Named at run time, so the
// bundler keeps the app out of this file: a cluster's primary then costs a few MB, not a worker's hundred.
const serveFile = path.join(import.meta.dirname, `serve${path.extname(fileURLToPath(import.meta.url))}`);
// On PostgreSQL, WEB_CONCURRENCY processes (one by default) serve together: this one forks them.
if (cluster.isPrimary && config.serverProcesses > 1) {
  const { runClusterPrimary } = await import('./cluster-primary');
  cluster.setupPrimary({ exec: serveFile });
  runClusterPrimary(config);
} else {
  await import(serveFile);
}
