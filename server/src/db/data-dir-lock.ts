import { spawnSync } from 'node:child_process';
import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR/innkeep.lock: PGlite's files allow one process, and two servers (or a server and a CLI command)
 * on one DATA_DIR corrupt them. The first process takes an exclusive flock on this file and keeps it for its
 * life; the operating system releases it however the process ends (kill -9 included), so a stale file never
 * blocks anyone. The file holds the holder's pid and role, for the message of whoever is refused.
 *
 * Node has no flock. util-linux's flock(1) is given our open file as its fd 3 and locks it: an flock belongs
 * to the open file description, which this process keeps open after flock(1) exits (the shell's
 * `exec 9>file; flock -n 9`). No native addon to build (fs-ext has no prebuilt binaries) and no mtime lease
 * that outlives a dead holder (proper-lockfile).
 */
export const dataDirLockFile = (dataDir: string) => path.join(dataDir, 'innkeep.lock');

/** Another process holds the folder: its message says which one and what to do. */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(dataDirInUseMessage(dataDir, holder));
    this.name = 'DataDirLocked';
  }
}

export interface LockHolder {
  pid: number;
  /** "the Innkeep server", "innkeep backup", ... */
  role: string;
}

export function dataDirInUseMessage(dataDir: string, holder: LockHolder | null): string {
  const who = holder ? `${holder.role} (pid ${holder.pid})` : 'another Innkeep process';
  return `${dataDir} is in use by ${who}: the embedded database allows one process at a time. Stop it first, or use another DATA_DIR (or PostgreSQL with DATABASE_URL).`;
}

/** The folders this process holds, with the open lock file that holds each. */
const held = new Map<string, number>();
const CONFLICT = 75;

/**
 * Takes the folder's lock for this process, or throws DataDirLocked at once (no waiting). Taking it again in
 * the same process is a no-op. Where flock(1) is missing (macOS) the folder is not guarded, said once.
 */
export function lockDataDir(dataDir: string, role: string): void {
  const dir = path.resolve(dataDir);
  if (held.has(dir)) return;
  const file = dataDirLockFile(dir);
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  const result = spawnSync('flock', ['--exclusive', '--nonblock', '--conflict-exit-code', String(CONFLICT), '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
    encoding: 'utf8',
  });
  if (result.status === 0) {
    ftruncateSync(fd, 0);
    writeSync(fd, `${process.pid} ${role}\n`, 0);
    held.set(dir, fd);
    return;
  }
  closeSync(fd);
  if (result.status === CONFLICT) throw new DataDirLocked(dir, waitForHolder(file));
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    process.emitWarning(`flock (util-linux) was not found: nothing stops a second process from opening ${dir}`);
    held.set(dir, -1);
    return;
  }
  throw new Error(`Cannot lock ${file}: ${result.error?.message ?? result.stderr.trim()}`);
}

/** Gives the folder up (closing the file releases the flock); the file itself stays, harmless. */
export function unlockDataDir(dataDir: string): void {
  const dir = path.resolve(dataDir);
  const fd = held.get(dir);
  if (fd === undefined) return;
  held.delete(dir);
  if (fd >= 0) closeSync(fd);
}

/**
 * The holder writes its pid just after it took the lock: until then the file may still name a process that
 * is gone (the previous holder). Waits a moment for a live one.
 */
function waitForHolder(file: string): LockHolder | null {
  for (let attempt = 0; attempt < 20; attempt++) {
    const holder = readHolder(file);
    if (holder && isAlive(holder.pid)) return holder;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
  }
  return null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the folder, as written in the lock file; null when it is not readable yet. */
export function readHolder(file: string): LockHolder | null {
  try {
    const match = /^(\d+) (.+)$/m.exec(readFileSync(file, 'utf8'));
    return match ? { pid: Number(match[1]), role: match[2]! } : null;
  } catch {
    return null;
  }
}
