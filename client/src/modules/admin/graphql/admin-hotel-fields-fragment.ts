import { graphql } from '../../../gql';

/** A hotel account as the admin's table and form show it. */
export const AdminHotelFieldsFragment = graphql(`
  fragment AdminHotelFields on AdminHotel {
    id
    name
    email
    phoneNumber
    address
    city
    state
    zipCode
    country
    website
    numberOfRooms
    isEmailVerified
    createdAt
  }
`);
