import { graphql } from '../../../gql';

/** The availability board's bookings: those whose stay overlaps [from, to). */
export const AvailabilityBookingsQuery = graphql(`
  query AvailabilityBookings($from: String!, $to: String!) {
    bookingsInRange(from: $from, to: $to) {
      id
      guest
      checkInDate
      checkOutDate
      nights
      grandTotal
      paidAmount
      balance
      stayStatus
      version
      room {
        id
        roomNumber
      }
    }
  }
`);
