import { graphql } from '../../../gql';

export const BookingHistoryQuery = graphql(`
  query BookingHistory($bookingId: Int!) {
    bookingHistory(bookingId: $bookingId) {
      id
      action
      createdAt
      actor {
        id
        name
        email
      }
      impersonatedBy {
        id
        name
        email
      }
      changes {
        field
        before
        after
      }
    }
  }
`);
