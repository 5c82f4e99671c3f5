import { graphql } from '../../../gql';

export const CreateGuestMutation = graphql(`
  mutation CreateGuest($input: GuestInput!) {
    createGuest(input: $input) {
      ...GuestFields
    }
  }
`);
