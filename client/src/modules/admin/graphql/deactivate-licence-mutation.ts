import { graphql } from '../../../gql';

export const DeactivateLicenceMutation = graphql(`
  mutation DeactivateLicence($id: Int!) {
    deactivateLicence(id: $id) {
      ...LicenceFields
    }
  }
`);
