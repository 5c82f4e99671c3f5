import { graphql } from '../../../gql';

export const AdminValidateLicenceMutation = graphql(`
  mutation AdminValidateLicence($input: AdminValidateLicenceInput!) {
    adminValidateLicence(input: $input) {
      isValid
      message
    }
  }
`);
