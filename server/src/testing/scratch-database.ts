import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** The name of the run's migrated PostgreSQL template database, when it has one (database-template.ts). */
export const POSTGRES_TEMPLATE_VARIABLE = 'INNKEEP_TEST_POSTGRES_TEMPLATE';

/**
 * A fresh database on the PostgreSQL server of `serverUrl`, for one test file (the CLI's tests too) or one
 * benchmark run; `purpose` names it, so that a database left by a killed run says where it came from. Empty,
 * unless `migrated` asks for a copy of the run's migrated template (when the run has one: startTestApp's
 * databases are; the CLI's and the fault tests' start empty, as a new install does).
 */
export async function createScratchDatabase(
  serverUrl: string,
  purpose: 'test' | 'bench' | 'template' = 'test',
  { migrated = false }: { migrated?: boolean } = {},
): Promise<ScratchDatabase> {
  const name = `innkeep_${purpose}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const template = migrated ? process.env[POSTGRES_TEMPLATE_VARIABLE] : undefined;
  await onServer(serverUrl, template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** One statement on the server's maintenance connection (CREATE, ALTER and DROP DATABASE run outside a transaction). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
