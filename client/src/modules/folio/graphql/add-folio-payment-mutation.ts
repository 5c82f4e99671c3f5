import { graphql } from '../../../gql';

export const AddFolioPaymentMutation = graphql(`
  mutation AddFolioPayment($bookingId: Int!, $input: FolioPaymentInput!) {
    addFolioPayment(bookingId: $bookingId, input: $input) {
      ...FolioFields
    }
  }
`);
