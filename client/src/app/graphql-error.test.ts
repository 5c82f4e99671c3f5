import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isServerError, serverErrorCode, serverErrorMessage } from './graphql-error';

const graphqlError = new CombinedGraphQLErrors({
  data: null,
  errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }],
});

describe('graphql-error', () => {
  it('reads the server message and code', () => {
    expect(serverErrorMessage(graphqlError)).toBe('Invalid email or password');
    expect(serverErrorCode(graphqlError)).toBe('UNAUTHENTICATED');
    expect(isServerError(graphqlError)).toBe(true);
  });

  it('gives nothing for a network failure', () => {
    const networkError = new TypeError('Failed to fetch');
    expect(serverErrorMessage(networkError)).toBeUndefined();
    expect(serverErrorCode(networkError)).toBeUndefined();
    expect(isServerError(networkError)).toBe(false);
  });
});
