import { graphql } from '../../../gql';

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($code: String!) {
    disableTwoFactor(code: $code) {
      message
    }
  }
`);
