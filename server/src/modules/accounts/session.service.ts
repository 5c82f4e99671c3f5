import type { AppConfig } from '../../config';
import type { ActiveSession, RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { AuthSession } from './auth-session.entity';
import type { HotelAccount } from './hotel-account.entity';
import { hashSecretToken, newSecretToken } from './secret-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends 30 days after sign-in whatever happens, or after 7 days unused. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY_MS;
// Touching lastSeenAt on every request would make every read a write; once in a while is enough for the idle rule.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export async function resolveSession(em: Em, config: Pick<AppConfig, 'sessionSecret'>, token: string | null): Promise<ActiveSession | null> {
  if (!token) return null;
  const row = await em.findOne(
    AuthSession,
    { tokenHash: hashSecretToken(config.sessionSecret, token) },
    { populate: ['account', 'impersonatedHotel'] },
  );
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now) {
    await em.nativeDelete(AuthSession, { id: row.id });
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await em.nativeUpdate(AuthSession, { id: row.id }, { lastSeenAt: new Date(now) });
  }
  const impersonated = row.impersonatedHotel && row.account.isAdmin ? row.impersonatedHotel : null;
  return {
    id: row.id,
    account: row.account,
    actingHotel: impersonated ?? row.account,
    isImpersonating: impersonated !== null,
  };
}

/**
 * Signs a browser in: a fresh token every time (a session is never carried over from before sign-in).
 * An admin starting or ending an impersonation gets a fresh one too, with or without the hotel.
 */
export async function startSession(ctx: RequestContext, account: HotelAccount, impersonatedHotel: HotelAccount | null = null): Promise<void> {
  const previous = ctx.cookies.read();
  if (previous) await ctx.em.nativeDelete(AuthSession, { tokenHash: hashSecretToken(ctx.config.sessionSecret, previous) });
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_LIFETIME_MS);
  ctx.em.create(AuthSession, {
    tokenHash: hashSecretToken(ctx.config.sessionSecret, token),
    account,
    impersonatedHotel,
    expiresAt,
    createdAt: new Date(),
    lastSeenAt: new Date(),
  });
  await ctx.em.flush();
  ctx.cookies.set(token, expiresAt);
}

export async function endSession(ctx: RequestContext): Promise<void> {
  const token = ctx.cookies.read();
  if (token) await ctx.em.nativeDelete(AuthSession, { tokenHash: hashSecretToken(ctx.config.sessionSecret, token) });
  ctx.cookies.clear();
}

export async function endAllSessionsOf(em: Em, accountId: number): Promise<void> {
  await em.nativeDelete(AuthSession, { account: accountId });
}
