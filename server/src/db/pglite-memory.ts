/**
 * PGlite's memory settings (docs/performance.md, "Memory"). PGlite runs PostgreSQL inside one WebAssembly
 * memory that only ever grows: whatever PostgreSQL touched once (its shared buffers filling, a sort's
 * work_mem, an index build's maintenance_work_mem) stays resident in the server's process until it ends.
 * PostgreSQL's defaults are sized for a machine of its own (shared_buffers 128 MB, maintenance_work_mem
 * 64 MB); here the database shares one small process with the app, and the kernel's page cache already holds
 * the data files, so a buffer miss is a read() from memory, not from the disk.
 */
export const PGLITE_MEMORY_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  work_mem: '4MB',
  temp_buffers: '1MB',
  maintenance_work_mem: '16MB',
};

/** The settings as PostgreSQL start parameters (`-c name=value`); PGLITE_SETTINGS overrides, e.g. "shared_buffers=16MB". */
export function pgliteMemoryParams(env: NodeJS.ProcessEnv = process.env): string[] {
  const settings: Record<string, string> = { ...PGLITE_MEMORY_SETTINGS };
  for (const pair of (env.PGLITE_SETTINGS ?? '').split(',').filter(Boolean)) {
    const [name, value] = pair.split('=');
    if (name && value) settings[name.trim()] = value.trim();
  }
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}
