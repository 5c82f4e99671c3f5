import { graphql } from '../../../gql';

/** A roster entry as the Employees tab shows and edits it. */
export const EmployeeFieldsFragment = graphql(`
  fragment EmployeeFields on Employee {
    id
    version
    firstName
    lastName
    role
    email
    phone
    hireDate
    hourlyRate
    isActive
    notes
  }
`);
