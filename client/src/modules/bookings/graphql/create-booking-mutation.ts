import { graphql } from '../../../gql';

export const CreateBookingMutation = graphql(`
  mutation CreateBooking($input: BookingInput!) {
    createBooking(input: $input) {
      ...BookingFields
    }
  }
`);
