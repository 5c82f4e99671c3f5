import { graphql } from '../../../gql';

export const DeleteEmployeeMutation = graphql(`
  mutation DeleteEmployee($id: Int!) {
    deleteEmployee(id: $id) {
      message
    }
  }
`);
