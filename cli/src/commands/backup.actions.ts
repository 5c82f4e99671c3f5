import type { BackupArgs } from '../cli.schema';
import { statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../../server/src/config';
import { databaseKind } from '../../../server/src/db/orm';
import { defaultBackupFile } from '../backup/backup-file';
import { backupPglite } from '../backup/pglite-backup';
import { backupPostgres, toolsDatabaseUrl } from '../backup/postgres-backup';
import { withServices } from '../cli-context';
import type { CommandResult } from '../command';
import { formatBytes } from '../output';

export const where = (config: AppConfig) => (config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`);

/** `innkeep backup`: the whole database, every account and hotel, into one file. */
export async function backupDatabase(input: BackupArgs): Promise<CommandResult> {
  const config = loadConfig();
  const kind = databaseKind(config);
  const target = path.resolve(input.out ?? defaultBackupFile(config.dataDir, kind));
  const file = config.databaseUrl
    ? await backupPostgres(toolsDatabaseUrl(config), target, config.dataDir)
    : await withServices(({ orm }) => backupPglite(orm, target, config.dataDir), { migrate: false });
  const bytes = statSync(file).size;
  return {
    text: `Backed up ${where(config)} to ${file} (${formatBytes(bytes)})\nRestore it with: innkeep restore ${file} --yes`,
    json: { file, database: kind, bytes },
  };
}
