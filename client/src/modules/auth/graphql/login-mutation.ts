import { graphql } from '../../../gql';

/** Starts the session; the person and their role are then read with the `me` query (the auth provider). */
export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      id
    }
  }
`);
