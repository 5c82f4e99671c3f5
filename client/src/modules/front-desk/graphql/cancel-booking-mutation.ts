import { graphql } from '../../../gql';

/** Reserved to Cancelled, with the clerk's optional reason: the record stays, the room is freed. */
export const CancelBookingMutation = graphql(`
  mutation CancelBooking($id: Int!, $version: Int, $reason: String) {
    cancelBooking(id: $id, version: $version, reason: $reason) {
      ...FrontDeskStay
    }
  }
`);
