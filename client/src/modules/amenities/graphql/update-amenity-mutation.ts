import { graphql } from '../../../gql';

export const UpdateAmenityMutation = graphql(`
  mutation UpdateAmenity($id: Int!, $input: AmenityInput!) {
    updateAmenity(id: $id, input: $input) {
      ...AmenityFields
    }
  }
`);
