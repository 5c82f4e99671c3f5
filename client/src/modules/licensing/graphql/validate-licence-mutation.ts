import { graphql } from '../../../gql';

export const ValidateLicenceMutation = graphql(`
  mutation ValidateLicence($input: ValidateLicenceInput!) {
    validateLicence(input: $input) {
      isValid
      message
    }
  }
`);
