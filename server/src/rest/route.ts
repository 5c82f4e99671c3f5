import type { Request, Response } from 'express';
import type { RequestContext } from '../context';
import type { Access } from '../modules/accounts';

/**
 * One REST endpoint of the spec's /api contract. The router checks `access` before `handle` runs, so no
 * handler can forget it; `handle` parses its input with a core schema, calls a service and maps the result.
 * A handler that writes the response itself (a file download) returns undefined.
 */
export interface RouteDef {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  access: Access;
  status?: number;
  /**
   * Served at the site's root instead of under /api: an address given to other systems, which must stay
   * whatever the API becomes (a room's calendar feed, GET /ical/rooms/{secret}.ics).
   */
  site?: true;
  handle: (ctx: RequestContext, req: Request, res: Response) => Promise<unknown> | unknown;
}

/** Where a route answers: "/api/hotel/rooms/:id", or a site route's own path. */
export const routeUrl = (route: Pick<RouteDef, 'path' | 'site'>): string => `${route.site ? '' : '/api'}${route.path}`;
