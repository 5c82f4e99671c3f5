import { graphql } from '../../../gql';

export const VoidFolioChargeMutation = graphql(`
  mutation VoidFolioCharge($bookingId: Int!, $chargeId: Int!) {
    voidFolioCharge(bookingId: $bookingId, chargeId: $chargeId) {
      ...FolioFields
    }
  }
`);
