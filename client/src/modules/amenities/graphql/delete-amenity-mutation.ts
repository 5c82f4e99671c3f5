import { graphql } from '../../../gql';

export const DeleteAmenityMutation = graphql(`
  mutation DeleteAmenity($id: Int!) {
    deleteAmenity(id: $id) {
      message
    }
  }
`);
