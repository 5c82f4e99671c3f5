import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Debian's PgBouncer (1.18, `apt-get install pgbouncer`) in transaction-pooling mode in front of one database,
 * for the tests and the bench: what a managed PostgreSQL's pooler does to the app's connections. Outside CI a
 * machine without it skips those tests, loudly; in CI they must run (.ci/run installs it).
 */
export const PGBOUNCER_PATH = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';
export const pgbouncerAvailable = existsSync(PGBOUNCER_PATH);

/** Throws in CI when PgBouncer is missing; elsewhere warns and answers false (the caller skips). */
export function requirePgBouncer(): boolean {
  if (pgbouncerAvailable) return true;
  const message = `PgBouncer not found at ${PGBOUNCER_PATH}: install it with 'apt-get install -y pgbouncer'.`;
  if (process.env.CI) throw new Error(`${message} The PgBouncer tests must run in CI.`);
  console.warn(`\n*** PGBOUNCER TESTS SKIPPED *** ${message}\n`);
  return false;
}

export interface PgBouncer {
  /** DATABASE_URL through the pooler: the same database, user and password, PgBouncer's port. */
  url: string;
  /** What PgBouncer printed (its log), to read when something went wrong. */
  log: () => string;
  close: () => Promise<void>;
}

export interface PgBouncerOptions {
  /** Server connections per database and user (default_pool_size): small, so that transactions really share them. */
  poolSize?: number;
}

/**
 * Starts PgBouncer with an ini and a userlist of its own in a temporary folder, on a free loopback port,
 * pool_mode=transaction and auth_type=trust (the tests' PostgreSQL trusts loopback; a password in the URL is
 * handed on to the server through the userlist), and waits until it answers.
 */
export async function startPgBouncer(databaseUrl: string, { poolSize = 5 }: PgBouncerOptions = {}): Promise<PgBouncer> {
  const target = new URL(databaseUrl);
  const database = decodeURIComponent(target.pathname.slice(1));
  const user = decodeURIComponent(target.username || 'postgres');
  const password = decodeURIComponent(target.password);
  const dir = mkdtempSync(path.join(tmpdir(), 'innkeep-pgbouncer-'));
  // PgBouncer refuses to run as root: it is then told to run as nobody, who must read its files.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  writeFileSync(path.join(dir, 'userlist.txt'), `${quote(user)} ${quote(password)}\n`, { mode: 0o644 });
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 1000',
      // Clients that say they want all of a float's digits (pg_dump, JDBC) are let in.
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const args = [...(process.getuid?.() === 0 ? ['-u', 'nobody'] : []), path.join(dir, 'pgbouncer.ini')];
  const child = spawn(PGBOUNCER_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await answering(url.toString(), child);
  } catch (error) {
    await close();
    throw new Error(`PgBouncer did not start: ${(error as Error).message}\n${output}`);
  }
  return { url: url.toString(), log: () => output, close };
}

/** A port nobody listens on now (PgBouncer takes it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until a query through PgBouncer is answered, for at most ten seconds. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`it exited with ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
