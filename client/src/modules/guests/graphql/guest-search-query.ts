import { graphql } from '../../../gql';

/** Guests whose 'first last' or 'last first' contains the text, VIPs first. */
export const GuestSearchQuery = graphql(`
  query GuestSearch($text: String!, $limit: Int) {
    guestSearch(text: $text, limit: $limit) {
      ...GuestFields
    }
  }
`);
