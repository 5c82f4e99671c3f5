import { graphql } from '../../../gql';

export const DeleteLicenseMutation = graphql(`
  mutation DeleteLicense($id: Int!) {
    deleteLicense(id: $id) {
      message
    }
  }
`);
