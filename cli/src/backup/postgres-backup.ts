import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../../server/src/config';
import { CliError } from '../cli-error';
import { preparePrivateBackupFile } from './backup-file';

export type Tool = 'pg_dump' | 'pg_restore';

/**
 * Where pg_dump and pg_restore connect: DATABASE_DIRECT_URL when given, else DATABASE_URL, but never a
 * transaction pooler. Both tools set session settings (search_path, timeouts) before their transaction; behind
 * PgBouncer in transaction mode those would land on a server connection the app's requests then get.
 */
export function toolsDatabaseUrl(config: Pick<AppConfig, 'databaseUrl' | 'databasePooler' | 'databaseDirectUrl'>): string {
  if (config.databaseDirectUrl) return config.databaseDirectUrl;
  if (config.databasePooler === 'transaction') {
    throw new CliError(
      'DATABASE_URL is a transaction pooler (DATABASE_POOLER=transaction): set DATABASE_DIRECT_URL to the database itself for pg_dump and pg_restore',
    );
  }
  return config.databaseUrl!;
}

/** The server's major version (16 for 16.4). */
async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>("select current_setting('server_version_num') as version");
    return Math.floor(Number(rows[0]!.version) / 10000);
  } catch (error) {
    throw new CliError(`Cannot reach PostgreSQL at DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stderr }));
      else resolve({ stdout, stderr });
    });
  });
}

/** "pg_dump (PostgreSQL) 15.20 (Debian ...)" -> 15; null when the tool is not there. */
async function toolMajor(command: string): Promise<number | null> {
  try {
    const { stdout } = await run(command, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * pg_dump and pg_restore must be at least as new as the server. Debian and Ubuntu install each major
 * version's tools under /usr/lib/postgresql/<major>/bin: the server's own version is taken from there when
 * present, else the one on PATH.
 */
async function findTool(tool: Tool, databaseUrl: string): Promise<string> {
  const major = await serverMajor(databaseUrl);
  const candidates: ToolCandidate[] = [];
  for (const command of [path.join('/usr/lib/postgresql', String(major), 'bin', tool), tool]) {
    if (command.includes('/') && !existsSync(command)) continue;
    candidates.push({ command, major: await toolMajor(command) });
  }
  return pickTool(tool, major, candidates);
}

export interface ToolCandidate {
  command: string;
  /** Its major version; null when it is not installed. */
  major: number | null;
}

/** The first candidate at least as new as the server; an older one is refused, saying what to install. */
export function pickTool(tool: Tool, serverMajor: number, candidates: readonly ToolCandidate[]): string {
  const usable = candidates.find((candidate) => candidate.major !== null && candidate.major >= serverMajor);
  if (usable) return usable.command;
  const older = candidates.find((candidate) => candidate.major !== null);
  const install = `install the PostgreSQL ${serverMajor} client tools (postgresql-client-${serverMajor})`;
  if (older) {
    throw new CliError(
      `${tool} ${older.major} cannot work with PostgreSQL ${serverMajor}: ${install} and put their bin directory first on PATH`,
    );
  }
  throw new CliError(`${tool} was not found: ${install}`);
}

/** The connection for the tools: the URL without its password, which goes in PGPASSWORD (not in `ps`). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function toolFailed(tool: Tool, error: unknown): CliError {
  const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
  return new CliError(`${tool} failed: ${stderr || (error as Error).message}`);
}

/** The whole database in pg_dump's custom format (compressed; pg_restore reads it). */
export async function backupPostgres(databaseUrl: string, file: string, dataDir: string): Promise<string> {
  const command = await findTool('pg_dump', databaseUrl);
  const target = preparePrivateBackupFile(file, dataDir);
  const { url, env } = connection(databaseUrl);
  try {
    await run(command, ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${url}`], env);
  } catch (error) {
    rmSync(target, { force: true });
    throw toolFailed('pg_dump', error);
  }
  return target;
}

/**
 * Replaces the database's contents with the backup's, in one transaction: every object of the backup is
 * dropped and made again (pg_restore --clean --single-transaction); a failure leaves the database as it was.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const command = await findTool('pg_restore', databaseUrl);
  const { url, env } = connection(databaseUrl);
  const args = [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ];
  try {
    await run(command, args, env);
  } catch (error) {
    throw toolFailed('pg_restore', error);
  }
}
