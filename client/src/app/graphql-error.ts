import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's sentence for people, when the failure is a GraphQL error; undefined for network failures. */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const message = error.errors.find((entry) => entry.message)?.message;
  return message || undefined;
}

/**
 * extensions.code of the first GraphQL error, if any: a domain code of core/errors.ts (DomainErrorCode), or
 * one of Apollo's own (INTERNAL_SERVER_ERROR, GRAPHQL_VALIDATION_FAILED, …).
 */
export function serverErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when the server answered with a GraphQL error (as opposed to the network failing). */
export function isServerError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}
