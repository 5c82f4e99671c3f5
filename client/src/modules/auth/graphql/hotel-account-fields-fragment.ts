import { graphql } from '../../../gql';

/** The signed-in hotel as the whole client sees it (header, settings, admin checks). */
export const HotelAccountFieldsFragment = graphql(`
  fragment HotelAccountFields on HotelAccount {
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
    isAdmin
    isImpersonating
  }
`);
