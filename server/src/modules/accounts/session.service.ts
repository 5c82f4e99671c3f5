import type { AppConfig } from '../../config';
import type { ActiveSession, RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { runPrepared } from '../../db/prepared-statement';
import { sql } from '../../db/sql';
import { AuthSession } from './auth-session.entity';
import { HotelAccount } from './hotel-account.entity';
import { HotelUser } from './hotel-user.entity';
import { hashSecretToken, newSecretToken } from './secret-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends 30 days after sign-in whatever happens, or after 7 days unused. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY_MS;
// Touching lastSeenAt on every request would make every read a write; once in a while is enough for the idle rule.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The session of a request's cookie, with its person, their account (and the hotel an admin impersonates).
 * Every signed-in request asks this, so it is one plain statement mapped into managed entities: built by
 * MikroORM's query builder with the joins it cost three times its SQL, on every call (docs/performance.md, "What was learned").
 * The person's role and whether they are still active are read here on every request, so a change of role
 * applies at once to open sessions too.
 */
export async function resolveSession(
  em: Em,
  config: Pick<AppConfig, 'sessionSecret'>,
  token: string | null,
): Promise<ActiveSession | null> {
  if (!token) return null;
  // Prepared once per connection on PostgreSQL: parsed and planned on every request before.
  const [row] = await runPrepared<SessionRow>(
    em,
    'innkeep_session',
    sessionStatement(hashSecretToken(config.sessionSecret, token)),
  );
  if (!row) return null;
  const now = Date.now();
  const expiresAt = new Date(row.session_expires_at).getTime();
  const lastSeenAt = new Date(row.session_last_seen_at).getTime();
  if (expiresAt <= now || lastSeenAt + SESSION_IDLE_TIMEOUT_MS <= now) {
    await em.nativeDelete(AuthSession, { id: row.session_id });
    return null;
  }
  if (now - lastSeenAt > TOUCH_INTERVAL_MS) {
    await em.nativeUpdate(AuthSession, { id: row.session_id }, { lastSeenAt: new Date(now) });
  }
  const account = em.map(HotelAccount, columnsOf(row, ''));
  const user = em.map(HotelUser, columnsOf(row, 'user_'));
  const impersonatedId = account.isAdmin ? row.session_impersonated_hotel_id : null;
  const impersonated = impersonatedId === null ? null : await em.findOne(HotelAccount, { id: impersonatedId });
  return {
    id: row.session_id,
    account,
    user,
    actingHotel: impersonated ?? account,
    isImpersonating: impersonated !== null,
    // An admin impersonating a hotel acts as its Owner (and the audit trail names the admin).
    role: impersonated ? 'Owner' : user.role,
    twoFactorRequired: row.session_two_factor_required,
    mustSetUpTwoFactor: row.session_two_factor_required && !user.totpEnabledAt,
  };
}

// A deactivated person's sessions are deleted with the deactivation; the is_active test keeps one that a
// racing request started meanwhile from working.
const sessionStatement = (
  tokenHash: string,
) => sql`select s.id as session_id, s.expires_at as session_expires_at, s.last_seen_at as session_last_seen_at,
    s.impersonated_hotel_id as session_impersonated_hotel_id,
    u.id as user_id, u.hotel_id as user_hotel_id, u.employee_id as user_employee_id, u.name as user_name,
    u.email as user_email, u.role as user_role, u.is_active as user_is_active,
    u.is_email_verified as user_is_email_verified, u.created_at as user_created_at, u.updated_at as user_updated_at,
    u.totp_enabled_at as user_totp_enabled_at,
    exists (select 1 from hotel_setting h where h.hotel_id = a.id and h.key = 'require_two_factor' and h.value = '1')
      as session_two_factor_required,
    a.*
  from auth_session s join hotel_user u on u.id = s.user_id join hotel_account a on a.id = u.hotel_id
  where s.token_hash = ${tokenHash} and u.is_active limit 1`;

type SessionRow = Record<string, unknown> & {
  session_id: number;
  session_expires_at: string | Date;
  session_last_seen_at: string | Date;
  session_impersonated_hotel_id: number | null;
  session_two_factor_required: boolean;
};

const PREFIXES = ['session_', 'user_'];

/** The columns of one table of a session row, as em.map takes them: the user_ ones, or ('') the account's a.*. */
function columnsOf(row: SessionRow, prefix: string): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const own = prefix ? key.startsWith(prefix) : !PREFIXES.some((other) => key.startsWith(other));
    if (own) columns[key.slice(prefix.length)] = value;
  }
  return columns;
}

/**
 * Signs a browser in: a fresh token every time (a session is never carried over from before sign-in).
 * An admin starting or ending an impersonation gets a fresh one too, with or without the hotel.
 */
export async function startSession(
  ctx: RequestContext,
  user: HotelUser,
  impersonatedHotel: HotelAccount | null = null,
): Promise<void> {
  const previous = ctx.cookies.read();
  if (previous) await ctx.em.nativeDelete(AuthSession, { tokenHash: hashSecretToken(ctx.config.sessionSecret, previous) });
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_LIFETIME_MS);
  ctx.em.create(AuthSession, {
    tokenHash: hashSecretToken(ctx.config.sessionSecret, token),
    user,
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

/** Signs a person out everywhere: a new password, a deactivation. */
export async function endAllSessionsOf(em: Em, userId: number): Promise<void> {
  await em.nativeDelete(AuthSession, { user: userId });
}
