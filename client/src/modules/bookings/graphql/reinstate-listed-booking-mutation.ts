import { graphql } from '../../../gql';

/** Recent Bookings' Reinstate: a cancelled or no-show booking back to Reserved, while its room is still free. */
export const ReinstateListedBookingMutation = graphql(`
  mutation ReinstateListedBooking($id: Int!, $version: Int) {
    reinstateBooking(id: $id, version: $version) {
      ...BookingFields
    }
  }
`);
