import { graphql } from '../../../gql';

/** One of the hotel's people (issue 15) as the People section shows and changes them. */
export const PersonFieldsFragment = graphql(`
  fragment PersonFields on Person {
    id
    name
    email
    role
    active
    invitationPending
    employeeId
  }
`);
