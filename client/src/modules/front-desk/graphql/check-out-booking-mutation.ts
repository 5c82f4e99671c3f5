import { graphql } from '../../../gql';

/** Checked In to Checked Out; refused with the balance due unless forced. */
export const CheckOutBookingMutation = graphql(`
  mutation CheckOutBooking($id: Int!, $version: Int, $force: Boolean) {
    checkOutBooking(id: $id, version: $version, force: $force) {
      ...FrontDeskStay
    }
  }
`);
