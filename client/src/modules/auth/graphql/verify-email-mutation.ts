import { graphql } from '../../../gql';

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      message
      hotelName
    }
  }
`);
