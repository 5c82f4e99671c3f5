import { graphql } from '../../../gql';

/**
 * The rooms taken over a stay's nights, each with the stay or block in the way: the room picker's order. The
 * booking being edited (exceptBookingId) is not in its own way.
 */
export const RoomAvailabilityQuery = graphql(`
  query RoomAvailability($checkInDate: String!, $nights: Int!, $exceptBookingId: Int) {
    roomAvailability(checkInDate: $checkInDate, nights: $nights, exceptBookingId: $exceptBookingId) {
      roomId
      guestName
      blockReason
      startDate
      endDate
    }
  }
`);
