import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config';

export const CROSS_SITE_REFUSED = 'Cross-site request refused';
export const GRAPHQL_NEEDS_JSON = 'GraphQL requests must be sent as application/json';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** "https://inn.example:8443/path" -> "https://inn.example:8443"; null for anything that is not a URL ("null" too). */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for the cookie session, beside SameSite=Lax: a state-changing request whose Origin (or,
 * without one, Referer) names another site is refused. Requests that carry neither (curl, the CLI, tests)
 * pass: a browser always sends Origin on a cross-site POST, PUT or DELETE.
 */
export function sameOriginOnly(config: Pick<AppConfig, 'appUrl'>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const claimed = req.get('origin') ?? req.get('referer');
    if (claimed === undefined) return next();
    const origin = originOf(claimed);
    // Behind a trusted proxy, req.protocol and req.host are what the browser used (X-Forwarded-Proto and -Host).
    const own = `${req.protocol}://${req.host}`;
    if (origin !== null && (origin === originOf(config.appUrl) || origin === originOf(own))) return next();
    res.status(403).json({ error: CROSS_SITE_REFUSED });
  };
}

/** A POST to /graphql must say application/json, so that an HTML form (urlencoded, multipart, text/plain) cannot reach it. */
export const graphqlJsonOnly: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST' || req.is('application/json')) return next();
  res.status(415).json({ error: GRAPHQL_NEEDS_JSON });
};
