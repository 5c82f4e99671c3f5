import { graphql } from '../../../gql';

export const VoidFolioPaymentMutation = graphql(`
  mutation VoidFolioPayment($bookingId: Int!, $paymentId: Int!) {
    voidFolioPayment(bookingId: $bookingId, paymentId: $paymentId) {
      ...FolioFields
    }
  }
`);
