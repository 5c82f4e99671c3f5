import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server and the CLI read from the environment, resolved once. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  appUrl: string;
  smtpUrl: string | null;
  sessionSecret: string;
  licenseSecret: string;
  adminEmail: string | null;
  adminPassword: string | null;
  handsontableLicenseKey: string;
  production: boolean;
  secureCookies: boolean;
  /**
   * TRUST_PROXY: the reverse proxies (addresses or subnets, comma-separated, or loopback / linklocal /
   * uniquelocal) whose X-Forwarded-For, -Proto and -Host are believed. Null: none, the peer is the client.
   */
  trustProxy: string | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const secrets = loadOrCreateSecrets(dataDir);
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    appUrl,
    smtpUrl: env.SMTP_URL || null,
    sessionSecret: env.SESSION_SECRET || secrets.sessionSecret,
    licenseSecret: env.LICENSE_SECRET || secrets.licenseSecret,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    handsontableLicenseKey: env.HANDSONTABLE_LICENSE_KEY || 'non-commercial-and-evaluation',
    production: env.NODE_ENV === 'production',
    secureCookies: appUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY?.trim() || null,
  };
}

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
