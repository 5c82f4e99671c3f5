import { graphql } from '../../../gql';

export const GenerateLicenseMutation = graphql(`
  mutation GenerateLicense($input: AdminHotelInput!) {
    generateLicense(input: $input) {
      ...LicenceFields
    }
  }
`);
