import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { MeQuery } from '../modules/auth/graphql/me-query';
import { retryDelayMs, shouldRetry } from './retry-policy';
import { twoFactorSetupLink } from './two-factor-setup-link';

/** The one Apollo client: same-origin /graphql with the session cookie. */
export function createApolloClient(): ApolloClient {
  const retryLink = new RetryLink({
    attempts: (retry, operation, error) => shouldRetry(retry, operation, error),
    delay: (retry) => retryDelayMs(retry),
  });
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const setUpLink = twoFactorSetupLink(() => void client.refetchQueries({ include: [MeQuery] }));
  const client = new ApolloClient({
    link: ApolloLink.from([setUpLink, retryLink, httpLink]),
    cache: new InMemoryCache(),
  });
  return client;
}
