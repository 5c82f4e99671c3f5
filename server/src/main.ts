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
const { startServer } = await import('./start-server');
await startServer(config);
