import { graphql } from '../../../gql';

/** The rooms the entry row's Room dropdown offers, with their types' own rates (the dynamic rate's fallback). */
export const BookingRoomsQuery = graphql(`
  query BookingRooms {
    rooms {
      id
      roomNumber
      roomTypeId
      roomType {
        id
        name
        dailyRate
        weeklyRate
        monthlyRate
      }
    }
  }
`);
