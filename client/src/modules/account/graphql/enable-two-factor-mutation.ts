import { graphql } from '../../../gql';

/** Turns two-factor sign-in on with a first code; answers the ten recovery codes, shown this once. */
export const EnableTwoFactorMutation = graphql(`
  mutation EnableTwoFactor($code: String!) {
    enableTwoFactor(code: $code)
  }
`);
