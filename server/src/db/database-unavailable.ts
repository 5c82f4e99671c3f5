import { ConnectionException } from '@mikro-orm/core';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a moment.';
/** What a client is told to wait: PostgreSQL restarting, or a fail-over, takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** The GraphQL error code of that answer (extensions.code). */
export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's own: 57P01 admin_shutdown (a restart, or pg_terminate_backend), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up), and class 08, connection exceptions.
 */
const SQL_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '08007']);
/** node-postgres says these in words only: a connection lost mid-query, or none to be had from the pool. */
const MESSAGES = [
  /^Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /timeout exceeded when trying to connect/,
  /^The database closed the connection/,
];

/**
 * True when a request failed because the database could not be reached or dropped the connection, not
 * because of anything in the request: the answer is 503 with Retry-After, and the server recovers by itself
 * (the pool opens fresh connections for the next requests). Looks through wrapped errors (MikroORM's
 * DriverException copies the driver error's code; `cause`; GraphQL's originalError; a connect attempt's
 * AggregateError).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  if (error instanceof ConnectionException) return true;
  const { code, message, cause, errors, originalError } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    originalError?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQL_STATES.has(code))) return true;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(originalError, depth + 1);
}
