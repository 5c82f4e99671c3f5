import { readdirSync, readFileSync } from 'node:fs';

/** A process's parent and command line from /proc (Linux), or null once it is gone. */
function processInfo(pid: number): { ppid: number; command: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), command };
  } catch {
    return null;
  }
}

/** The Node processes below `pid` that run the app (serve.ts: the workers of a cluster; not tsx's esbuild). */
export function serverChildren(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((child) => {
      const info = processInfo(child);
      return info?.ppid === pid && /server\/src\/serve\.ts|serve\.js/.test(info.command);
    });
}
