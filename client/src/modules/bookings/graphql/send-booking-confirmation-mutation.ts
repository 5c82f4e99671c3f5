import { graphql } from '../../../gql';

/** Recent Bookings' "Send confirmation": mails the booking's guest their confirmation. */
export const SendBookingConfirmationMutation = graphql(`
  mutation SendBookingConfirmation($id: Int!) {
    sendBookingConfirmation(id: $id) {
      message
    }
  }
`);
