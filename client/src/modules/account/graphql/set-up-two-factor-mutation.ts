import { graphql } from '../../../gql';

/** A new secret for the person's authenticator app (not in use until enableTwoFactor takes a code). */
export const SetUpTwoFactorMutation = graphql(`
  mutation SetUpTwoFactor {
    setUpTwoFactor {
      secret
      otpauthUrl
    }
  }
`);
