import express, { type RequestHandler } from 'express';
import { isUtf8 } from 'node:buffer';

export const NOT_UTF8_MESSAGE = 'The request is not valid UTF-8 text';
/** The error's type, which the one error handler (rest/error-handler.ts) answers 400 with the message above. */
export const NOT_UTF8_TYPE = 'request.not.utf8';

const notUtf8 = () => Object.assign(new Error(NOT_UTF8_MESSAGE), { type: NOT_UTF8_TYPE, status: 400 });

/** In a `u` pattern a surrogate pair is one code point: only a surrogate without its partner matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * True when every string in `body` (object keys too) is well-formed UTF-16. JSON can write a lone surrogate
 * ("\ud800") that no UTF-8 can hold: PostgreSQL refuses it deep in a write (a 500), so it is refused here.
 */
function isWellFormed(body: unknown): boolean {
  // A walk with its own stack: a body nested thousands deep must not overflow the call stack.
  const pending: unknown[] = [body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return false;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}

/**
 * True when the percent-escapes of a query string spell UTF-8: the query parser would otherwise turn bytes
 * that are not (%FF, an escaped surrogate %ED%A0%80) silently into U+FFFD. A lone "%" stays plain text.
 */
function isUtf8Query(url: string): boolean {
  const query = url.indexOf('?');
  if (query < 0) return true;
  for (const [escapes] of url.slice(query + 1).matchAll(/(?:%[0-9a-f]{2})+/gi)) {
    try {
      decodeURIComponent(escapes);
    } catch {
      return false;
    }
  }
  return true;
}

const wellFormedText: RequestHandler = (req, _res, next) => {
  next(isUtf8Query(req.originalUrl) && isWellFormed(req.body) ? undefined : notUtf8());
};

/** JSON answers are the hotel's private data, current at the moment asked: never kept by a browser or a proxy. */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * How /api and /graphql read a request, in one place: JSON bodies up to 1 MB, and text that is UTF-8 (the
 * body's bytes, its escapes, the query string) or a 400 with NOT_UTF8_MESSAGE before any handler runs.
 */
export const jsonRequests = (): RequestHandler[] => [
  noStore,
  express.json({
    limit: '1mb',
    verify: (_req, _res, bytes) => {
      if (!isUtf8(bytes)) throw notUtf8();
    },
  }),
  wellFormedText,
];
