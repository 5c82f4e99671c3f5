import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server and the CLI read from the environment, resolved once. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * DATABASE_POOLER=transaction: DATABASE_URL is a pooler that hands each transaction any server connection
   * (PgBouncer in transaction mode), so nothing may outlive a transaction: no named prepared statements, no
   * session-level lock (docs/pgbouncer.md). Null: a connection is the client's for its life (direct, or a
   * session-mode pooler).
   */
  databasePooler: DatabasePooler | null;
  /** DATABASE_DIRECT_URL: the database itself, past the pooler, for what needs a session (pg_dump, pg_restore). */
  databaseDirectUrl: string | null;
  appUrl: string;
  smtpUrl: string | null;
  sessionSecret: string;
  licenceSecret: string;
  adminEmail: string | null;
  adminPassword: string | null;
  handsontableLicenceKey: string;
  production: boolean;
  secureCookies: boolean;
  /** Below this many bytes free in DATA_DIR, the embedded database refuses writes with 507 (MIN_FREE_DISK_MB). */
  minFreeDiskBytes: number;
  /** A PGlite statement that takes longer means PGlite is stuck: 503 and exit (PGLITE_CALL_TIMEOUT_SECONDS). */
  pgliteCallTimeoutSeconds: number;
  /** How long the server waits for PostgreSQL at start before it gives up (DATABASE_WAIT_SECONDS). */
  databaseWaitSeconds: number;
  /** PGlite syncs each commit to disk (PGLITE_FSYNC=off trades that for speed: see docs/performance.md). */
  pgliteFsync: boolean;
  /**
   * TRUST_PROXY: the reverse proxies (addresses or subnets, comma-separated, or loopback / linklocal /
   * uniquelocal) whose X-Forwarded-For, -Proto and -Host are believed. Null: none, the peer is the client.
   */
  trustProxy: string | null;
  /**
   * WEB_CONCURRENCY: how many server processes share the port (node:cluster). PostgreSQL only, one by default:
   * one process already writes 560–590 bookings a second on two cores and stays near 200 MB, where each more
   * process costs 150 MB (docs/performance.md, "What was learned"). The embedded database is always one process (its files allow no
   * second).
   */
  serverProcesses: number;
  /**
   * Calendar sync: feeds on this machine or on private networks may be read (ICAL_ALLOW_PRIVATE=1), for a
   * booking calendar served inside the hotel's network; refused by default, so that a feed's address cannot
   * reach what only the server can.
   */
  icalAllowPrivate: boolean;
  /** …or only these private addresses (ICAL_ALLOW_ADDRESSES, comma-separated IP addresses). */
  icalAllowAddresses: readonly string[];
  /** How long a feed may take to answer, its redirects and body included (10 seconds; tests shorten it). */
  icalTimeoutMs: number;
  /** LOG_LEVEL: pino's level (fatal, error, warn, info, debug, trace, silent); info by default. */
  logLevel: string;
  /** LOG_FORMAT: json (one object a line) or pretty (for a person at a terminal: the default when stdout is one). */
  logFormat: LogFormat;
  /** METRICS_TOKEN: with it, GET /metrics also answers `Authorization: Bearer <token>` from any address. */
  metricsToken: string | null;
}

export type LogFormat = 'json' | 'pretty';
const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secrets = loadOrCreateSecrets(dataDir);
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databasePooler: databasePoolerFor(env.DATABASE_POOLER),
    databaseDirectUrl: env.DATABASE_DIRECT_URL || null,
    appUrl,
    smtpUrl: env.SMTP_URL || null,
    sessionSecret: env.SESSION_SECRET || secrets.sessionSecret,
    licenceSecret: env.LICENSE_SECRET || secrets.licenseSecret,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    handsontableLicenceKey: env.HANDSONTABLE_LICENSE_KEY || 'non-commercial-and-evaluation',
    production: env.NODE_ENV === 'production',
    secureCookies: appUrl.startsWith('https://'),
    pgliteFsync: env.PGLITE_FSYNC !== 'off',
    databaseWaitSeconds: numberOr(env.DATABASE_WAIT_SECONDS, 300),
    pgliteCallTimeoutSeconds: numberOr(env.PGLITE_CALL_TIMEOUT_SECONDS, 60),
    minFreeDiskBytes: numberOr(env.MIN_FREE_DISK_MB, 64) * 1024 * 1024,
    trustProxy: env.TRUST_PROXY?.trim() || null,
    serverProcesses: env.DATABASE_URL ? serverProcessesFor(env.WEB_CONCURRENCY) : 1,
    icalAllowPrivate: env.ICAL_ALLOW_PRIVATE === '1',
    icalAllowAddresses: (env.ICAL_ALLOW_ADDRESSES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    // core/calendar-sync.ts's FEED_TIMEOUT_SECONDS, written out: a cluster's primary reads this file and loads no core.
    icalTimeoutMs: 10_000,
    logLevel: logLevelFor(env.LOG_LEVEL, 'info'),
    logFormat: logFormatFor(env.LOG_FORMAT),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
  };
}

export type DatabasePooler = 'transaction';

/**
 * DATABASE_POOLER: `transaction`, or `session` / `none` / unset for a connection that stays the client's. A
 * word not known here stops the start: a misspelt `transaction` would otherwise fail later, on every request.
 */
function databasePoolerFor(value: string | undefined): DatabasePooler | null {
  const mode = value?.trim().toLowerCase() ?? '';
  if (mode === 'transaction') return 'transaction';
  if (mode === '' || mode === 'session' || mode === 'none') return null;
  throw new Error(`DATABASE_POOLER must be transaction, session or none (was "${value}"): see docs/pgbouncer.md`);
}

/** LOG_LEVEL as pino names levels, or the default (an unknown level would stop pino at start). */
export function logLevelFor(value: string | undefined, fallback: string): string {
  const level = value?.trim().toLowerCase();
  return level && LOG_LEVELS.has(level) ? level : fallback;
}

/** LOG_FORMAT, else pretty when a person reads stdout (a terminal) and JSON when a collector does. */
function logFormatFor(value: string | undefined): LogFormat {
  const format = value?.trim().toLowerCase();
  if (format === 'json' || format === 'pretty') return format;
  return process.stdout.isTTY ? 'pretty' : 'json';
}

/** WEB_CONCURRENCY as a whole number of processes from 1 to 64, or one. */
function serverProcessesFor(value: string | undefined): number {
  const count = Number(value);
  return value && Number.isInteger(count) && count >= 1 ? Math.min(count, 64) : 1;
}

/** A non-negative number from the environment, or the default. */
function numberOr(value: string | undefined, fallback: number): number {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds >= 0 ? seconds : fallback;
}

/** DATA_DIR/secrets.json as installations already keep it: its key names are stored data, not renamed. */
interface GeneratedSecrets {
  sessionSecret: string;
  licenseSecret: string;
}

/**
 * Secrets not given in the environment are generated once and kept, so sessions and keys survive restarts.
 * The file is written aside and linked into place: servers sharing one DATA_DIR that start together all
 * end up with the first one's secrets (a session signed by one is valid on the others).
 */
function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (!existsSync(file)) {
    const secrets = {
      sessionSecret: randomBytes(32).toString('hex'),
      licenseSecret: randomBytes(32).toString('hex'),
    };
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aside, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(aside, { force: true });
    }
  }
  return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
}
