import { graphql } from '../../../gql';

export const AdminValidateLicenseMutation = graphql(`
  mutation AdminValidateLicense($input: AdminValidateLicenseInput!) {
    adminValidateLicense(input: $input) {
      isValid
      message
    }
  }
`);
