import type { ErrorRequestHandler } from 'express';
import { DomainError, type DomainErrorCode } from '@core/errors';
import { NOT_UTF8_MESSAGE, NOT_UTF8_TYPE } from '../http/json-requests';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-unavailable';
import { referenceOf, reportServerError } from '../logging/server-error';

export const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  INVALID_INPUT: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE: 409,
  RATE_LIMITED: 429,
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * The one error handler of /api: every failure is {"error": "message a person can read"}. A server error
 * (5xx) is logged once with its stack and carries the request's id beside the message: {"error", "reqId"}.
 */
export const apiErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof DomainError) {
    if (error.code === 'RATE_LIMITED') res.setHeader('Retry-After', String(error.retryAfterSeconds ?? 900));
    res.status(STATUS_BY_CODE[error.code]).json({ error: error.message, ...error.details });
    return;
  }
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'Malformed JSON in request body' });
    return;
  }
  if (parserError.type === NOT_UTF8_TYPE) {
    res.status(400).json({ error: NOT_UTF8_MESSAGE });
    return;
  }
  if (parserError.type === 'entity.too.large') {
    res.status(413).json({ error: 'Request body is too large' });
    return;
  }
  if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
    res.status(parserError.status).json({ error: 'Bad request' });
    return;
  }
  const reference = referenceOf(reportServerError(error));
  if (isDatabaseUnavailable(error)) {
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.status(503).json({ error: DATABASE_UNAVAILABLE_MESSAGE, ...reference });
    return;
  }
  res.status(500).json({ error: 'Something went wrong on our side. Please try again.', ...reference });
};
