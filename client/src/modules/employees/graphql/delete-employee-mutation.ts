import { graphql } from '../../../gql';

export const DeleteEmployeeMutation = graphql(`
  mutation DeleteEmployee($id: Int!, $version: Int) {
    deleteEmployee(id: $id, version: $version) {
      message
    }
  }
`);
