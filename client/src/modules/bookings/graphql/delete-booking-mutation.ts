import { graphql } from '../../../gql';

export const DeleteBookingMutation = graphql(`
  mutation DeleteBooking($id: Int!, $version: Int) {
    deleteBooking(id: $id, version: $version)
  }
`);
