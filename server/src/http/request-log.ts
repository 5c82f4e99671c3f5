import type { Request, RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { log } from '../logging/logger';
import { runInRequestScope, type RequestScope } from '../logging/request-scope';
import { httpRequestDuration, httpRequestsInFlight } from '../metrics/metrics';

/** The route label of a request no declared route matched (an unknown path): one label, not its URL. */
export const UNMATCHED_ROUTE = 'unmatched';
/** A file of the built client, served as it is (express.static): one label for all of them. */
export const STATIC_ROUTE = 'static';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
/** Any other word a client sends as its method is one label: a label's values must stay few. */
const methodLabel = (method: string) => (METHODS.has(method) ? method : 'OTHER');
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** An id a trusted proxy gave: printable, short, nothing that could break a log line. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The request's id: the X-Request-Id of a proxy that TRUST_PROXY names (so the proxy's log and ours share it),
 * else a fresh one. A client that is not such a proxy could choose ids that collide with others'.
 */
function requestIdOf(req: Request): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && GIVEN_ID.test(given)) {
    const trusted = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
    if (trusted(req.socket.remoteAddress, 0)) return given;
  }
  // 12 hex digits: short enough for a clerk to read out, unique enough to find one line among a day's.
  return randomUUID().replaceAll('-', '').slice(0, 12);
}

/**
 * First of every request: gives it an id (sent back as X-Request-Id), a scope the code it runs can reach
 * (logging/request-scope.ts), counts it in flight, and when its response ends observes its duration under its
 * route as declared and writes its one log line: reqId, method, route, status, ms, and the hotel's and person's
 * ids when signed in. A 5xx's line (or a GraphQL internal error's) carries the error with its stack, once.
 * Never a body, a header or a URL: what a request sent stays out of the log.
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const scope: RequestScope = { reqId: requestIdOf(req), route: null, hotelId: null, personId: null, serverError: undefined };
    res.setHeader('X-Request-Id', scope.reqId);
    httpRequestsInFlight.inc();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      httpRequestsInFlight.dec();
      const seconds = (performance.now() - started) / 1000;
      const route = scope.route ?? UNMATCHED_ROUTE;
      const aborted = !res.writableFinished;
      if (!aborted)
        httpRequestDuration.observe({ method: methodLabel(req.method), route, status: statusClass(res.statusCode) }, seconds);
      const failed = res.statusCode >= 500 || scope.serverError !== undefined;
      const logger = log();
      const level = failed ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const fields: Record<string, unknown> = {
        reqId: scope.reqId,
        method: req.method,
        route,
        status: res.statusCode,
        ms: Math.round(seconds * 10_000) / 10,
      };
      if (scope.hotelId !== null) fields.hotelId = scope.hotelId;
      if (scope.personId !== null) fields.personId = scope.personId;
      if (scope.serverError !== undefined) fields.err = scope.serverError;
      logger[level](fields, aborted ? 'request aborted' : failed ? 'request failed' : 'request completed');
    };
    res.once('finish', end);
    res.once('close', end);
    runInRequestScope(scope, next);
  };
}
