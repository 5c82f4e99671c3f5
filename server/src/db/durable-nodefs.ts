import type { NodeFS } from '@electric-sql/pglite/nodefs';
import { fsyncSync } from 'node:fs';

/** The parts of Emscripten's NODEFS that PGlite's module exposes at preRun. */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd?: number; path?: string }) => number };
  tryFSOperation: <T>(operation: () => T) => T;
}
type PreRun = (module: { FS: { filesystems: { NODEFS: EmscriptenNodeFs } } }) => void;

/**
 * PGlite 0.5 on Node never reaches the disk: it starts PostgreSQL with -F (fsync off), its fdatasync is a
 * stub, and Emscripten's NODEFS has no fsync, so an fsync() from PostgreSQL returns without doing anything.
 * This file system (PGlite's `fs` option, its documented extension point) gives NODEFS an fsync that calls
 * the kernel's, and `durableStartParams` turns fsync back on with the WAL synced by fsync(): a commit is
 * acknowledged only once its WAL is on disk, as on PostgreSQL. Costs: docs/performance.md ("Durable commits on the embedded database").
 * PGlite is imported here on demand: a server on PostgreSQL never loads it (8 MB of each process's memory).
 * `sync` is the kernel's fsync; a test wraps it to see which files a commit syncs.
 */
export async function durableNodeFS(
  dataDir: string,
  sync: (fd: number, file: string) => void = (fd) => fsyncSync(fd),
): Promise<NodeFS> {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  class DurableNodeFS extends NodeFS {
    override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
      const { emscriptenOpts } = await super.init(...args);
      const syncFiles: PreRun = (module) => {
        const nodefs = module.FS.filesystems.NODEFS;
        nodefs.stream_ops.fsync = (stream) => {
          // Directories have no Node file descriptor here; PostgreSQL syncs them only after a rename.
          if (stream.nfd !== undefined) nodefs.tryFSOperation(() => sync(stream.nfd!, stream.path ?? ''));
          return 0;
        };
      };
      const preRun = [...((emscriptenOpts.preRun as PreRun[] | undefined) ?? []), syncFiles];
      return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
    }
  }
  return new DurableNodeFS(dataDir);
}

/** PGlite's own start parameters without -F (fsync off), the WAL synced with fsync() (fdatasync is a stub). */
export async function durableStartParams(): Promise<string[]> {
  const { PGlite } = await import('@electric-sql/pglite');
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}
