import { graphql } from '../../../gql';

export const DeleteGuestMutation = graphql(`
  mutation DeleteGuest($id: Int!, $version: Int) {
    deleteGuest(id: $id, version: $version)
  }
`);
