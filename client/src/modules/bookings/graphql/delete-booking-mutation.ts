import { graphql } from '../../../gql';

export const DeleteBookingMutation = graphql(`
  mutation DeleteBooking($id: Int!) {
    deleteBooking(id: $id)
  }
`);
