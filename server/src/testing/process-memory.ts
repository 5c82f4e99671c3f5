import { readdirSync, readFileSync } from 'node:fs';

/** The children of `pid` (Linux: /proc/<pid>/task/<tid>/children, one list a thread). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  let threads: string[] = [];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return children; // It ended meanwhile.
  }
  for (const thread of threads) {
    try {
      const line = readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').trim();
      if (line) children.push(...line.split(/\s+/).map(Number));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return children;
}

/** Resident memory of `pid` and all its descendants (the sum of their VmRSS), in bytes, and how many processes. */
export function residentTreeBytes(pid: number): { bytes: number; processes: number } {
  let kilobytes = 0;
  let processes = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.pop()!;
    try {
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${next}/status`, 'utf8'));
      if (!rss) continue; // A zombie has no memory left.
      kilobytes += Number(rss[1]);
      processes += 1;
      queue.push(...childrenOf(next));
    } catch {
      // It ended meanwhile.
    }
  }
  return { bytes: kilobytes * 1024, processes };
}
