import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR/server.pid: the embedded database's files cannot be opened by two processes, so the server
 * leaves its pid here while it runs and the CLI refuses to open the same DATA_DIR meanwhile.
 */
export const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Writes this process's pid, and removes the file again however the process ends (short of SIGKILL). */
export function writeServerPid(dataDir: string): () => void {
  const file = serverPidFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  const remove = () => {
    // Only our own: a second server started on the same DATA_DIR may have replaced it.
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', remove);
  return remove;
}

/** The pid of a server running on this DATA_DIR, or null when there is none (no file, or a stale one). */
export function runningServerPid(dataDir: string): number | null {
  const pid = readPid(serverPidFile(dataDir));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
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
