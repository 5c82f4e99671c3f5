import { graphql } from '../../../gql';

export const DeleteGuestMutation = graphql(`
  mutation DeleteGuest($id: Int!) {
    deleteGuest(id: $id)
  }
`);
