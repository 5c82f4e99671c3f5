import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Folders and files created from here on: their owner's only (0700 and 0600), whatever umask started us. */
export function createOwnerOnly(): void {
  // A worker thread may not set the process's umask; its process (the server, the CLI) has.
  if (isMainThread) process.umask(0o077);
}

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;
const OPEN_BITS = 0o022;

/**
 * DATA_DIR holds password hashes (pglite/), live reset and invitation links (outbox/), the generated secrets
 * and backups. At start every folder under it becomes 0700 and every file 0600, fixing what an older
 * version or a loose umask left readable by any local user; a DATA_DIR that others could write to is said
 * (they could have replaced its files) before it is closed. Links are not followed; what another user owns
 * cannot be changed and is said once.
 */
export function keepDataDirPrivate(dataDir: string, warn: (line: string) => void = console.warn): void {
  const own = lstatSync(dataDir);
  if (own.mode & OPEN_BITS)
    warn(
      `Warning: ${dataDir} was writable by other users (mode ${(own.mode & 0o777).toString(8)}): anyone on this machine could have changed the hotel's data. It is now its owner's only (700); check who else can reach it.`,
    );
  const refused: string[] = [];
  const fix = (at: string, stat: Stats) => {
    const wanted = stat.isDirectory() ? DIR_MODE : FILE_MODE;
    if ((stat.mode & 0o777) === wanted) return;
    try {
      chmodSync(at, wanted);
    } catch {
      refused.push(at);
    }
  };
  const pending: [string, Stats][] = [[dataDir, own]];
  while (pending.length) {
    const [at, stat] = pending.pop()!;
    if (stat.isSymbolicLink() || !(stat.isDirectory() || stat.isFile())) continue;
    fix(at, stat);
    if (!stat.isDirectory()) continue;
    for (const entry of readdirSync(at)) {
      const child = path.join(at, entry);
      pending.push([child, lstatSync(child)]);
    }
  }
  if (refused.length)
    warn(
      `Warning: ${refused.length} files under ${dataDir} could not be made private (another user owns them), e.g. ${refused[0]}`,
    );
}
