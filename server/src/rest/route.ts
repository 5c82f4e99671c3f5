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
  handle: (ctx: RequestContext, req: Request, res: Response) => Promise<unknown> | unknown;
}
