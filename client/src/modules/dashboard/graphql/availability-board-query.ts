import { graphql } from '../../../gql';

/**
 * A slice of the availability board: the rooms from `offset` with only what their bars show. The first
 * read of a window also asks the totals (how many rows, the room-nights booked), in the same request.
 */
export const AvailabilityBoardQuery = graphql(`
  query AvailabilityBoard($from: String!, $to: String!, $offset: Int!, $limit: Int!, $withTotals: Boolean!) {
    availabilityBoardTotals(from: $from, to: $to) @include(if: $withTotals) {
      rooms
      bookedNights
    }
    availabilityBoard(from: $from, to: $to, offset: $offset, limit: $limit) {
      ...BoardRoomFields
    }
  }
`);
