import express, { type RequestHandler, type Router } from 'express';
import { nameRoute } from '../logging/request-scope';
import type { RouteDef } from '../rest/route';

/**
 * Names a request's route as the table declares it ("/api/hotel/bookings/:id"), for its log line and the
 * request metrics, before anything may refuse it (a cross-site request, a full disk, a malformed body): those
 * are counted under their route too. The same routes in the same order as the API router, so both match
 * alike; the first match names it and leaves this router (next('router')). A path no route matches stays
 * unnamed ("unmatched").
 */
export function routeNames(mountPath: string, routes: readonly RouteDef[]): RequestHandler {
  const router: Router = express.Router();
  for (const route of routes) {
    const name = `${mountPath}${route.path}`;
    router[route.method](route.path, (_req, _res, next) => {
      nameRoute(name);
      next('router');
    });
  }
  // An OPTIONS request matches no route here, and a router answers it itself with the methods it knows:
  // it goes on to the API's own router, which answers it as it always has.
  return (req, res, next) => (req.method === 'OPTIONS' ? next() : router(req, res, next));
}

/** Names every request that reaches it (a mount with one route: /graphql). */
export const namedRoute =
  (name: string): RequestHandler =>
  (_req, _res, next) => {
    nameRoute(name);
    next();
  };
