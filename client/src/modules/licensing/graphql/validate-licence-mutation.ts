import { graphql } from '../../../gql';

export const ValidateLicenceMutation = graphql(`
  mutation ValidateLicence($input: ValidateLicenseInput!) {
    validateLicense(input: $input) {
      isValid
      message
    }
  }
`);
