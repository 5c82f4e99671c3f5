import { chmodSync, closeSync, mkdirSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseKind } from '../../../server/src/db/orm';
import { CliError } from '../cli-error';

/** What a backup file holds, from its first bytes: PGlite's data directory (a gzipped tar) or pg_dump's custom format. */
export function backupKindOf(file: string): DatabaseKind | null {
  const head = Buffer.alloc(5);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new CliError(`Cannot read ${file}: ${reason}`);
  }
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgresql';
  return null;
}

const WHERE: Record<DatabaseKind, string> = {
  pglite: 'the embedded database (PGlite, under DATA_DIR)',
  postgresql: 'PostgreSQL (DATABASE_URL)',
};

/** A backup restores only into the kind of database it was made of. */
export function requireBackupKind(file: string, target: DatabaseKind): void {
  const kind = backupKindOf(file);
  if (kind === target) return;
  if (kind === null)
    throw new CliError(`${file} is not an Innkeep backup (innkeep backup writes a .tar.gz for PGlite, a .dump for PostgreSQL)`);
  const hint =
    target === 'pglite' ? 'Set DATABASE_URL to restore it into PostgreSQL.' : 'Unset DATABASE_URL to restore it into PGlite.';
  throw new CliError(`${file} is a backup of ${WHERE[kind]}, but the CLI is working on ${WHERE[target]}. ${hint}`);
}

/** DATA_DIR/backups/innkeep-2026-11-21T10-15-00.tar.gz (PGlite) or .dump (PostgreSQL). */
export function defaultBackupFile(dataDir: string, kind: DatabaseKind, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-');
  return path.join(dataDir, 'backups', `innkeep-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`);
}

/**
 * Makes ready to receive a whole-database backup (password hashes, licence keys, guests' ID numbers): an
 * empty file readable by this user only, in a folder that is also this user's only when the CLI creates it
 * or it is DATA_DIR/backups (a folder the user chose with --out keeps its own mode). Tools that then write
 * into the file (pg_dump --file) keep its mode.
 */
export function preparePrivateBackupFile(file: string, dataDir: string): string {
  const target = path.resolve(file);
  const folder = path.dirname(target);
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (folder === path.join(path.resolve(dataDir), 'backups')) chmodSync(folder, 0o700);
    closeSync(openSync(target, 'w', 0o600));
    chmodSync(target, 0o600);
  } catch (error) {
    throw new CliError(`Cannot write ${file}: ${(error as Error).message}`);
  }
  return target;
}
