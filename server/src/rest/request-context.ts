import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { createRequestContext, type AppServices, type CookieSlot, type RequestContext, type SessionCookieJar } from '../context';

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
  return createRequestContext(services, expressCookieJar(services, req, res), req.ip ?? 'unknown');
}
