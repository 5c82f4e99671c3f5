import { graphql } from '../../../gql';

/** An amenity as the Amenities tab shows and edits it. */
export const AmenityFieldsFragment = graphql(`
  fragment AmenityFields on Amenity {
    id
    version
    name
    description
    category
    icon
    isActive
    sortOrder
  }
`);
