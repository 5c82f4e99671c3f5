import { graphql } from '../../../gql';

export const UpdateGuestMutation = graphql(`
  mutation UpdateGuest($id: Int!, $input: GuestInput!) {
    updateGuest(id: $id, input: $input) {
      ...GuestFields
    }
  }
`);
