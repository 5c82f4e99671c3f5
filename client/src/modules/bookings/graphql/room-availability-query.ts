import { graphql } from '../../../gql';

/** The rooms taken over a stay's nights, each with the stay or block in the way: the room picker's order. */
export const RoomAvailabilityQuery = graphql(`
  query RoomAvailability($checkInDate: String!, $nights: Int!) {
    roomAvailability(checkInDate: $checkInDate, nights: $nights) {
      roomId
      guestName
      blockReason
      startDate
      endDate
    }
  }
`);
