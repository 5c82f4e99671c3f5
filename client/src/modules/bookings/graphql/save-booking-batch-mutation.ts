import { graphql } from '../../../gql';

export const SaveBookingBatchMutation = graphql(`
  mutation SaveBookingBatch($bookings: [BookingBatchItemInput!]!) {
    saveBookingBatch(bookings: $bookings) {
      ...BookingFields
    }
  }
`);
