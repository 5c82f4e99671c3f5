import { graphql } from '../../../gql';

/** One booking by id: the availability board links to bookings that may not be on a loaded page. */
export const BookingQuery = graphql(`
  query Booking($id: Int!) {
    booking(id: $id) {
      ...BookingFields
    }
  }
`);
