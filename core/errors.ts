/**
 * Domain errors carry a code that each transport (REST, GraphQL, CLI) maps to its own status.
 * Services throw these; adapters never invent statuses of their own.
 */
export type DomainErrorCode =
  | 'INVALID_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /** An edit based on a version of the record that someone else has changed since (HTTP 409 as CONFLICT). */
  | 'STALE'
  | 'RATE_LIMITED';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** RATE_LIMITED only: when a new attempt may succeed (HTTP's Retry-After). */
    readonly retryAfterSeconds?: number,
    /** Fields a refusal answers beside its message (the night audit's problems), in REST's body and GraphQL's extensions. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalidInput = (message: string) => new DomainError('INVALID_INPUT', message);
export const unauthenticated = (message = 'Not signed in') => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const notFound = (what = 'Record') => new DomainError('NOT_FOUND', `${what} could not be found`);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
/** A refusal that answers more than its message: `details` go beside "error" in the body. */
export const conflictWith = (message: string, details: Readonly<Record<string, unknown>>) =>
  new DomainError('CONFLICT', message, undefined, details);
export const stale = (message: string) => new DomainError('STALE', message);
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new DomainError('RATE_LIMITED', message, retryAfterSeconds);
