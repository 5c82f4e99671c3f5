import { graphql } from '../../../gql';

/** The board's rows: every room in room-number order, with its type's name and housekeeping status. */
export const AvailabilityRoomsQuery = graphql(`
  query AvailabilityRooms {
    rooms {
      id
      roomNumber
      housekeepingStatus
      roomType {
        id
        name
      }
    }
  }
`);
