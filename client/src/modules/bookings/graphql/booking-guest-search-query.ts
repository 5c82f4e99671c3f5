import { graphql } from '../../../gql';

/** The Guest cell's autocomplete: guests whose 'first last' or 'last first' contains the text. */
export const BookingGuestSearchQuery = graphql(`
  query BookingGuestSearch($text: String!, $limit: Int) {
    guestSearch(text: $text, limit: $limit) {
      id
      firstName
      lastName
      email
      vip
    }
  }
`);
