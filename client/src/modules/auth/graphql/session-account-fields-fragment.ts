import { graphql } from '../../../gql';

/**
 * The signed-in hotel and the person signed in, as the whole client sees them: the header, the tabs and
 * buttons a role may use (issue 15), settings and admin checks.
 */
export const SessionAccountFieldsFragment = graphql(`
  fragment SessionAccountFields on SessionAccount {
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
    user {
      id
      name
      email
      role
      twoFactorEnabled
      twoFactorRequired
    }
  }
`);
