import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { createRequestContext, type AppServices, type RequestContext, type SessionCookieJar } from '../context';

export const SESSION_COOKIE = 'innkeep_session';

/** The session cookie over HTTP: HttpOnly, SameSite=Lax, Secure whenever the request came over HTTPS. */
export function expressCookieJar(services: AppServices, req: Request, res: Response): SessionCookieJar {
  const secure = req.secure || services.config.secureCookies;
  return {
    read: () => parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE] ?? null,
    set: (token, expiresAt) =>
      res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires: expiresAt, path: '/' }),
    clear: () => res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' }),
  };
}

/** One context per request, shared by /api and /graphql when both touch it. */
export async function contextFor(services: AppServices, req: Request, res: Response): Promise<RequestContext> {
  return createRequestContext(services, expressCookieJar(services, req, res), req.ip ?? 'unknown');
}
