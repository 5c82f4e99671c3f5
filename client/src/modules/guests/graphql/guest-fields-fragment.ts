import { graphql } from '../../../gql';

/** A guest as the Guest Management screen lists, edits and prints it (spec section 3). */
export const GuestFieldsFragment = graphql(`
  fragment GuestFields on Guest {
    id
    version
    firstName
    lastName
    email
    phone
    address
    city
    state
    zipCode
    country
    idType
    idNumber
    notes
    vip
    createdAt
  }
`);
