import { graphql } from '../../../gql';

/** Cancelled or No Show back to Reserved, while the room is still free. */
export const ReinstateBookingMutation = graphql(`
  mutation ReinstateBooking($id: Int!, $version: Int) {
    reinstateBooking(id: $id, version: $version) {
      ...FrontDeskStay
    }
  }
`);
