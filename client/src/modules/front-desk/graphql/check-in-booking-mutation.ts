import { graphql } from '../../../gql';

/** Reserved to Checked In. */
export const CheckInBookingMutation = graphql(`
  mutation CheckInBooking($id: Int!, $version: Int) {
    checkInBooking(id: $id, version: $version) {
      ...FrontDeskStay
    }
  }
`);
