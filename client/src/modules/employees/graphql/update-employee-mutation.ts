import { graphql } from '../../../gql';

export const UpdateEmployeeMutation = graphql(`
  mutation UpdateEmployee($id: Int!, $input: EmployeeInput!) {
    updateEmployee(id: $id, input: $input) {
      ...EmployeeFields
    }
  }
`);
