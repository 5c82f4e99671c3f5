import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteConnection } from '@mikro-orm/pglite';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Orm } from '../../../server/src/db/orm';
import { CliError } from '../cli-error';
import { writeOutputFile } from '../write-file';

/**
 * PGlite's whole data directory as a gzipped tarball (PGlite's dumpDataDir), taken through the CLI's own
 * connection: the CLI refuses to open DATA_DIR while the server runs, so nothing writes meanwhile.
 */
export async function backupPglite(orm: Orm, file: string): Promise<string> {
  const pglite = (await (orm.em.getConnection() as unknown as PgliteConnection).getNativeClient()) as PGlite;
  const tarball = await pglite.dumpDataDir('gzip');
  return writeOutputFile(file, new Uint8Array(await tarball.arrayBuffer()));
}

/**
 * Replaces DATA_DIR/pglite with the backup's data directory. The backup is unpacked and opened in a folder
 * beside it first; only a backup that opens and has Innkeep's tables replaces the database, by renaming.
 * The server must not be running (the caller checks server.pid).
 */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  const staging = `${target}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  try {
    const pglite = await PGlite.create(staging, {
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: { btree_gist, pg_trgm },
    });
    try {
      await pglite.query('select count(*) from mikro_orm_migrations');
      await pglite.query('select count(*) from hotel_account');
    } finally {
      await pglite.close();
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new CliError(`${file} could not be opened as an Innkeep database: ${(error as Error).message}`);
  }
  const replaced = `${target}.replaced`;
  rmSync(replaced, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, replaced);
  renameSync(staging, target);
  rmSync(replaced, { recursive: true, force: true });
}
