import { graphql } from '../../../gql';

export const DeleteAmenityMutation = graphql(`
  mutation DeleteAmenity($id: Int!, $version: Int) {
    deleteAmenity(id: $id, version: $version) {
      message
    }
  }
`);
