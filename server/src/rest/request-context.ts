import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { scopeToHotel, type AppServices, type CookieSlot, type RequestContext, type SessionCookieJar } from '../context';
import type { Em } from '../db/orm';
import { currentRequest } from '../logging/request-scope';
import { setAuditActor } from '../modules/audit';
import { resolveSession } from '../modules/accounts';

export const SESSION_COOKIE = 'innkeep_session';
/** Between the password and the two-factor code of a sign-in (five minutes at most). */
export const PENDING_SIGN_IN_COOKIE = 'innkeep_sign_in';

/** The session cookie over HTTP: HttpOnly, SameSite=Lax, Secure whenever the request came over HTTPS. */
export function expressCookieJar(services: AppServices, req: Request, res: Response): SessionCookieJar {
  const secure = req.secure || services.config.secureCookies;
  const slot = (name: string): CookieSlot => ({
    read: () => parseCookies(req.headers.cookie ?? '')[name] ?? null,
    set: (token, expiresAt) =>
      res.cookie(name, token, { httpOnly: true, sameSite: 'lax', secure, expires: expiresAt, path: '/' }),
    clear: () => res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' }),
  });
  return { ...slot(SESSION_COOKIE), pendingSignIn: slot(PENDING_SIGN_IN_COOKIE) };
}

/** One context per request, shared by /api and /graphql when both touch it. */
export async function contextFor(services: AppServices, req: Request, res: Response): Promise<RequestContext> {
  const ctx = await createRequestContext(services, expressCookieJar(services, req, res), req.ip ?? 'unknown');
  // The request's log line names the hotel and the person by their ids (never a name or an email).
  const scope = currentRequest();
  if (scope && ctx.session) {
    scope.hotelId = ctx.session.actingHotel.id;
    scope.personId = ctx.session.user.id;
  }
  return ctx;
}

/** One factory per request: a forked EntityManager, the signed-in account, the hotel whose data it may touch. */
async function createRequestContext(
  services: AppServices,
  cookies: SessionCookieJar,
  clientAddress: string,
): Promise<RequestContext> {
  const em = services.orm.em.fork() as Em;
  const session = await resolveSession(em, services.config, cookies.read());
  if (session) {
    scopeToHotel(em, session.actingHotel.id);
    setAuditActor(em, {
      accountId: session.actingHotel.id,
      // An admin impersonating the hotel is named by impersonatedBy; the person is always one of the hotel's own.
      userId: session.isImpersonating ? null : session.user.id,
      impersonatedBy: session.isImpersonating ? session.account.id : null,
    });
  }
  return { ...services, em, session, clientAddress, cookies };
}
