import { graphql } from '../../../gql';

export const PasswordLinkQuery = graphql(`
  query PasswordLink($token: String!) {
    passwordLink(token: $token) {
      invitation
      hotelName
    }
  }
`);
