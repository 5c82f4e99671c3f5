import { graphql } from '../../../gql';

export const DeactivateLicenseMutation = graphql(`
  mutation DeactivateLicense($id: Int!) {
    deactivateLicense(id: $id) {
      ...LicenceFields
    }
  }
`);
