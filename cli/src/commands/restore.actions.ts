import type { RestoreArgs } from '../cli.schema';
import path from 'node:path';
import { loadConfig } from '../../../server/src/config';
import { databaseKind, type Em } from '../../../server/src/db/orm';
import { HotelAccount } from '../../../server/src/modules/accounts';
import { requireBackupKind } from '../backup/backup-file';
import { restorePglite } from '../backup/pglite-backup';
import { restorePostgres, toolsDatabaseUrl } from '../backup/postgres-backup';
import { lockCliDataDir, withServices } from '../cli-context';
import type { CommandResult } from '../command';
import { count } from '../output';
import { where } from './backup.actions';

/**
 * `innkeep restore <file> --yes`: the database becomes the backup. Then it is opened as the server opens
 * it (migrations a backup from an older version lacks are applied) and its hotels are counted.
 */
export async function restoreDatabase(input: RestoreArgs): Promise<CommandResult> {
  const config = loadConfig();
  const kind = databaseKind(config);
  const file = path.resolve(input.file);
  requireBackupKind(file, kind);
  if (config.databaseUrl) {
    await restorePostgres(toolsDatabaseUrl(config), file);
  } else {
    lockCliDataDir(config.dataDir);
    await restorePglite(config.dataDir, file);
  }
  const hotels = await withServices(({ orm }) => (orm.em.fork() as Em).count(HotelAccount, { isAdmin: false }));
  return {
    text: `Restored ${file} into ${where(config)}: ${count(hotels, 'hotel')}`,
    json: { file, database: kind, hotels },
  };
}
