import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isServerError, serverErrorCode, serverErrorMessage, serverErrorReference, withReference } from './graphql-error';
import { refusalToast } from './use-toasted-action';

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

  it("shows a crash's reference beside the sentence, for a clerk to quote", () => {
    const crash = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', reqId: '5ee2547686ba' } }],
    });
    expect(serverErrorReference(crash)).toBe('5ee2547686ba');
    expect(serverErrorMessage(crash)).toBe('Internal server error (Reference: 5ee2547686ba)');
    // A screen that never shows a crash's own sentence shows its words with the reference.
    expect(refusalToast(crash, 'Failed to create booking').description).toBe(
      'Failed to create booking (Reference: 5ee2547686ba)',
    );
    // A refusal the server explains has no reference, and its sentence stays word for word.
    expect(serverErrorReference(graphqlError)).toBeUndefined();
    expect(withReference('Failed to create booking', graphqlError)).toBe('Failed to create booking');
    expect(refusalToast(graphqlError, 'Failed to sign in').description).toBe('Invalid email or password');
  });
});
