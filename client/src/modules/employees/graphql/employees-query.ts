import { graphql } from '../../../gql';

export const EmployeesQuery = graphql(`
  query Employees {
    employees {
      ...EmployeeFields
    }
  }
`);
