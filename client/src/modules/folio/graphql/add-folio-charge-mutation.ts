import { graphql } from '../../../gql';

export const AddFolioChargeMutation = graphql(`
  mutation AddFolioCharge($bookingId: Int!, $input: FolioChargeInput!) {
    addFolioCharge(bookingId: $bookingId, input: $input) {
      ...FolioFields
    }
  }
`);
