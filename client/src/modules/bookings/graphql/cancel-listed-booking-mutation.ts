import { graphql } from '../../../gql';

/** Recent Bookings' Cancel booking: Reserved to Cancelled (any date), with the clerk's optional reason. */
export const CancelListedBookingMutation = graphql(`
  mutation CancelListedBooking($id: Int!, $version: Int, $reason: String) {
    cancelBooking(id: $id, version: $version, reason: $reason) {
      ...BookingFields
    }
  }
`);
