import { graphql } from '../../../gql';

export const LicenceFieldsFragment = graphql(`
  fragment LicenceFields on Licence {
    id
    licenceKey
    hotelName
    hotelEmail
    phoneNumber
    address
    city
    state
    zipCode
    country
    website
    numberOfRooms
    isActive
    createdAt
  }
`);
