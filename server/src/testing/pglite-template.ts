import 'reflect-metadata';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/orm';

/** Where the migrated template lives while a test run lasts (set by the global setup below). */
const TEMPLATE_VARIABLE = 'INNKEEP_TEST_PGLITE_TEMPLATE';

/**
 * Vitest global setup: on the embedded database, migrates one PGlite database before the run, so that each
 * test file's fresh database is a copy of it (about 1 s) rather than a new database taking every migration
 * (about 4 s). Test files inherit the variable; the template is removed when the run ends. On PostgreSQL
 * (DATABASE_URL) it does nothing: each file's scratch database is created and migrated as before.
 */
export default async function createPgliteTemplate(): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-template-'));
  const orm = await openDatabase({ dataDir, databaseUrl: null });
  await orm.close(true);
  process.env[TEMPLATE_VARIABLE] = path.join(dataDir, 'pglite');
  return () => rmSync(dataDir, { recursive: true, force: true });
}

/** Puts a copy of the migrated template at dataDir/pglite, when the run has one; migrations then find nothing to do. */
export function copyPgliteTemplate(dataDir: string): void {
  const template = process.env[TEMPLATE_VARIABLE];
  if (!template || process.env.DATABASE_URL || !existsSync(template)) return;
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
}
