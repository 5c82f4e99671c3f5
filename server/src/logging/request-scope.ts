import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the server knows of the request being served, reachable from any code it runs (a resolver, the error
 * formatter, a service's log line) without threading it through: the request's log line and its metrics are
 * written from it when the response ends (http/request-log.ts).
 */
export interface RequestScope {
  readonly reqId: string;
  /** The route as declared ("/api/hotel/bookings/:id", "/graphql"); null until one is matched. */
  route: string | null;
  /** Set once the session is known (rest/request-context.ts). */
  hotelId: number | null;
  personId: number | null;
  /** The failure behind a 5xx (or a GraphQL internal error), logged with the request's line. */
  serverError: unknown;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The request being served, or undefined outside a request (start-up, a timer, the CLI). */
export function currentRequest(): RequestScope | undefined {
  return storage.getStore();
}

/** Names the route the request matched, as declared, for its log line and metrics (the first to name it wins). */
export function nameRoute(route: string): void {
  const scope = storage.getStore();
  if (scope && scope.route === null) scope.route = route;
}

/**
 * Keeps the failure behind a server error for the request's log line, and answers the request's id for the
 * error answer, so that a clerk can quote it and an operator find the line. Undefined outside a request.
 */
export function noteServerError(error: unknown): string | undefined {
  const scope = storage.getStore();
  if (!scope) return undefined;
  scope.serverError ??= error;
  return scope.reqId;
}
