import { log } from './logger';
import { noteServerError } from './request-scope';

/**
 * A failure that makes the answer a server error (a 5xx, a GraphQL internal error): logged once, with its
 * stack, on the request's line; answers the request's id for the error answer, which shows it beside the
 * message so that a clerk can quote it. Outside a request it is logged at once.
 */
export function reportServerError(error: unknown): string | undefined {
  const reqId = noteServerError(error);
  if (reqId === undefined) log().error({ err: error }, 'server error');
  return reqId;
}

/** The answer's field beside the message: `{"error": "…", "reqId": "…"}`, or nothing outside a request. */
export const referenceOf = (reqId: string | undefined): { reqId?: string } => (reqId ? { reqId } : {});
