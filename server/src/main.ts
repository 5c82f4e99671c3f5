import cluster from 'node:cluster';
import { loadConfig } from './config';
import { DataDirLocked, lockDataDir } from './db/data-dir-lock';

const config = loadConfig();
// PGlite's files allow one process: a second server or a CLI command on this DATA_DIR is refused while this
// runs. Taken before the rest of the server is even loaded, so that a second one is refused at once.
if (!config.databaseUrl) {
  try {
    lockDataDir(config.dataDir, 'the Innkeep server');
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
// On PostgreSQL, WEB_CONCURRENCY processes (one per CPU by default) serve together: this one forks them.
if (cluster.isPrimary && config.serverProcesses > 1) {
  const { runClusterPrimary } = await import('./cluster-primary');
  runClusterPrimary(config);
} else {
  const { startServer } = await import('./start-server');
  await startServer(config);
}
