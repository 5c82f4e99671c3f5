import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { retryDelayMs, shouldRetry } from './retry-policy';

/** The one Apollo client: same-origin /graphql with the session cookie. */
export function createApolloClient(): ApolloClient {
  const retryLink = new RetryLink({
    attempts: (retry, operation, error) => shouldRetry(retry, operation, error),
    delay: (retry) => retryDelayMs(retry),
  });
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  return new ApolloClient({
    link: ApolloLink.from([retryLink, httpLink]),
    cache: new InMemoryCache(),
  });
}
