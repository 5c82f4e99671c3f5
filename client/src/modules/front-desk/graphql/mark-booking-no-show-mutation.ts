import { graphql } from '../../../gql';

/** Reserved to No Show, on or after the check-in date: the room is freed. */
export const MarkBookingNoShowMutation = graphql(`
  mutation MarkBookingNoShow($id: Int!, $version: Int) {
    markBookingNoShow(id: $id, version: $version) {
      ...FrontDeskStay
    }
  }
`);
