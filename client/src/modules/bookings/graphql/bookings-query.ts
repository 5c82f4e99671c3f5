import { graphql } from '../../../gql';

/** Recent Bookings, most recent first, one page (`first`) after the cursor. */
export const BookingsQuery = graphql(`
  query Bookings($first: Int, $after: String) {
    bookings(first: $first, after: $after) {
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
