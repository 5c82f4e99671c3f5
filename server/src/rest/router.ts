import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { jsonRequests } from '../http/json-requests';
import type { AppServices } from '../context';
import { checkAccess } from '../modules/accounts';
import { apiErrorHandler } from './error-handler';
import { contextFor } from './request-context';
import type { RouteDef } from './route';

/** /api: the spec's REST contract, a thin shim over the same services as GraphQL. */
export function createApiRouter(services: AppServices, routes: readonly RouteDef[]): Router {
  const router = express.Router();
  router.use(jsonRequests());
  for (const route of routes) if (!route.site) router[route.method](route.path, adapt(services, route));
  router.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  router.use(apiErrorHandler);
  return router;
}

/**
 * The site routes (RouteDef.site) at the root, with /api's adapter and error handler; every other path goes
 * on to the client.
 */
export function createSiteRouter(services: AppServices, routes: readonly RouteDef[]): Router {
  const router = express.Router();
  for (const route of routes) if (route.site) router[route.method](route.path, adapt(services, route));
  router.use(apiErrorHandler);
  return router;
}

function adapt(services: AppServices, route: RouteDef) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = await contextFor(services, req, res);
      checkAccess(ctx, route.access);
      const body = await route.handle(ctx, req, res);
      if (body !== undefined && !res.headersSent) res.status(route.status ?? 200).json(body);
    } catch (error) {
      next(error);
    }
  };
}
