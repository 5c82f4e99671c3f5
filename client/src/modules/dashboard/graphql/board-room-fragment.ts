import { graphql } from '../../../gql';

/** A room of the availability board with only what its bars show: its stays and blocks in the window. */
export const BoardRoomFragment = graphql(`
  fragment BoardRoomFields on BoardRoom {
    id
    roomNumber
    roomTypeName
    housekeepingStatus
    stays {
      id
      guest
      checkInDate
      checkOutDate
      nights
      paymentStatus
      balance
      stayStatus
      version
    }
    blocks {
      id
      startDate
      endDate
      reason
    }
  }
`);
