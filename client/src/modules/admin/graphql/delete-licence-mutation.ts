import { graphql } from '../../../gql';

export const DeleteLicenceMutation = graphql(`
  mutation DeleteLicence($id: Int!) {
    deleteLicence(id: $id) {
      message
    }
  }
`);
