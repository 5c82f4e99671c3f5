import 'reflect-metadata';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/orm';
import { createScratchDatabase, onServer, POSTGRES_TEMPLATE_VARIABLE } from './scratch-database';

/** Where the migrated PGlite template lives while a test run lasts (set by the global setup below). */
const TEMPLATE_VARIABLE = 'INNKEEP_TEST_PGLITE_TEMPLATE';

/**
 * Vitest global setup: migrates one database before the run, so that each test file's fresh database is a
 * copy of it rather than a new database taking every migration (about 4 s on PGlite, 3–10 s on a busy
 * PostgreSQL server, for each of some 150 files). On the embedded database the template is a data folder
 * that startTestApp copies; on PostgreSQL (DATABASE_URL) it is a database that startTestApp's scratch
 * databases are created from (CREATE DATABASE … TEMPLATE, a file copy on the server). Test files inherit the
 * variable; the template is removed when the run ends.
 */
export default async function createDatabaseTemplate(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    const template = await createScratchDatabase(process.env.DATABASE_URL, 'template');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-template-'));
    const orm = await openDatabase({ dataDir, databaseUrl: template.url });
    await orm.close(true);
    rmSync(dataDir, { recursive: true, force: true });
    const name = new URL(template.url).pathname.slice(1);
    // A copy is refused while anyone is connected to its template: none may connect any more (autovacuum
    // included), as PostgreSQL's own template0.
    await onServer(process.env.DATABASE_URL, `alter database "${name}" with is_template true allow_connections false`);
    process.env[POSTGRES_TEMPLATE_VARIABLE] = name;
    return async () => {
      await onServer(process.env.DATABASE_URL!, `alter database "${name}" with is_template false`);
      await template.drop();
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-template-'));
  const orm = await openDatabase({ dataDir, databaseUrl: null });
  await orm.close(true);
  process.env[TEMPLATE_VARIABLE] = path.join(dataDir, 'pglite');
  return async () => rmSync(dataDir, { recursive: true, force: true });
}

/** Puts a copy of the migrated template at dataDir/pglite, when the run has one; migrations then find nothing to do. */
export function copyPgliteTemplate(dataDir: string): void {
  const template = process.env[TEMPLATE_VARIABLE];
  if (!template || process.env.DATABASE_URL || !existsSync(template)) return;
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
}
