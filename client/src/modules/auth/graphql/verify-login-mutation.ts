import { graphql } from '../../../gql';

/** The second step of a sign-in that login answered TWO_FACTOR_REQUIRED: a TOTP or recovery code. */
export const VerifyLoginMutation = graphql(`
  mutation VerifyLogin($code: String!) {
    verifyLogin(code: $code) {
      id
    }
  }
`);
