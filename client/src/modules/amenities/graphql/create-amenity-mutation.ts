import { graphql } from '../../../gql';

export const CreateAmenityMutation = graphql(`
  mutation CreateAmenity($input: AmenityInput!) {
    createAmenity(input: $input) {
      ...AmenityFields
    }
  }
`);
