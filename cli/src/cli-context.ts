import 'reflect-metadata';
import { DomainError } from '@core/errors';
import { loadConfig } from '../../server/src/config';
import {
  scopeToHotel,
  type ActiveSession,
  type AppServices,
  type RequestContext,
  type SessionCookieJar,
} from '../../server/src/context';
import { DataDirLocked, lockDataDir } from '../../server/src/db/data-dir-lock';
import { openDatabase, type Em } from '../../server/src/db/orm';
import { createMailer } from '../../server/src/mail/mailer';
import { HotelAccount, HotelUser } from '../../server/src/modules/accounts';
import { CliError } from './cli-error';

/** What a command works with: the server's services on the same database and environment as the server. */
export interface CliServices extends AppServices {
  close(): Promise<void>;
}

/**
 * PGlite's files allow one process: the command takes DATA_DIR's lock for its life (released when it exits)
 * and is refused while the server or another command holds it.
 */
export function lockCliDataDir(dataDir: string): void {
  try {
    lockDataDir(dataDir, `innkeep ${process.argv[2] ?? ''}`.trim());
  } catch (error) {
    if (error instanceof DataDirLocked) throw new CliError(error.message);
    throw error;
  }
}

/**
 * Opens the database the server uses (DATABASE_URL, or PGlite under DATA_DIR), running its migrations
 * unless `migrate` is false. PGlite's files allow one process: while the server runs on this DATA_DIR the
 * CLI refuses, saying what to do (lockCliDataDir).
 */
export async function openCliServices(options: { migrate?: boolean } = {}): Promise<CliServices> {
  const config = loadConfig();
  if (!config.databaseUrl) lockCliDataDir(config.dataDir);
  const orm = await openDatabase(config, { migrate: options.migrate });
  // Mail goes out as the server's would; the outbox line goes to stderr so that --json output stays JSON.
  const mailer = createMailer(config, (line) => process.stderr.write(`${line}\n`));
  return { orm, config, mailer, close: () => orm.close() };
}

/** Opens the services, runs `work`, and closes the database whatever happens. */
export async function withServices<T>(
  work: (services: CliServices) => Promise<T>,
  options: { migrate?: boolean } = {},
): Promise<T> {
  const services = await openCliServices(options);
  try {
    return await work(services);
  } finally {
    await services.close();
  }
}

/** The CLI has no browser: there is no session cookie to read or write. */
const NO_COOKIE = { read: () => null, set: () => {}, clear: () => {} };
const NO_COOKIES: SessionCookieJar = { ...NO_COOKIE, pendingSignIn: NO_COOKIE };

function sessionOf(account: HotelAccount): ActiveSession {
  // The operator's person is not a row either: the CLI acts as the Owner of whichever account it works on.
  const user = Object.assign(new HotelUser(), { id: 0, hotel: account, name: account.name, email: account.email, role: 'Owner' });
  return {
    id: 0,
    account,
    user,
    actingHotel: account,
    isImpersonating: false,
    role: 'Owner',
    twoFactorRequired: false,
    mustSetUpTwoFactor: false,
  };
}

/**
 * The CLI acting as the system administrator: whoever runs it has the database anyway. The session's
 * account is not a row (id 0); admin services only check isAdmin. The EntityManager has no hotel scope,
 * so a query of hotel-owned rows made through it fails instead of reading every hotel's.
 */
export function adminContext(services: AppServices): RequestContext {
  const em = services.orm.em.fork() as Em;
  // Never persisted nor managed by any EntityManager: a flush does not see it.
  const operator = Object.assign(new HotelAccount(), {
    id: 0,
    name: 'innkeep CLI',
    email: 'cli@innkeep.local',
    isAdmin: true,
    isEmailVerified: true,
  });
  return { ...services, em, session: sessionOf(operator), clientAddress: 'cli', cookies: NO_COOKIES };
}

export function noHotelMessage(email: string): string {
  return `No hotel account has the email ${email}`;
}

/**
 * The hotel with this email, and a context that works on its data as its own front desk would: a fresh
 * EntityManager scoped to the hotel by the tenant filter, with a session-less "signed in" hotel.
 */
export async function hotelContext(services: AppServices, email: string): Promise<RequestContext> {
  const em = services.orm.em.fork() as Em;
  const hotel = await em.findOne(HotelAccount, { email, isAdmin: false });
  if (!hotel) throw new DomainError('NOT_FOUND', noHotelMessage(email));
  scopeToHotel(em, hotel.id);
  return { ...services, em, session: sessionOf(hotel), clientAddress: 'cli', cookies: NO_COOKIES };
}
