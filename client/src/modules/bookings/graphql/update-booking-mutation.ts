import { graphql } from '../../../gql';

export const UpdateBookingMutation = graphql(`
  mutation UpdateBooking($id: Int!, $input: BookingInput!) {
    updateBooking(id: $id, input: $input) {
      ...BookingFields
    }
  }
`);
