import { graphql } from '../../../gql';

export const GenerateLicenceMutation = graphql(`
  mutation GenerateLicence($input: AdminHotelInput!) {
    generateLicence(input: $input) {
      ...LicenceFields
    }
  }
`);
