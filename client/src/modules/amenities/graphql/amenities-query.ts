import { graphql } from '../../../gql';

export const AmenitiesQuery = graphql(`
  query Amenities {
    amenities {
      ...AmenityFields
    }
  }
`);
