import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's sentence for people, when the failure is a GraphQL error; undefined for network failures. A
 * failure of the server's own comes with its reference beside the sentence (withReference).
 */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const message = error.errors.find((entry) => entry.message)?.message;
  return message ? withReference(message, error) : undefined;
}

/**
 * The id the server gave a failure of its own (extensions.reqId: a crash, the database unreachable), under
 * which its log holds what happened; undefined for a refusal it explains, or a network failure.
 */
export function serverErrorReference(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const reqId = error.errors.find((entry) => typeof entry.extensions?.reqId === 'string')?.extensions?.reqId;
  return typeof reqId === 'string' ? reqId : undefined;
}

/** The sentence, and after it the server's reference when there is one, for a clerk to quote: "… (Reference: 1a2b3c4d5e6f)". */
export function withReference(sentence: string, error: unknown): string {
  const reference = serverErrorReference(error);
  return reference ? `${sentence} (Reference: ${reference})` : sentence;
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
