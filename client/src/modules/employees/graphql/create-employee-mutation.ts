import { graphql } from '../../../gql';

export const CreateEmployeeMutation = graphql(`
  mutation CreateEmployee($input: EmployeeInput!) {
    createEmployee(input: $input) {
      ...EmployeeFields
    }
  }
`);
