import { graphql } from '../../../gql';

/**
 * Recent Bookings: one page (`first`) of the bookings that match the search and filters, in the order asked
 * (most recently created first by default), after the cursor (default order) or at `offset` (any order).
 */
export const BookingsQuery = graphql(`
  query Bookings(
    $first: Int
    $after: String
    $offset: Int
    $search: String
    $from: String
    $to: String
    $rateType: String
    $status: String
    $stayStatus: String
    $source: String
    $sort: String
  ) {
    bookings(
      first: $first
      after: $after
      offset: $offset
      search: $search
      from: $from
      to: $to
      rateType: $rateType
      status: $status
      stayStatus: $stayStatus
      source: $source
      sort: $sort
    ) {
      nodes {
        ...BookingFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);
