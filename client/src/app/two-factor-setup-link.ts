import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { TWO_FACTOR_SETUP_MESSAGE } from '@core/schemas/two-factor.schema';

/**
 * The server refuses everything but the set-up to a person whose hotel has just come to require two-factor
 * sign-in; this tells the app at once (it re-reads `me`, and the set-up page takes over) rather than at the
 * next 30-second poll.
 */
export function twoFactorSetupLink(onSetUpRequired: () => void): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.message === TWO_FACTOR_SETUP_MESSAGE)) {
      onSetUpRequired();
    }
  });
}
