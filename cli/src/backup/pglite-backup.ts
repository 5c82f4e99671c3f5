import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteConnection } from '@mikro-orm/pglite';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Orm } from '../../../server/src/db/orm';
import { CliError } from '../cli-error';
import { preparePrivateBackupFile } from './backup-file';

/**
 * PGlite's whole data directory as a gzipped tarball (PGlite's dumpDataDir), taken through the CLI's own
 * connection: the CLI holds DATA_DIR's lock, so nothing else writes meanwhile.
 */
export async function backupPglite(orm: Orm, file: string, dataDir: string): Promise<string> {
  const pglite = (await (orm.em.getConnection() as unknown as PgliteConnection).getNativeClient()) as PGlite;
  const tarball = await pglite.dumpDataDir('gzip');
  const target = preparePrivateBackupFile(file, dataDir);
  try {
    writeFileSync(target, new Uint8Array(await tarball.arrayBuffer()));
  } catch (error) {
    throw new CliError(`Cannot write ${file}: ${(error as Error).message}`);
  }
  return target;
}

/**
 * Replaces DATA_DIR/pglite with the backup's data directory. The backup is unpacked and opened in a folder
 * beside it first; only a backup that opens and has Innkeep's tables replaces the database, by renaming.
 * The caller holds DATA_DIR's lock (no server nor other command has the files open).
 */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  const staging = `${target}.restoring`;
  const tarball = readFileSync(file);
  checkTarball(file, tarball);
  rmSync(staging, { recursive: true, force: true });
  try {
    const pglite = await PGlite.create(staging, {
      loadDataDir: new Blob([tarball]),
      extensions: { btree_gin, btree_gist, pg_trgm },
    });
    try {
      await pglite.query('select count(*) from mikro_orm_migrations');
      await pglite.query('select count(*) from hotel_account');
    } finally {
      await pglite.close();
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new CliError(`${file} could not be opened as an Innkeep database: ${describeError(error)}`);
  }
  const replaced = `${target}.replaced`;
  rmSync(replaced, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, replaced);
  renameSync(staging, target);
  rmSync(replaced, { recursive: true, force: true });
}

/**
 * A damaged tarball is refused before PGlite sees it: PGlite's unpacking fails with an error that has no
 * message (and another one nobody catches). Says what is wrong with the file instead.
 */
function checkTarball(file: string, tarball: Buffer): void {
  let tar: Buffer;
  try {
    tar = gunzipSync(tarball);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' ? 'it is cut short' : 'it is damaged';
    throw new CliError(`${file} could not be opened as an Innkeep database: ${reason} (${describeError(error)})`);
  }
  // A tar file's first header says "ustar" at byte 257; a PGlite backup holds PG_VERSION.
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar' || !tar.includes('PG_VERSION')) {
    throw new CliError(`${file} could not be opened as an Innkeep database: it is not a backup of PGlite's data directory`);
  }
}

/** An error's message, or its cause's, never "undefined" or an empty string. */
function describeError(error: unknown): string {
  if (error instanceof Error) {
    if (error.message) return error.message;
    if (error.cause) return describeError(error.cause);
    return error.name;
  }
  return String(error);
}
