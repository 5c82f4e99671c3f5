import { graphql } from '../../../gql';

/** The next bookings of a stay's chain, one per period (issue 26): all or none. */
export const ExtendBookingMutation = graphql(`
  mutation ExtendBooking($id: Int!, $periods: Int!, $nights: Int) {
    extendBooking(id: $id, periods: $periods, nights: $nights) {
      id
      checkInDate
      checkOutDate
    }
  }
`);
