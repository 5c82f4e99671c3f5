import { graphql } from '../../../gql';

/**
 * The board as /hotel opens it, asked at start-up: the window from the hotel's today (the server knows it; no
 * settings read first), the totals and the first rooms, with the fields AvailabilityBoard reads.
 */
export const AvailabilityBoardOpeningQuery = graphql(`
  query AvailabilityBoardOpening($days: Int!, $limit: Int!) {
    availabilityBoardOpening(days: $days, limit: $limit) {
      from
      to
      totals {
        rooms
        bookedNights
      }
      rooms {
        ...BoardRoomFields
      }
    }
  }
`);
