import helmet from 'helmet';
import type { RequestHandler, Response } from 'express';

/**
 * The Content-Security-Policy the built client runs under (a browser test checks it raises no violation):
 * scripts only from this origin (no inline script, no eval), no plugins, never framed by another site (only
 * inline documents may be framed, by this app's own pages). Inline styles are allowed because React style props
 * and Handsontable write them.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * helmet's headers on every response: the CSP above, X-Content-Type-Options nosniff, X-Frame-Options DENY,
 * Referrer-Policy same-origin (a reset link's token never leaves in a Referer; no-referrer would make browsers
 * send `Origin: null` on our own POSTs, which sameOriginOnly refuses), and HSTS only over HTTPS.
 */
export function securityHeaders(options: { https: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: options.https ? { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] } : CONTENT_SECURITY_POLICY,
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.https ? { maxAge: 15_552_000 } : false,
    // The client opens its own PDFs in a new tab; cross-origin isolation would buy nothing here.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * A document shown inline may be framed by this app's own pages (the guest print window loads the PDF in an
 * iframe to print it); other sites still may not frame it. Rewrites the headers securityHeaders() set.
 */
export function allowSameOriginFraming(res: Response): void {
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp === 'string')
    res.setHeader('Content-Security-Policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
}
