import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { DomainError } from '@core/errors';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/database-unavailable';
import { referenceOf, reportServerError } from '../logging/server-error';

const MAX_MESSAGE_LENGTH = 300;

/** graphql-js quotes a bad variable's value in its message: a 1 MB value must not come back as a 1 MB error. */
const shortened = (message: string) =>
  message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message;

/**
 * GraphQL errors carry the domain code in extensions.code and the message a person reads. Anything that
 * is not a domain error or a GraphQL validation error is logged and shown as a generic error with the
 * request's id (extensions.reqId): no stack traces or SQL ever leave the server.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    const retryAfter = original.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: original.retryAfterSeconds };
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: original.code, ...retryAfter, ...original.details },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    // A 503 raised before any resolver ran (contextOrUnavailable) was reported there, with its reference.
    const given = formatted.extensions?.reqId;
    const reference = code === DATABASE_UNAVAILABLE_CODE && typeof given === 'string' ? { reqId: given } : {};
    return {
      message: shortened(formatted.message),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code, ...reference },
    };
  }
  // A server error is logged once with its stack (on the request's line), and answered with the request's
  // id beside the message, for a clerk to quote.
  const reference = referenceOf(reportServerError(original));
  if (isDatabaseUnavailable(original)) {
    const extensions = { code: DATABASE_UNAVAILABLE_CODE, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS, ...reference };
    return { message: DATABASE_UNAVAILABLE_MESSAGE, path: formatted.path, extensions };
  }
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', ...reference } };
}
