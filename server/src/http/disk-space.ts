import type { NextFunction, Request, Response } from 'express';
import { statfsSync } from 'node:fs';
import type { AppConfig } from '../config';

export const DISK_FULL_MESSAGE = 'The disk is full: free space in DATA_DIR and try again';

/** Bytes free for this user on the file system that holds `dir`. */
export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Refuses writes with 507 while DATA_DIR's file system has less than MIN_FREE_DISK_MB free, on the embedded
 * database: PGlite that runs out of space mid-write hangs for good (nothing answers until kill -9), so it is
 * never let near the end. Reads go on. statfs is one system call, made for each write.
 */
export function diskSpaceGuard(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'minFreeDiskBytes'>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (config.databaseUrl || !isWrite(req)) return next();
    let free: number;
    try {
      free = freeBytes(config.dataDir);
    } catch {
      return next();
    }
    if (free >= config.minFreeDiskBytes) return next();
    res.status(507).json({ error: DISK_FULL_MESSAGE });
  };
}

/** A REST call that is not a GET, or a GraphQL document with a mutation (queries still answer). */
function isWrite(req: Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  if (!req.originalUrl.startsWith('/graphql')) return true;
  const query = (req.body as { query?: unknown } | undefined)?.query;
  return typeof query !== 'string' || /\bmutation\b/.test(query);
}
